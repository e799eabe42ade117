/**
 * The Decap CMS configuration (docs/design.md#the-editor), derived from the content schemas so the
 * editor and the build never drift: one files-collection entry per page and per shared file, a
 * folder collection for the news articles, all in Decap's i18n `multiple_files` layout (the layout
 * of src/content: `<name>.<locale>.yml`, `news/<slug>.<locale>.md`).
 *
 * The backend (which git host, or the local one of `npm run cms`) is configuration of the server,
 * fetched by the editor at start from `/api/cms/config` (server/src/routes/cms.ts).
 */
import type { z } from 'zod';
import type { CmsWords } from '../../../shared/cms-words';
import { PAGES, type PageId } from '../../config/paths';
import { SITE } from '../../config/site';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../i18n/locales';
import {
  type ContentDocument,
  FACTS_DOCUMENT,
  PAGE_DOCUMENTS,
  SITE_DOCUMENTS,
} from '../collections';
import { NEWS_COVER_KEYS, NEWS_TYPES, type NewsType } from '../news/config';
import { NEWS_SUMMARY_MAX } from '../schema/news';
import { nodeOf } from '../schema/walk';
import { type CmsField, fieldsOf, withoutNestedI18n } from './fields';

/** Where uploads go (one folder of the repository) and the URL path they are served under. */
export const MEDIA_FOLDER = 'public/media/uploads';
export const PUBLIC_FOLDER = '/media/uploads';

/** The content folder of the repository (Decap's paths are relative to the repository root). */
export const CONTENT_ROOT = 'src/content';

/** Longest news summary (the list card and the page description): as scripts/news.ts checks. */

type Schema = z.core.$ZodType;

/** One file-backed content document as Decap sees it: an entry of the registry (collections.ts). */
export type CmsDocument = ContentDocument;
export { FACTS_DOCUMENT, PAGE_DOCUMENTS, SITE_DOCUMENTS };

/** A select option of Decap: the value written to the file, the label shown. */
export interface CmsOption {
  label: string;
  value: string;
}

/** A key as words, for a value without a name of its own: `scene-hospital` → `Scene hospital`. */
export function humanise(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Options with their names in the interface language, the values exactly as the schema's. */
function optionsOf(values: readonly string[], names: Partial<Record<string, string>>): CmsOption[] {
  return values.map((value) => ({ label: names[value] || humanise(value), value }));
}

/**
 * The front matter and body of an article, as Decap writes them (scripts/news.ts checks).
 * `typeNames`: the article types' names in the interface language (the site's own, from the
 * article page's content); the cover names come from `words`.
 */
export function newsFields(
  words: CmsWords,
  typeNames: Partial<Record<NewsType, string>> = {},
): CmsField[] {
  const label = (name: string) => words.labels[name] ?? name;
  return [
    {
      name: 'type',
      label: label('type'),
      widget: 'select',
      options: optionsOf(NEWS_TYPES, typeNames),
      i18n: false,
    },
    {
      name: 'date',
      label: label('date'),
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      i18n: false,
    },
    { name: 'title', label: label('title'), widget: 'string', i18n: true },
    {
      name: 'summary',
      label: label('summary'),
      widget: 'text',
      i18n: true,
      pattern: [`^[\\s\\S]{1,${NEWS_SUMMARY_MAX}}$`, `≤ ${NEWS_SUMMARY_MAX}`],
    },
    { name: 'source', label: label('source'), widget: 'string', i18n: true },
    {
      name: 'cover',
      label: label('cover'),
      widget: 'select',
      options: optionsOf(NEWS_COVER_KEYS, words.coverNames),
      i18n: false,
    },
    { name: 'body', label: label('body'), widget: 'markdown', i18n: true },
  ];
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
}

/** A filter of a collection's list (Decap matches `pattern` against the stored value as text). */
export interface CmsViewFilter {
  label: string;
  field: string;
  pattern: string;
}

/**
 * The years of the year filters, newest first: from the company's founding year (facts.yml) to
 * this year. The configuration is made in the browser when the editor starts, before any article
 * is listed; an article dated outside these years is still listed, sorted and grouped, it only
 * has no filter of its year.
 */
export function newsYears(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= SITE.foundedYear; year -= 1) years.push(year);
  return years;
}

/**
 * The news list's filters: one per article type (named as the type list names it), then one per
 * year (`date` is stored as `YYYY-MM-DD` text). Decap shows the entries every checked filter
 * matches: a type and a year narrow together; two years match nothing.
 */
export function newsViewFilters(
  words: CmsWords,
  typeNames: Partial<Record<NewsType, string>> = {},
  today: Date = new Date(),
): CmsViewFilter[] {
  return [
    ...optionsOf(NEWS_TYPES, typeNames).map(({ label, value }) => ({
      label,
      field: 'type',
      pattern: `^${value}$`,
    })),
    ...newsYears(today).map((year) => ({
      label: words.newsViews.year.replace('{year}', String(year)),
      field: 'date',
      pattern: `^${year}-`,
    })),
  ];
}

/**
 * An article's page on the site, in the default language (`/responsibility-details?id=<slug>`):
 * Decap's `preview_path` of the news, so "View live" opens the article.
 */
export function newsPreviewPath(): string {
  const { path, variants } = PAGES['responsibility-details'];
  return `${LOCALE_INFO[DEFAULT_LOCALE].prefix}${path}?${variants.param}={{slug}}`;
}

const fileOf = (document: CmsDocument) => ({
  name: document.name,
  file: `${CONTENT_ROOT}/${document.document}.yml`,
});

/**
 * The collections in one interface language: `pageNames` are that language's page names
 * (site content), `typeNames` its names of the article types (the article page's content),
 * `words` its editor words; `today` dates the newest year filter.
 */
export function cmsCollections(
  words: CmsWords,
  pageNames: Record<PageId, string>,
  typeNames: Partial<Record<NewsType, string>> = {},
  today: Date = new Date(),
): CmsCollection[] {
  // A key named after a page (the page names, the menus) is labelled with that page's name.
  const labelled: CmsWords = { ...words, labels: { ...pageNames, ...words.labels } };
  return [
    {
      name: 'news',
      label: words.collections.news,
      label_singular: words.collections.newsSingular,
      description: words.hints.slug,
      i18n: true,
      folder: `${CONTENT_ROOT}/news`,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      delete: true,
      // The default language's title is Chinese: a slug made of it would be empty in ASCII.
      slug: '{{year}}{{month}}{{day}}-{{hour}}{{minute}}{{second}}',
      identifier_field: 'title',
      summary: '{{date}} · {{title}}',
      // Newest first, as the site lists them. Sorting, filters and groups read the default
      // language's file, where type and date are written (i18n: false); search finds the
      // identifier (title) and the summary's fields, in that language too.
      sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
      view_filters: newsViewFilters(words, typeNames, today),
      view_groups: [
        { label: words.newsViews.byYear, field: 'date', pattern: '^\\d{4}' },
        { label: words.newsViews.byType, field: 'type' },
      ],
      preview_path: newsPreviewPath(),
      fields: newsFields(words, typeNames),
    },
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
  typeNames: Partial<Record<NewsType, string>> = {},
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
    collections: cmsCollections(words, pageNames, typeNames),
  };
}
