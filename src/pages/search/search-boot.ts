/**
 * The search page's start (docs/design.md#search, issue 46): an inline script of the prerendered
 * search page that runs as its head is parsed, long before the page's own scripts (which start
 * after the first paint, src/app/start-after-paint.ts). It starts the fetches that do not depend
 * on the query (Pagefind's script, entry, meta and WebAssembly, the page's own chunks) as
 * preload links, from the list the build wrote into the page (`#search-preloads`,
 * scripts/lib/prerender/search-preloads.ts), and loads Pagefind from them. With a query in the
 * address (`?q=`) it does so at once, runs that search and fetches the first results' fragments:
 * the requests that depend on the query go out while the page's code is still on its way. The
 * page then finds Pagefind ready (`loadPagefind`, search-engine.ts), its index chunks and
 * fragments in Pagefind's own cache. Without a query, after the first paint: the page paints as
 * soon as any other, with nothing started before it (Lighthouse's budget for FCP and LCP).
 */

import {
  bundledSearch,
  bundleOptions,
  type MergedHit,
  mergedBundles,
  mergeHits,
  type Pagefind,
  queryVariants,
  SEARCH_PRELOADS_ID,
  SEARCH_SEED_ID,
  SEARCH_SYNONYMS_ID,
} from '../../../shared/search';

export {
  bundledSearch,
  bundleOptions,
  mergedBundles,
  mergeHits,
  queryVariants,
  SEARCH_PRELOADS_ID,
  SEARCH_SEED_ID,
  SEARCH_SYNONYMS_ID,
};

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

/** What the build lists for the start to preload: Pagefind's script first among the modules. */
export interface SearchPreloadList {
  /** Module scripts (`modulepreload`): Pagefind's script, then the page's own chunks. */
  modules: string[];
  /**
   * Pagefind's entry file (with its `?ts=` tag), the language's meta file, its WebAssembly; then
   * the entry and meta file of each bundle to merge into it (the archive): an entry file in
   * another folder than the script's is one (`mergedBundles`).
   */
  fetches: string[];
}

export interface SearchBootWindow {
  document: Pick<Document, 'querySelector' | 'createElement'> & {
    documentElement: Pick<HTMLElement, 'lang'>;
    head: Pick<HTMLElement, 'append'>;
  };
  location: Pick<Location, 'search' | 'href'>;
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: (list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  [key: string]: unknown;
}

/**
 * Preloads what the `preloadsId` list names (modulepreload, and preload as fetch, both
 * `crossorigin` as Pagefind's `import()` and `fetch()` ask, so the preloaded responses are
 * used), then starts Pagefind (`options`, then `init`) from the first module, with the tag of its
 * entry file (`metaCacheTag`, so the URL is the preloaded one), merges into it each other bundle
 * the list names (`mergeIndex`: the archive, with its own tag; searched as one index of all
 * would be, `bundledSearch`), and leaves the promise under
 * `name`; with `?q=`, searches it and its synonym variants (the groups of the `synonymsId`
 * block), loads the first `results` fragments of the merged results and leaves them under
 * `hitsName`. Without a query, all of it after the first paint. Does nothing on a page without
 * the list (the dev server, a micro-frontend host), nor on one that came with the results of its
 * query (the server's `seedId` block, before the synonyms): that page has nothing to search
 * until the visitor acts.
 */
export function searchBoot(
  w: SearchBootWindow,
  name: string,
  options: Record<string, unknown>,
  results: number,
  hitsName: string,
  synonymsId: string,
  seedId: string,
  preloadsId: string,
  variantsOf: typeof queryVariants,
  merge: typeof mergeHits,
  bundlesOf: typeof mergedBundles,
  optionsOf: typeof bundleOptions,
  searchOf: typeof bundledSearch,
  load: (url: string) => Promise<Pagefind> = (url) => import(/* @vite-ignore */ url),
): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  if (w.document.querySelector(`#${seedId}`)) return;
  let list: SearchPreloadList | undefined;
  try {
    list =
      JSON.parse(w.document.querySelector(`#${preloadsId}`)?.textContent || 'null') || undefined;
  } catch (_error) {
    // No list: the page loads Pagefind itself.
  }
  const script = list?.modules[0];
  if (!list || !script) return;
  const { modules, fetches } = list;
  const entry = fetches.find((href) => href.includes('/pagefind-entry.json?ts='));
  const tag = entry ? new URL(entry, w.location.href).searchParams.get('ts') : null;
  const preload = () => {
    // Pagefind's files first, then the page's chunks (they wait for the app's entry anyway).
    for (const href of [script, ...fetches, ...modules.slice(1)]) {
      const link = w.document.createElement('link');
      link.rel = modules.includes(href) ? 'modulepreload' : 'preload';
      if (link.rel === 'preload') link.as = 'fetch';
      link.href = href;
      link.crossOrigin = 'anonymous';
      w.document.head.append(link);
    }
  };
  const params = new URLSearchParams(w.location.search);
  const query = (params.get('q') || '').trim();
  const kind = params.get('kind');
  const begin = () =>
    load(script).then(async (pagefind) => {
      // Pagefind's first search makes a word segmenter, whose dictionary the browser loads once per
      // process (60-90 ms on a phone): made here, it loads while the WebAssembly is on its way.
      try {
        new Intl.Segmenter(w.document.documentElement.lang, { granularity: 'word' });
      } catch (_error) {
        // No Intl.Segmenter: Pagefind does without it too.
      }
      // The archive (its entry and meta preloaded with the rest), merged into the index and
      // searched as one index of both would be (shared/search.ts).
      const merged = bundlesOf(script, fetches, w.location.href);
      const bundles = 1 + merged.length;
      await pagefind.options(optionsOf(options, tag, 0, bundles));
      await pagefind.init();
      for (const [i, bundle] of merged.entries())
        await pagefind.mergeIndex(bundle.url, optionsOf(options, bundle.tag, i + 1, bundles));
      return searchOf(pagefind, bundles, w.document.documentElement.lang);
    });
  if (!query) {
    // Nothing to search yet: the fetches and Pagefind start once the first contentful paint is on
    // screen (its entry), else a frame and a task later: before it, they would count in its
    // simulated time (Lighthouse), and the WebAssembly, compiled on a phone's few cores, held the
    // paint back by about a second.
    const later = () => {
      preload();
      return begin();
    };
    const Observer = w.PerformanceObserver;
    w[name] = new Promise((resolve) => {
      let observer: { disconnect: () => void } | undefined;
      let begun = false;
      const go = () => {
        if (begun) return;
        begun = true;
        observer?.disconnect();
        resolve(later());
      };
      if (Observer?.supportedEntryTypes?.includes('paint')) {
        const paints = new Observer((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) go();
        });
        paints.observe({ type: 'paint', buffered: true });
        observer = paints;
        // A page hidden before its first paint never reports one.
        w.setTimeout?.(go, 3000);
      } else if (w.requestAnimationFrame && w.setTimeout) {
        w.requestAnimationFrame(() => w.setTimeout?.(go, 0));
      } else go();
    });
    return;
  }
  preload();
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
    JSON.stringify(SEARCH_PRELOADS_ID),
    queryVariants.toString(),
    mergeHits.toString(),
    mergedBundles.toString(),
    bundleOptions.toString(),
    bundledSearch.toString(),
  ];
  return `(${searchBoot.toString()})(${args.join(', ')});`;
}
