/**
 * One sweep of every page in every language at two sizes: each page hydrates (its heading in its
 * language, no console errors or warnings) and has no axe violations. Both checks share the one
 * load of each page.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../src/config/paths';
import { loadPageContent } from '../src/content';
import { LOCALES } from '../src/i18n/locales';
import { axeOf } from './helpers/axe';
import { layOutInFull, waitForHydration } from './helpers/harness';
import { withPage } from './helpers/page';
import { axePages } from './helpers/urls';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

/** WCAG 2.0–2.2 A and AA rules (docs/design.md#budgets: zero violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SIZES = [
  ['mobile', 390, 844],
  ['desktop', 1440, 900],
] as const;

describe.each(LOCALES)('hydration and accessibility (axe), %s', (locale) => {
  it.each(SIZES)(
    'hydrates every route without console errors or warnings, and has no axe violations (%s)',
    { timeout: 300_000 },
    async (_, width, height) => {
      await withPage(harness(), { viewport: { width, height } }, async (page, { problems }) => {
        const failures: string[] = [];
        const pages = axePages(locale);
        expect(pages).toHaveLength(PAGE_IDS.length + 2);
        for (const { url, pageId } of pages) {
          await page.goto(url);
          await waitForHydration(page);
          // Hydrated in its language: the heading React rendered is the page's own.
          const { heading } = await loadPageContent(locale, pageId);
          const h1 = await page.locator('h1').textContent();
          if (h1 !== heading.title)
            failures.push(`${url} [${width}px] h1 "${h1}", not "${heading.title}"`);
          if (url.includes('?q=')) await page.waitForSelector('.search-result a');
          await layOutInFull(page);
          const { violations } = await axeOf(page).withTags(TAGS).analyze();
          for (const violation of violations) {
            const targets = violation.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ');
            failures.push(`${url} [${width}px] ${violation.id}: ${violation.help} — ${targets}`);
          }
          // Console errors and warnings (and uncaught exceptions) while the page loaded and ran.
          for (const problem of problems.splice(0)) failures.push(`${url} [${width}px] ${problem}`);
        }
        expect(failures).toEqual([]);
      });
    },
  );
});

// Lighthouse runs axe on the page as it loaded, before any input: the later blocks still left out
// of the layout (base.css, data-lazy-layout). A block taller than its placeholder must not spill,
// in the geometry axe reads, onto the next block's links (target-size "obscured"; issue 64).
describe('targets before the first input, at Lighthouse’s phone size', () => {
  it('no page in English has a target axe finds too small or obscured', { timeout: 300_000 }, () =>
    withPage(
      harness(),
      { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
      async (page) => {
        const pages = axePages('en');
        expect(pages).toHaveLength(PAGE_IDS.length + 2);
        const failures: string[] = [];
        for (const { url } of pages) {
          await page.goto(url);
          await waitForHydration(page);
          expect(
            await page.evaluate(() => document.documentElement.hasAttribute('data-lazy-layout')),
            url,
          ).toBe(true);
          const { violations } = await axeOf(page).withRules(['target-size']).analyze();
          for (const violation of violations)
            for (const node of violation.nodes) failures.push(`${url}: ${node.target.join(' ')}`);
        }
        expect(failures).toEqual([]);
      },
    ),
  );
});
