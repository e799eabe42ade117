/**
 * How soon search answers (issue 46, docs/design.md#search): the search page's HTML starts
 * Pagefind's fetches before its own script runs, and runs the address's query while the page's
 * code is still on its way; focusing the header's search control (or the drawer's, on a phone)
 * on another page warms the search page's files, and nothing of search loads before that. And
 * the "did you mean" of the same issue: a Chinese word with no match of its own is corrected.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { warmList } from '../src/app/intent-prefetch';
import { holdRequests, IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Every request `page` makes from now on, as path and query. */
function requestsOf(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(`${url.pathname}${url.search}`);
  });
  return requested;
}

/**
 * What Pagefind fetches whatever the query: its script, entry, the language's meta, WebAssembly.
 * The entry and meta come once from each bundle (the index's own and the archive it merges in,
 * scripts/search-index.ts); the script and WebAssembly only from the index's own.
 */
const PAGEFIND_SCRIPT = /^\/assets\/pagefind\/\w+\/pagefind\.js$/;
const PAGEFIND_ENTRY = /^\/assets\/pagefind\/\w+\/pagefind-entry\.json\?ts=\w+$/;
const PAGEFIND_META = /^\/assets\/pagefind\/\w+\/pagefind\.zh-hans_\w+\.pf_meta$/;
const PAGEFIND_WASM = /^\/assets\/pagefind\/\w+\/wasm\.unknown\.pagefind$/;
const PAGEFIND_FIXED = [PAGEFIND_SCRIPT, PAGEFIND_ENTRY, PAGEFIND_META, PAGEFIND_WASM];
/** The site's search index has two bundles: its content has entries of past years. */
const BUNDLES = 2;
const SEARCH_CODE = /^\/assets\/search-page-[\w-]+\.js$/;
const APP_ENTRY = /^\/assets\/index-[\w-]+\.js$/;
const INDEX_CHUNK = /^\/assets\/pagefind\/\w+\/index\/zh-hans_\w+\.pf_index$/;
const FRAGMENT = /^\/assets\/pagefind\/\w+\/fragment\/zh-hans_\w+\.pf_fragment$/;

/**
 * How long a poll may wait for a request or a text that must come. The tests check what is
 * fetched, and in which order, never how fast (budgets are measured by `npm run bench:search`):
 * the limit only stops a hang, and is generous because two spec files share the machine's cores.
 */
const WAIT_MS = 20_000;

const firstIndex = (requested: string[], pattern: RegExp) =>
  requested.findIndex((url) => pattern.test(url));

/**
 * Each of Pagefind's fixed files was requested once: the preloads are the requests it makes. The
 * script and WebAssembly once in all, the entry and meta once from each bundle.
 */
function expectFetchedOnce(requested: string[]) {
  const folder = (url: string) => url.slice(0, url.lastIndexOf('/'));
  for (const [pattern, count] of [
    [PAGEFIND_SCRIPT, 1],
    [PAGEFIND_ENTRY, BUNDLES],
    [PAGEFIND_META, BUNDLES],
    [PAGEFIND_WASM, 1],
  ] as const) {
    const urls = requested.filter((url) => pattern.test(url));
    expect(urls, String(pattern)).toHaveLength(count);
    expect(new Set(urls.map(folder)).size, String(pattern)).toBe(count);
  }
}

/**
 * An address whose query the server leaves to the page (`q` twice: the page reads the first), as
 * the prerendered page is sent whenever the server cannot search (server/src/search/results.ts).
 */
const leftToThePage = (query: string) =>
  `/search?q=${encodeURIComponent(query)}&q=${encodeURIComponent(query)}`;

