import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import {
  type Harness,
  IPHONE_UA,
  isolatedContext,
  layOutInFull,
  startHarness,
  waitForHydration,
} from './helpers/harness';
import { smallestText } from './helpers/text-size';
import { axeUrls } from './helpers/urls';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

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

describe.each(LOCALES)(
  'accessibility in care mode (axe with AAA contrast, text ≥ 16 px), %s',
  (locale) => {
    it.each(SIZES)(
      'has no violations on any route (%s)',
      { timeout: 300_000 },
      async (name, width, height) => {
        const context = await isolatedContext(harness, {
          viewport: { width, height },
          ...(name === 'mobile' ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
        });
        await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
        const page = await context.newPage();
        const failures: string[] = [];
        for (const url of axeUrls(locale)) {
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
          const { violations } = await new AxeBuilder({ page }).withRules(RULES).analyze();
          for (const violation of violations) {
            const targets = violation.nodes
              .slice(0, 4)
              .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
              .join(' | ');
            failures.push(`${url} [${width}px] ${violation.id}: ${targets}`);
          }
        }
        expect(failures).toEqual([]);
        await context.close();
      },
    );
  },
);
