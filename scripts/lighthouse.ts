/**
 * `npm run lighthouse [-- --all-languages] [-- --routes /home,/about]`
 * Serves the build (dist/, or DIST_DIR) on loopback, runs Lighthouse (mobile preset) on Debian's
 * Chromium for every route (Simplified Chinese, or all three languages), prints the four
 * category scores with LCP, TBT and CLS per route, and exits 1 below the budget of DESIGN §8:
 * performance ≥ 95, accessibility, best practices and SEO 100.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, ensureChrome } from '../e2e/helpers/chrome';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { PAGES, PUBLIC_PAGE_IDS } from '../src/config/paths';
import { LOCALE_INFO, LOCALES } from '../src/i18n/locales';

export const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];

const { values } = parseArgs({
  options: {
    'all-languages': { type: 'boolean', default: false },
    routes: { type: 'string' },
  },
});
const paths = values.routes
  ? values.routes.split(',').map((r) => r.trim())
  : PUBLIC_PAGE_IDS.map((id) => PAGES[id].path);
const locales = values['all-languages'] ? LOCALES : (['zh-hans'] as const);
const urls = locales.flatMap((l) => paths.map((p) => `${LOCALE_INFO[l].prefix}${p}`));

const app = await buildApp({
  config: loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: '0',
    DATABASE_URL: `sqlite:${join(tmpdir(), `retinova-lighthouse-${process.pid}.db`)}`,
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const chrome = await chromeLauncher.launch({
  chromePath: ensureChrome(),
  chromeFlags: [...CHROME_ARGS, '--headless=new'],
});

const rows: string[][] = [];
const failures: string[] = [];
try {
  for (const url of urls) {
    const result = await lighthouse(`http://localhost:${port}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (c: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = CATEGORIES.map(score);
    rows.push([
      url,
      ...scores.map(String),
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(metric('total-blocking-time'))} ms`,
      metric('cumulative-layout-shift').toFixed(3),
    ]);
    CATEGORIES.forEach((c, i) => {
      if ((scores[i] ?? 0) < BUDGET[c]) {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .slice(0, 4)
          .map((a) => a.id)
          .join(', ');
        failures.push(`${url}: ${c} ${scores[i]} < ${BUDGET[c]} (${failing})`);
      }
    });
  }
} finally {
  await chrome.kill();
  await app.close();
}

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failures.length) {
  console.error(`\nBelow budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget.`);
