/**
 * The data files of a collection (what scripts/lib/collections writes into the client build, one
 * small JSON file per list page, year, entry and language): their shapes and URLs, and which of
 * them a page's URL shows. Free of images and React, so the build step and the dev server load
 * it too; the pages load the files through data.ts.
 */
import type { PageId } from '../../config/paths';
import type { Locale } from '../../i18n/locales';
import { ALL, type CollectionSettings, listOfPage, SLUG } from './define';

/** A list entry as stored: the slug, the front matter in one language, the date written out. */
export type StoredEntry = { slug: string; dateLabel: string } & Record<string, unknown>;

/**
 * What a list's file holds: one page (`page`), one year (`year`) or one filter value of entries.
 * The list's value is stored under the list field's name (news: `type`), a filter's value under
 * the filter field's (documents: `category`).
 */
export interface ListFile<E = StoredEntry> {
  /** Set on a page of the list, 1-based. */
  page?: number;
  /** Set on a year's archive. */
  year?: number;
  /** Number of pages of the whole list (for the pagination). */
  pageCount: number;
  /** Years with at least one entry of this list, newest first (for the archive links). */
  years: number[];
  entries: E[];
}

/** A neighbour of an entry in its list (previous = newer, next = older). */
export interface Neighbour {
  slug: string;
  title: string;
}

/**
 * An entry's file as read: the entry with its body and its neighbours. Stored as
 * `{ <singular>: entry, previous, next }` (news: `article`).
 */
export interface EntryFile<E = StoredEntry> {
  entry: E & { body: string };
  previous?: Neighbour;
  next?: Neighbour;
}

/** An entry's file as stored (`entryFile` writes it, `readEntryFile` reads it). */
export type StoredEntryFile = Record<string, unknown>;

export function entryFile(collection: CollectionSettings, file: EntryFile): StoredEntryFile {
  const { entry, ...neighbours } = file;
  return { [collection.singular]: entry, ...neighbours };
}

export function readEntryFile(collection: CollectionSettings, stored: StoredEntryFile): EntryFile {
  const { [collection.singular]: entry, ...neighbours } = stored;
  return { entry, ...neighbours } as EntryFile;
}

/** The newest entries of all lists (the entry page without a known id). */
export interface LatestFile<E = StoredEntry> {
  entries: E[];
}

/** Folder of a collection's data files in the client build, and their URL prefix. */
export const dataFolder = (collection: CollectionSettings) => `${collection.name}-data`;

const base = (collection: CollectionSettings, locale: Locale) =>
  `/${dataFolder(collection)}/${locale}`;

/** URL (and path under the client build) of each data file. */
export const dataUrl = {
  page: (c: CollectionSettings, locale: Locale, list: string, page: number) =>
    `${base(c, locale)}/${list}/page-${page}.json`,
  year: (c: CollectionSettings, locale: Locale, list: string, year: number) =>
    `${base(c, locale)}/${list}/${year}.json`,
  entry: (c: CollectionSettings, locale: Locale, slug: string) =>
    `${base(c, locale)}/${c.singular}/${slug}.json`,
  latest: (c: CollectionSettings, locale: Locale) => `${base(c, locale)}/latest.json`,
  /** The entries of one value of the filter of a collection listed on one page. */
  filtered: (c: CollectionSettings, locale: Locale, value: string) =>
    `${base(c, locale)}/${ALL}/${filterOf(c)}-${value}.json`,
};

/** The filter field of a collection listed on one page (`category`), if any. */
export const filterOf = (c: CollectionSettings): string | undefined =>
  'filter' in c.lists ? c.lists.filter : undefined;

/** The one value of a query parameter, or undefined when it is missing or repeated. */
function single(search: URLSearchParams, name: string): string | undefined {
  const values = search.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/**
 * The data files a list URL may show, in the order the server picks its prerendered file: the
 * page asked for (not 1, which is the bare path), the year asked for, else page 1.
 */
export function listDataUrls(
  collection: CollectionSettings,
  locale: Locale,
  list: string,
  search: URLSearchParams,
): string[] {
  const urls: string[] = [];
  const page = single(search, 'page');
  if (page && /^[1-9]\d{0,5}$/.test(page) && page !== '1') {
    urls.push(dataUrl.page(collection, locale, list, Number(page)));
  }
  const year = single(search, 'year');
  if (year && /^\d{4}$/.test(year)) urls.push(dataUrl.year(collection, locale, list, Number(year)));
  const filter = filterOf(collection);
  const value = filter && single(search, filter);
  if (value && SLUG.test(value)) urls.push(dataUrl.filtered(collection, locale, value));
  urls.push(dataUrl.page(collection, locale, list, 1));
  return urls;
}

/** The data files of the entry page: the entry asked for (`?id=`), else the latest. */
export function entryDataUrls(
  collection: CollectionSettings,
  locale: Locale,
  search: URLSearchParams,
): string[] {
  const slug = single(search, 'id');
  return [
    ...(slug && SLUG.test(slug) ? [dataUrl.entry(collection, locale, slug)] : []),
    dataUrl.latest(collection, locale),
  ];
}

/**
 * The data files a page's URL may show, in order (the prerender embeds the first that exists);
 * none for pages that show no collection.
 */
export function pageDataUrls(
  collections: readonly CollectionSettings[],
  pageId: PageId,
  locale: Locale,
  search: URLSearchParams,
): string[] {
  for (const collection of collections) {
    if (collection.entryPage === pageId) return entryDataUrls(collection, locale, search);
    const list = listOfPage(collection, pageId);
    if (list !== undefined) return listDataUrls(collection, locale, list, search);
    const shown = collection.shownOn?.find((s) => s.page === pageId);
    if (shown) return listDataUrls(collection, locale, ALL, new URLSearchParams(shown.query));
  }
  return [];
}
