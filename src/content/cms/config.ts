/**
 * The Decap CMS configuration (docs/design.md#the-editor), derived from the content schemas so the
 * editor and the build never drift: one files-collection entry per page and per shared file, a
 * folder collection per collection of entries (the news), all in Decap's i18n `multiple_files`
 * layout (the layout of src/content: `<name>.<locale>.yml`, `<folder>/<slug>.<locale>.md`).
 *
 * The backend (which git host, or the local one of `npm run cms`) is configuration of the server,
 * fetched by the editor at start from `/api/cms/config` (server/src/routes/cms.ts).
 */
import type { z } from 'zod';
import { type CmsWords, type FieldWords, fieldLabel } from '../../../shared/cms-words';
import { PAGES, type PageId } from '../../config/paths';
import { SITE } from '../../config/site';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../i18n/locales';
import type { EntryCollection } from '../entries/define';
import {
  type ContentDocument,
  ENTRY_COLLECTIONS,
  entrySchema,
  FACTS_DOCUMENT,
  PAGE_DOCUMENTS,
  SITE_DOCUMENTS,
} from '../registry';
import { nodeOf } from '../schema/walk';
import { type CmsField, fieldsOf, humanise, withoutNestedI18n } from './fields';

export { humanise };

/** Where uploads go (one folder of the repository) and the URL path they are served under. */
export const MEDIA_FOLDER = 'public/media/uploads';
export const PUBLIC_FOLDER = '/media/uploads';

/** The content folder of the repository (Decap's paths are relative to the repository root). */
export const CONTENT_ROOT = 'src/content';

type Schema = z.core.$ZodType;

/** One file-backed content document as Decap sees it: an entry of the registry (collections.ts). */
export type CmsDocument = ContentDocument;
export { FACTS_DOCUMENT, PAGE_DOCUMENTS, SITE_DOCUMENTS };

/** A select option of Decap: the value written to the file, the label shown. */
export interface CmsOption {
  label: string;
  value: string;
}

/** Options with their names in the interface language, the values exactly as the schema's. */
function optionsOf(values: readonly string[], names: Partial<Record<string, string>> = {}) {
  return values.map((value) => ({ label: names[value] || humanise(value), value }));
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  i18n?: boolean;
  files?: { name: string; label: string; file: string; i18n?: boolean; fields: CmsField[] }[];
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  /** decap-cms-core 3.19's shape (its configSchema): at most one entry carries `default_sort`. */
  sortable_fields?: (string | { field: string; label?: string; default_sort?: 'asc' | 'desc' })[];
  /** Checkable filters of the list: an entry shows when `pattern` (a regex) finds its `field`. */
  view_filters?: CmsViewFilter[];
  /** Groupings of the list: by the part of `field` that `pattern` matches (the whole if none). */
  view_groups?: { label: string; field: string; pattern?: string }[];
  fields?: CmsField[];
  editor?: { preview: boolean };
  description?: string;
  /** Where "View live" opens an entry, after `site_url` (`{{slug}}`: the entry's slug). */
  preview_path?: string;
  /** Where this collection's uploads go, relative to its folder, and how entries name them. */
  media_folder?: string;
  public_folder?: string;
}

/** A filter of a collection's list (Decap matches `pattern` against the stored value as text). */
export interface CmsViewFilter {
  label: string;
  field: string;
  pattern: string;
}

/**
 * The years of the year filters, newest first: from the company's founding year (facts.yml) to
 * this year. The configuration is made in the browser when the editor starts, before any entry
 * is listed; an entry dated outside these years is still listed, sorted and grouped, it only
 * has no filter of its year.
 */
export function filterYears(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= SITE.foundedYear; year -= 1) years.push(year);
  return years;
}

/**
 * The editor's words for one collection: its own names of fields and values (its folder's
 * `editor.<locale>.yml`) before the shared ones, and the values of its list field named as their
 * list pages (`company` → “公司新闻”).
 */
