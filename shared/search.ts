/**
 * Site search's parts that the search page and the server share (docs/design.md#search): the
 * kinds of page it filters by, Pagefind's options, how a query's synonym variants are made and
 * their results merged, and the first results the server puts into the page it answers a
 * `/search?q=…` with (the seed the page takes over when it hydrates).
 */

import type { SearchKind } from './search-kinds';

export { SEARCH_KINDS, type SearchKind } from './search-kinds';

/**
 * Pagefind's options, the same for the page, its start (search-boot.ts) and the server. No Web
 * Worker: a worker script gets the CSP of its own response, the one without 'wasm-unsafe-eval'
 * (the exception is the search document's alone). `baseUrl`: the pages' URLs are the site's own
 * (Pagefind would otherwise put the folder above its own, /assets/, in front of them).
 */
export const PAGEFIND_OPTIONS = { baseUrl: '/', excerptLength: 30, noWorker: true };

/** Results shown at once; "more" shows the next as many. The first ones come with the page. */
export const SEARCH_PAGE_SIZE = 10;

/** The id of the JSON block of the language's synonym groups (in the search page's head). */
export const SEARCH_SYNONYMS_ID = 'search-synonyms';

/** The id of the JSON block of the first results the server searched (`SearchSeed`). */
export const SEARCH_SEED_ID = 'search-seed';

/**
 * The id of the search page's list of what to preload (`{ modules, fetches }`, root-relative
 * URLs; scripts/lib/prerender/search-preloads.ts), which also names the bundles merged into its
 * index (`mergedBundles`).
 */
export const SEARCH_PRELOADS_ID = 'search-preloads';

/** The longest query the server searches itself (a longer one is left to the page). */
export const SEARCH_QUERY_MAX = 200;

