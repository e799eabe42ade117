/**
 * The search page's side of Pagefind (docs/design.md#search): loads the language's index from
 * /pagefind/ at run time (never bundled, never loaded by another page), expands a query with the
 * content's synonym groups and merges the results of its variants.
 */
import type { SearchKind } from '../../config/paths';

/** Where the build writes Pagefind's script and index (scripts/search-index.ts). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** A result as Pagefind gives it: its score now, its data on demand. */
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

/** What Pagefind stored of one page. */
export interface PagefindData {
  url: string;
  /** The page's text around the best match, HTML-escaped, the matched words in `<mark>`. */
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

/** The part of Pagefind's browser API this page uses. */
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's script, once. It picks the index of the document's `<html lang>`; its WebAssembly
 * needs the search page's CSP ('wasm-unsafe-eval'). A failed load is forgotten, so a retry loads
 * again.
 */
export function loadPagefind(url = PAGEFIND_SCRIPT): Promise<Pagefind> {
  loading ??= (async () => {
    // The file is written by the build after Vite has run: a URL, not a module Vite could bundle.
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    // No Web Worker: a worker script gets the CSP of its own response, the one without
    // 'wasm-unsafe-eval' (the exception is the search document's alone).
    await pagefind.options({ excerptLength: 30, noWorker: true });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const LATIN_WORD = /^[\p{Script=Latin}\p{N}\s'-]+$/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `word` stands in `query`: a Latin word only as a whole word, a Chinese one anywhere. */
function wordPattern(word: string): RegExp {
  const escaped = escapeRegExp(word);
  return LATIN_WORD.test(word) ? new RegExp(`\\b${escaped}\\b`, 'iu') : new RegExp(escaped, 'iu');
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

/** At most this many searches per query (the query and its synonym variants). */
const MAX_VARIANTS = 4;

/**
 * The query and its variants: each synonym group with a word in the query gives the query with
 * that word replaced by each other word of the group (糖网筛查 → 糖尿病视网膜病变筛查).
 */
export function queryVariants(query: string, groups: readonly string[][]): string[] {
  const variants = [query];
  for (const group of groups) {
    const found = group.find((word) => wordPattern(word).test(query));
    if (found === undefined) continue;
    for (const other of group) {
      if (other === found || variants.length >= MAX_VARIANTS) continue;
      variants.push(query.replace(wordPattern(found), other));
    }
  }
  return [...new Set(variants)];
}

/** One result as the page shows it. */
export interface SearchHit {
  id: string;
  score: number;
  load: () => Promise<PagefindData>;
}

/** Searches the query and its variants and merges the results, best score first. */
export async function searchAll(
  pagefind: Pagefind,
  query: string,
  groups: readonly string[][],
  kind: SearchKind | undefined,
): Promise<SearchHit[]> {
  const options = kind ? { filters: { kind } } : {};
  const responses = await Promise.all(
    queryVariants(query, groups).map((variant) => pagefind.search(variant, options)),
  );
  const best = new Map<string, SearchHit>();
  // The visitor's own words come first: a variant's result counts a little less.
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
