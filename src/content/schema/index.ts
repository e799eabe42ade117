/**
 * The content schemas (docs/design.md#content-as-data): the one source of the content types. Each
 * page's YAML files are checked against its schema in `PAGE_SCHEMAS`; the shared files against
 * `SITE_SCHEMA` and `STORIES_SCHEMA`. Components use the types (`z.output` of the schemas).
 */
import { z } from 'zod';
import type { PageId } from '../../config/paths';
import { type Collections, collectionSchemas, collections } from '../collections';
import type { CollectionSchemas, CollectionSettings } from '../entries/define';
import {
  aboutContent,
  awardsContent,
  developmentHistoryContent,
  homeContent,
  partnerContent,
} from './about';
import { alertsContent } from './alerts';
import {
  careerContent,
  careerDetailContent,
  contactContent,
  investorContent,
  privacyContent,
} from './company';
import { governanceContent } from './documents';
import { storyContent } from './news';
import { productContent, samdDetailContent, serviceContent } from './products';
import { searchContent } from './search';
import { siteContent, story, styleguideContent } from './site';

export * from './pages';

/** The content schema of each page of config/paths.ts, by import. */
const SITE_PAGE_SCHEMAS = {
  home: homeContent,
  about: aboutContent,
  'development-history': developmentHistoryContent,
  partner: partnerContent,
  awards: awardsContent,
  product: productContent,
  'samd-detail': samdDetailContent,
  medical: serviceContent,
  health: serviceContent,
  'health-eye': serviceContent,
  story: storyContent,
  career: careerContent,
  'career-detail': careerDetailContent,
  investor: investorContent,
  'corporate-governance': governanceContent,
  contact: contactContent,
  privacy: privacyContent,
  alerts: alertsContent,
  search: searchContent,
  styleguide: styleguideContent,
} as const;

/** A union's members as one intersection (each collection's pages, as one table). */
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The schemas of the pages the collections own, as their declarations' loaders give them. */
type CollectionPageSchemas = Intersection<
  {
    [C in keyof Collections]: Awaited<ReturnType<(typeof collectionSchemas)[C]>>['pages'];
  }[keyof Collections]
>;

type PageSchemas = typeof SITE_PAGE_SCHEMAS & CollectionPageSchemas;

/** Each collection of the collection map with its schemas, loaded from its schema module. */
export const COLLECTION_SCHEMAS: readonly {
  collection: CollectionSettings;
  schemas: CollectionSchemas;
}[] = await Promise.all(
  (Object.keys(collections) as (keyof Collections)[]).map(async (key) => ({
    collection: collections[key] as CollectionSettings,
    schemas: await collectionSchemas[key](),
  })),
);

/**
 * The content schema of every page: the site's (above) and those of the pages each collection
 * owns (its schema module's `pages`). A page of config/paths.ts without one fails the
 * type-check here (`satisfies`).
 */
export const PAGE_SCHEMAS = {
  ...SITE_PAGE_SCHEMAS,
  ...Object.assign({}, ...COLLECTION_SCHEMAS.map(({ schemas }) => schemas.pages)),
} as PageSchemas satisfies Record<PageId, z.ZodType>;

/** What every page of one language shares (`site.<locale>.yml`). */
export const SITE_SCHEMA = siteContent;

/** The patient stories shared by Home and the stories page (`stories.<locale>.yml`). */
export const STORIES_SCHEMA = z.array(story);

/** The content type of every page. */
export type PageContentMap = { [K in PageId]: z.output<(typeof PAGE_SCHEMAS)[K]> };

/** Per language: a loader for each page's content module (each its own chunk). */
export type PageContentLoaders = {
  [K in PageId]: () => Promise<{ content: PageContentMap[K] }>;
};
