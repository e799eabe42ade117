/**
 * `npm run bench:search [-- --json FILE]`: site search on the current build (issue 38).
 *
 * 1. Indexes the build in DIST_DIR (default dist) again, timed: the build's `⏱ search index`
 *    step (with its files' compressed copies, without the search pages' links that follow it), and the index size per language.
 * 2. Serves the build and opens each language's search page in Chromium with Slow 4G emulated
 *    as the other benchmarks do (lib/slow-4g.ts), the CPU slowed `--cpu` times (default 4, as
 *    Lighthouse's phone): the time from opening `/search?q=…` (empty cache) to the first result
 *    on screen, with the bytes of Pagefind's script, WebAssembly and index fetched for it; and
 *    the time from pressing Enter in the drawer's search field of another page (/about), after
 *    focusing it warmed the search page (issue 46), to the first result. Median of `--runs`
 *    (default 3); `--trace` prints each request of the first cold and header run
 *    (lib/search-trace.ts). The machine's load average is printed beside the figures.
 * 3. Ten queries per language (words inside compounds, English words, a product name, a typo):
 *    the number of results and the first three titles.
 * Prints Markdown for BENCHMARKS.md ("Issue 38").
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startHarness } from '../e2e/helpers/harness';
import { LOCALE_INFO, type Locale } from '../src/i18n/locales';
import { loadCollectionsOrExit } from './collections';
import { entryDatesOf } from './lib/collections/entry-pages';
import { fileSearchRecords } from './lib/collections/search-records';
import { BuildCache } from './lib/prerender/cache';
import { finishSearchIndex } from './lib/prerender/search-preloads';
import { QUERIES } from './lib/search-queries';
import { chainTable, startSearchTrace } from './lib/search-trace';
import { emulateSlow4G, openPhonePage } from './lib/slow-4g';
import { DIST_DIR } from './lib/vite-manifest';
import {
  describeSearchIndex,
  type SearchIndexStats,
  searchArchiveYear,
  writeSearchIndex,
} from './search-index';

/** Each language's pages and index bytes, both bundles together (what a visitor may fetch). */
function bothBundles(stats: SearchIndexStats): Record<string, { pages: number; bytes: number }> {
  const languages: Record<string, { pages: number; bytes: number }> = {};
  for (const bundle of [stats.current, stats.archive]) {
    for (const [language, s] of Object.entries(bundle?.languages ?? {})) {
      const sum = languages[language] ?? { pages: 0, bytes: 0 };
      languages[language] = { pages: sum.pages + s.pages, bytes: sum.bytes + s.bytes };
    }
  }
  return languages;
}

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    trace: { type: 'boolean', default: false },
  },
});
/** CPU slowdown of the phone (Lighthouse's mobile preset: 4). */
const cpu = Math.max(1, Number(values.cpu) || 4);
const runs = Math.max(1, Number(values.runs) || 3);

const FIRST_RESULT_QUERY: Record<Locale, string> = {
  'zh-hans': '糖网',
  'zh-hant': '視網膜',
  en: 'myopia',
};

const cache = BuildCache.open();
const loaded = await loadCollectionsOrExit();
const started = Date.now();
const stats = await writeSearchIndex(DIST_DIR, fileSearchRecords(loaded), cache, {
  before: searchArchiveYear(),
  dates: entryDatesOf(loaded),
});
const indexSeconds = (Date.now() - started) / 1000;
await finishSearchIndex(DIST_DIR, stats, cache);
console.log(describeSearchIndex(stats));

const harness = await startHarness({ anyBuildOrigin: true });
console.log(
  `Serving ${process.env.DIST_DIR ?? 'dist'}/, the build made for SITE_URL=${harness.builtFor}`,
);
const { origin } = harness;

async function waitForResults(page: Page) {
  await page.waitForFunction(
    () =>
      /\d/.test(document.querySelector('.search-page__status')?.textContent ?? '') &&
      !document.querySelector('.search-result--pending'),
    null,
    { timeout: 120_000 },
  );
}

/**
 * When the first result was on screen, in ms since the epoch: with the page's first paint if it
 * came in the page's HTML (the server's results, with their `#search-seed` block: the document
 * was parsed up to them before it painted), else when the wait for it ended (`found`, the page
 * searched itself and drew it after its first paint). Playwright's wait alone would add its own
 * polling on the slowed CPU, and `goto` or `waitForURL` would wait for the load event, which
 * comes after every preload (Pagefind's WebAssembly) has arrived.
 */
async function firstResultAt(page: Page, found: number): Promise<number> {
  const painted = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        if (!document.getElementById('search-seed')) resolve(null);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(performance.timeOrigin + entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  return painted ?? found;
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const traces: string[] = [];

/** Opening the search page with an empty cache: ms to the first result, and what it fetched. */
async function coldRun(locale: Locale, query: string, trace: boolean) {
  const prefix = LOCALE_INFO[locale].prefix;
  const { context, page, cdp } = await openPhonePage(harness, cpu);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytes = { pagefind: 0, total: 0 };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    bytes.total += event.encodedDataLength;
    if (urls.get(event.requestId)?.includes('/pagefind/'))
      bytes.pagefind += event.encodedDataLength;
  });
  const tracing = trace ? await startSearchTrace(page, cdp, `${prefix}/search`) : undefined;
  const opened = Date.now();
  await page.goto(`${origin}${prefix}/search?q=${encodeURIComponent(query)}`, {
    waitUntil: 'commit',
  });
  await page.waitForSelector('.search-result a', { timeout: 120_000 });
  const ms = (await firstResultAt(page, Date.now())) - opened;
  // What the page fetched: everything it asks for until its load event.
  await page.waitForLoadState('load');
  if (tracing) traces.push(`${locale}, opened cold:\n\n${chainTable(await tracing.stop())}`);
  return { context, page, cdp, ms, bytes };
}

