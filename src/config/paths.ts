/**
 * The one list of the site's pages (docs/spec.md#pages-and-routes,
 * docs/design.md#urls-and-languages). The router, the prerender list, the server's file map, the
 * sitemap and the menus all derive from it.
 *
 * `variants` names a query parameter that selects what a page shows (a tab, a category); every
 * value is prerendered to its own file so a crawler reads that tab's content without JavaScript.
 * The first value is the default the bare path shows. `values` are the static ones: the prerender
 * adds values computed from the news articles at build time (scripts/news.ts: `?page=2…N` of the
 * two news lists, `?id=<slug>` of each article), so those pages list only their first value here.
 */
import { PRODUCT_TAB_KEYS, RECRUIT_KEYS, typeValues } from '../content/keys';

export interface PageDefinition {
  path: `/${string}`;
  /** Not for visitors or crawlers: no menu, no sitemap, `noindex` (the living style guide). */
  hidden?: boolean;
  variants?: { param: string; values: readonly string[] };
}

export const PAGES = {
  home: { path: '/home' },
  about: { path: '/about' },
  'development-history': { path: '/development-history' },
  partner: { path: '/partner' },
  awards: { path: '/awards' },
  product: {
    path: '/product',
    variants: { param: 'type', values: typeValues(PRODUCT_TAB_KEYS) },
  },
  'samd-detail': { path: '/samd-detail' },
  medical: { path: '/medical' },
  health: { path: '/health' },
  'health-eye': { path: '/health-eye' },
  // The menus link `?type=2` / `?type=1` (docs/design.md#urls-and-languages); `type` alone shows
  // page 1.
  responsibility: { path: '/responsibility', variants: { param: 'page', values: ['1'] } },
  'company-news': { path: '/company-news', variants: { param: 'page', values: ['1'] } },
  // '' (no id, or an unknown one) shows the newest articles of both lists.
  'responsibility-details': {
    path: '/responsibility-details',
    variants: { param: 'id', values: [''] },
  },
  story: { path: '/story' },
  career: { path: '/career' },
  'career-detail': {
    path: '/career-detail',
    variants: { param: 'type', values: typeValues(RECRUIT_KEYS) },
  },
  investor: { path: '/investor' },
  contact: { path: '/contact' },
  privacy: { path: '/privacy' },
  styleguide: { path: '/_styleguide', hidden: true },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The pages of docs/spec.md#pages-and-routes (everything but hidden pages). */
export const PUBLIC_PAGE_IDS = PAGE_IDS.filter((id) => !(PAGES[id] as PageDefinition).hidden);

/** Home, shown for `/` and for any unknown path. */
export const HOME_PAGE: PageId = 'home';

/** The value of a page's variant parameter, falling back to the first for a missing or unknown one. */
export function pageVariant(id: PageId, search: URLSearchParams | string): string | undefined {
  const def: PageDefinition = PAGES[id];
  if (!def.variants) return undefined;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(def.variants.param);
  return value !== null && def.variants.values.includes(value) ? value : def.variants.values[0];
}

/** The page whose path is `path` (unprefixed), or undefined. */
export function pageForPath(path: string): PageId | undefined {
  return PAGE_IDS.find((id) => PAGES[id].path === path);
}

/**
 * Detail pages that belong to another page's menu entry, for highlighting the current section:
 * the SaMD detail under Products, articles under News, positions under Careers.
 */
export const SECTION_OF: Partial<Record<PageId, PageId>> = {
  'samd-detail': 'product',
  'responsibility-details': 'company-news',
  'career-detail': 'career',
};
