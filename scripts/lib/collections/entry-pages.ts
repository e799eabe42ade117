/**
 * Which entry a page shows, and its date: the sitemaps (scripts/sitemap.ts) and site search's
 * archive (scripts/search-index.ts) file the pages of a collection's entries by the year of their
 * date.
 */
import { pageForPath } from '../../../src/config/paths';
import { collections } from '../../../src/content/collections';
import type { CollectionSettings } from '../../../src/content/entries/define';
import type { LoadedCollections } from '../../collections';

/** The dates of each collection's entries (by the collection's name, then the entry's slug). */
export type EntryDates = Record<string, ReadonlyMap<string, string>>;

/** The dates of the loaded collections' entries (withdrawn ones are not published). */
export function entryDatesOf(loaded: LoadedCollections): EntryDates {
  return Object.fromEntries(
    loaded.map(({ collection, entries }) => [
      collection.name,
      new Map(entries.map((entry) => [entry.slug, entry.date])),
    ]),
  );
}

/** The collection of the collection map (src/content/collections.ts) that owns a page, if any. */
export function collectionOfPage(pageId: string): CollectionSettings | undefined {
  return Object.values(collections as Record<string, CollectionSettings>).find(
    (collection) => pageId in collection.pages,
  );
}

/**
 * The collection and the page's query parameter and value of an unprefixed path
 * (`/responsibility-details?id=a`), when a collection owns the page.
 */
export function collectionPageOf(
  path: string,
): { collection: CollectionSettings; pageId: string; param: string; value: string } | undefined {
  const [pathname = '/', query = ''] = path.split('?');
  const pageId = pageForPath(pathname);
  const collection = pageId === undefined ? undefined : collectionOfPage(pageId);
  if (!collection || pageId === undefined) return undefined;
  const [param = '', value = ''] = query.split('=');
  return { collection, pageId, param, value: decodeURIComponent(value) };
}

/**
 * The entry an unprefixed path shows (its collection's entry page with `?id=<slug>`) and its date,
 * or undefined for any other page. Throws on an entry page whose slug the collection does not
 * have (the manifest and the entries disagree).
 */
export function entryOfPath(
  path: string,
  dates: EntryDates,
): { collection: CollectionSettings; slug: string; date: string } | undefined {
  const page = collectionPageOf(path);
  if (page?.param !== 'id' || page.value === '') return undefined;
  if (page.pageId !== page.collection.entryPage) return undefined;
  const date = dates[page.collection.name]?.get(page.value);
  if (date === undefined) {
    throw new Error(`${path} names no entry of the collection ${page.collection.name}`);
  }
  return { collection: page.collection, slug: page.value, date };
}
