/**
 * The content schemas (docs/design.md#content-as-data): the one source of the content types. Each
 * page's YAML files are checked against its schema in `PAGE_SCHEMAS`; the shared files against
 * `SITE_SCHEMA` and `STORIES_SCHEMA`. Components use the types (`z.output` of the schemas).
 */
import { z } from 'zod';
import type { PageId } from '../../config/paths';
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
import { documentsListContent, governanceContent } from './documents';
import { articleDetailContent, newsListContent, storyContent } from './news';
import { productContent, samdDetailContent, serviceContent } from './products';
import { searchContent } from './search';
import { siteContent, story, styleguideContent } from './site';

export * from './about';
export * from './alerts';
export * from './company';
export * from './documents';
export * from './news';
export * from './products';
export * from './search';
export * from './site';

/** The content schema of every page. */
export const PAGE_SCHEMAS = {
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
  responsibility: newsListContent,
  'company-news': newsListContent,
  'responsibility-details': articleDetailContent,
  story: storyContent,
  career: careerContent,
  'career-detail': careerDetailContent,
  investor: investorContent,
  'investor-documents': documentsListContent,
  'corporate-governance': governanceContent,
  contact: contactContent,
  privacy: privacyContent,
  alerts: alertsContent,
  search: searchContent,
  styleguide: styleguideContent,
} satisfies Record<PageId, z.ZodType>;

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
