/**
 * `npm run nav-timing [-- --runs 3] [-- --cpu 4]`: how long a client-side navigation takes from the click to
 * the new page's heading, on a phone-like Slow 4G profile (Lighthouse's: 562.5 ms RTT, 1.4 Mbps
 * down; `--cpu 4` adds its CPU slowdown), with the intent prefetch (the visitor points at the link, the page's code and
 * content arrive, then the click) and without it (a click with no pointing first, as a script
 * or an assistive technology may send). Serves the build (dist/, or DIST_DIR) on loopback,
 * drives Debian's Chromium. Prints the median of `--runs` per link and mode
 * (docs/design.md#budgets: ≤ 100 ms with the prefetch).
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startHarness } from '../e2e/helpers/harness';
import type { PageId } from '../src/config/paths';
import { openPhonePage } from './lib/slow-4g';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, cpu: { type: 'string', default: '1' } },
});
const runs = Math.max(1, Number(values.runs) || 3);
/** CPU slowdown (Lighthouse's mobile preset uses 4). */
const cpu = Math.max(1, Number(values.cpu) || 1);

/** From a page, by a link shown on a phone, to another page: a spread of page sizes. */
const JOURNEYS: [string, PageId][] = [
  ['/about', 'investor'],
  ['/investor', 'career'],
  ['/career', 'contact'],
  ['/home', 'story'],
  ['/contact', 'investor'],
];

const harness = await startHarness({ anyBuildOrigin: true });
console.log(
  `Serving ${process.env.DIST_DIR ?? 'dist'}/, the build made for SITE_URL=${harness.builtFor}`,
);
const { origin } = harness;

async function throttled(): Promise<Page> {
  return (await openPhonePage(harness, cpu)).page;
}

/** The text of a page's `h1`, from its prerendered HTML. */
async function headingOf(path: string): Promise<string> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1.replace(/<[^>]+>/g, '').trim();
}

/** Milliseconds from the click to the new page's heading. */
async function navigate(from: string, to: PageId, prefetch: boolean): Promise<number> {
  const page = await throttled();
  const heading = await headingOf(`/${to}`);
  await page.goto(from);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const link = page.locator(`a[href="/${to}"]:visible`).first();
  await link.scrollIntoViewIfNeeded();
  if (prefetch) {
    // Point at the link, then wait until what that fetched has arrived (no request in flight
    // for a second; waitForLoadState('networkidle') would return at once, the page load being
    // idle already).
    let inFlight = 0;
    let quietSince = Date.now();
    page.on('request', () => {
      inFlight += 1;
    });
    const settle = () => {
      inFlight -= 1;
      quietSince = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await link.hover();
    await page.waitForTimeout(100);
    while (inFlight > 0 || Date.now() - quietSince < 1000) await page.waitForTimeout(100);
  }
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
    const link = [...document.querySelectorAll(${JSON.stringify(`a[href="/${to}"]`)})].find((a) => a.offsetParent);
    const started = performance.now();
    (function check() {
      const h1 = document.querySelector('main h1');
      if (h1 && h1.textContent.includes(${JSON.stringify(heading)})) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    })();
    // A click with no pointer events before it: the prefetch (if any) happened above.
    link.click();
  })`);
  await page.context().close();
  return elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows: string[] = [];
for (const [from, to] of JOURNEYS) {
  const withPrefetch: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    without.push(await navigate(from, to, false));
    withPrefetch.push(await navigate(from, to, true));
  }
  rows.push(
    `${`${from} → /${to}`.padEnd(28)}${`${Math.round(median(withPrefetch))} ms`.padEnd(16)}${Math.round(median(without))} ms`,
  );
}
console.log(`Click to new heading, Slow 4G, CPU ×${cpu}, median of ${runs}\n`);
console.log(`${'navigation'.padEnd(28)}${'with prefetch'.padEnd(16)}without`);
for (const row of rows) console.log(row);
await harness.close();