/** What Pagefind stored of one page. */
export interface PagefindData {
  url: string;
  /** The page's text around the best match, HTML-escaped, the matched words in `<mark>`. */
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

/** A result as Pagefind gives it: its score now, its data on demand. */
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

/**
 * The part of Pagefind's API that site search uses: the page, its inline start and the server
 * (which runs the same script, server/src/search/pagefind-vm.ts).
 */
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** Searches the bundle at `url` (a folder, `…/<hash>/`) with this one: site search's archive. */
  mergeIndex: (url: string, options?: Record<string, unknown>) => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, unknown> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

/** One merged result: its best score, its data on demand. */
export interface MergedHit<D> {
  id: string;
  score: number;
  load: () => Promise<D>;
}

/**
 * The results of a query the server searched, for the page to show as it loads: every result's
 * id and score, in order, and the data of the first `SEARCH_PAGE_SIZE`.
 */
export interface SearchSeed {
  /** The query as in the address (`?q=`), not trimmed: the field shows it. */
  query: string;
  kind: SearchKind | null;
  hits: { id: string; score: number; data?: PagefindData }[];
  /** "Did you mean": the query with a Chinese typo corrected (`suggestQuery`), if any. */
  suggested?: string;
}

/**
 * The query and its variants: each synonym group with a word in the query gives the query with
 * that word replaced by each other word of the group (糖网筛查 → 糖尿病视网膜病变筛查), at most four
 * searches in all. A Latin word matches only as a whole word, a Chinese one anywhere.
 */
export function queryVariants(query: string, groups: readonly string[][]): string[] {
  // CAREFUL: self-contained; the start's inline script carries its source (searchBootScript).
  const latin = /^[\p{Script=Latin}\p{N}\s'-]+$/u;
  const pattern = (word: string) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return latin.test(word) ? new RegExp(`\\b${escaped}\\b`, 'iu') : new RegExp(escaped, 'iu');
  };
  const variants = [query];
  for (const group of groups) {
    const found = group.find((word) => pattern(word).test(query));
    if (found === undefined) continue;
    for (const other of group) {
      if (other === found || variants.length >= 4) continue;
      variants.push(query.replace(pattern(found), other));
    }
  }
  return [...new Set(variants)];
}

/**
 * The results of the query's variants merged, best score first; a variant's result counts a
 * little less than one of the visitor's own words.
 */
export function mergeHits<D>(
  responses: ({ results: { id: string; score: number; data: () => Promise<D> }[] } | null)[],
): MergedHit<D>[] {
  // CAREFUL: self-contained; the start's inline script carries its source (searchBootScript).
  const best = new Map<string, MergedHit<D>>();
  responses.forEach((response, index) => {
    for (const result of response?.results ?? []) {
      const score = index === 0 ? result.score : result.score * 0.9;
      const known = best.get(result.id);
      if (!known || known.score < score)
        best.set(result.id, { id: result.id, score, load: result.data });
    }
  });
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** Edit distance (Levenshtein, by code point) between two words. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

const HAN = /^\p{Script=Han}+$/u;

/**
 * The word of the synonym list or of the index closest to a Chinese word that has no match
 * (視綱膜 → 視網膜), or undefined: one character off for a word of three or four characters, two
 * from five; a synonym first, then the index's words in their order (most frequent first). A
 * two-character word is corrected only to a word of the synonym list: one character of two is
 * too little to go on.
 */
export function suggestWord(
  word: string,
  words: readonly string[],
  synonyms: readonly string[],
): string | undefined {
  const length = [...word].length;
  if (length < 2 || !HAN.test(word)) return undefined;
  const limit = length >= 5 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of length >= 3 ? [...synonyms, ...words] : synonyms) {
    if (candidate === word || !HAN.test(candidate)) continue;
    if (Math.abs([...candidate].length - length) > limit) continue;
    const distance = editDistance(word, candidate);
    if (distance <= limit && (!best || distance < best.distance))
      best = { word: candidate, distance };
  }
  return best?.word;
}

/**
 * "Did you mean": for a query with a Chinese word that has no match of its own (only single
 * characters of it match, 視綱膜), the query with the first such word replaced by
 * `suggestWord`'s, if that word is found as written. A word of a synonym group is never
 * corrected (its group finds it). Exact searches (`"…"`) tell whether the index has a word.
 */
export async function suggestQuery(
  pagefind: Pick<Pagefind, 'search'>,
  query: string,
  groups: readonly string[][],
  words: () => Promise<readonly string[]>,
): Promise<string | undefined> {
  const synonyms = groups.flat();
  const found = async (word: string) =>
    ((await pagefind.search(`"${word}"`))?.results.length ?? 0) > 0;
  for (const word of query.trim().split(/\s+/)) {
    if ([...word].length < 2 || !HAN.test(word) || synonyms.includes(word)) continue;
    if (await found(word)) continue;
    const suggestion = suggestWord(word, await words(), synonyms);
    if (suggestion === undefined || !(await found(suggestion))) return undefined;
    return query.replace(word, suggestion);
  }
  return undefined;
}

/**
 * The bundles to merge into the index whose script is `script` (the archive of site search,
 * scripts/search-index.ts): each entry file of `urls` in another folder, as its folder and tag.
 */
export function mergedBundles(
  script: string,
  urls: readonly string[],
  base: string,
): { url: string; tag: string | null }[] {
  // CAREFUL: self-contained; the start's inline script carries its source (searchBootScript).
  const folder = (href: string) => new URL('.', new URL(href, base)).href;
  return urls
    .filter((href) => href.includes('/pagefind-entry.json?ts=') && folder(href) !== folder(script))
    .map((href) => ({ url: folder(href), tag: new URL(href, base).searchParams.get('ts') }));
}

/** The synthetic filter that tells the bundles of a merged index apart (`bundledSearch`). */
export const SEARCH_BUNDLE_FILTER = 'bundle';

/**
 * Pagefind's options for bundle `index` of the page's index: 0 is the page's own (its script's
 * folder), 1… the bundles merged into it (`mergeIndex`: the archive). With more than one bundle,
 * each is marked with the synthetic filter `bundle: "<index>"` (Pagefind's `mergeFilter`), which
 * `bundledSearch` searches them apart by. A merged bundle gets the page's options but its own
 * tag, and not `noWorker`, which only the page's own instance knows.
 */
export function bundleOptions(
  options: Record<string, unknown>,
  tag: string | null,
  index: number,
  bundles: number,
): Record<string, unknown> {
  // CAREFUL: self-contained; the start's inline script carries its source (searchBootScript).
  const { noWorker: _noWorker, ...rest } = options;
  return {
    ...(index === 0 ? options : rest),
    ...(tag ? { metaCacheTag: tag } : {}),
    ...(bundles > 1 ? { mergeFilter: { bundle: String(index) } } : {}),
  };
}

/**
 * Pagefind with its search made to find what one index of all its `bundles` would find
 * (docs/decisions/0025-split-search-and-sitemap.md). Pagefind searches a merged index bundle by
 * bundle, and each bundle matches a word of the query against its own words only: by the words
 * that begin with it, or, if it has none, by the longest of its words that begins the query's
 * (careers → care), or, if none either, not at all (the word is left out of the query). So a
 * query of two words, one of which only the current bundle has ("careers algorithm"), found in
 * the archive the pages with the other word alone; and a word of one bundle alone (refraction)
 * found in the other the pages of a shorter word that begins it. Here each word of a query (as
 * Pagefind cuts it: by its word segmenter in Chinese, Japanese and Thai, else at spaces) is
 * first looked up in each bundle alone (its synthetic filter, `bundleOptions`): whether the
 * bundle has it whole (an exact search, `"word"`) or words that begin with it, or else which
 * shorter word it matches (the longest of the word's beginnings it has whole, if that finds the
 * same pages). One index matches the word by every bundle's words that begin with it if any
 * bundle has such, else by the longest such shorter word of all bundles; a bundle that matches
 * it otherwise has none of the pages one index finds, and is left out of the search (a `bundle`
 * filter added to the query's own). An exact search (`"…"`) needs none of this: a bundle
 * without one of its words finds nothing. `language` is the page's `<html lang>`, whose
 * segmenter Pagefind uses.
 */
export function bundledSearch<P extends Pick<Pagefind, 'search'>>(
  pagefind: P,
  bundles: number,
  language: string,
): P {
  // CAREFUL: self-contained; the start's inline script carries its source (searchBootScript).
  if (bundles < 2) return pagefind;
  const key = 'bundle';
  const names = Array.from({ length: bundles }, (_, index) => String(index));
  let segmenter: Intl.Segmenter | undefined;
  try {
    if (/^(zh|ja|th)(-|$)/i.test(language))
      segmenter = new Intl.Segmenter(Intl.getCanonicalLocales(language)[0], {
        granularity: 'word',
      });
  } catch (_error) {
    // No segmenter: Pagefind then cuts at spaces too.
  }
  const wordsOf = (term: string) =>
    segmenter
      ? [...segmenter.segment(term)].map((part) => part.segment.trim())
      : term
          .replace(/\s{2,}/g, ' ')
          .trim()
          .split(' ');
  /** The pages of bundle `name` that `term` finds. */
  const pages = async (term: string, name: string) =>
    new Set(
      ((await pagefind.search(term, { filters: { [key]: name } }))?.results ?? []).map(
        (result) => result.id,
      ),
    );
  /**
   * How bundle `name` matches `word`: Infinity by the word itself or words that begin with it;
   * k by the word of its first k characters; 0 not at all.
   */
  const matchOf = async (word: string, name: string) => {
    if ((await pages(`"${word}"`, name)).size > 0) return Number.POSITIVE_INFINITY;
    const found = await pages(word, name);
    if (found.size === 0) return 0;
    const characters = [...word];
    for (let k = characters.length - 1; k > 0; k--) {
      const shorter = await pages(`"${characters.slice(0, k).join('')}"`, name);
      if (shorter.size === found.size && [...found].every((id) => shorter.has(id))) return k;
    }
    return Number.POSITIVE_INFINITY;
  };
  const search: Pagefind['search'] = async (term, options = {}) => {
    const words = [...new Set(wordsOf(term))].filter((word) => word.length > 0);
    if (words.length === 0 || /^\s*".+"\s*$/.test(term)) return pagefind.search(term, options);
    // For each word, the bundles that match it as one index would: the best match of all.
    const keptFor = await Promise.all(
      words.map(async (word) => {
        const matches = await Promise.all(names.map((name) => matchOf(word, name)));
        const best = Math.max(...matches);
        return best === 0 ? names : names.filter((_, b) => matches[b] === best);
      }),
    );
    const kept = names.filter((name) => keptFor.every((bundles) => bundles.includes(name)));
    if (kept.length === names.length) return pagefind.search(term, options);
    if (kept.length === 0) return { results: [] };
    return pagefind.search(term, {
      ...options,
      filters: { ...options.filters, [key]: kept.length === 1 ? kept[0] : { any: kept } },
    });
  };
  return { ...pagefind, search };
}
