/**
 * The uploaded files of the collections that put them in site search (`searchFiles` in their
 * declaration, src/content/entries/define.ts): one record per entry and language of the site, for
 * scripts/search-index.ts to index with the file's text (lib/pdf-text.ts).
 */
import type { SearchKind } from '../../../src/config/paths';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import type { LoadedCollections } from '../../collections';
import { fieldOf } from './load';
import { fileOf } from './output';

/** One file in one language's index. */
export interface FileSearchRecord {
  /** Its published address (`/documents/2026/<slug>-en.pdf`), the result's link. */
  url: string;
  /** The index it goes into: the language of the site whose visitors find it. */
  locale: Locale;
  kind: SearchKind;
  /** The entry's title in that language. */
  title: string;
  /** The entry's date (`YYYY-MM-DD`, or with its Hong Kong time): site search's archive or not. */
  date: string;
}

export function fileSearchRecords(loaded: LoadedCollections): FileSearchRecord[] {
  return loaded.flatMap(({ collection, entries }) => {
    const kind = collection.searchFiles;
    if (kind === undefined) return [];
    return entries.flatMap((entry) =>
      LOCALES.flatMap((locale) => {
        const url = fileOf(collection, entry, locale);
        if (url === '') return [];
        const title = String(fieldOf(entry, collection.title, locale));
        return [{ url, locale, kind, title, date: entry.date }];
      }),
    );
  });
}
