/**
 * Every page in every language on a phone (390 × 844), loaded once and checked as loaded and in
 * care mode (helpers/a11y-sweep.ts); and the targets Lighthouse checks before any input.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../src/config/paths';
import { LOCALES } from '../src/i18n/locales';
import { sweepLanguage } from './helpers/a11y-sweep';
import { axeOf } from './helpers/axe';
import { waitForHydration } from './helpers/harness';
import { withPage } from './helpers/page';
import { axePages } from './helpers/urls';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

describe.each(LOCALES)('every page on a phone, %s', (locale) => {
  it(
    'hydrates without console problems and has no axe violations, nor in care mode (AAA contrast, text ≥ 16 px, 320 px reflow)',
    { timeout: 400_000 },
    () => sweepLanguage(harness(), locale, 'phone'),
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
