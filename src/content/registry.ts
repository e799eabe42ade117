/**
 * The registry of the content, with its schemas: every YAML document (a page's, the site's
 * shared files), each with the one zod schema that checks it (and says which fields are
 * translated, by their kind: schema/primitives.ts) and its place in the editor. The compiler
 * (scripts/lib/content), the editor's configuration and pre-save check (cms/) read these lists.
 *
 * Beside them, the collections of entries (ENTRY_COLLECTIONS): each declaration of the
 * collection map (collections.ts) bound to its front matter's schema, which its schema module
 * exports (schema/index.ts loads them). The build (scripts/lib/collections), the editor and the
 * tests read it; the pages read the light declarations.
 */
import { z } from 'zod';
import { cmsWordsSchema, collectionEditorWordsSchema } from '../../shared/cms-words-schema';
import { PAGE_IDS } from '../config/paths';
import type { EntryCollection } from './entries/define';
import { COLLECTION_SCHEMAS, PAGE_SCHEMAS, SITE_SCHEMA, STORIES_SCHEMA } from './schema';
import { defineCollection } from './schema/entries';
import { everyTextTranslated, markdown } from './schema/primitives';
import { siteFacts } from './schema/site';

export { sharedKeys, translatedKeys } from './schema/entries';

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
  // A collection's own words are in its folder (below).
  schema: everyTextTranslated(
    cmsWordsSchema.extend({
      collections: cmsWordsSchema.shape.collections.omit({ entries: true }),
    }),
  ),
};

/**
 * The collections of entries, in the order of the collection map (collections.ts), each bound to
 * the front matter's schema its schema module exports.
 */
export const ENTRY_COLLECTIONS: readonly EntryCollection[] = COLLECTION_SCHEMAS.map(
  ({ collection, schemas }) => defineCollection(collection, schemas.frontMatter),
);

/**
 * Each collection's own words in the editor (`src/content/<folder>/editor.<locale>.yml`: its
 * name, its fields' and their values' names), compiled into the editor's words beside the
 * shared ones (`collections.entries.<name>`).
 */
export const COLLECTION_EDITOR_DOCUMENTS: ContentDocument[] = ENTRY_COLLECTIONS.map(
  (collection) => ({
    name: `editor/${collection.name}`,
    document: `${collection.folder}/editor`,
    schema: everyTextTranslated(collectionEditorWordsSchema),
  }),
);

/** Every YAML document of the site. */
export const CONTENT_DOCUMENTS: ContentDocument[] = [
  FACTS_DOCUMENT,
  ...SITE_DOCUMENTS,
  ...PAGE_DOCUMENTS,
  EDITOR_WORDS_DOCUMENT,
  ...COLLECTION_EDITOR_DOCUMENTS,
];

/** An entry as the editor holds it: its front matter and its Markdown body (if it has one). */
const BODY = markdown();
export const entrySchema = (collection: EntryCollection): z.ZodObject =>
  collection.body === false ? collection.schema : collection.schema.extend({ body: BODY });
