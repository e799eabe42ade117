/**
 * The one list of the site's pages (docs/spec.md#pages-and-routes,
 * docs/design.md#urls-and-languages): the pages below, and the pages each collection of the
 * collection map owns (src/content/collections.ts), placed after the page its declaration names.
 * The router, the prerender list, the server's file map and the sitemap derive from it; the menus
 * are written in the chrome content files, with the collections' links added at build time, and
 * checked against it (src/components/layout/__tests__/menu.test.ts).
 *
 * `variants` names a query parameter that selects what a page shows (a tab, a category); every
 * value is prerendered to its own file so a crawler reads that tab's content without JavaScript.
 * The first value is the default the bare path shows. `values` are the static ones: the prerender
 * adds values computed from the collections' entries at build time (scripts/lib/collections:
 * `?page=2…N` and `?year=YYYY` of each list, `?id=<slug>` of each entry), so those pages list only
 * their first value here.
 */
import { ALERT_ACTIONS } from '../../shared/alert-actions';
// Only the type of search's kinds: their list (shared/search-kinds.ts) is the search page's and
// the server's, not in every page's first load.
import type { SearchKind } from '../../shared/search-kinds';
// The collections' pages as the content step writes them from the collection map
// (scripts/lib/content/collection-pages.ts): plain values, for every page's first load.
import { COLLECTION_PAGES, COLLECTION_SECTIONS } from '../content/generated/collection-pages';
import { PRODUCT_TAB_KEYS, RECRUIT_KEYS, typeValues } from '../content/keys';

export type { SearchKind };

export interface PageDefinition {
  path: `/${string}`;
  /** Not for visitors or crawlers: no menu, no sitemap, `noindex` (the living style guide). */
  hidden?: boolean;
  /**
   * For visitors but no document to list: no sitemap entry, `noindex` (the search page, whose
   * prerendered file is an empty shell the query fills).
   */
  unlisted?: boolean;
  /** Its kind in site search; a page without one is not in the search index. */
  kind?: SearchKind;
  /**
   * The page runs WebAssembly (Pagefind): its Content-Security-Policy, and only its, allows
   * `'wasm-unsafe-eval'` (docs/decisions/0014-site-search-with-pagefind.md).
   */
  webAssembly?: boolean;
  variants?: { param: string; values: readonly string[] };
}

const SITE_PAGES = {
  home: { path: '/home', kind: 'company' },
  about: { path: '/about', kind: 'company' },
  'development-history': { path: '/development-history', kind: 'company' },
  partner: { path: '/partner', kind: 'company' },
  awards: { path: '/awards', kind: 'company' },
  product: {
    path: '/product',
    kind: 'products',
    variants: { param: 'type', values: typeValues(PRODUCT_TAB_KEYS) },
  },
  'samd-detail': { path: '/samd-detail', kind: 'products' },
  medical: { path: '/medical', kind: 'services' },
  health: { path: '/health', kind: 'services' },
  'health-eye': { path: '/health-eye', kind: 'services' },
  story: { path: '/story', kind: 'company' },
  career: { path: '/career', kind: 'careers' },
  'career-detail': {
    path: '/career-detail',
    kind: 'careers',
    variants: { param: 'type', values: typeValues(RECRUIT_KEYS) },
  },
  investor: { path: '/investor', kind: 'investors' },
  'corporate-governance': { path: '/corporate-governance', kind: 'investors' },
  contact: { path: '/contact', kind: 'company' },
  privacy: { path: '/privacy', kind: 'company' },
  // What a link from an alert e-mail opens (`?action=confirm|unsubscribe&token=…`) and the
  // outcome of its button; each state prerendered, none for search engines.
  alerts: { path: '/alerts', unlisted: true, variants: { param: 'action', values: ALERT_ACTIONS } },
  search: { path: '/search', unlisted: true, webAssembly: true },
  styleguide: { path: '/_styleguide', hidden: true },
} as const satisfies Record<string, PageDefinition>;

/** A union's members as one intersection (each collection's pages, as one table). */
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The pages the collections own, as one table. */
type Collections = typeof COLLECTION_PAGES;
type CollectionPages = Intersection<
  { [C in keyof Collections]: Collections[C]['pages'] }[keyof Collections]
>;

/** The site's pages with each collection's placed after the page its declaration names. */
function withCollectionPages(): Record<string, PageDefinition> {
  const pages: Record<string, PageDefinition> = {};
  for (const [id, page] of Object.entries(SITE_PAGES)) {
    pages[id] = page;
    for (const collection of Object.values(COLLECTION_PAGES))
      if (collection.pagesAfter === id) Object.assign(pages, collection.pages);
  }
  return pages;
}

export const PAGES = withCollectionPages() as typeof SITE_PAGES & CollectionPages;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The pages of docs/spec.md#pages-and-routes (everything but hidden pages). */
export const PUBLIC_PAGE_IDS = PAGE_IDS.filter((id) => !(PAGES[id] as PageDefinition).hidden);

/** Pages that are neither in the sitemap nor for search engines (`noindex`): hidden or unlisted. */
export function isUnlisted(id: PageId): boolean {
  const def: PageDefinition = PAGES[id];
  return def.hidden === true || def.unlisted === true;
}

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
  'career-detail': 'career',
  'corporate-governance': 'investor',
  // A collection's pages name their section in its declaration.
  ...COLLECTION_SECTIONS,
};
