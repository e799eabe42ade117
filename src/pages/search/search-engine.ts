/**
 * The search page's side of Pagefind (docs/design.md#search): loads the language's index from
 * /pagefind/ at run time (never bundled, never loaded by another page), expands a query with the
 * content's synonym groups and merges the results of its variants.
 */
import {
  type MergedHit,
  mergeHits,
  PAGEFIND_OPTIONS,
  type Pagefind,
  type PagefindData,
  queryVariants,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchSeed,
  suggestQuery,
} from '../../../shared/search';
import { PAGE_WARM_ID, warmListOf } from '../../app/intent-prefetch';
import {
  type BootHits,
  bundledSearch,
  bundleOptions,
  mergedBundles,
  SEARCH_BOOT_GLOBAL,
  SEARCH_BOOT_HITS,
} from './search-boot';

export { PAGEFIND_OPTIONS, type Pagefind, type PagefindData, queryVariants, suggestQuery };

/**
 * Pagefind's script where no preload link names the build's (the dev server serves the last
 * build's index there, scripts/lib/vite-search-index.ts).
 */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** Results shown at once; "more" shows the next as many. The start loads their fragments. */
export const PAGE_SIZE = SEARCH_PAGE_SIZE;

let loading: Promise<Pagefind> | undefined;

/**
 * The URL of Pagefind's script, its entry file's tag and the bundles to merge into it (the
 * archive: an entry file in another folder): from the page's preload links, or, on a page that
 * came with its results and so has none (server/src/search/worker.ts), from its warm list
 * (`#page-warm`), which names the same files.
 */
function preloadedScript(): {
  url: string;
  tag: string | null;
  merged: { url: string; tag: string | null }[];
} {
  const links = (selector: string) =>
    [...document.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.href);
  let script = links('link[rel="modulepreload"][href$="/pagefind.js"]')[0];
  let entries = links('link[rel="preload"][href*="/pagefind-entry.json?ts="]');
  if (!script) {
    const warm = warmListOf(document.getElementById(PAGE_WARM_ID)?.textContent);
    script = warm.find((href) => href.endsWith('/pagefind.js'));
    entries = warm.filter((href) => href.includes('/pagefind-entry.json?ts='));
  }
  const url = script ? new URL(script, document.baseURI).href : PAGEFIND_SCRIPT;
  // The index's own entry file is the one in the script's folder; the others are bundles to merge.
  const merged = mergedBundles(url, entries, document.baseURI);
  const own = entries.find((href) => !merged.some((bundle) => href.startsWith(bundle.url)));
  return {
    url,
    tag: own ? new URL(own, document.baseURI).searchParams.get('ts') : null,
    merged,
  };
}

/**
 * Pagefind, once: the one the page's HTML started (search-boot.ts), else loaded now from the
 * script its preload link names, with the archive its other entry file names merged in. It picks the index of the document's `<html lang>`; its
 * WebAssembly needs the search page's CSP ('wasm-unsafe-eval'). A failed load is forgotten, so
 * a retry loads again (then without the start's promise).
 */
