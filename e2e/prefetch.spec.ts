/**
 * Instant navigation (docs/design.md#budgets): pointing at or focusing a link fetches the next
 * page's code before the click; not with Save-Data; a failed prefetch costs nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { waitForHydration } from './helpers/harness';
import { withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const INVESTOR_PAGE = /\/assets\/investor-page-[\w-]+\.js$/;

/** Loads `url` in `page` until the network is idle; `requested`: the URLs it requests from then. */
async function open(page: Page, url: string) {
  page.setDefaultTimeout(10_000);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { page, requested };
}

/** Waits until no request has started for half a second: a prefetched chunk's imports follow it. */
async function settled(requested: string[]) {
  let count = -1;
  while (count !== requested.length) {
    count = requested.length;
    await new Promise((done) => setTimeout(done, 500));
  }
}

const investorLink = (page: Page) => page.locator('footer a[href="/investor"]').first();

describe('intent prefetch', () => {
  it('fetches the next page when a link is pointed at or focused, before the click', async () => {
    await withPage(harness(), DESKTOP, async (first, { context }) => {
      const { page, requested } = await open(first, '/about');
      expect(requested.some((url) => INVESTOR_PAGE.test(url))).toBe(false);
      await investorLink(page).hover();
      await expect.poll(() => requested.some((url) => INVESTOR_PAGE.test(url))).toBe(true);
      await settled(requested);
      const before = requested.length;
      // The click then needs nothing more of the page's code from the network.
      const investor = await loadPageContent('zh-hans', 'investor');
      await investorLink(page).click();
      await page.locator('h1', { hasText: investor.heading.title }).waitFor();
      expect(requested.slice(before).filter((url) => url.endsWith('.js'))).toEqual([]);

      // Focus does it too (keyboard visitors).
      const second = await open(await context.newPage(), '/privacy');
      await investorLink(second.page).focus();
      await expect.poll(() => second.requested.some((url) => INVESTOR_PAGE.test(url))).toBe(true);
    });
  });

  it('does not prefetch with Save-Data on', async () => {
    await withPage(harness(), DESKTOP, async (first, { context }) => {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true, effectiveType: '4g' },
          configurable: true,
        });
      });
      const { page, requested } = await open(first, '/about');
      await investorLink(page).hover();
      // Nothing to wait for but time: a prefetch would have started within it.
      await page.waitForTimeout(500);
      expect(requested.some((url) => INVESTOR_PAGE.test(url))).toBe(false);
    });
  });

  it('costs nothing when the prefetch fails: the click still opens the page', async () => {
    await withPage(harness(), DESKTOP, async (first, { context }) => {
      let refuse = true;
      await context.route(INVESTOR_PAGE, (route) => (refuse ? route.abort() : route.continue()));
      const { page } = await open(first, '/about');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The prefetch is refused (the wait ends once it has failed, not after a fixed time).
      const refused = page.waitForEvent('requestfailed', (request) =>
        INVESTOR_PAGE.test(request.url()),
      );
      await investorLink(page).hover();
      await refused;
      refuse = false;
      const investor = await loadPageContent('zh-hans', 'investor');
      await investorLink(page).click();
      await page.locator('h1', { hasText: investor.heading.title }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
