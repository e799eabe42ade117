import { describe, expect, it } from 'vitest';
import {
  type BootHits,
  bundledSearch,
  bundleOptions,
  mergedBundles,
  mergeHits,
  queryVariants,
  SEARCH_BOOT_GLOBAL,
  SEARCH_BOOT_HITS,
  SEARCH_PRELOADS_ID,
  SEARCH_SEED_ID,
  SEARCH_SYNONYMS_ID,
  type SearchBootWindow,
  searchBoot,
  searchBootScript,
} from '../search-boot';

/** What the build lists for the start to preload (scripts/lib/prerender/search-preloads.ts). */
const PRELOADS = {
  modules: ['/assets/pagefind/0123456789/pagefind.js', '/assets/search-page-B.js'],
  fetches: [
    '/assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789',
    '/assets/pagefind/0123456789/pagefind.zh-hans_abc.pf_meta',
    '/assets/pagefind/0123456789/wasm.unknown.pagefind',
    // The archive, merged into the index (scripts/search-index.ts).
    '/assets/pagefind/abcdef0123/pagefind-entry.json?ts=abcdef0123',
    '/assets/pagefind/abcdef0123/pagefind.zh-hans_def.pf_meta',
  ],
};

/**
 * A search page's window: its list of preloads (or none), its synonym groups, its address, and
 * whether it came with the server's results (the seed block). `links`: the link elements the
 * start added to its head, as `rel as href crossorigin`.
 */
function page(search: string, listed = true, groups?: string[][], seeded = false) {
  const links: string[] = [];
  const blocks: Record<string, unknown> = {
    [`#${SEARCH_SYNONYMS_ID}`]: groups,
    [`#${SEARCH_SEED_ID}`]: seeded ? {} : undefined,
    [`#${SEARCH_PRELOADS_ID}`]: listed ? PRELOADS : undefined,
  };
  const w: SearchBootWindow = {
    document: {
      querySelector: ((selector: string) =>
        blocks[selector] === undefined
          ? null
          : { textContent: JSON.stringify(blocks[selector]) }) as Document['querySelector'],
      createElement: (() => ({})) as unknown as Document['createElement'],
      documentElement: { lang: 'zh-Hans' },
      head: {
        append: (...nodes) => {
          for (const node of nodes as unknown as Partial<HTMLLinkElement>[]) {
            links.push([node.rel, node.as ?? '-', node.href, node.crossOrigin].join(' '));
          }
        },
      },
    },
    location: { search, href: `https://www.example.com/search${search}` },
  };
  return Object.assign(w, { links });
}

/** The links the start adds for PRELOADS. */
const PRELOADED = [
  'modulepreload - /assets/pagefind/0123456789/pagefind.js anonymous',
  'preload fetch /assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789 anonymous',
  'preload fetch /assets/pagefind/0123456789/pagefind.zh-hans_abc.pf_meta anonymous',
  'preload fetch /assets/pagefind/0123456789/wasm.unknown.pagefind anonymous',
  'preload fetch /assets/pagefind/abcdef0123/pagefind-entry.json?ts=abcdef0123 anonymous',
  'preload fetch /assets/pagefind/abcdef0123/pagefind.zh-hans_def.pf_meta anonymous',
  'modulepreload - /assets/search-page-B.js anonymous',
];

/** The start as the inline script calls it, Pagefind's script loaded by `load`. */
function boot(w: SearchBootWindow, load: (url: string) => Promise<unknown>) {
  searchBoot(
    w,
    SEARCH_BOOT_GLOBAL,
    { excerptLength: 30 },
    10,
    SEARCH_BOOT_HITS,
    SEARCH_SYNONYMS_ID,
    SEARCH_SEED_ID,
    SEARCH_PRELOADS_ID,
    queryVariants,
    mergeHits,
    mergedBundles,
    bundleOptions,
    bundledSearch,
    load as Parameters<typeof searchBoot>[13],
  );
}

/** The bundle a call searched alone: a word looked up by bundledSearch (shared/search.ts). */
const bundle = (call: unknown[]) =>
  (call[2] as { filters?: { bundle?: string } } | undefined)?.filters?.bundle;

function fakePagefind(results: number) {
  const calls: unknown[][] = [];
  const loaded: string[] = [];
  const pagefind = {
    options: async (options: Record<string, unknown>) => {
      calls.push(['options', options]);
    },
    init: async () => {
      calls.push(['init']);
    },
    mergeIndex: async (url: string, options: Record<string, unknown>) => {
      calls.push(['mergeIndex', url, options]);
    },
    search: async (term: string, options?: unknown) => {
      calls.push(['search', term, options]);
      // Each term finds its own pages, scored by their place; 糖尿病… finds page 0 of 糖网 too.
      const offset = term === '糖网' || term.startsWith('糖尿病') ? 0 : 100;
      return {
        results: Array.from({ length: results }, (_, i) => ({
          id: `${term.startsWith('糖尿病') && i > 0 ? 'dr' : 'p'}${offset + i}`,
          score: results - i,
          data: async () => {
            loaded.push(`${term}:${i}`);
          },
        })),
      };
    },
  };
  return { pagefind, calls, loaded };
}