function collectionWords(
  collection: EntryCollection,
  shared: CmsWords,
  pageNames: Record<PageId, string>,
): CmsWords {
  const own = shared.collections.entries[collection.name];
  const words = {
    ...shared,
    labels: { ...shared.labels, ...own?.labels },
    options: { ...shared.options, ...own?.options },
  };
  const { lists } = collection;
  if (!('pages' in lists)) return words;
  const listNames = Object.fromEntries(
    Object.entries(lists.pages).map(([value, page]) => [value, pageNames[page as PageId]]),
  );
  return { ...words, options: { ...words.options, [lists.field]: listNames } };
}

/** The values of an enum field of a collection's schema. */
function enumValues(collection: EntryCollection, field: string): string[] {
  const node = nodeOf(collection.schema.shape[field] as Schema);
  if (node.type !== 'enum') throw new Error(`${collection.name}: filter "${field}" is not an enum`);
  return node.values;
}

/**
 * A collection's filters, in the declaration's order: one per value of an enum field (named as
 * its option), or one per year (the date is stored as `YYYY-MM-DD` text). Decap shows the
 * entries every checked filter matches: a type and a year narrow together; two years match
 * nothing.
 */
export function viewFilters(
  collection: EntryCollection,
  words: FieldWords & Pick<CmsWords, 'yearFilter'>,
  today: Date = new Date(),
): CmsViewFilter[] {
  return collection.editor.filters.flatMap((filter) =>
    filter === 'year'
      ? filterYears(today).map((year) => ({
          label: words.yearFilter.replace('{year}', String(year)),
          field: collection.date,
          pattern: `^${year}-`,
        }))
      : optionsOf(enumValues(collection, filter), words.options?.[filter]).map(
          ({ label, value }) => ({ label, field: filter, pattern: `^${value}$` }),
        ),
  );
}

/**
 * An entry's page on the site, in the default language (`/responsibility-details?id=<slug>`):
 * Decap's `preview_path`, so "View live" opens the entry.
 */
export function previewPath(collection: EntryCollection): string | undefined {
  if (!collection.entryPage) return undefined;
  const { path } = PAGES[collection.entryPage as PageId];
  return `${LOCALE_INFO[DEFAULT_LOCALE].prefix}${path}?id={{slug}}`;
}

