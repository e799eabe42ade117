/**
 * `npm run size`: first-load JavaScript and CSS (gzip) of every route, the largest chunks, and
 * the budgets of docs/design.md#budgets. Reads dist/ (run `npm run build` first); exits 1 over
 * budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_IDS } from '../src/config/paths';
import { LOCALES } from '../src/i18n/locales';
import {
  CLIENT_DIR,
  collectFiles,
  entryKey,
  pageSources,
  readViteManifest,
} from './lib/vite-manifest';

const KB = 1024;
export const BUDGET = { firstLoadJs: 100 * KB, pageChunk: 40 * KB, css: 30 * KB };

const gz = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
};
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const manifest = readViteManifest();
const entry = collectFiles(manifest, [entryKey(manifest)]);
const failures: string[] = [];
const rows: string[][] = [];

for (const pageId of PAGE_IDS) {
  // The heaviest language counts.
  let worst = { js: 0, css: 0, page: 0 };
  for (const locale of LOCALES) {
    const own = collectFiles(manifest, pageSources(locale, pageId));
    const js = new Set([...entry.js, ...own.js]);
    const css = new Set([...entry.css, ...own.css]);
    const pageChunk = own.js.filter((f) => !entry.js.includes(f));
    const sizes = { js: sum([...js]), css: sum([...css]), page: sum(pageChunk) };
    if (sizes.js > worst.js) worst = sizes;
  }
  rows.push([pageId, kb(worst.js), kb(worst.page), kb(worst.css)]);
  if (worst.js > BUDGET.firstLoadJs) failures.push(`${pageId}: first-load JS ${kb(worst.js)}`);
  if (worst.page > BUDGET.pageChunk) failures.push(`${pageId}: page chunks ${kb(worst.page)}`);
  if (worst.css > BUDGET.css) failures.push(`${pageId}: CSS ${kb(worst.css)}`);
}

const header = ['route', 'first-load JS', 'page chunks', 'CSS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log('Sizes per route (gzip; the largest of the three languages)\n');
console.log(line(header));
for (const row of rows) console.log(line(row));

const chunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js'));
const largest = [...new Set(chunks)].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5);
console.log('\nLargest chunks:');
for (const file of largest) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
console.log(
  `\nBudgets: first-load JS ≤ ${kb(BUDGET.firstLoadJs)}, page chunks ≤ ${kb(BUDGET.pageChunk)}, CSS ≤ ${kb(BUDGET.css)}`,
);

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('All routes within budget.');
