/**
 * Where a collection's feed and its events' files are (its declaration's `feed`,
 * entries/define.ts): read by the build, the prerender's head tags and the smoke check, not by
 * the pages (so their bundle stays as it was).
 */
import { LOCALE_INFO, type Locale } from '../../i18n/locales';
import type { CollectionSettings } from './define';

/** The media type of each feed format. */
export const FEED_TYPES = { atom: 'application/atom+xml', icalendar: 'text/calendar' } as const;

/** A collection's feed in a language: its path under the site root (`/en/feed.xml`) and its type. */
export function feedOf(
  collection: { feed?: Pick<NonNullable<CollectionSettings['feed']>, 'path' | 'format'> },
  locale: Locale,
): { path: string; type: string } | undefined {
  const { feed } = collection;
  if (!feed) return undefined;
  return {
    path: `${LOCALE_INFO[locale].prefix}/${feed.path}`,
    type: FEED_TYPES[feed.format ?? 'atom'],
  };
}

/**
 * An event's "add to calendar" file (a collection whose feed is `icalendar`) in a language, under
 * the site root: `/en/<folder>/<slug>.ics`.
 */
export const eventFilePath = (collection: CollectionSettings, locale: Locale, slug: string) =>
  `${LOCALE_INFO[locale].prefix}/${collection.folder}/${slug}.ics`;