/** A collection of entries as Decap's folder collection, everything from its declaration. */
export function entryCollection(
  collection: EntryCollection,
  words: CmsWords,
  pageNames: Record<PageId, string>,
  today: Date = new Date(),
): CmsCollection {
  const named = collectionWords(collection, words, pageNames);
  const { label, singular } = words.collections.entries[collection.name] ?? {
    label: humanise(collection.name),
    singular: humanise(collection.singular),
  };
  const [first, ...sort] = collection.editor.sort;
  return {
    name: collection.name,
    label,
    label_singular: singular,
    description: words.hints.slug,
    i18n: true,
    folder: `${CONTENT_ROOT}/${collection.folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    // The default language's title is Chinese: a slug made of it would be empty in ASCII.
    slug: '{{year}}{{month}}{{day}}-{{hour}}{{minute}}{{second}}',
    identifier_field: collection.title,
    summary: `{{${collection.date}}} · {{${collection.title}}}`,
    // Newest first, as the site lists them. Sorting, filters and groups read the default
    // language's file, where the fields written once are (i18n: false); search finds the
    // identifier (title) and the summary's fields, in that language too.
    sortable_fields: [
      ...(first
        ? [{ field: first, default_sort: first === collection.date ? 'desc' : 'asc' } as const]
        : []),
      ...sort,
    ],
    view_filters: viewFilters(collection, named, today),
    view_groups: collection.editor.groups.map((group) =>
      group === 'year'
        ? { label: fieldLabel('year', words), field: collection.date, pattern: '^\\d{4}' }
        : { label: fieldLabel(group, named), field: group },
    ),
    ...(collection.entryPage ? { preview_path: previewPath(collection) } : {}),
    // Uploaded files beside the entries, not in the site's media folder. The folder is given from
    // the repository's root (a leading `/`): Decap resolves a relative one against the entry's
    // own folder, and for an entry not yet saved against the collection's folder, whose
    // entries it would then list as media (and the local guard refuses). The entry stores
    // `files/<name>.pdf` (public_folder), as the schema's pattern asks.
    ...(collection.files
      ? {
          media_folder: `/${CONTENT_ROOT}/${collection.folder}/${collection.files}`,
          public_folder: collection.files,
        }
      : {}),
    fields: fieldsOf(entrySchema(collection).shape as Record<string, Schema>, named),
  };
}

const fileOf = (document: CmsDocument) => ({
  name: document.name,
  file: `${CONTENT_ROOT}/${document.document}.yml`,
});

/**
 * The collections in one interface language: `pageNames` are that language's page names
 * (site content), `words` its editor words; `today` dates the newest year filter.
 */
export function cmsCollections(
  words: CmsWords,
  pageNames: Record<PageId, string>,
  today: Date = new Date(),
): CmsCollection[] {
  // A key named after a page (the page names, the menus) is labelled with that page's name.
  const labelled: CmsWords = { ...words, labels: { ...pageNames, ...words.labels } };
  return [
    ...ENTRY_COLLECTIONS.map((c) => entryCollection(c, words, pageNames, today)),
    {
      name: 'pages',
      label: words.collections.pages,
      i18n: true,
      // Decap names each language's file from these (`home.yml` → `home.zh-hans.yml`).
      extension: 'yml',
      format: 'yml',
      files: PAGE_DOCUMENTS.map((document) => ({
        ...fileOf(document),
        // Per file too: without it Decap drops the fields' i18n markers and every pane shows
        // (and edits) the default language.
        i18n: true,
        label: pageNames[document.name as PageId],
        fields: fieldsOf(shapeOf(document.schema), labelled),
      })),
    },
    {
      name: 'site',
      label: words.collections.site,
      i18n: true,
      extension: 'yml',
      format: 'yml',
      files: SITE_DOCUMENTS.map((document) => ({
        ...fileOf(document),
        i18n: true,
        label: words.collections.siteFiles[document.name as 'site' | 'chrome' | 'stories'],
        fields: fieldsOf(shapeOf(document.schema), labelled),
      })),
    },
    {
      name: 'facts',
      label: words.collections.facts,
      extension: 'yml',
      format: 'yml',
      files: [
        {
          ...fileOf(FACTS_DOCUMENT),
          label: words.collections.siteFiles.facts,
          // Not translated: one file, no i18n markers.
          fields: stripI18n(fieldsOf(shapeOf(FACTS_DOCUMENT.schema), labelled)),
        },
      ],
    },
  ];
}

function shapeOf(schema: Schema): Record<string, Schema> {
  const node = nodeOf(schema);
  if (node.type !== 'object') throw new Error('A content document is an object');
  return node.shape;
}

function stripI18n(fields: CmsField[]): CmsField[] {
  return fields.map((field) => {
    const { i18n: _i18n, ...rest } = withoutNestedI18n(field);
    return rest;
  });
}

/** The backend part of the configuration, as the server sends it (`/api/cms/config`). */
export interface CmsBackendSettings {
  backend: {
    name: 'github' | 'gitlab' | 'gitea' | 'proxy';
    repo?: string;
    branch?: string;
    base_url?: string;
    auth_endpoint?: string;
    api_root?: string;
    auth_type?: 'pkce';
    app_id?: string;
    proxy_url?: string;
  };
  publish_mode?: 'editorial_workflow';
  /** `npm run cms`: Decap's local backend (decap-server on loopback). */
  local_backend?: { url: string };
  site_url?: string;
}

/** The whole Decap configuration (`CMS.init({ config })`). */
export function cmsConfig(
  settings: CmsBackendSettings,
  words: CmsWords,
  pageNames: Record<PageId, string>,
) {
  return {
    load_config_file: false,
    ...settings,
    locale: words.decapLocale,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    i18n: {
      structure: 'multiple_files' as const,
      locales: [...LOCALES],
      default_locale: DEFAULT_LOCALE,
    },
    collections: cmsCollections(words, pageNames),
  };
}
