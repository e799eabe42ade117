/**
 * What a collection's entries become in the build: the data files the pages load
 * (src/content/entries/data-files.ts), the prerender's extra variant values (`?page=N`,
 * `?year=YYYY`, `?id=<slug>`) and one Atom feed per language.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import type { z } from 'zod';
import type { PageId } from '../../../src/config/paths';
import {
  dataUrl,
  entryFile,
  filterOf,
  type LatestFile,
  type ListFile,
  type StoredEntry,
} from '../../../src/content/entries/data-files';
import {
  type EntryCollection,
  listPage,
  listPageRanges,
  listsOf,
  pageCountOf,
  versionLanguages,
} from '../../../src/content/entries/define';
import { eventFilePath, feedOf } from '../../../src/content/entries/feeds';
import { nodeOf } from '../../../src/content/schema/walk';
import { LOCALE_INFO, LOCALES, type Locale, localizePath } from '../../../src/i18n/locales';
import type { BuildCache } from '../prerender/cache';
import { type CalendarEvent, type CalendarSettings, eventFile, icalendar } from './icalendar';
import { type Entry, fieldOf, formatDate, instantOf } from './load';

/** The year of an entry's date. */
const yearOf = (entry: Entry) => Number(entry.date.slice(0, 4));

/** The entries of one list, in the given (newest-first) order. */
function listOf(collection: EntryCollection, entries: Entry[], list: string): Entry[] {
  const { lists } = collection;
  return 'field' in lists ? entries.filter((e) => e.shared[lists.field] === list) : entries;
}

/** The filter of a collection listed on one page, with every value of its enum. */
function filterValues(
  collection: EntryCollection,
): { field: string; values: string[] } | undefined {
  const field = filterOf(collection);
  if (!field) return undefined;
  const node = nodeOf(collection.schema.shape[field] as z.core.$ZodType);
  if (node.type !== 'enum')
    throw new Error(`${collection.name}: the filter ${field} is not an enum`);
  return { field, values: node.values };
}

/**
 * One entry as a list shows it in a language (no body): the slug, then the front matter in the
 * schema's order, the date written out after the date.
 */
export function storedEntry(
  collection: EntryCollection,
  entry: Entry,
  locale: Locale,
): StoredEntry {
  const stored: Record<string, unknown> = { slug: entry.slug };
  for (const key of Object.keys(collection.schema.shape)) {
    stored[key] = fieldOf(entry, key, locale);
    if (key === collection.date) stored.dateLabel = formatDate(entry.date, locale);
  }
  return stored as StoredEntry;
}

/**
 * The data files of one language, by URL: each page and each year of each list, each entry with
 * its neighbours in its list, and the latest of all lists.
 */
export function dataFiles(
  collection: EntryCollection,
  entries: Entry[],
  locale: Locale,
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const stored = (entry: Entry) => storedEntry(collection, entry, locale);
  const { lists } = collection;
  // The list's value, under the list field's name (not for the one list of a page).
  const listKey = (list: string) => ('field' in lists ? { [lists.field]: list } : {});
  const filter = filterValues(collection);
  for (const listName of listsOf(collection)) {
    const list = listOf(collection, entries, listName);
    const ranges = listPageRanges(collection.pageSize, list.length);
    const pageCount = ranges.length;
    const years = [...new Set(list.map(yearOf))].sort((a, b) => b - a);
    for (const [index, [start, end]] of ranges.entries()) {
      const page = index + 1;
      const pageEntries = list.slice(start, end).map(stored);
      files.set(dataUrl.page(collection, locale, listName, page), {
        ...listKey(listName),
        page,
        pageCount,
        years,
        entries: pageEntries,
      } satisfies ListFile);
    }
    for (const year of years) {
      files.set(dataUrl.year(collection, locale, listName, year), {
        ...listKey(listName),
        year,
        pageCount,
        years,
        entries: list.filter((e) => yearOf(e) === year).map(stored),
      } satisfies ListFile);
    }
    for (const value of filter?.values ?? []) {
      const key = filter?.field ?? '';
      files.set(dataUrl.filtered(collection, locale, value), {
        [key]: value,
        pageCount,
        years,
        entries: list.filter((e) => e.shared[key] === value).map(stored),
      } satisfies ListFile);
    }
    if (!collection.entryPage) continue;
    list.forEach((entry, index) => {
      const neighbour = (other: Entry | undefined) =>
        other && { slug: other.slug, title: String(fieldOf(other, collection.title, locale)) };
      files.set(
        dataUrl.entry(collection, locale, entry.slug),
        entryFile(collection, {
          entry: { ...stored(entry), body: entry.text[locale].html },
          previous: neighbour(list[index - 1]),
          next: neighbour(list[index + 1]),
        }),
      );
    });
  }
  if (collection.entryPage) {
    files.set(dataUrl.latest(collection, locale), {
      entries: entries.slice(0, collection.pageSize).map(stored),
    } satisfies LatestFile);
  }
  return files;
}

