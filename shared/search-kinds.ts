/**
 * The kinds of page site search filters by (`?kind=`): a module of its own, as the page table
 * (src/config/paths.ts, in every page's first load) needs only this of search.
 */
export const SEARCH_KINDS = [
  'products',
  'services',
  'news',
  'careers',
  'investors',
  'company',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
