/**
 * A collection of entries (news articles, and whatever list of dated entries comes next),
 * declared once, as Astro's `defineCollection`: where its files are, its one zod schema, the
 * pages that list and show it, its feed and its place in the editor. Everything else follows from
 * the declaration (docs/design.md#content-as-data, "Collections of entries, declared once"):
 *
 * - the build step (scripts/lib/collections) checks the files, writes the data files
 *   (entries/data-files.ts: list pages, year archives, each entry with its neighbours, the
 *   latest), the feed and the prerender's extra variants;
 * - the editor (cms/config.ts) derives its folder collection, fields, sorting, filters, groups
 *   and pre-save check (cms/check.ts) from it;
 * - the pages load their data through entries/data.ts.
 *
 * Files: `src/content/<folder>/<slug>.<locale>.md`, one per entry and language (Decap's i18n
 * `multiple_files`). Fields whose schema is translated (`text()`, schema/primitives.ts) are
 * written in every language's file; the others once, in the default language's file. The
 * Markdown below the front matter is the entry's `body`, translated.
 *
 * This module and a collection's declaration are light (types and plain values, no zod): the
 * pages import them. The registry (collections.ts) binds each declaration to its schema.
 */
import type { z } from 'zod';
import type { PageDefinition, PageId, SearchKind } from '../../config/paths';
import type { Locale } from '../../i18n/locales';

/**
 * The schema.org types an entry page can be: `NewsArticle` (a news article: Google's article
 * rich results) and `DigitalDocument` (an announcement or document, its PDFs as its encodings).
 */
export type StructuredDataType = 'NewsArticle' | 'DigitalDocument';

/**
 * A page a collection owns (its list, its entry page): a page of the site like those of
 * config/paths.ts, which places it in the list of pages, the router, the sitemap and the menus.
 */
export interface CollectionPage extends PageDefinition {
  /** The page whose menu entry it belongs to, for highlighting the current section. */
  section?: string;
  /**
   * Its link in the menus of every language, derived at build time
   * (scripts/lib/content/menus.ts): under the menu group whose link is `under` (a site path),
   * after the link to `after` (else last); its words are its page's `menuLabel`.
   */
  menu?: { under: `/${string}`; after?: `/${string}` };
}

/**
 * A collection's schemas, which its schema module exports and the collection map loads
 * (`collectionSchemas`, content/collections.ts; the registry, content/registry.ts, binds them):
 * the front matter's schema, and the content schema of each page the collection owns.
 */
export interface CollectionSchemas {
  frontMatter: z.ZodObject;
  pages: Readonly<Record<string, z.ZodType>>;
}

/**
 * What a collection declares besides its schema. `K` is its front matter's keys, so a declaration
 * bound to a schema (collections.ts, `defineCollection`) names only fields it has.
 */
export interface CollectionSettings<K extends string = string> {
  /** Its name: the editor's collection and the data's folder (`/<name>-data/`). */
  name: string;
  /** Its folder under src/content. */
  folder: string;
  /** The pages it owns, in their order in the list of pages (config/paths.ts). */
  pages: Readonly<Record<string, CollectionPage>>;
  /** Where its pages go in the list of pages: after this page of config/paths.ts. */
  pagesAfter: string;
  /**
   * One entry, in the data files' addresses and shape: `/<name>-data/<locale>/<singular>/<slug>.json`
   * holds `{ <singular>: …, previous, next }`.
   */
  singular: string;
  /**
   * The `isoDate()` or `isoDateTime()` field that orders the entries (newest first) and files
   * them by year.
   */
  date: K;
  /** The translated field that names an entry (its neighbours' links, the editor, the feed). */
  title: K;
  /** The translated field of short text that describes an entry (the feed). */
  summary?: K;
  /**
   * The lists, each paged (`?page=N`) and archived by year (`?year=YYYY`): either one list page
   * per value of an enum field (`field`, `pages`), or one list page (`page`) whose entries an enum
   * field filters (`?<filter>=<value>`, every value prerendered).
   */
  lists: { field: K; pages: Readonly<Record<string, string>> } | { page: string; filter: K };
  /** The page that shows one entry (`?id=<slug>`), or the latest without a known id. */
  entryPage?: string;
  /** Other pages that show a fixed view of the list (`query`: `category=…`), as their data. */
  shownOn?: readonly { page: string; query: string }[];
  /** Entries per list page, and of the latest. */
  pageSize: number;
  /** Whether an entry has a Markdown body below its front matter (default: it has). */
  body?: boolean;
  /**
   * The folder beside the entries that takes their uploaded files (`documentFile()` fields). The
   * build publishes each at `/<folder>/<year>/<slug>-<key>.<extension>`, an address that does not
   * change once published.
   */
  files?: string;
  /**
   * The optional field whose value (a reason) withdraws an entry: it is no longer listed and its
   * files are no longer published, and the build records the withdrawal for the publish step's
   * five-year rule (scripts/lib/collections/retention.ts).
   */
  withdrawal?: K;
  /**
   * A feed per language at `<prefix>/<path>`: Atom of the newest entries (all lists), or an
   * iCalendar of every entry (`icalendar`: the entries are events; each also gets a file of its
   * own, `<prefix>/<folder>/<slug>.ics`, to add to a calendar). Its list pages link it in their
   * head (`<link rel="alternate">`, titled by their content's `meta.feed`).
   */
  feed?: {
    path: string;
    /** `atom` unless said (application/atom+xml); `icalendar` is text/calendar. */
    format?: 'atom' | 'icalendar';
    entries: number;
    /** Who wrote an entry: this field's value (default: the company). */
    author?: K;
    /** An event's time of day (`HH:MM`, Hong Kong), where it has one (`icalendar`). */
    time?: K;
    /** An event's last day (`YYYY-MM-DD`) where it spans days (`icalendar`). */
    ends?: K;
  };
  /**
   * Its uploaded files in site search, under this kind: in each language's index, the text of the
   * entry's file in that language (else English, else the first it has), titled by the entry's
   * title in that language (scripts/lib/collections/search-records.ts).
   */
  searchFiles?: SearchKind;
  /**
   * The field that holds an entry's file in each language (`files: { en, zh-hant }`) and the
   * order of the languages after the reader's own (`versionLanguages`): the version a feed, site
   * search and an alert link for a reader, and the order a list offers them in.
   */
  fileVersions?: { field: K; order: readonly Locale[] };
  /**
   * Its new entries are announced by e-mail to the alerts' subscribers (`alert-documents.json`,
   * docs/decisions/0018-investor-email-alerts.md), under the list field's value.
   */
  alerts?: boolean;
  /**
   * The entry page's schema.org type: the prerender writes its JSON-LD, made from the entry and
   * the page by that type's builder (scripts/lib/prerender/structured-data.ts, one per type of
   * this union: a type without one fails the type-check).
   */
  structuredData?: StructuredDataType;
  /** Its list in the editor. */
  editor: {
    /** Sortable fields; the first sorts by default (newest first for the date). */
    sort: readonly K[];
    /** Filters: one per value of each enum field named, `year` one per year of the date. */
    filters: readonly (K | 'year')[];
    /** Groupings of the list: by a field's value, or `year` by the date's year. */
    groups: readonly (K | 'year')[];
  };
}