/**
 * Writes the data files of every language under `<clientDir>/<name>-data/` (after the client
 * build, which empties the folder), linked from `cache` when it has their bytes. Returns how many.
 */
export async function writeData(
  collection: EntryCollection,
  entries: Entry[],
  clientDir: string,
  cache?: BuildCache,
): Promise<number> {
  let count = 0;
  // Uploaded files at their stable addresses.
  for (const file of entries.flatMap((e) => e.files)) {
    const target = join(clientDir, file.url);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file.source, target);
  }
  for (const locale of LOCALES) {
    for (const [url, data] of dataFiles(collection, entries, locale)) {
      const file = join(clientDir, url);
      await mkdir(dirname(file), { recursive: true });
      // A file whose bytes the last build wrote too is linked from the build cache: thousands of
      // them at 1,000 articles, and a link costs a tenth of a new file's bytes.
      const body = JSON.stringify(data);
      const key = cache?.keyOf('data', body) ?? '';
      if (!(await cache?.linkTo(key, file, '.json'))) {
        await writeFile(file, body);
        await cache?.keep(key, file, '.json');
      }
      cache?.placed(file, key);
      count++;
    }
  }
  return count;
}

/** Variant values the prerender adds to the route table's static ones, by page and parameter. */
export type VariantValues = Partial<Record<PageId, Record<string, string[]>>>;

/**
 * The prerender's extra variants of a collection: list pages 2…N and each year of each list,
 * and one entry page per slug.
 */
export function variantValues(collection: EntryCollection, entries: Entry[]): VariantValues {
  const values: VariantValues = {};
  if (collection.entryPage)
    values[collection.entryPage as PageId] = { id: entries.map((e) => e.slug) };
  const filter = filterValues(collection);
  for (const listName of listsOf(collection)) {
    const list = listOf(collection, entries, listName);
    const count = pageCountOf(collection, list.length);
    values[listPage(collection, listName)] = {
      page: Array.from({ length: count - 1 }, (_, i) => String(i + 2)),
      year: [...new Set(list.map((e) => String(yearOf(e))))],
      ...(filter ? { [filter.field]: filter.values } : {}),
    };
  }
  return values;
}

/** URL of a collection's feed in a language, under the site root (e.g. /en/feed.xml). */
export const feedPath = (collection: EntryCollection, locale: Locale) =>
  feedOf(collection, locale)?.path ?? '';

/** The channel of a feed in one language: its title and description, and its pages' paths. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The path of the collection's first list page (the feed's home on the site). */
  homePath: string;
  /** The path of the entry page, if the collection has one (else an entry links its file). */
  entryPath?: string | undefined;
}

/** One Atom feed of the newest entries (all lists) in one language. */
export function atomFeed(
  collection: EntryCollection,
  entries: Entry[],
  locale: Locale,
  siteUrl: string,
  channel: FeedChannel,
): string {
  const settings = collection.feed;
  if (!settings) throw new Error(`Collection ${collection.name} has no feed`);
  const feedUrl = siteUrl + feedPath(collection, locale);
  const newest = entries[0] ? instantOf(entries[0].date) : new Date('2015-01-01T00:00:00Z');
  const feed = new Feed({
    id: feedUrl,
    title: channel.title,
    description: channel.description,
    link: siteUrl + localizePath(channel.homePath, locale),
    language: LOCALE_INFO[locale].htmlLang,
    updated: newest,
    feedLinks: { atom: feedUrl },
    copyright: channel.title,
  });
  for (const entry of entries.slice(0, settings.entries)) {
    const field = (key: string) => String(fieldOf(entry, key, locale));
    const link = channel.entryPath
      ? siteUrl + localizePath(`${channel.entryPath}?id=${encodeURIComponent(entry.slug)}`, locale)
      : siteUrl + fileOf(collection, entry, locale);
    const date = instantOf(entry.date);
    feed.addItem({
      title: field(collection.title),
      id: link,
      link,
      date,
      published: date,
      ...(collection.summary ? { description: field(collection.summary) } : {}),
      ...(entry.text[locale].html ? { content: entry.text[locale].html } : {}),
      author: [{ name: settings.author ? field(settings.author) : channel.title }],
    });
  }
  return feed.atom1();
}