describe('the search page’s start in its HTML', () => {
  it('preloads the listed files at once, starts Pagefind with the entry’s tag, then searches ?q=', async () => {
    const w = page('?q=%E7%B3%96%E7%BD%91&kind=products');
    const { pagefind, calls, loaded } = fakePagefind(14);
    const urls: string[] = [];
    boot(w, async (url) => {
      urls.push(url);
      return pagefind;
    });
    // As the head is parsed: the links first, then Pagefind's script from the same URL.
    expect(w.links).toEqual(PRELOADED);
    await expect(w[SEARCH_BOOT_GLOBAL]).resolves.toMatchObject({
      options: pagefind.options,
      init: pagefind.init,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual([PRELOADS.modules[0]]);
    // 糖网 is two words to the segmenter: each looked up in each bundle, then the query searched.
    expect(calls.filter((call) => bundle(call)).map((call) => [call[1], bundle(call)])).toEqual([
      ['"糖"', '0'],
      ['"糖"', '1'],
      ['"网"', '0'],
      ['"网"', '1'],
    ]);
    expect(calls.filter((call) => !bundle(call))).toEqual([
      // Each bundle marked by its synthetic filter (bundledSearch searches them apart).
      ['options', { excerptLength: 30, metaCacheTag: '0123456789', mergeFilter: { bundle: '0' } }],
      ['init'],
      // The archive, by its folder's full URL, with its own tag.
      [
        'mergeIndex',
        'https://www.example.com/assets/pagefind/abcdef0123/',
        { excerptLength: 30, metaCacheTag: 'abcdef0123', mergeFilter: { bundle: '1' } },
      ],
      ['search', '糖网', { filters: { kind: 'products' } }],
    ]);
    // The first page of results' fragments, no more.
    expect(loaded).toEqual(Array.from({ length: 10 }, (_, i) => `糖网:${i}`));
    const hits = w[SEARCH_BOOT_HITS] as BootHits;
    expect(hits).toMatchObject({ query: '糖网', kind: 'products', variants: ['糖网'] });
    expect((await hits.hits).map((hit) => hit.id).slice(0, 3)).toEqual(['p0', 'p1', 'p2']);
  });

  it('searches the synonym variants as the page does, and loads the merged first fragments', async () => {
    const w = page('?q=%E7%B3%96%E7%BD%91', true, [['糖网', '糖尿病视网膜病变']]);
    const { pagefind, calls, loaded } = fakePagefind(8);
    boot(w, async () => pagefind);
    const hits = w[SEARCH_BOOT_HITS] as BootHits;
    expect(hits.variants).toEqual(['糖网', '糖尿病视网膜病变']);
    const merged = await hits.hits;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The variant of several words is looked up word by word in each bundle first (bundledSearch).
    expect(calls.filter((c) => c[0] === 'search' && !bundle(c)).map((c) => c[1])).toEqual([
      '糖网',
      '糖尿病视网膜病变',
    ]);
    expect(calls.some((c) => c[0] === 'search' && bundle(c) === '1')).toBe(true);
    // The same merge as the page's: the visitor's own word first, a variant's at 0.9.
    expect(merged.map((hit) => hit.id)).toEqual(
      mergeHits([
        {
          results: Array.from({ length: 8 }, (_, i) => ({
            id: `p${i}`,
            score: 8 - i,
            data: async () => {},
          })),
        },
        {
          results: Array.from({ length: 8 }, (_, i) => ({
            id: i ? `dr${i}` : 'p0',
            score: 8 - i,
            data: async () => {},
          })),
        },
      ]).map((hit) => hit.id),
    );
    expect(merged).toHaveLength(15);
    expect(loaded).toHaveLength(10);
    expect(loaded).toContain('糖尿病视网膜病变:1');
  });

  it('preloads and starts Pagefind without searching on an empty search page, after its first paint', async () => {
    const w = page('');
    const frames: (() => void)[] = [];
    w.requestAnimationFrame = (callback) => frames.push(callback);
    w.setTimeout = (callback, ms) => setTimeout(callback, ms);
    const { pagefind, calls } = fakePagefind(3);
    const urls: string[] = [];
    boot(w, async (url) => {
      urls.push(url);
      return pagefind;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing fetched before the frame is drawn (then a task later).
    expect(urls).toEqual([]);
    expect(w.links).toEqual([]);
    for (const frame of frames.splice(0)) frame();
    await expect(w[SEARCH_BOOT_GLOBAL]).resolves.toMatchObject({
      options: pagefind.options,
      init: pagefind.init,
    });
    expect(w.links).toEqual(PRELOADED);
    expect(urls).toEqual([PRELOADS.modules[0]]);
    expect(calls.map((c) => c[0])).toEqual(['options', 'init', 'mergeIndex']);
  });

  it('waits for the first contentful paint where the browser reports it, or 3 s', async () => {
    for (const reported of [true, false]) {
      const w = page('');
      let report:
        | ((list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void)
        | undefined;
      const timers: [() => void, number][] = [];
      w.setTimeout = (callback, ms) => timers.push([callback, ms]);
      w.PerformanceObserver = Object.assign(
        class {
          constructor(callback: typeof report) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      );
      const { pagefind } = fakePagefind(3);
      const urls: string[] = [];
      boot(w, async (url) => {
        urls.push(url);
        return pagefind;
      });
      // The first paint, not yet contentful: nothing yet.
      report?.({ getEntriesByName: () => [] });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(urls).toEqual([]);
      expect(w.links).toEqual([]);
      if (reported) {
        report?.({
          getEntriesByName: (name) =>
            name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
        });
      } else {
        // A page hidden before it painted: the timer.
        expect(timers.map(([, ms]) => ms)).toEqual([3000]);
        timers[0]?.[0]();
      }
      await expect(w[SEARCH_BOOT_GLOBAL]).resolves.toMatchObject({
        options: pagefind.options,
        init: pagefind.init,
      });
      expect(w.links).toEqual(PRELOADED);
      // Once only, whichever comes second.
      timers[0]?.[0]();
      expect(urls).toEqual([PRELOADS.modules[0]]);
    }
  });

  it('leaves Pagefind alone on a page that came with the results of its query', () => {
    const w = page('?q=%E7%B3%96%E7%BD%91', true, [['糖网', '糖尿病视网膜病变']], true);
    const urls: string[] = [];
    boot(w, async (url) => {
      urls.push(url);
      return fakePagefind(3).pagefind;
    });
    expect(urls).toEqual([]);
    expect(w.links).toEqual([]);
    expect(w[SEARCH_BOOT_GLOBAL]).toBeUndefined();
    expect(w[SEARCH_BOOT_HITS]).toBeUndefined();
  });

  it('does nothing on a page without the build’s list (dev server, micro-frontend host)', () => {
    const w = page('?q=x', false);
    boot(w, async () => {
      throw new Error('not loaded');
    });
    expect(w[SEARCH_BOOT_GLOBAL]).toBeUndefined();
  });

  it('is one self-contained call for the inline script', () => {
    const script = searchBootScript({ baseUrl: '/', excerptLength: 30, noWorker: true }, 10);
    expect(script).toMatch(/^\(function searchBoot\(/);
    expect(script).toContain(
      `(window, "${SEARCH_BOOT_GLOBAL}", {"baseUrl":"/","excerptLength":30,"noWorker":true}, 10, "${SEARCH_BOOT_HITS}", "${SEARCH_SYNONYMS_ID}", "${SEARCH_SEED_ID}", "${SEARCH_PRELOADS_ID}", `,
    );
  });

  it('carries the variants and the merge as they are, without the module around them', () => {
    // Evaluated alone, as in the inline script: no import, no helper of the module.
    const variants = new Function(`return (${queryVariants.toString()})`)() as typeof queryVariants;
    const groups = [
      ['糖网', '糖尿病视网膜病变'],
      ['myopia', 'short-sightedness'],
    ];
    for (const query of ['糖网筛查', 'Myopia control', 'myopic', 'a.b*'])
      expect(variants(query, groups)).toEqual(queryVariants(query, groups));
    const merge = new Function(`return (${mergeHits.toString()})`)() as typeof mergeHits;
    const data = async () => {};
    const responses = [
      { results: [{ id: 'a', score: 2, data }] },
      null,
      {
        results: [
          { id: 'b', score: 3, data },
          { id: 'a', score: 9, data },
        ],
      },
    ];
    expect(merge(responses).map((h) => [h.id, h.score])).toEqual(
      mergeHits(responses).map((h) => [h.id, h.score]),
    );
  });
});

describe('the bundles the page merges into its index', () => {
  const base = 'https://www.example.com/search';

  it('takes each entry file of another folder than the script’s, with its tag', () => {
    expect(mergedBundles(PRELOADS.modules[0] ?? '', PRELOADS.fetches, base)).toEqual([
      { url: 'https://www.example.com/assets/pagefind/abcdef0123/', tag: 'abcdef0123' },
    ]);
    // A page with one bundle merges none.
    expect(mergedBundles(PRELOADS.modules[0] ?? '', PRELOADS.fetches.slice(0, 3), base)).toEqual(
      [],
    );
  });
});
