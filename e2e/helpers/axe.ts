import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once per spec file. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Contexts that load axe-core into every new document (below). */
const installed = new WeakSet<object>();

/**
 * Makes `window.axe` exist in the page. The first time in a context, axe-core goes into the page
 * by `evaluate`, and into every later document of the context as an init script: the renderer
 * then compiles the same 500 kB once and takes it from V8's cache afterwards, where an
 * `evaluate` of the source (as @axe-core/playwright does on every call) compiles it afresh each
 * time, which cost more than the checks themselves on the sweeps of every page (helpers/a11y-sweep.ts). axe-core only defines `window.axe` and a message listener for frames.
 */
async function ensureAxe(page: Page): Promise<void> {
  const context = page.context();
  if (!installed.has(context)) {
    installed.add(context);
    await context.addInitScript({ content: AXE_SOURCE });
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** An axe-core run on one page, set up by chaining (`axeOf(page).withTags(…).analyze()`). */
export interface AxeRun {
  /** Checks only inside the elements that match `selector` (default: the whole document). */
  include(selector: string): AxeRun;
  /** Runs the rules of these tags (e.g. `wcag2aa`). */
  withTags(tags: string[]): AxeRun;
  /** Runs these rules only. */
  withRules(rules: string[]): AxeRun;
  /** Runs axe-core in the page: its violations (the only result type kept). */
  analyze(): Promise<AxeResults>;
}

/**
 * axe-core for one page, run in the page itself and keeping only violations (what the tests look
 * at, and faster than collecting passes). Our pages have no frames of another origin (the tests
 * block other origins). Add `.include(…)`, `.withTags(…)` or `.withRules(…)`, then `.analyze()`.
 */
export function axeOf(page: Page): AxeRun {
  let context: ElementContext | undefined;
  let runOnly: RunOptions['runOnly'];
  const run: AxeRun = {
    include(selector) {
      context = { include: [selector] };
      return run;
    },
    withTags(tags) {
      runOnly = { type: 'tag', values: tags };
      return run;
    },
    withRules(rules) {
      runOnly = { type: 'rule', values: rules };
      return run;
    },
    async analyze() {
      await ensureAxe(page);
      const options: RunOptions = { resultTypes: ['violations'], ...(runOnly ? { runOnly } : {}) };
      // Passed as JSON (axe-core's own types are too deep for Playwright's serialisable check).
      const results: unknown = await page.evaluate(
        async ({ where, how }) => {
          const { axe } = window as unknown as { axe: typeof import('axe-core') };
          const options = JSON.parse(how) as RunOptions;
          return JSON.stringify(await axe.run(JSON.parse(where) ?? document, options));
        },
        { where: JSON.stringify(context ?? null), how: JSON.stringify(options) },
      );
      return JSON.parse(String(results)) as AxeResults;
    },
  };
  return run;
}
