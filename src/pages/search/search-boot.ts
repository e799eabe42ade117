/**
 * The search page's start (docs/design.md#search, issue 46): an inline script of the prerendered
 * search page that runs as its head is parsed, long before the page's own scripts (which start
 * after the first paint, src/app/start-after-paint.ts). It loads Pagefind from the URL the
 * build's preload links name (the same requests, so the preloaded responses are used), and with
 * a query in the address (`?q=`) it runs that search and fetches the first results' fragments:
 * the requests that depend on the query go out while the page's code is still on its way. The
 * page then finds Pagefind ready (`loadPagefind`, search-engine.ts), its index chunks and
 * fragments in Pagefind's own cache.
 */

import {
  type MergedHit,
  mergeHits,
  type Pagefind,
  queryVariants,
  SEARCH_SEED_ID,
  SEARCH_SYNONYMS_ID,
} from '../../../shared/search';

export { mergeHits, queryVariants, SEARCH_SEED_ID, SEARCH_SYNONYMS_ID };

/** The window property the started Pagefind is left under for the page. */
export const SEARCH_BOOT_GLOBAL = '__retinovaSearch';

/** The window property the start's results of the address's query are left under. */
export const SEARCH_BOOT_HITS = '__retinovaSearchHits';

/** What the start searched for the address's query, for the page to take. */
export interface BootHits {
  query: string;
  kind: string | null;
  variants: string[];
  hits: Promise<MergedHit<unknown>[]>;
}

export interface SearchBootWindow {
  document: Pick<Document, 'querySelector'> & { documentElement: Pick<HTMLElement, 'lang'> };
  location: Pick<Location, 'search' | 'href'>;
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  [key: string]: unknown;
}

/**
 * Starts Pagefind (`options`, then `init`) from the script the page's modulepreload link names,
 * with the tag of its entry file's preload (`metaCacheTag`, so the URL is the preloaded one), and
 * leaves the promise under `name`; with `?q=`, searches it and its synonym variants (the groups of
 * the `synonymsId` block), loads the first `results` fragments of the merged results and leaves
 * them under `hitsName`. Does nothing on a page without the links (the dev server, a
 * micro-frontend host), nor on one that came with the results of its query (the server's
 * `seedId` block, before the synonyms): that page has nothing to search until the visitor acts.
 */
export function searchBoot(
  w: SearchBootWindow,
  name: string,
  options: Record<string, unknown>,
  results: number,
  hitsName: string,
  synonymsId: string,
  seedId: string,
  variantsOf: typeof queryVariants,
  merge: typeof mergeHits,
  load: (url: string) => Promise<Pagefind> = (url) => import(/* @vite-ignore */ url),
): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  if (w.document.querySelector(`#${seedId}`)) return;
  const script = w.document.querySelector<HTMLLinkElement>(
    'link[rel="modulepreload"][href$="/pagefind.js"]',
  );
  if (!script) return;
  const entry = w.document.querySelector<HTMLLinkElement>(
    'link[rel="preload"][href*="/pagefind-entry.json?ts="]',
  );
  const tag = entry ? new URL(entry.href, w.location.href).searchParams.get('ts') : null;
  const params = new URLSearchParams(w.location.search);
  const query = (params.get('q') || '').trim();
  const kind = params.get('kind');
  const begin = () =>
    load(script.href).then(async (pagefind) => {
      // Pagefind's first search makes a word segmenter, whose dictionary the browser loads once per
      // process (60-90 ms on a phone): made here, it loads while the WebAssembly is on its way.
      try {
        new Intl.Segmenter(w.document.documentElement.lang, { granularity: 'word' });
      } catch (_error) {
        // No Intl.Segmenter: Pagefind does without it too.
      }
      await pagefind.options(tag ? { ...options, metaCacheTag: tag } : options);
      await pagefind.init();
      return pagefind;
    });
  if (!query) {
    // Nothing to search yet: Pagefind starts after the first paint, which its WebAssembly,
    // compiled on a phone's few cores, would otherwise hold back by about a second; its files
    // are on their way already (the preloads).
    w[name] =
      w.requestAnimationFrame && w.setTimeout
        ? new Promise((resolve) =>
            w.requestAnimationFrame?.(() => w.setTimeout?.(() => resolve(begin()), 0)),
          )
        : begin();
    return;
  }
  const started = begin();
  w[name] = started;
  let groups: string[][] = [];
  try {
    groups = JSON.parse(w.document.querySelector(`#${synonymsId}`)?.textContent || '[]');
  } catch (_error) {
    // No groups: the page sees other variants and searches again itself.
  }
  const variants = variantsOf(query, groups);
  const hits = started.then(async (pagefind) => {
    const filters = kind ? { filters: { kind } } : {};
    const merged = merge(
      await Promise.all(variants.map((variant) => pagefind.search(variant, filters))),
    );
    for (const hit of merged.slice(0, results)) hit.load().catch(() => {});
    return merged;
  });
  // Whatever fails here, the page searches again itself (searchAll).
  hits.catch(() => {});
  w[hitsName] = { query, kind, variants, hits };
}

/** The inline `<script>` body that runs the function above with the page's settings. */
export function searchBootScript(options: Record<string, unknown>, results: number): string {
  const args = [
    'window',
    JSON.stringify(SEARCH_BOOT_GLOBAL),
    JSON.stringify(options),
    String(results),
    JSON.stringify(SEARCH_BOOT_HITS),
    JSON.stringify(SEARCH_SYNONYMS_ID),
    JSON.stringify(SEARCH_SEED_ID),
    queryVariants.toString(),
    mergeHits.toString(),
  ];
  return `(${searchBoot.toString()})(${args.join(', ')});`;
}