/**
 * The file an entry without a page of its own links in a language: its version in that language,
 * else the first of its collection's order that it has (`versionLanguages`), else its first file.
 */
export function fileOf(collection: EntryCollection, entry: Entry, locale: Locale): string {
  const versions = fileVersionsOf(collection, entry);
  for (const language of versionLanguages(collection, locale)) {
    const url = versions[language]?.url;
    if (url) return url;
  }
  return entry.files[0]?.url ?? '';
}

/** An entry's published file in each language it has (its collection's `fileVersions` field). */
export function fileVersionsOf(
  collection: EntryCollection,
  entry: Entry,
): Partial<Record<Locale, { url: string }>> {
  const field = collection.fileVersions?.field;
  return ((field && entry.shared[field]) ?? {}) as Partial<Record<Locale, { url: string }>>;
}

/**
 * The events of a collection whose feed is `icalendar`, in one language (oldest first): each
 * linked to its place on the list page (`#<slug>`), the same UID in every language.
 */
export function calendarEvents(
  collection: EntryCollection,
  entries: Entry[],
  locale: Locale,
  siteUrl: string,
  channel: FeedChannel,
): (CalendarEvent & { slug: string })[] {
  const { feed } = collection;
  const host = new URL(siteUrl).host;
  const page = siteUrl + localizePath(channel.homePath, locale);
  const optional = (key: string | undefined, entry: Entry) => {
    const value = key === undefined ? undefined : fieldOf(entry, key, locale);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return [...entries].reverse().map((entry) => {
    const time = optional(feed?.time, entry);
    const ends = optional(feed?.ends, entry);
    const summary = optional(collection.summary, entry);
    return {
      slug: entry.slug,
      uid: `${collection.name}-${entry.slug}@${host}`,
      date: entry.date.slice(0, 10),
      ...(time ? { time } : {}),
      ...(ends ? { ends } : {}),
      summary: String(fieldOf(entry, collection.title, locale)),
      ...(summary ? { description: summary } : {}),
      url: `${page}#${entry.slug}`,
    };
  });
}

/**
 * The settings of a collection's calendar in one language. Its DTSTAMP (when the calendar's
 * information was written) is the day of the build, at 00:00 UTC: a file changes, and is
 * uploaded again, at most once a day although nothing in it changed.
 */
function calendarSettings(
  collection: EntryCollection,
  siteUrl: string,
  channel: FeedChannel,
  locale: Locale,
  today: Date,
): CalendarSettings {
  return {
    name: channel.title,
    productId: `-//${new URL(siteUrl).host}//${collection.name}//EN`,
    language: LOCALE_INFO[locale].htmlLang,
    stamp: `${today.toISOString().slice(0, 10)}T00:00:00Z`,
  };
}

/**
 * Writes the feed of every language (`<clientDir>/feed.xml`, `<clientDir>/en/feed.xml`, …); an
 * iCalendar feed also writes each event's own file (`eventFilePath`).
 */
export async function writeFeeds(
  collection: EntryCollection,
  entries: Entry[],
  clientDir: string,
  siteUrl: string,
  channels: Record<Locale, FeedChannel>,
  today: Date = new Date(),
) {
  if (!collection.feed) return;
  const put = async (path: string, text: string) => {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (const locale of LOCALES) {
    const channel = channels[locale];
    if (collection.feed.format !== 'icalendar') {
      await put(
        feedPath(collection, locale),
        atomFeed(collection, entries, locale, siteUrl, channel),
      );
      continue;
    }
    const settings = calendarSettings(collection, siteUrl, channel, locale, today);
    const events = calendarEvents(collection, entries, locale, siteUrl, channel);
    await put(feedPath(collection, locale), icalendar(events, settings));
    for (const event of events)
      await put(eventFilePath(collection, locale, event.slug), eventFile(event, settings));
  }
}
