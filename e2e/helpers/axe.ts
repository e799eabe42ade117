import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core for one page, run in the page itself (@axe-core/playwright's legacy mode) and keeping
 * only violations: about a third faster than the default, which finishes every run in a new page
 * so that cross-origin frames can be checked. Our pages have no frames of another origin (the
 * tests block other origins). Add `.withTags(…)` or `.withRules(…)`, then `.analyze()`.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
