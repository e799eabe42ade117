/**
 * One sweep of every page in every language at two sizes in care mode: axe with AAA contrast, no
 * text under 16 px, and on the phone the 320 px reflow (docs/design.md#care-mode). All checks
 * share the one load of each page.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../src/config/paths';
import { LOCALES } from '../src/i18n/locales';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { axeOf } from './helpers/axe';
import { IPHONE_UA, layOutInFull, waitForHydration } from './helpers/harness';
import { withPage } from './helpers/page';
import { smallestText } from './helpers/text-size';
import { axePages } from './helpers/urls';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

/** WCAG 2.0–2.2 A and AA rules, plus AAA contrast (7:1, docs/design.md#care-mode). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const RULES = [
  ...axe
    .getRules(TAGS)
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => rule.ruleId),
  'color-contrast-enhanced',
];

const SIZES = [
  ['mobile', 390, 844],
  ['desktop', 1440, 900],
] as const;

/** The reflow width (WCAG 1.4.10: 320 CSS px) and the screen height the check uses with it. */
const REFLOW = { width: 320, height: 640 };

/**
 * The page's width at the reflow size. The phone's page is resized to it, not loaded again:
 * layout is CSS alone (one breakpoint, 768 px: src/styles/tokens.css; no script reads the
 * width), so 390 px and 320 px render the same markup, and a visitor who zooms resizes a loaded
 * page too. Two frames let the browser lay the page out again and run any resize handler.
 */
async function widthAtReflow(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(REFLOW);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(size);
  return width;
}

describe.each(LOCALES)(
  'accessibility in care mode (axe with AAA contrast, text ≥ 16 px, 320 px reflow), %s',
  (locale) => {
    it.each(SIZES)(
      'has no violations on any route (%s)',
      { timeout: 300_000 },
      async (name, width, height) => {
        const phone = name === 'mobile';
        await withPage(
          harness(),
          {
            viewport: { width, height },
            ...(phone ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
          },
          async (page, { context }) => {
            await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
            const failures: string[] = [];
            const pages = axePages(locale);
            expect(pages).toHaveLength(PAGE_IDS.length + 2);
            for (const { url } of pages) {
              await page.goto(url);
              await waitForHydration(page);
              if (url.includes('?q=')) await page.waitForSelector('.search-result a');
              await layOutInFull(page);
              expect(
                await page.evaluate(() => document.documentElement.hasAttribute('data-care')),
              ).toBe(true);
              // No text under 16 px anywhere (docs/design.md#care-mode).
              const smallest = await smallestText(page);
              if (smallest.px < 16)
                failures.push(`${url} [${width}px] text of ${smallest.px}px: ${smallest.where}`);
              const { violations } = await axeOf(page).withRules(RULES).analyze();
              for (const violation of violations) {
                const targets = violation.nodes
                  .slice(0, 4)
                  .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
                  .join(' | ');
                failures.push(`${url} [${width}px] ${violation.id}: ${targets}`);
              }
              // Reflow: no sideways scrolling on a 320 px wide phone.
              if (phone) {
                const scrollWidth = await widthAtReflow(page, { width, height });
                if (scrollWidth > REFLOW.width)
                  failures.push(`${url} [${REFLOW.width}px] scrolls sideways: ${scrollWidth}px`);
              }
            }
            expect(failures).toEqual([]);
          },
        );
      },
    );
  },
);