/** A collection: its declaration bound to the zod schema of its front matter (collections.ts). */
export interface EntryCollection extends CollectionSettings {
  schema: z.ZodObject;
}

/** The name of the one list of a collection listed on one page. */
export const ALL = 'all';

/** The lists of a collection: the list field's values in the declaration's order, or `all`. */
export const listsOf = (collection: CollectionSettings): string[] =>
  'pages' in collection.lists ? Object.keys(collection.lists.pages) : [ALL];

/** The page of a list. */
export function listPage(collection: CollectionSettings, list: string): PageId {
  const { lists } = collection;
  const page = 'pages' in lists ? lists.pages[list] : lists.page;
  if (!page) throw new Error(`Collection ${collection.name} has no list ${list}`);
  return page as PageId;
}

/** The list whose page is `pageId`, if any. */
export function listOfPage(collection: CollectionSettings, pageId: PageId): string | undefined {
  return listsOf(collection).find((list) => listPage(collection, list) === pageId);
}

/** The field that files entries into lists (`type`), or that filters the one list (`category`). */
export const listField = (collection: CollectionSettings): string =>
  'pages' in collection.lists ? collection.lists.field : collection.lists.filter;

/**
 * The entries of each list page, as `[start, end)` of the newest-first list of `count` entries
 * (at least one page, so an empty list still renders). Pages whose entries stay put as entries
 * are added (docs/decisions/0020-stable-list-pages.md): page 1 holds the newest `pageSize`; the
 * rest are counted in pages of `pageSize` from the oldest, so page 2 holds what is left over
 * (1 to `pageSize` entries) and each later page a full page that a new entry does not move. A new
 * entry changes pages 1 and 2; only when page 2 was full does it add a page and renumber them all
 * (once in `pageSize` entries).
 */
export function listPageRanges(pageSize: number, count: number): [number, number][] {
  const first: [number, number] = [0, Math.min(count, pageSize)];
  const rest = count - first[1];
  if (rest <= 0) return [first];
  const later = Math.ceil(rest / pageSize);
  const leftOver = rest - (later - 1) * pageSize;
  const ranges: [number, number][] = [first, [pageSize, pageSize + leftOver]];
  for (let start = pageSize + leftOver; start < count; start += pageSize)
    ranges.push([start, start + pageSize]);
  return ranges;
}

/** Number of list pages for `count` entries. */
export function pageCountOf(collection: CollectionSettings, count: number): number {
  return listPageRanges(collection.pageSize, count).length;
}

/** The languages of an entry's file versions as offered to a reader of `locale`: theirs first. */
export function versionLanguages(collection: CollectionSettings, locale: Locale): Locale[] {
  const order = collection.fileVersions?.order ?? [];
  return [locale, ...order.filter((language) => language !== locale)];
}

/** Lower-case words joined by hyphens: an entry's file name before `.<locale>.md`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The images of a Markdown body (`![alt](src)`), in order. */
export function markdownImages(markdown: string): { alt: string; src: string }[] {
  return [...markdown.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => ({ alt: m[1] ?? '', src: m[2] ?? '' }),
  );
}
