/**
 * A collection's entries as data files, not code: the build writes one small JSON file per list
 * page, year, entry and language into the client build (`/<name>-data/…`, data-files.ts), and
 * the list and entry pages load the one they show. So the site's code is the same at 15 entries
 * or 15,000: a list page carries its own page of entries, an entry page its entry and neighbours.
 *
 * The prerender embeds the file a page shows in its HTML (a JSON data block, `PAGE_DATA_ID`), so
 * hydration reads it without a request; a navigation fetches the file. During the prerender the
 * files are read from the build folder (`setDataReader`, entry-server.tsx).
 */
import type { Locale } from '../../i18n/locales';
import {
  dataUrl,
  type EntryFile,
  entryDataUrls,
  type LatestFile,
  type ListFile,
  listDataUrls,
  readEntryFile,
  type StoredEntry,
  type StoredEntryFile,
} from './data-files';
import type { CollectionSettings } from './define';

/** Id of the JSON data block holding the data the page was prerendered with. */
export const PAGE_DATA_ID = 'page-data';

/** Reads a data file by URL; null when there is none. */
export type DataReader = (url: string) => Promise<unknown | null>;

let serverReader: DataReader | undefined;

/** The prerender reads the files from the build folder (entry-server.tsx). */
export function setDataReader(reader: DataReader) {
  serverReader = reader;
}

/**
 * The data block of the prerendered page, taken by the first load (the page being hydrated) and
 * then forgotten: the server picked the page's file by the same rules as `first` below, so the
 * block is the answer for that URL, also for an unknown `?id=` or `?page=` (no request, no 404).
 */
let embedded: { url: string; data: unknown } | null | undefined;

function takeEmbedded(): { url: string; data: unknown } | null {
  if (embedded === undefined) {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    const url = block?.dataset.src;
    embedded = block && url ? { url, data: JSON.parse(block.textContent ?? 'null') } : null;
    return embedded;
  }
  return null;
}

async function read(url: string): Promise<unknown | null> {
  if (serverReader) return serverReader(url);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The first of `urls` that exists, with its URL. The prerender embeds that one in the page
 * (pageDataUrls gives it the same list), so hydration renders what the HTML shows.
 */
async function first(urls: string[]): Promise<{ url: string; data: unknown } | null> {
  const block = serverReader ? null : takeEmbedded();
  if (block && urls.includes(block.url)) return block;
  for (const url of urls) {
    const data = await read(url);
    if (data !== null) return { url, data };
  }
  return null;
}

/** One page or year of a list, its entries made by `toEntry` (a cover key to its image). */
export async function loadList<E>(
  collection: CollectionSettings,
  list: string,
  locale: Locale,
  search: URLSearchParams,
  toEntry: (stored: StoredEntry) => E,
): Promise<ListFile<E>> {
  const found = await first(listDataUrls(collection, locale, list, search));
  if (!found) throw new Error(`No ${collection.name} data for the ${list} list in ${locale}`);
  const { entries, ...rest } = found.data as ListFile;
  return { ...rest, entries: entries.map(toEntry) };
}

/** The entry page's data: one entry with its neighbours, or the latest of all lists. */
export type EntryPageData<E> =
  | ({ kind: 'entry' } & EntryFile<E>)
  | { kind: 'latest'; entries: E[] };

export async function loadEntry<E>(
  collection: CollectionSettings,
  locale: Locale,
  search: URLSearchParams,
  toEntry: (stored: StoredEntry) => E,
): Promise<EntryPageData<E>> {
  const found = await first(entryDataUrls(collection, locale, search));
  if (!found) throw new Error(`No ${collection.name} data for the entry page in ${locale}`);
  if (found.url === dataUrl.latest(collection, locale)) {
    return { kind: 'latest', entries: (found.data as LatestFile).entries.map(toEntry) };
  }
  const { entry, previous, next } = readEntryFile(collection, found.data as StoredEntryFile);
  return {
    kind: 'entry',
    entry: { ...toEntry(entry), body: entry.body },
    previous,
    next,
  };
}
