/**
 * The sweep of every page of a language at one size (a11y-phone.spec.ts, a11y-desktop.spec.ts):
 * each page is loaded once, as a visitor first sees it, and checked twice.
 *
 * 1. As loaded: it hydrates in its language (its heading is the page's own), no console errors or
 *    warnings, and no axe violations of WCAG 2.0–2.2 A and AA.
 * 2. In care mode, switched on with the page's own switch (the header's on a desktop, the menu
 *    drawer's on a phone: what a visitor presses): axe with AAA contrast, no text under 16 px,
 *    and on the phone the 320 px reflow (docs/design.md#care-mode).
 *
 * One load serves both: a page switched to care mode renders what a page loaded in care mode
 * renders once it has hydrated (the same attribute, the same stylesheet, the same React state;
 * state/care-mode.ts). The start-up path of a care-mode load (the stylesheet before the first
 * paint) is care-mode.spec.ts's. The choice is taken out of storage again before the next page.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PAGE_IDS } from '../../src/config/paths';
import { loadPageContent } from '../../src/content';
import type { Locale } from '../../src/i18n/locales';
import { CARE_STORAGE_KEY } from '../../src/state/care-mode';
import { axeOf } from './axe';
import { type Harness, IPHONE_UA, layOutInFull, waitForHydration } from './harness';
import { withPage } from './page';
import { smallestText } from './text-size';
import { axePages } from './urls';

/** WCAG 2.0–2.2 A and AA rules (docs/design.md#budgets: zero violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** In care mode: the same rules, plus AAA contrast (7:1, docs/design.md#care-mode). */
const CARE_RULES = [
  ...axe
    .getRules(TAGS)
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => rule.ruleId),
  'color-contrast-enhanced',
];

/** The two sizes every page is checked at. The phone is a phone: its user agent, touch. */
export const SIZES = {
  phone: {
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

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
  await nextFrames(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(size);
  return width;
}

function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Switches care mode on as a visitor does: the header's switch on a desktop; on a phone the
 * drawer's (open the menu, press it, close the menu). Waits until its stylesheet applies and,
 * where the browser can speak, the read-aloud bar (loaded on demand) is there.
 */
async function switchCareModeOn(page: Page, phone: boolean) {
  if (phone) {
    await page.locator('.mobile-drawer__toggle').click();
    const drawer = page.locator('dialog.mobile-drawer[open]');
    await drawer.locator('.care-toggle--drawer').click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.mobile-drawer[open]'));
  } else {
    await page.locator('.care-toggle--header').click();
  }
  await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-care-styles]');
    const speaks = typeof window.speechSynthesis?.speak === 'function';
    return (
      document.documentElement.hasAttribute('data-care') &&
      link?.sheet &&
      (!speaks || document.querySelector('.read-aloud'))
    );
  });
  await nextFrames(page);
}

/** Every page of `locale` at one size, in and out of care mode; fails with the whole list. */
export async function sweepLanguage(
  harness: Pick<Harness, 'browser' | 'origin'>,
  locale: Locale,
  size: keyof typeof SIZES,
): Promise<void> {
  const options = SIZES[size];
  const { width, height } = options.viewport;
  const phone = size === 'phone';
  await withPage(harness, options, async (page, { problems }) => {
    const failures: string[] = [];
    const pages = axePages(locale);
    expect(pages).toHaveLength(PAGE_IDS.length + 2);
    for (const { url, pageId } of pages) {
      const at = `${url} [${width}px]`;
      await page.goto(url);
      await waitForHydration(page);
      // Hydrated in its language: the heading React rendered is the page's own.
      const { heading } = await loadPageContent(locale, pageId);
      const h1 = await page.locator('h1').textContent();
      if (h1 !== heading.title) failures.push(`${at} h1 "${h1}", not "${heading.title}"`);
      if (url.includes('?q=')) await page.waitForSelector('.search-result a');
      await layOutInFull(page);
      const { violations } = await axeOf(page).withTags(TAGS).analyze();
      for (const violation of violations) {
        const targets = violation.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ');
        failures.push(`${at} ${violation.id}: ${violation.help} — ${targets}`);
      }

      await switchCareModeOn(page, phone);
      const care = `${at} care mode`;
      // No text under 16 px anywhere (docs/design.md#care-mode).
      const smallest = await smallestText(page);
      if (smallest.px < 16) failures.push(`${care}: text of ${smallest.px}px: ${smallest.where}`);
      const { violations: careViolations } = await axeOf(page).withRules(CARE_RULES).analyze();
      for (const violation of careViolations) {
        const targets = violation.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
          .join(' | ');
        failures.push(`${care} ${violation.id}: ${targets}`);
      }
      // Reflow: no sideways scrolling on a 320 px wide phone.
      if (phone) {
        const scrollWidth = await widthAtReflow(page, { width, height });
        if (scrollWidth > REFLOW.width)
          failures.push(`${care} [${REFLOW.width}px] scrolls sideways: ${scrollWidth}px`);
      }
      // Console errors and warnings (and uncaught exceptions) while the page loaded and ran.
      for (const problem of problems.splice(0)) failures.push(`${at} ${problem}`);
      // The next page loads as a first visit does, care mode off.
      await page.evaluate((key) => localStorage.removeItem(key), CARE_STORAGE_KEY);
    }
    expect(failures).toEqual([]);
  });
}