/**
 * From another page (/about) on the phone: the drawer opened, its search field focused (which
 * warms the search page), the query typed once the warm-up has arrived, then Enter: ms from Enter
 * to the first result.
 */
async function headerRun(locale: Locale, query: string, trace: boolean): Promise<number> {
  const prefix = LOCALE_INFO[locale].prefix;
  // Not openPhonePage's context: the route that blocks other origins there also turns off
  // Chromium's HTTP cache, which this run is about. The CSP (default-src 'self') keeps the pages
  // on the origin; a request elsewhere fails the run.
  const context = await harness.browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlow4G(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
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
  const quiet = async (ms: number) => {
    await page.waitForTimeout(100);
    while (inFlight > 0 || Date.now() - quietSince < ms) await page.waitForTimeout(100);
  };
  await page.goto(`${origin}${prefix}/about`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 120_000 });
  await quiet(1000);
  await page.locator('.mobile-drawer__toggle').click();
  const field = page.locator('#site-search-drawer');
  await field.focus();
  // The visitor types meanwhile; the figure is for a query entered once the warm-up is in.
  await quiet(500);
  await field.fill(query);
  const tracing = trace ? await startSearchTrace(page, cdp, `${prefix}/search`) : undefined;
  const pressed = Date.now();
  await field.press('Enter');
  await page.waitForURL(/\/search\?q=/, { timeout: 120_000, waitUntil: 'commit' });
  await page.waitForSelector('.search-result a', { timeout: 120_000 });
  const ms = (await firstResultAt(page, Date.now())) - pressed;
  if (elsewhere.length > 0) throw new Error(`Requests to other origins: ${elsewhere.join(', ')}`);
  if (tracing)
    traces.push(
      `${locale}, from the drawer's field of /about:\n\n${chainTable(await tracing.stop())}`,
    );
  await context.close();
  return ms;
}

const firstResult: Record<
  string,
  {
    ms: number;
    runs: number[];
    headerMs: number;
    headerRuns: number[];
    pagefindKB: number;
    totalKB: number;
    load: string;
  }
> = {};
const table: Record<string, { query: string; count: number; top: string[] }[]> = {};
for (const locale of Object.keys(QUERIES) as Locale[]) {
  const prefix = LOCALE_INFO[locale].prefix;
  const query = FIRST_RESULT_QUERY[locale];
  const cold: number[] = [];
  const header: number[] = [];
  let fetched = { pagefind: 0, total: 0 };
  const loadAtStart = load();
  for (let run = 0; run < runs; run++) {
    const { context, ms, bytes } = await coldRun(locale, query, values.trace && run === 0);
    cold.push(ms);
    fetched = bytes;
    await context.close();
    header.push(await headerRun(locale, query, values.trace && run === 0));
  }
  firstResult[locale] = {
    ms: median(cold),
    runs: cold,
    headerMs: median(header),
    headerRuns: header,
    pagefindKB: Math.round(fetched.pagefind / 1024),
    totalKB: Math.round(fetched.total / 1024),
    load: `${loadAtStart}–${load()}`,
  };
  // The ten queries, on an unthrottled page.
  const { context, page, cdp } = await openPhonePage(harness);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  table[locale] = [];
  for (const q of QUERIES[locale]) {
    await page.goto(`${origin}${prefix}/search?q=${encodeURIComponent(q)}`);
    await waitForResults(page);
    const status = (await page.locator('.search-page__status').textContent()) ?? '';
    const top = await page
      .locator('.search-result__title')
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.textContent ?? ''));
    table[locale].push({ query: q, count: Number(/\d+/.exec(status)?.[0] ?? 0), top });
  }
  await context.close();
}
await harness.close();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const lines = [
  `Index (${stats.pages} pages), rebuilt in ${indexSeconds.toFixed(1)} s; Pagefind folders ${kb(stats.current.totalBytes)} (current)${stats.archive ? ` and ${kb(stats.archive.totalBytes)} (archive, entries before ${stats.archiveBefore})` : ''}.`,
  `Slow 4G, CPU ×${cpu}, median of ${runs} (each run in brackets).`,
  '',
  '| language | pages | index size | first result, search page opened | from the header after focusing it | fetched, opened (Pagefind / all) | load average |',
  '|---|---|---|---|---|---|---|',
  ...Object.entries(bothBundles(stats)).map(([language, s]) => {
    const first = firstResult[language];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return first
      ? `| ${language} | ${s.pages} | ${kb(s.bytes)} | ${seconds(first.ms)} (${first.runs.map(seconds).join(', ')}) | ${seconds(first.headerMs)} (${first.headerRuns.map(seconds).join(', ')}) | ${first.pagefindKB} KB / ${first.totalKB} KB | ${first.load} |`
      : `| ${language} | ${s.pages} | ${kb(s.bytes)} | – | – | – | – |`;
  }),
  '',
  '| language | query | results | first three |',
  '|---|---|---|---|',
  ...Object.entries(table).flatMap(([language, rows]) =>
    rows.map(
      (row) =>
        `| ${language} | ${row.query} | ${row.count} | ${row.top.map((t, i) => `${i + 1}. ${t}`).join('<br>') || '–'} |`,
    ),
  ),
];
console.log(lines.join('\n'));
if (traces.length > 0) console.log(`\n${traces.join('\n\n')}`);
if (values.json) {
  writeFileSync(values.json, JSON.stringify({ stats, indexSeconds, firstResult, table }, null, 2));
}