describe('the search page starts what does not wait for its script', () => {
  it('preloads Pagefind as its head is parsed, before its own chunks, each file once', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      const requested = requestsOf(page);
      const response = await page.goto(leftToThePage('糖网'));
      const html = (await response?.text()) ?? '';
      // The HTML lists them and its inline start adds the links, with the right kind and CORS mode
      // (as Pagefind's import() and fetch() ask), at once for a query in the address.
      expect(html).toMatch(/<script type="application\/json" id="search-preloads">/);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel$="preload"]')].map((link) =>
          [
            link.rel,
            link.as || '-',
            new URL(link.href).pathname + new URL(link.href).search,
            link.crossOrigin,
          ].join(' '),
        ),
      );
      expect(links).toContainEqual(
        expect.stringMatching(/^modulepreload - \/assets\/pagefind\/\w+\/pagefind\.js anonymous$/),
      );
      for (const file of [
        'pagefind-entry\\.json\\?ts=\\w+',
        'pagefind\\.zh-hans_\\w+\\.pf_meta',
        'wasm\\.unknown\\.pagefind',
      ]) {
        expect(links).toContainEqual(
          expect.stringMatching(
            new RegExp(`^preload fetch /assets/pagefind/\\w+/${file} anonymous$`),
          ),
        );
      }
      expect(links).toContainEqual(
        expect.stringMatching(/^modulepreload - \/assets\/search-page-[\w-]+\.js anonymous$/),
      );
      await waitForHydration(page);
      await page.locator('.search-result a').first().waitFor();

      // In the order of the requests: Pagefind's four files, then the page's own code (the search
      // page's chunk, preloaded after them; the app's entry, fetched after the first paint).
      const pagefind = PAGEFIND_FIXED.map((p) => firstIndex(requested, p));
      const own = [SEARCH_CODE, APP_ENTRY].map((p) => firstIndex(requested, p));
      expect([...pagefind, ...own].every((index) => index > 0)).toBe(true);
      expect(pagefind).toEqual([...pagefind].sort((a, b) => a - b));
      expect(Math.max(...pagefind)).toBeLessThan(Math.min(...own));
      // The preloads are the requests Pagefind makes: nothing of it is fetched twice.
      expectFetchedOnce(requested);
      // No preload left unused, nothing refused by the CSP.
      expectNoProblems(problems);
    });
  });

  it('without a query, paints first and starts Pagefind after (Lighthouse budgets FCP and LCP)', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      const requested = requestsOf(page);
      const response = await page.goto('/search');
      // Nothing in its HTML is fetched before the first paint but the page's own CSS.
      const html = (await response?.text()) ?? '';
      expect(html).not.toMatch(/<link rel="(?:modulepreload|preload|prefetch)"/);
      // Pagefind's script: requested, and its timing entry (made once it has arrived) later than
      // the first contentful paint's.
      const timing = () =>
        page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          script:
            performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.endsWith('/pagefind.js'))?.startTime ?? Number.NaN,
        }));
      await expect
        .poll(async () => Number.isFinite((await timing()).script), { timeout: WAIT_MS })
        .toBe(true);
      const { paint, script } = await timing();
      expect(paint).toBeGreaterThan(0);
      expect(script).toBeGreaterThan(paint);
      // Then its start preloads the rest, and the visitor's query is searched.
      await waitForHydration(page);
      await page.locator('.search-page__field input').fill('视网膜');
      await expect
        .poll(() => page.locator('.search-page__status').textContent(), { timeout: WAIT_MS })
        .toMatch(/“视网膜”/);
      expectFetchedOnce(requested);
      expectNoProblems(problems);
    });
  });

  it('comes with its first results: shown before any script runs, kept as the page hydrates', async () => {
    // Without JavaScript at all: the server's page lists them. (The first search of a worker
    // still starting may be answered with the prerendered page, 3 s at most: asked again.)
    await withPage(harness(), { ...DESKTOP, javaScriptEnabled: false }, async (bare) => {
      const url = `/en/search?q=${encodeURIComponent('fundus camera')}`;
      await expect
        .poll(
          async () => {
            await bare.goto(url);
            return bare.locator('.search-result__title').count();
          },
          { timeout: WAIT_MS },
        )
        .toBeGreaterThan(2);
      const served = await bare.locator('.search-result__title').allTextContents();
      expect(served.length).toBeGreaterThan(2);
      expect(await bare.locator('.search-page__status').textContent()).toMatch(/^\d+ results for/);
      // With it, before the app's code arrives, and after it has hydrated: the same results, no
      // hydration warning, and the field holds the query.
      await withPage(harness(), DESKTOP, async (page, { problems }) => {
        const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
        await page.goto(`/en/search?q=${encodeURIComponent('fundus camera')}`);
        expect(await page.locator('.search-result__title').allTextContents()).toEqual(served);
        release();
        await waitForHydration(page);
        await expect
          .poll(() => page.locator('.search-result__title').allTextContents(), { timeout: WAIT_MS })
          .toEqual(served);
        expect(await page.locator('.search-page__field input').inputValue()).toBe('fundus camera');
        // Searching on happens in the browser, as before.
        await page.locator('.search-page__field input').fill('PACS');
        await expect
          .poll(() => page.locator('.search-page__status').textContent(), { timeout: WAIT_MS })
          .toMatch(/results? for “PACS”/);
        expectNoProblems(problems);
      });
    });
  });

  it('runs the address’s query while the page’s own script is still on its way', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const requested = requestsOf(page);
      // The app's entry is held back: only the page's HTML can start what follows.
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto(leftToThePage('视网膜'), { waitUntil: 'commit' });
      await expect
        .poll(() => requested.some((url) => FRAGMENT.test(url)), { timeout: WAIT_MS })
        .toBe(true);
      expect(requested.some((url) => INDEX_CHUNK.test(url))).toBe(true);
      expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
      release();
      await waitForHydration(page);
      await page.locator('.search-result a').first().waitFor();
    });
  });

  it('searches the query’s synonyms there too: the page searches nothing again', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const requested = requestsOf(page);
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      // 糖网 has a synonym group (糖尿病视网膜病变, …): four searches, merged, as the page makes.
      await page.goto(leftToThePage('糖网'), { waitUntil: 'commit' });
      const count = (pattern: RegExp) => requested.filter((url) => pattern.test(url)).length;
      // The first page of merged results' fragments (19 results: ten of them).
      await expect.poll(() => count(FRAGMENT), { timeout: WAIT_MS }).toBe(10);
      const before = { chunks: count(INDEX_CHUNK), fragments: count(FRAGMENT) };
      release();
      await waitForHydration(page);
      await expect
        .poll(() => page.locator('.search-result a').count(), { timeout: WAIT_MS })
        .toBe(10);
      // The page took the start's results: no index chunk or fragment fetched once it ran.
      expect({ chunks: count(INDEX_CHUNK), fragments: count(FRAGMENT) }).toEqual(before);
    });
  });
});

