/**
 * `npm run bench:search [-- --json FILE]`: site search on the current build (issue 38).
 *
 * 1. Indexes the build in DIST_DIR (default dist) again, timed: the build's `⏱ search index`
 *    step, and the index size per language.
 * 2. Serves the build and opens each language's search page in Chromium with Slow 4G emulated
 *    as the other benchmarks do (lib/slow-4g.ts): the time from opening
 *    `/search?q=…` (empty cache) to the first result on screen, with the bytes of Pagefind's
 *    script, WebAssembly and index fetched for it.
 * 3. Ten queries per language (words inside compounds, English words, a product name, a typo):
 *    the number of results and the first three titles.
 * Prints Markdown for BENCHMARKS.md ("Issue 38").
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startHarness } from '../e2e/helpers/harness';
import { LOCALE_INFO, type Locale } from '../src/i18n/locales';
import { openPhonePage } from './lib/slow-4g';
import { DIST_DIR } from './lib/vite-manifest';
import { describeSearchIndex, writeSearchIndex } from './search-index';

const { values } = parseArgs({ options: { json: { type: 'string' } } });

const QUERIES: Record<Locale, string[]> = {
  'zh-hans': [
    '糖网',
    '青光眼',
    '视网膜',
    '近视',
    '眼底相机',
    '糖尿病视网膜病变筛查',
    '白内障',
    '医疗大模型',
    '招聘 算法',
    '青光演',
  ],
  'zh-hant': [
    '糖網',
    '青光眼',
    '視網膜',
    '近視',
    '眼底相機',
    '弱視',
    '白內障',
    '健康風險評估',
    '投資者',
    '視綱膜',
  ],
  en: [
    'myopia',
    'glaucoma',
    'retina',
    'diabetic retinopathy',
    'fundus camera',
    'cataract',
    'PACS',
    'large language model',
    'careers algorithm',
    'glaucomma',
  ],
};
const FIRST_RESULT_QUERY: Record<Locale, string> = {
  'zh-hans': '糖网',
  'zh-hant': '視網膜',
  en: 'myopia',
};

const started = Date.now();
const stats = await writeSearchIndex(DIST_DIR);
const indexSeconds = (Date.now() - started) / 1000;
console.log(describeSearchIndex(stats));

const harness = await startHarness();
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

const firstResult: Record<string, { ms: number; pagefindKB: number; totalKB: number }> = {};
const table: Record<string, { query: string; count: number; top: string[] }[]> = {};
for (const locale of Object.keys(QUERIES) as Locale[]) {
  const prefix = LOCALE_INFO[locale].prefix;
  // Slow 4G, empty cache: a visitor opening search from the header.
  const { context, page, cdp } = await openPhonePage(harness);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytes = { pagefind: 0, total: 0 };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    bytes.total += event.encodedDataLength;
    if (urls.get(event.requestId)?.includes('/pagefind/'))
      bytes.pagefind += event.encodedDataLength;
  });
  const query = FIRST_RESULT_QUERY[locale];
  const opened = Date.now();
  await page.goto(`${origin}${prefix}/search?q=${encodeURIComponent(query)}`);
  await page.waitForSelector('.search-result a', { timeout: 120_000 });
  firstResult[locale] = {
    ms: Date.now() - opened,
    pagefindKB: Math.round(bytes.pagefind / 1024),
    totalKB: Math.round(bytes.total / 1024),
  };
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
  `Index (${stats.pages} pages), rebuilt in ${indexSeconds.toFixed(1)} s; Pagefind folder ${kb(stats.totalBytes)}.`,
  '',
  '| language | pages | index size | first result on Slow 4G | fetched for it (Pagefind / all) |',
  '|---|---|---|---|---|',
  ...Object.entries(stats.languages).map(([language, s]) => {
    const first = firstResult[language];
    return `| ${language} | ${s.pages} | ${kb(s.bytes)} | ${first ? `${(first.ms / 1000).toFixed(1)} s` : '–'} | ${first ? `${first.pagefindKB} KB / ${first.totalKB} KB` : '–'} |`;
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
if (values.json) {
  writeFileSync(values.json, JSON.stringify({ stats, indexSeconds, firstResult, table }, null, 2));
}
