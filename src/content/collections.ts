/**
 * The content collections, each declared once (as Astro's `content.config.ts` does): where its
 * files are, the one zod schema that checks them (and says which fields are translated, by
 * their kind: schema/primitives.ts), and its place in the editor. The compiler
 * (scripts/lib/content), the editor's configuration and pre-save check (cms/) read this list.
 *
 * The news articles are the Markdown collection beside them: their front matter is
 * `newsFrontMatter` (schema/news.ts), read by scripts/news.ts and the editor alike.
 */
import { z } from 'zod';
import { PAGE_IDS } from '../config/paths';
import { PAGE_SCHEMAS, SITE_SCHEMA, STORIES_SCHEMA } from './schema';
import { siteFacts } from './schema/site';

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

/** Every YAML document of the site. */
export const CONTENT_DOCUMENTS: ContentDocument[] = [
  FACTS_DOCUMENT,
  ...SITE_DOCUMENTS,
  ...PAGE_DOCUMENTS,
];
