import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales';
import {
  type Harness,
  isolatedContext,
  layOutInFull,
  startHarness,
  waitForHydration,
} from './helpers/harness';
import { axeUrls } from './helpers/urls';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** WCAG 2.0–2.2 A and AA rules (docs/design.md#budgets: zero violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SIZES = [
  ['mobile', 390, 844],
  ['desktop', 1440, 900],
] as const;

describe.each(LOCALES)('accessibility (axe), %s', (locale) => {
  it.each(SIZES)(
    'has no violations on any route (%s)',
    { timeout: 300_000 },
    async (_, width, height) => {
      const context = await isolatedContext(harness, { viewport: { width, height } });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const url of axeUrls(locale)) {
        await page.goto(url);
        await waitForHydration(page);
        if (url.includes('?q=')) await page.waitForSelector('.search-result a');
        await layOutInFull(page);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        for (const violation of violations) {
          const targets = violation.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ');
          failures.push(`${url} [${width}px] ${violation.id}: ${violation.help} — ${targets}`);
        }
      }
      expect(failures).toEqual([]);
      await context.close();
    },
  );
});
