import { chromium } from 'playwright-core';
import { CHROME_ARGS, ensureChrome } from './e2e/helpers/browser-binary';
import { startSite } from './e2e/helpers/harness';
const site = await startSite();
const browser = await chromium.launch({ executablePath: ensureChrome(), args: CHROME_ARGS });
const pages = [
  ['zh-hans', '/search?q=' + encodeURIComponent('视綱膜')],
  ['zh-hant', '/zh-hant/search?q=' + encodeURIComponent('視綱膜')],
  ['en', '/en/search?q=' + encodeURIComponent('fundus camera')],
];
for (const [name, path] of pages) for (const [w, h] of [[390, 844], [1440, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.route((url) => !url.href.startsWith(site.origin), (route) => route.abort());
  await page.goto(site.origin + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}-${w}.png` });
  await context.close();
}
await browser.close(); await site.app.close(); process.exit(0);
