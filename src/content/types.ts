/**
 * Content shapes. `zh-hans` is written against these types and the other languages must match
 * them, so a key missing in one language fails the type-check (CONVENTIONS habit 2).
 * Page issues extend a page's type with the fields of SPEC §3 as they build the page.
 */
import type { PageId } from '../config/paths';

/** `<title>` name and meta description of one page in one language. */
export interface PageMeta {
  /** The page's own name; the document title is `<title> | <shared title>` (Home: shared title only). */
  title: string;
  description: string;
}

/** A section's heading: optional eyebrow above, the title, an optional lead paragraph below. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** What every page has: its meta and its `h1` heading. */
export interface PageBase {
  meta: PageMeta;
  heading: SectionHeading;
}

/** A page made of named sections, each with its heading. */
export interface SectionedPage<K extends string> extends PageBase {
  sections: Record<K, SectionHeading>;
}

export type HomeContent = SectionedPage<'didYouKnow' | 'retinalExam' | 'impact' | 'stories'>;
export type AboutContent = SectionedPage<'profile' | 'history' | 'partners' | 'awards'>;
export type DevelopmentHistoryContent = SectionedPage<'timeline'>;
export type PartnerContent = SectionedPage<'partners' | 'experts'>;
export type AwardsContent = SectionedPage<'honours' | 'certificates'>;
/** Products: one section per tab, in SPEC order (`?type=1..6`). */
export type ProductContent = SectionedPage<
  'samd' | 'hardware' | 'riskAssessment' | 'medicalSoftware' | 'myopia' | 'languageModel'
>;
export type SamdDetailContent = SectionedPage<'overview' | 'clinical' | 'workflow' | 'certificate'>;
export type ServiceContent = SectionedPage<'intro' | 'advantages' | 'successes' | 'scenarios'>;
export type NewsListContent = SectionedPage<'articles'>;
export type ArticleDetailContent = SectionedPage<'article' | 'moreArticles'>;
export type StoryContent = SectionedPage<'featured' | 'stories'>;
export type CareerContent = SectionedPage<'values' | 'life' | 'benefits' | 'positions'>;
/** Career detail: one section per recruit category, in SPEC order (`?type=1..4`). */
export type CareerDetailContent = SectionedPage<'algorithm' | 'marketing' | 'product' | 'medical'>;
export type InvestorContent = SectionedPage<'stock' | 'calendar' | 'contact'>;
export type ContactContent = SectionedPage<'offices' | 'form'>;

/** The content type of every page. */
export interface PageContentMap {
  home: HomeContent;
  about: AboutContent;
  'development-history': DevelopmentHistoryContent;
  partner: PartnerContent;
  awards: AwardsContent;
  product: ProductContent;
  'samd-detail': SamdDetailContent;
  medical: ServiceContent;
  health: ServiceContent;
  'health-eye': ServiceContent;
  responsibility: NewsListContent;
  'company-news': NewsListContent;
  'responsibility-details': ArticleDetailContent;
  story: StoryContent;
  career: CareerContent;
  'career-detail': CareerDetailContent;
  investor: InvestorContent;
  contact: ContactContent;
}

/** Per language: a loader for each page's content module (each its own chunk). */
export type PageContentLoaders = {
  [K in PageId]: () => Promise<{ content: PageContentMap[K] }>;
};

/** Interface strings shared by every page. */
export interface UiStrings {
  skipToContent: string;
  /** Label of the site-wide navigation landmark. */
  siteNavigation: string;
  /** Shown when a page's script or stylesheet could not be loaded even after one reload. */
  chunkError: { title: string; body: string; retry: string };
  /** Generic network error toast (SPEC §8: 发生网络错误). */
  networkError: string;
}

/** What every page of one language shares: titles, UI strings, page names. */
export interface SiteContent {
  /** SPEC §2: the shared page title ("let health be everywhere", global leader in retinal imaging AI). */
  sharedTitle: string;
  /** Default meta description of the site. */
  description: string;
  /** Company name as written in this language. */
  companyName: string;
  /** Short names of the pages, for navigation and breadcrumbs. */
  pageNames: Record<PageId, string>;
  ui: UiStrings;
}
