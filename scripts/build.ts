/**
 * `npm run build`: client build, SSR build, then the prerender of every route × language.
 * Output: dist/client (served files), dist/ssr (renderer, build-time only), dist/site-manifest.json.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { loadSiteContent } from '../src/content';
import { LOCALES } from '../src/i18n/locales';
import { generateQrCodes } from './generate-qr';
import { CLIENT_DIR, DIST_DIR } from './lib/vite-manifest';
import { buildNewsModules, writeFeeds } from './news';
import { prerender } from './prerender';
import { writeSitemap } from './sitemap';

const started = Date.now();
await rm(DIST_DIR, { recursive: true, force: true });
// Artwork (rasters into public/generated, the asset catalogue): skipped when up to date.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-assets.ts'], {
  stdio: 'inherit',
});
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
await generateQrCodes(siteUrl);
// News: validate the Markdown articles (stops the build naming the bad file and field) and
// generate the typed modules the pages import, before Vite bundles them.
const articles = await buildNewsModules();
await build({ logLevel: 'warn', build: { outDir: CLIENT_DIR } });
// One Atom feed per language (/feed.xml, /zh-hant/feed.xml, /en/feed.xml), after the client
// build emptied dist/client and before the prerender precompresses it.
const channels = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const site = await loadSiteContent(locale);
      const { pageNames } = site;
      const title = `${site.companyName} · ${pageNames['company-news']} / ${pageNames.responsibility}`;
      return [locale, { title, description: site.description }] as const;
    }),
  ),
) as Parameters<typeof writeFeeds>[3];
await writeFeeds(articles, CLIENT_DIR, siteUrl, channels);
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: join(DIST_DIR, 'ssr'),
    emptyOutDir: true,
    manifest: false,
  },
});
const count = await prerender(articles);
const sitemapUrls = await writeSitemap();
console.log(`sitemap.xml: ${sitemapUrls} URLs, robots.txt`);
console.log(
  `Built and prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
