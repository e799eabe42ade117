/**
 * `npm run build`: client build, SSR build, then the prerender of every route × language.
 * Output: dist/client (served files), dist/ssr (the renderer: the prerender's, and the server's
 * for the search page with results), dist/site-manifest.json,
 * dist/admin (the editor, served at /admin/ when configured: never a file of the public site).
 *
 * `npm run build -- --pages-only` stops after the pages and the sitemap: no search index and no
 * editor (about half the time of a cold build). For looking at pages, and for the build cache's
 * test; site search does not work in such a build, and `npm run publish` always builds in full.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({ options: { 'pages-only': { type: 'boolean' } } });

// Content first: check every YAML file (stops the build naming file, line, field and language)
// and compile it into src/content/generated/, which the modules imported below depend on.
const content = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], {
  stdio: 'inherit',
});
if (content.status !== 0) process.exit(content.status ?? 1);
// Uploads: each upload folder holds only its kind of file (shared/uploads.ts: raster images in
// public/media/uploads, checked PDFs in src/content/documents/files; scripts/lib/uploads.ts).
const { uploadsFolderProblems } = await import('./lib/uploads');
const { BuildCache } = await import('./lib/prerender/cache');
// One build cache for the uploads check, the prerender and the search index, pruned once all are
// done.
const buildCache = BuildCache.open();
const uploadProblems = await uploadsFolderProblems('.', buildCache);
if (uploadProblems.length > 0) {
  console.error(
    `Files in the upload folders that are not of their folder's kind by their bytes and name (delete them in the editor or the repository):\n${uploadProblems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const { build } = await import('vite');
const { generateQrCodes } = await import('./generate-qr');
const { CLIENT_DIR, DIST_DIR } = await import('./lib/vite-manifest');
const { collectionVariants, loadCollectionsOrExit, writeCollections, writePublishedFiles } =
  await import('./collections');
const { prerender } = await import('./prerender');
const { buildEditor } = await import('./lib/editor-build');
const { viteBuildOnce } = await import('./lib/vite-build-cache');
const { writeSitemap } = await import('./sitemap');
const { describeSearchIndex, searchArchiveYear, writeSearchIndex } = await import('./search-index');
const { fileSearchRecords } = await import('./lib/collections/search-records');
const { entryDatesOf } = await import('./lib/collections/entry-pages');
const { finishSearchIndex } = await import('./lib/prerender/search-preloads');

const started = Date.now();
let stepStarted = started;
/** Prints how long the step just finished took (the benchmark reads these lines). */
const stepDone = (name: string) => {
  const now = Date.now();
  console.log(`⏱ ${name}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
};
await rm(DIST_DIR, { recursive: true, force: true });
// Artwork (rasters into public/generated, the asset catalogue): skipped when up to date.
execFileSync(process.execPath, ['--import', 'tsx', 'tools/placeholder-art/generate-assets.ts'], {
  stdio: 'inherit',
});
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
await generateQrCodes(siteUrl);
stepDone('artwork');
// Collections of entries (the news): validate the Markdown (stops the build naming the bad file
// and field).
const collections = await loadCollectionsOrExit();
stepDone('collections');
// The client and server bundles are linked from the build cache when their inputs did not change
// (lib/vite-build-cache.ts: a publish changes entries, which no bundle imports).
const clientReused = await viteBuildOnce({
  name: 'client',
  own: ['vite.config.ts', 'index.html', 'public'],
  outDir: CLIENT_DIR,
  cacheDir: buildCache.dir,
  build: () => build({ logLevel: 'warn', build: { outDir: CLIENT_DIR } }),
});
if (clientReused) console.log('client build: linked from the build cache (inputs unchanged)');
stepDone('client build');
// Each collection as data files (src/content/entries/data-files.ts) and its Atom feed per
// language (/feed.xml, /zh-hant/feed.xml, /en/feed.xml), after the client build emptied
// dist/client and before the prerender reads the data and precompresses it all.
const dataFiles = await writeCollections(collections, CLIENT_DIR, siteUrl, buildCache);
console.log(`collection data: ${dataFiles} files`);
// The list the publish step's five-year rule compares (scripts/lib/collections/retention.ts).
await writePublishedFiles(collections, DIST_DIR);
stepDone('collection data and feeds');
const serverReused = await viteBuildOnce({
  name: 'server',
  own: ['vite.config.ts'],
  outDir: join(DIST_DIR, 'ssr'),
  cacheDir: buildCache.dir,
  build: () =>
    build({
      logLevel: 'warn',
      // Self-contained (React and the rest bundled in): a release's renderer is loaded from the
      // release's folder, which may be outside the checkout and its node_modules (server/src/search).
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: join(DIST_DIR, 'ssr'),
        copyPublicDir: false,
        emptyOutDir: true,
        manifest: false,
      },
    }),
});
if (serverReused) console.log('server build: linked from the build cache (inputs unchanged)');
stepDone('server build');
const count = await prerender(collectionVariants(collections), buildCache);
stepDone('prerender and compression');
// The sitemaps: the site's pages, each collection's lists, and its entries by year (the index,
// sitemap.xml, names them).
const entryDates = entryDatesOf(collections);
const sitemap = await writeSitemap(entryDates);
console.log(`sitemap.xml: an index of ${sitemap.files} sitemaps, ${sitemap.urls} URLs; robots.txt`);
if (options['pages-only']) {
  // The cache is not pruned: the search index's entries, unused here, stay for the next full build.
  console.log(
    `Built and prerendered ${count} pages (pages only: no search index, no editor) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(0);
}
// Site search: Pagefind indexes the prerendered pages into dist/client/assets/pagefind/<hash>/,
// which a release carries with them; its files get compressed copies like every other file, and
// the search pages the links that start fetching them (lib/prerender/search-preloads.ts). The
// investor documents' PDFs are records of their own (lib/collections/search-records.ts).
// Two bundles: the archive (the entries dated before this year), which a new entry leaves as it
// was, and the current one, which the search page merges it into.
const searchStats = await writeSearchIndex(DIST_DIR, fileSearchRecords(collections), buildCache, {
  before: searchArchiveYear(),
  dates: entryDates,
});
await finishSearchIndex(DIST_DIR, searchStats, buildCache);
console.log(describeSearchIndex(searchStats));
if (buildCache.dir)
  console.log(`build cache ${buildCache.dir}: ${await buildCache.prune()} stale files removed`);
stepDone('search index');
// The editor (Decap CMS): its own bundle, beside client/ (vite.admin.config.ts), reused from the
// build cache when its inputs did not change.
const editorReused = await buildEditor(DIST_DIR, buildCache.dir);
console.log(
  `admin: the editor ${editorReused ? 'linked from the build cache' : 'built'} into ${join(DIST_DIR, 'admin')}`,
);
stepDone('editor build');
console.log(
  `Built and prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
