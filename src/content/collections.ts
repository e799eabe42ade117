/**
 * The content collections, each declared once (as Astro's `content.config.ts` does): where its
 * files are, the one zod schema that checks them (and says which fields are translated, by
 * their kind: schema/primitives.ts), and its place in the editor. The compiler
 * (scripts/lib/content), the editor's configuration and pre-save check (cms/) read this list.
 *
 * Beside them, the collections of entries (ENTRY_COLLECTIONS): each a declaration
 * (entries/define.ts) bound to its front matter's schema in its schema module
 * (`defineCollection`, schema/entries.ts), found there. The build (scripts/lib/collections), the
 * editor and the pages read it.
 */
import { z } from 'zod';
import { cmsWordsSchema } from '../../shared/cms-words-schema';
import { PAGE_IDS } from '../config/paths';
import { type EntryCollection, listPage, listsOf } from './entries/define';
import { PAGE_SCHEMAS, SITE_SCHEMA, STORIES_SCHEMA } from './schema';
import { isEntryCollection } from './schema/entries';
import * as schemas from './schema/pages';
import { everyTextTranslated, markdown } from './schema/primitives';
import { siteFacts } from './schema/site';

export { defineCollection, sharedKeys, translatedKeys } from './schema/entries';

type Schema = z.core.$ZodType;

/** One content document: a YAML file per language (or one file, `single`). */
export interface ContentDocument {
  /** Its entry in the editor: the page id, or `site`, `chrome`, `stories`, `facts`. */
  name: string;
  /** Path under src/content without language and extension: `pages/home`, `site/chrome`. */
  document: string;
  schema: Schema;
  /** One file for every language (brand facts): no language in its name. */
  single?: boolean;
}

const { chrome: chromeSchema, ...siteWords } = SITE_SCHEMA.shape;

/** The shared files of the site (src/content/site/), translated. */
export const SITE_DOCUMENTS: ContentDocument[] = [
  { name: 'site', document: 'site/site', schema: z.strictObject(siteWords) },
  { name: 'chrome', document: 'site/chrome', schema: chromeSchema },
  {
    name: 'stories',
    document: 'site/stories',
    schema: z.strictObject({ stories: STORIES_SCHEMA }),
  },
];

/** The brand's facts (src/content/site/facts.yml): one file, the same in every language. */
export const FACTS_DOCUMENT: ContentDocument = {
  name: 'facts',
  document: 'site/facts',
  schema: siteFacts,
  single: true,
};

/** Every page's file (src/content/pages/). */
export const PAGE_DOCUMENTS: ContentDocument[] = PAGE_IDS.map((id) => ({
  name: id,
  document: `pages/${id}`,
  schema: PAGE_SCHEMAS[id] as Schema,
}));

/**
 * The editor's own words (src/content/editor/), every text translated; compiled into
 * shared/generated/ for the editor and the server's sign-in page, not edited in the editor.
 */
export const EDITOR_WORDS_DOCUMENT: ContentDocument = {
  name: 'editor',
  document: 'editor/words',
  schema: everyTextTranslated(cmsWordsSchema),
};

/** Every YAML document of the site. */
export const CONTENT_DOCUMENTS: ContentDocument[] = [
  FACTS_DOCUMENT,
  ...SITE_DOCUMENTS,
  ...PAGE_DOCUMENTS,
  EDITOR_WORDS_DOCUMENT,
];

/** An entry as the editor holds it: its front matter and its Markdown body (if it has one). */
const BODY = markdown();
export const entrySchema = (collection: EntryCollection): z.ZodObject =>
  collection.body === false ? collection.schema : collection.schema.extend({ body: BODY });

/**
 * The collections of entries, each declared once and bound to its schema in its schema module
 * (`newsCollection` in schema/news.ts): every `defineCollection` the schema modules export, in
 * the order of their first list page in the list of pages (config/paths.ts).
 */
const firstPage = (collection: EntryCollection) =>
  PAGE_IDS.indexOf(listPage(collection, listsOf(collection)[0] as string));
export const ENTRY_COLLECTIONS: readonly EntryCollection[] = Object.values(schemas)
  .filter(isEntryCollection)
  .sort((a, b) => firstPage(a) - firstPage(b));
