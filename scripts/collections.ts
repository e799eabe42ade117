/**
 * The collections of entries (src/content/collections.ts, ENTRY_COLLECTIONS) in the build:
 * checks every entry of every collection, then writes their data files, feeds and the
 * prerender's extra variants (scripts/lib/collections).
 *
 * `npx tsx scripts/collections.ts` checks the entries (`npm test` runs it first), naming each bad
 * file and field.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ALERT_DOCUMENTS_FILE,
  ALERT_LANGUAGES,
  type AlertDocument,
  type AlertLanguage,
} from '../shared/alerts';
import { PAGES, type PageId } from '../src/config/paths';
import { type EntryCollection, listField, listPage, listsOf } from '../src/content/entries/define';
import { PAGE_NAMES } from '../src/content/generated/page-names';
import { loadSiteContent } from '../src/content/index';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { EntriesError, type Entry, loadCollection, loadEntries } from './lib/collections/load';
import {
  type FeedChannel,
  fileVersionsOf,
  type VariantValues,
  variantValues,
  writeData,
  writeFeeds,
} from './lib/collections/output';
import { PUBLISHED_FILES, type PublishedFiles } from './lib/collections/retention';
import type { BuildCache } from './lib/prerender/cache';

/** Every collection with its entries, newest first, and those withdrawn. */
// What the server's tests read of the site's tables (server/ imports nothing of src/ itself).
export { PAGE_IDS } from '../src/config/paths';
export { listPageRanges } from '../src/content/entries/define';
export { ENTRY_COLLECTIONS };

export type LoadedCollections = {
  collection: EntryCollection;
  entries: Entry[];
  withdrawn: Entry[];
}[];

/** Loads and validates every collection; exits 1 with the list of problems on bad input. */
export async function loadCollectionsOrExit(): Promise<LoadedCollections> {
  const loaded: LoadedCollections = [];
  let failed = false;
  for (const collection of ENTRY_COLLECTIONS) {
    try {
      const { entries, withdrawn } = await loadCollection(collection);
      console.log(
        `${collection.name}: ${entries.length} ${collection.singular}s × ${LOCALES.length} languages checked${withdrawn.length ? ` (${withdrawn.length} withdrawn)` : ''}`,
      );
      loaded.push({ collection, entries, withdrawn });
    } catch (error) {
      if (!(error instanceof EntriesError)) throw error;
      console.error(error.message);
      failed = true;
    }
  }
  if (failed) process.exit(1);
  return loaded;
}

/**
 * Writes every collection's data files and feeds into the client build (after the client build
 * emptied it, before the prerender reads the data and precompresses it all). Returns how many
 * data files.
 */
export async function writeCollections(
  loaded: LoadedCollections,
  clientDir: string,
  siteUrl: string,
  cache?: BuildCache,
): Promise<number> {
  let count = 0;
  for (const { collection, entries } of loaded) {
    count += await writeData(collection, entries, clientDir, cache);
    const channels = Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (locale) => [locale, await feedChannel(collection, locale)] as const),
      ),
    ) as Record<Locale, FeedChannel>;
    await writeFeeds(collection, entries, clientDir, siteUrl, channels);
  }
  return count;
}

/**
 * Writes the list of every published file, and of every withdrawn entry, beside `clientDir`
 * (`published-files.json`, not served): what the publish step's five-year rule compares.
 */
export async function writePublishedFiles(loaded: LoadedCollections, distDir: string) {
  const list: PublishedFiles = {
    files: loaded.flatMap(({ collection, entries }) =>
      entries.flatMap((entry) =>
        entry.files.map(({ url, bytes }) => ({
          collection: collection.name,
          slug: entry.slug,
          published: entry.date,
          url,
          bytes,
        })),
      ),
    ),
    withdrawn: loaded.flatMap(({ collection, withdrawn }) =>
      withdrawn.map((entry) => ({
        collection: collection.name,
        slug: entry.slug,
        published: entry.date,
        reason: entry.withdrawn ?? '',
      })),
    ),
  };
  await writeFile(
    join(distDir, PUBLISHED_FILES),
    `${JSON.stringify(list, null, 2)}
`,
  );
  await writeFile(
    join(distDir, ALERT_DOCUMENTS_FILE),
    `${JSON.stringify(alertDocuments(loaded), null, 2)}\n`,
  );
}

/**
 * What an e-mail alert lists of each published investor document (`alert-documents.json`
 * beside `client/`, not served): the server announces the ones it has not announced before
 * when it loads the release (docs/decisions/0018-investor-email-alerts.md).
 */
export function alertDocuments(loaded: LoadedCollections): AlertDocument[] {
  return loaded.flatMap(({ collection, entries }) => {
    if (!collection.alerts) return [];
    return entries.map((entry) => alertDocument(collection, entry));
  });
}

function alertDocument(collection: EntryCollection, entry: Entry): AlertDocument {
  const files = fileVersionsOf(collection, entry);
  return {
    id: `${collection.name}/${entry.slug}`,
    published: entry.date,
    category: String(entry.shared[listField(collection)]),
    title: Object.fromEntries(
      ALERT_LANGUAGES.map((l) => [l, String(entry.text[l].fields[collection.title] ?? '')]),
    ) as Record<AlertLanguage, string>,
    files: Object.fromEntries(
      ALERT_LANGUAGES.flatMap((l) => (files[l] ? [[l, files[l].url]] : [])),
    ),
  };
}

/** A feed's channel: the company and the list pages' names, the site's description. */
async function feedChannel(collection: EntryCollection, locale: Locale): Promise<FeedChannel> {
  const site = await loadSiteContent(locale);
  const lists = listsOf(collection).map((list) => listPage(collection, list));
  const [home = 'home'] = lists;
  return {
    title: `${site.companyName} · ${lists.map((page) => PAGE_NAMES[locale][page]).join(' / ')}`,
    description: site.description,
    homePath: PAGES[home].path,
    entryPath: collection.entryPage && PAGES[collection.entryPage as PageId].path,
  };
}

/** The entries of one collection by name, newest first (throws an EntriesError on bad input). */
export async function entriesOf(name: string): Promise<Entry[]> {
  const collection = ENTRY_COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`No collection named ${name}`);
  return loadEntries(collection);
}

/** The prerender's extra variant values of every collection. */
export function collectionVariants(loaded: LoadedCollections): VariantValues {
  return Object.assign({}, ...loaded.map((c) => variantValues(c.collection, c.entries)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await loadCollectionsOrExit();
}
