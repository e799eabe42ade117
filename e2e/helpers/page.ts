/**
 * How a browser test opens a page (docs/conventions.md, "Browser tests"):
 *
 *   const harness = useHarness();                     // the file's server and Chromium
 *
 *   it('…', () =>
 *     withPage(harness(), { viewport: { width: 390, height: 844 } }, async (page, { problems }) => {
 *       await page.goto('/en/contact');
 *       await waitForHydration(page);
 *       …
 *       expectNoProblems(problems);
 *     }));
 *
 * - `withPage(harness, options, run)`: a fresh context on the harness that refuses every other
 *   origin (isolatedContext; `options` are Playwright's context options, `{}` for none) and a page
 *   in it; `run` gets the page, the context (for init scripts, routes, a second page) and the
 *   page's problems. The context closes when `run` ends, whether it passed or threw. Returns what
 *   `run` returns.
 * - `expectNoProblems(problems, where?)`: the one check that the page logged no console error or
 *   warning and threw no uncaught exception (collectProblems) since it opened, or since the test
 *   last emptied the list (`problems.splice(0)`); `where` goes into the failure message.
 * - `axeOf(page)` (./axe.ts) for accessibility checks; `useHarness` (./use-harness.ts) for the
 *   file's harness. A test without a harness of its own passes `{ browser, origin }`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectProblems, type Harness, isolatedContext } from './harness';

/** Playwright's options for a new context (viewport, userAgent, javaScriptEnabled, …). */
export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/** What `withPage` gives its callback besides the page. */
export interface PageTools {
  context: BrowserContext;
  /** The page's console errors and warnings and uncaught exceptions, as they come. */
  problems: string[];
}

/** Opens a page in a fresh isolated context, runs `run` with it, and always closes the context. */
export async function withPage<T>(
  harness: Pick<Harness, 'browser' | 'origin'>,
  options: ContextOptions,
  run: (page: Page, tools: PageTools) => Promise<T>,
): Promise<T> {
  const context = await isolatedContext(harness, options);
  try {
    const page = await context.newPage();
    return await run(page, { context, problems: collectProblems(page) });
  } finally {
    await context.close();
  }
}

/**
 * Fails with the list if the page logged a console error or warning or threw (collectProblems);
 * `where` (a URL, a language) goes into the failure message.
 */
export function expectNoProblems(problems: readonly string[], where?: string): void {
  const what = 'console errors and warnings, uncaught exceptions';
  expect(problems, where ? `${where}: ${what}` : what).toEqual([]);
}
