/**
 * Site search (docs/design.md#search): Chinese words found inside longer compounds, English
 * words, Traditional Chinese finding Traditional Chinese pages, a two-word query over the index's
 * two bundles, the query in the URL, nothing
 * found, keyboard only from the header, the drawer's field on phones, care mode, and the
 * header's room for its tools at every desktop width in three languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { searchResults } from './helpers/search-results';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const DESKTOP = { viewport: { width: 1440, height: 900 } };

const at = (locale: Locale, path: string) => `${LOCALE_INFO[locale].prefix}${path}`;

/**
 * Whether a result of a language's index is that language's: one of its pages (under `prefix`),
 * or an investor document's PDF (the file addresses have no language prefix; their records are in
 * the index of the language they were titled in, scripts/lib/collections/search-records.ts).
 */
const ofLanguage = (href: string, prefix: string) =>
  href.startsWith(prefix) || /^\/documents\/\d{4}\/[\w.-]+\.pdf$/.test(href);

/** The number of results the status line announces. */
async function shownCount(page: Page): Promise<number> {
  const status = (await page.locator('.search-page__status').textContent()) ?? '';
  return Number(/\d+/.exec(status)?.[0]);
}

async function search(page: Page, locale: Locale, query: string) {
  await page.goto(`${at(locale, '/search')}?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  return searchResults(page);
}

describe('site search in each language', () => {
  it('finds 糖网 inside 糖网筛查 and the DR software page, in Simplified Chinese only', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      const found = await search(page, 'zh-hans', '糖网');
      expect(found.length).toBeGreaterThan(2);
      expect(found.slice(0, 3).map((r) => r.href)).toContain('/samd-detail');
      // The word is marked where it stands inside a longer compound (开展糖网筛查): ICU4X splits
      // it into 糖 and 网 on both sides, which Pagefind matches as adjacent words.
      expect(found.some((r) => r.marks.join('').includes('糖网'))).toBe(true);
      for (const { href } of found) expect(href).not.toMatch(/^\/(en|zh-hant)\//);
      expectNoProblems(problems);
    });
  });

  it('finds 青光眼 on the product page, and a synonym finds what the page words differently', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const glaucoma = await search(page, 'zh-hans', '青光眼');
      expect(glaucoma.map((r) => r.href)).toContain('/product');
      // 糖网病 is not written on the site; the synonym group leads to 糖尿病视网膜病变.
      const synonym = await search(page, 'zh-hans', '糖网病');
      expect(synonym.length).toBeGreaterThan(0);
    });
  });

  it('finds 視網膜 in Traditional Chinese pages only', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const found = await search(page, 'zh-hant', '視網膜');
      expect(found.length).toBeGreaterThan(2);
      for (const { href } of found) expect(ofLanguage(href, '/zh-hant/'), href).toBe(true);
      expect(found.flatMap((r) => r.marks).join('')).toContain('視網膜');
    });
  });

  it('finds "myopia" in English pages, and filters them by kind', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const found = await search(page, 'en', 'myopia');
      const all = await shownCount(page);
      expect(found.length).toBeGreaterThan(0);
      for (const { href } of found) expect(ofLanguage(href, '/en/'), href).toBe(true);
      expect(found.map((r) => r.href)).toContain('/en/product?type=5');
      expect(found.flatMap((r) => r.marks.map((m) => m.toLowerCase()))).toContain('myopia');
      // The kind filter keeps only that kind and goes into the address.
      await page.getByRole('radio', { name: 'Products' }).check();
      await page.waitForURL(/kind=products/);
      await page.waitForFunction((before) => {
        const status = document.querySelector('.search-page__status')?.textContent ?? '';
        return Number(/\d+/.exec(status)?.[0]) < before;
      }, all);
      const products = await searchResults(page);
      expect(products.length).toBeGreaterThan(0);
      const kinds = await page.locator('.search-result__kind').allTextContents();
      expect(kinds.length).toBeGreaterThan(0);
      for (const item of kinds) expect(item).toBe('Products');
    });
  });

  it('finds only pages with both words of a two-word query, typed and from the address', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await page.goto(at('en', '/search'));
      await waitForHydration(page);
      // Searched by the page's own Pagefind (both bundles, shared/search.ts bundledSearch).
      await page.keyboard.type('careers algorithm');
      await page.waitForURL(/\?q=careers(\+|%20)algorithm$/);
      // The status names the query it answers: the results are those of both words, not of the
      // words typed so far (under load the address can lead the last search).
      await page.waitForFunction(() =>
        document.querySelector('.search-page__status')?.textContent?.includes('careers algorithm'),
      );
      const typed = await searchResults(page);
      expect(typed.length).toBeGreaterThan(0);
      // The archive's articles have "algorithm" and no "career" (Pagefind alone matched their
      // "care" and found them): one index finds the careers pages only.
      for (const { href } of typed) expect(href).toMatch(/^\/en\/career/);
      // The same from the address: the server's first results (server/src/search/pagefind-vm.ts).
      const opened = await search(page, 'en', 'careers algorithm');
      expect(opened.map((r) => r.href)).toEqual(typed.map((r) => r.href));
      expectNoProblems(problems);
    });
  });

  it('says so when nothing is found, with links to the main sections', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const found = await search(page, 'en', 'qzxqzv');
      expect(found).toEqual([]);
      const nothing = page.locator('.search-page__nothing');
      await expect(nothing.locator('h2').textContent()).resolves.toContain('qzxqzv');
      const links = await nothing
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual([
        '/en/product',
        '/en/medical',
        '/en/company-news?type=1',
        '/en/career',
        '/en/contact',
      ]);
      await expect(page.locator('[role="status"]').textContent()).resolves.toContain('0 results');
    });
  });

  it('keeps the query in the address as the visitor types, and Back returns to the results', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await page.goto(at('en', '/search'));
      await waitForHydration(page);
      // An empty search page puts the field in focus.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe(
        'search',
      );
      await page.keyboard.type('glaucoma');
      await page.waitForURL(/\?q=glaucoma$/);
      const found = await searchResults(page);
      expect(found.length).toBeGreaterThan(0);
      await page.locator('.search-result a').first().click();
      await page.waitForURL((url) => !url.pathname.endsWith('/search'));
      await page.goBack();
      await page.waitForURL(/\/en\/search\?q=glaucoma$/);
      await waitForHydration(page);
      await expect(
        page.locator('.search-page__form input[type="search"]').inputValue(),
      ).resolves.toBe('glaucoma');
      expect((await searchResults(page)).length).toBe(found.length);
    });
  });

  it('loads Pagefind only on the search page', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/')) fetched.push(request.url());
      });
      await page.goto(at('en', '/home'));
      await waitForHydration(page);
      await page.waitForTimeout(1500);
      expect(fetched).toEqual([]);
    });
  });
});

describe('search from the header and the drawer', () => {
  it('works by keyboard alone from the header control (desktop)', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await page.goto(at('zh-hant', '/about'));
      await waitForHydration(page);
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.id === 'site-search-header');
      }
      expect(reached).toBe(true);
      // The field opens when it has focus, named in the page's language.
      const field = page.locator('#site-search-header');
      expect((await field.boundingBox())?.width).toBeGreaterThan(150);
      await expect(page.getByRole('search', { name: '搜尋本站' }).count()).resolves.toBe(1);
      await page.keyboard.type('青光眼');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/zh-hant\/search\?q=/);
      await waitForHydration(page);
      const found = await searchResults(page);
      expect(found.length).toBeGreaterThan(0);
      for (const { href } of found) expect(ofLanguage(href, '/zh-hant/'), href).toBe(true);
      // Tab from the field reaches the first result; Enter opens it.
      await page.locator('.search-page__form input[type="search"]').focus();
      const first = found[0]?.href ?? '';
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.closest('.search-result') !== null))
          break;
      }
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === first);
    });
  });

  it('has a search field at the top of the drawer on phones', async () => {
    const phone = {
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    };
    await withPage(harness(), phone, async (page) => {
      await page.goto(at('en', '/home'));
      await waitForHydration(page);
      await expect(page.locator('.site-search--header').isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const field = page.getByRole('dialog').getByRole('searchbox', { name: 'Search this site' });
      await field.fill('fundus camera');
      await field.press('Enter');
      await page.waitForURL(/\/en\/search\?q=fundus\+camera/);
      await waitForHydration(page);
      expect((await searchResults(page)).length).toBeGreaterThan(0);
    });
  });

  it('shows results at care mode sizes', async () => {
    await withPage(harness(), DESKTOP, async (page, { context }) => {
      await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
      const found = await search(page, 'zh-hans', '近视');
      expect(found.length).toBeGreaterThan(0);
      const sizes = await page.evaluate(() =>
        ['.search-result__excerpt', '.search-page__status', '.search-result__title'].map(
          (selector) =>
            Number.parseFloat(
              getComputedStyle(document.querySelector(selector) as Element).fontSize,
            ),
        ),
      );
      expect(sizes).toHaveLength(3);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(20);
    });
  });
});

describe('the desktop header has room for its tools', () => {
  const WIDTHS = [768, 900, 1024, 1200, 1280, 1366, 1440, 1536, 1920];
  it.each(LOCALES)('leaves no item under the tools and no sideways scroll (%s)', async (locale) => {
    await withPage(harness(), DESKTOP, async (page) => {
      const overlaps: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(at(locale, '/about'));
        await waitForHydration(page);
        const { gap, scroll } = await page.evaluate(() => {
          const last = [...document.querySelectorAll('.desktop-nav__top')]
            .at(-1)
            ?.getBoundingClientRect();
          const tools = document.querySelector('.site-header__tools')?.getBoundingClientRect();
          return {
            gap: (tools?.left ?? 0) - (last?.right ?? Number.POSITIVE_INFINITY),
            scroll: document.documentElement.scrollWidth - window.innerWidth,
          };
        });
        if (gap < 0 || scroll > 0)
          overlaps.push(`${width} px: gap ${gap}, sideways scroll ${scroll}`);
      }
      expect(overlaps).toEqual([]);
    });
  });
});