describe('the search page that comes with its results', () => {
  it('runs nothing of Pagefind as it loads, and starts it at the visitor’s first change', async () => {
    const url = `/search?q=${encodeURIComponent('糖网')}`;
    // Once the server's search worker answers (its first search may be left to the page).
    await expect
      .poll(
        async () =>
          (await (await fetch(`${harness().origin}${url}`)).text()).includes('id="search-seed"'),
        {
          timeout: WAIT_MS,
        },
      )
      .toBe(true);
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      const requested = requestsOf(page);
      const response = await page.goto(url);
      // It loads as every other page: no hint for Pagefind or the page's own chunks.
      const html = (await response?.text()) ?? '';
      expect(html).not.toMatch(/<link rel="(?:modulepreload|preload|prefetch)"[^>]*\/assets\//);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.search-result a').count()).toBe(10);
      // Nothing of Pagefind: the ten results and their excerpts came with the page.
      expect(requested.filter((url) => url.startsWith('/assets/pagefind/'))).toEqual([]);
      // The visitor's next query is searched in the page, as ever.
      await page.locator('.search-page__field input').fill('视网膜');
      await expect
        .poll(() => page.locator('.search-page__status').textContent(), { timeout: WAIT_MS })
        .toMatch(/“视网膜”/);
      expect(requested.some((url) => INDEX_CHUNK.test(url))).toBe(true);
      expectNoProblems(problems);
    });
  });
});

describe('intent to search warms the search page on another page', () => {
  it('fetches Pagefind’s files when the header’s search control gets focus, and not before', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const requested = requestsOf(page);
      await page.goto('/about');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(requested.filter((url) => /\/pagefind\/|search-page-/.test(url))).toEqual([]);
      const before = requested.length;
      await page.locator('#site-search-header').focus();
      for (const pattern of [...PAGEFIND_FIXED, SEARCH_CODE]) {
        await expect
          .poll(() => requested.slice(before).some((url) => pattern.test(url)), {
            message: String(pattern),
            timeout: WAIT_MS,
          })
          .toBe(true);
      }
      // The search page's HTML, read for its list, and every file that list names (the language's
      // index chunks too while they are small, scripts/lib/prerender/search-preloads.ts).
      expect(requested.slice(before)).toContain('/search');
      const warm = warmList(await (await page.request.get('/search')).text());
      expect(warm.length).toBeGreaterThan(0);
      for (const href of warm) {
        await expect
          .poll(() => requested.slice(before).includes(href), { message: href, timeout: WAIT_MS })
          .toBe(true);
      }
    });
  });

  it('does so from the drawer’s field on a phone', async () => {
    const phone = {
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    };
    await withPage(harness(), phone, async (page) => {
      const requested = requestsOf(page);
      await page.goto('/en/home');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('searchbox', { name: 'Search this site' }).focus();
      await expect
        .poll(() => requested.some((url) => /\/pagefind\/\w+\/wasm\.en\.pagefind$/.test(url)), {
          timeout: WAIT_MS,
        })
        .toBe(true);
    });
  });
});

describe('did you mean', () => {
  it('offers the index’s word for a Chinese typo, and the link searches it at once', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await page.goto(`/zh-hant/search?q=${encodeURIComponent('視綱膜')}`);
      await waitForHydration(page);
      const link = page.locator('.search-page__suggestion a');
      await expect(link.textContent()).resolves.toBe('視網膜');
      await expect(page.locator('.search-page__suggestion').textContent()).resolves.toBe(
        '您是不是要找「視網膜」？',
      );
      await link.click();
      await page.waitForURL(/\?q=%E8%A6%96%E7%B6%B2%E8%86%9C$/);
      await expect
        .poll(() => page.locator('.search-page__status').textContent(), { timeout: WAIT_MS })
        .toContain('「視網膜」');
      // A word found as written gets no suggestion, and its results mark it. The status changes
      // once the results are known; each result's excerpt (its fragment) arrives after that.
      await expect(page.locator('.search-page__suggestion').count()).resolves.toBe(0);
      await expect
        .poll(async () => (await page.locator('.search-result mark').allTextContents()).join(''), {
          timeout: WAIT_MS,
        })
        .toContain('視網膜');
    });
  });
});