export function loadPagefind(): Promise<Pagefind> {
  const w = window as unknown as Record<string, Promise<Pagefind> | undefined>;
  const started = w[SEARCH_BOOT_GLOBAL];
  w[SEARCH_BOOT_GLOBAL] = undefined;
  loading ??=
    started ??
    (async () => {
      const { url, tag, merged } = preloadedScript();
      // The file is written by the build after Vite has run: a URL, not a module Vite could bundle.
      const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
      // Site search's archive (scripts/search-index.ts), merged into the index and searched as
      // one index of both would be (shared/search.ts).
      const bundles = 1 + merged.length;
      await pagefind.options(bundleOptions(PAGEFIND_OPTIONS, tag, 0, bundles));
      await pagefind.init();
      for (const [i, bundle] of merged.entries())
        await pagefind.mergeIndex(
          bundle.url,
          bundleOptions(PAGEFIND_OPTIONS, bundle.tag, i + 1, bundles),
        );
      return bundledSearch(pagefind, bundles, document.documentElement.lang);
    })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The words of one synonym group of the content (`words`, split at commas of either width and
 * 、). Here, not beside the schema: the page must not pull zod into its chunk.
 */
export function synonymWords(group: { words: string }): string[] {
  return group.words
    .split(/[,，、]/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** The content's synonym groups as lists of words (a group of one word gives no variant). */
export function synonymGroups(synonyms: readonly { words: string }[]): string[][] {
  return synonyms.map(synonymWords).filter((words) => words.length > 1);
}

/** One result as the page shows it (its data already, if it came with the page). */
export type SearchHit = MergedHit<PagefindData> & { data?: PagefindData };

/**
 * The server's first results (search-seed.ts) as the page's: those with their data as they
 * are, the others loaded from Pagefind when "more" shows them.
 */
export function seedHits(seed: SearchSeed, groups: readonly string[][]): SearchHit[] {
  let searched: Promise<SearchHit[]> | undefined;
  const fromPagefind = async (id: string) => {
    searched ??= loadPagefind().then((pagefind) =>
      searchAll(pagefind, seed.query.trim(), groups, seed.kind ?? undefined),
    );
    const hit = (await searched).find((found) => found.id === id);
    if (!hit) throw new Error(`Search result ${id} is no longer found`);
    return hit.load();
  };
  return seed.hits.map(({ id, score, data }) => ({
    id,
    score,
    data,
    load: data ? () => Promise.resolve(data) : () => fromPagefind(id),
  }));
}

/**
 * Searches the query and its variants and merges the results, best score first. The address's
 * query was searched already by the page's start (search-boot.ts) with the same variants: its
 * results are taken once, with their fragments on their way.
 */
export async function searchAll(
  pagefind: Pagefind,
  query: string,
  groups: readonly string[][],
  kind: SearchKind | undefined,
): Promise<SearchHit[]> {
  const variants = queryVariants(query, groups);
  const started = takeBootHits(query, kind, variants);
  if (started) {
    const hits = await started.catch(() => undefined);
    if (hits) return hits as SearchHit[];
  }
  const options = kind ? { filters: { kind } } : {};
  return mergeHits(await Promise.all(variants.map((variant) => pagefind.search(variant, options))));
}

/** The start's results if it searched this query, kind and variants; at most once. */
function takeBootHits(
  query: string,
  kind: SearchKind | undefined,
  variants: string[],
): Promise<MergedHit<unknown>[]> | undefined {
  const w = globalThis as unknown as Record<string, BootHits | undefined>;
  const boot = w[SEARCH_BOOT_HITS];
  if (!boot) return undefined;
  w[SEARCH_BOOT_HITS] = undefined;
  const same =
    boot.query === query.trim() &&
    (boot.kind ?? undefined) === kind &&
    boot.variants.join('\n') === variants.join('\n');
  return same ? boot.hits : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt as text pieces, `marked` where Pagefind highlighted a match: rendered as
 * React text, never as HTML, so nothing in a page's words can become markup here.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece.replace(/<[^>]*>/g, '')), marked });
  }
  return parts;
}

/** Reads `?q=` and `?kind=` of a search URL. */
export function readSearchParams(
  search: string,
  kinds: readonly SearchKind[],
): { query: string; kind: SearchKind | undefined } {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  return {
    query: params.get('q') ?? '',
    kind: kinds.find((k) => k === kind),
  };
}

/** The search URL's query string for a query and kind (empty parts left out). */
export function searchParamsOf(query: string, kind: SearchKind | undefined): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (kind) params.set('kind', kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const wordLists = new Map<string, Promise<string[]>>();

/**
 * The index's Chinese words of the page's language, most frequent first
 * (`words.<language>.json` beside Pagefind's script, scripts/search-index.ts), once; none if the
 * list cannot be had.
 */
export function loadWords(): Promise<string[]> {
  const language = document.documentElement.lang.toLowerCase();
  let list = wordLists.get(language);
  if (!list) {
    list = fetch(
      new URL(`words.${language}.json`, new URL(preloadedScript().url, document.baseURI)),
    )
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .catch(() => []);
    wordLists.set(language, list);
  }
  return list;
}
