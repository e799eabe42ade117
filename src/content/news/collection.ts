/**
 * The news: articles in Markdown (`src/content/news/<slug>.<locale>.md`), declared once
 * (entries/define.ts). Their front matter is `newsFrontMatter` (schema/news.ts); the registry
 * (collections.ts) binds the two. The pages that list and show them are below `lists` and
 * `entryPage`; their words are those pages' content files.
 */
import type { CollectionSettings } from '../entries/define';

/**
 * The lists, by the front matter's `type`, and the page of each (apart from the declaration, so
 * the front matter's schema can name its types without reading the declaration's type).
 */
const NEWS_LISTS = { company: 'company-news', responsibility: 'responsibility' } as const;

export const NEWS = {
  name: 'news',
  folder: 'news',
  pagesAfter: 'health-eye',
  pages: {
    // The menus link `?type=2` / `?type=1` (docs/design.md#urls-and-languages); `type` alone
    // shows page 1.
    responsibility: {
      path: '/responsibility',
      kind: 'news',
      variants: { param: 'page', values: ['1'] },
    },
    'company-news': {
      path: '/company-news',
      kind: 'news',
      variants: { param: 'page', values: ['1'] },
    },
    // '' (no id, or an unknown one) shows the newest articles of both lists.
    'responsibility-details': {
      path: '/responsibility-details',
      kind: 'news',
      section: 'company-news',
      variants: { param: 'id', values: [''] },
    },
  },
  singular: 'article',
  date: 'date',
  title: 'title',
  summary: 'summary',
  lists: { field: 'type', pages: NEWS_LISTS },
  entryPage: 'responsibility-details',
  pageSize: 6,
  feed: { path: 'feed.xml', entries: 50, author: 'source' },
  structuredData: 'NewsArticle',
  editor: { sort: ['date', 'title'], filters: ['type', 'year'], groups: ['year', 'type'] },
} as const satisfies CollectionSettings;

/** Front-matter `type` of an article: the list it belongs to. */
export type NewsType = keyof typeof NEWS_LISTS;
export const NEWS_TYPES = Object.keys(NEWS_LISTS) as [NewsType, ...NewsType[]];

type Illustration = keyof typeof import('../../config/assets')['ASSETS']['illustrations'];

/**
 * The images an article's `cover` may name, by key: a photo of the asset catalogue
 * (`image`, `story` by index) or an illustration (src/config/assets.ts). The one list of cover
 * keys: the front matter's schema offers them, news/covers.ts resolves them, the editor's words
 * name them. To offer another image, add it here.
 */
export const NEWS_COVER_SOURCES = {
  fundus: { image: 'fundus' },
  hero: { image: 'heroDesktop' },
  'story-1': { story: 0 },
  'story-2': { story: 1 },
  'story-3': { story: 2 },
  'story-4': { story: 3 },
  'story-5': { story: 4 },
  'scene-hospital': { illustration: 'sceneHospital' },
  'scene-pharmacy': { illustration: 'scenePharmacy' },
  'scene-optometry': { illustration: 'sceneOptometry' },
  'scene-government': { illustration: 'sceneGovernment' },
  'scene-checkup-centre': { illustration: 'sceneCheckupCentre' },
  'scene-insurer': { illustration: 'sceneInsurer' },
  'portable-fundus-camera': { illustration: 'portableFundusCamera' },
  'desktop-fundus-camera': { illustration: 'desktopFundusCamera' },
  'report-on-tablet': { illustration: 'reportOnTablet' },
} as const satisfies Record<
  string,
  { image: 'fundus' | 'heroDesktop' } | { story: number } | { illustration: Illustration }
>;
export type NewsCoverKey = keyof typeof NEWS_COVER_SOURCES;
