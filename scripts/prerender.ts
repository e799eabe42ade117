/**
 * Writes one complete HTML file per route, variant and language into dist/client, plus a Home
 * body for unknown paths per language, then precompresses text files (gzip, brotli) and writes
 * dist/site-manifest.json for the server. The parts, by concern, are in scripts/lib/prerender/:
 * the jobs (which files), the shell and its inline scripts, the head's assets, structured data,
 * the manifest, compression, and the build cache that lets an unchanged page be reused.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cspHashSource } from '../shared/site-manifest';
import type { PageId } from '../src/config/paths';
import { pageDataUrls } from '../src/content/entries/data-files';
import type { EntryCollection } from '../src/content/entries/define';
import { feedOf } from '../src/content/entries/feeds';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALE_INFO, type Locale } from '../src/i18n/locales';
import { headAssets } from './lib/prerender/assets';
import { BuildCache } from './lib/prerender/cache';
import { Compressor } from './lib/prerender/compress';
import { writeNew } from './lib/prerender/hard-links.mjs';
import { type ExtraVariants, type Job, prerenderJobs } from './lib/prerender/jobs';
import { writeSiteManifest } from './lib/prerender/manifest';
import { SEARCH_PRELOADS_END, SEARCH_PRELOADS_START } from './lib/prerender/search-preloads';
import { minifyInlineScript, pageShell } from './lib/prerender/shell';
import { ENTRY_STRUCTURED_DATA, organization } from './lib/prerender/structured-data';
import { CLIENT_DIR, DIST_DIR } from './lib/vite-manifest';

type EntryServer = typeof import('../src/app/entry-server');

export { prerenderJobs } from './lib/prerender/jobs';

/** Every file under a folder, sorted (for hashing code). */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The parts of every page's cache key that are code: the server bundle, the prerender itself. */
async function codeParts(extra: string[]): Promise<(string | Buffer)[]> {
  const here = dirname(fileURLToPath(import.meta.url));
  const files = [
    ...(await filesOf(join(DIST_DIR, 'ssr'))),
    join(here, 'prerender.ts'),
    ...(await filesOf(join(here, 'lib/prerender'))),
    join(CLIENT_DIR, '.vite/manifest.json'),
  ];
  const parts: (string | Buffer)[] = [...extra];
  for (const file of files) parts.push(file.replace(DIST_DIR, ''), await readFile(file));
  return parts;
}

/** The feed of the collection that owns a page, in a language (its head links it). */
function feedOfPage(pageId: PageId, locale: Locale) {
  const owner = ENTRY_COLLECTIONS.find((collection) => pageId in collection.pages);
  return owner && feedOf(owner, locale);
}

/** The entry a page's data shows (an entry page with a known id), with its collection. */
function entryShown(
  pageId: PageId,
  data: unknown,
): { collection: EntryCollection; entry: Record<string, unknown> } | undefined {
  const collection = ENTRY_COLLECTIONS.find((c) => c.entryPage === pageId);
  const entry = collection && (data as Record<string, unknown> | null)?.[collection.singular];
  return collection && entry ? { collection, entry: entry as Record<string, unknown> } : undefined;
}

/**
 * Prerenders every page. With `buildCache` given, the caller's later steps use that cache too
 * (the search index's compressed copies) and the caller prunes it once they are done; without,
 * the cache is pruned here.
 */
export async function prerender(
  extraVariants: ExtraVariants = {},
  buildCache?: BuildCache,
): Promise<number> {
  const started = Date.now();
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const server: EntryServer = await import(
    pathToFileURL(resolve(DIST_DIR, 'ssr/entry-server.js')).href
  );
  // The pages' collection data (src/content/entries/data.ts) is read from the client build.
  // (Synchronously: every page reads one, and thousands of reads awaited in turn left the thread
  // idle for most of a publish's prerender.)
  const readData = async (url: string) => {
    try {
      return readFileSync(join(CLIENT_DIR, url), 'utf8');
    } catch {
      return undefined;
    }
  };
  server.setDataReader(async (url) => {
    const text = await readData(url);
    return text === undefined ? null : JSON.parse(text);
  });
  const shell = await pageShell(server);
  // The search page's inline start (search-boot.ts), after the preload lists the search index
  // fills in (lib/prerender/search-preloads.ts); its hash joins the shell's in the CSP.
  const searchBoot = minifyInlineScript(server.SEARCH_BOOT_SCRIPT);
  const searchHead = async (locale: Locale) => [
    `${SEARCH_PRELOADS_START}${SEARCH_PRELOADS_END}`,
    await server.searchSynonymsBlock(locale),
    `<script>${searchBoot}</script>`,
  ];
  const assetsOf = headAssets(shell, server.PAGE_CHUNKS_ID);
  const cache = buildCache ?? BuildCache.open();
  const code = cache.keyOf('code', ...(await codeParts([siteUrl, shell.template])));

  /** The data file a page shows (the first of its URLs that exists), embedded in its HTML. */
  const dataOf = async (job: Job) => {
    const search = new URLSearchParams(job.query ?? '');
    for (const url of pageDataUrls(ENTRY_COLLECTIONS, job.pageId, job.locale, search)) {
      const text = await readData(url);
      if (text !== undefined) return { url, text };
    }
    return undefined;
  };

  const renderPage = async (job: Job, data: { url: string; text: string } | undefined) => {
    const rendered = await server.render(job.url, job.locale);
    const { page: info, site } = rendered;
    const { hints, body: html } = server.splitResourceHints(rendered.html);
    if (info.pageId !== job.pageId) {
      throw new Error(`${job.url} rendered ${info.pageId}, expected ${job.pageId}`);
    }
    const jsonLd: object[] = [];
    if (job.pageId === 'home' && !job.notFound) {
      const contact = await server.loadPageContent(job.locale, 'contact');
      jsonLd.push(organization(siteUrl, site.companyName, contact.offices));
    }
    // An entry page showing its entry: its own meta, and its schema.org type if it has one.
    const shown = data && entryShown(job.pageId, JSON.parse(data.text));
    const type = shown?.collection.structuredData;
    if (shown && type) {
      const { locale, url } = job;
      const { companyName } = site;
      const date = String(shown.entry[shown.collection.date]);
      jsonLd.push(
        ENTRY_STRUCTURED_DATA[type]({
          siteUrl,
          url,
          locale,
          meta: info.meta,
          date,
          companyName,
          ...shown,
        }),
      );
    }
    const head = server.renderHeadTags({
      locale: job.locale,
      pageId: job.pageId,
      query: job.query,
      // An article page has its own title, description and image (from its data).
      meta: info.meta,
      site,
      siteUrl,
      notFound: job.notFound,
      jsonLd,
      article: shown !== undefined,
      feed: feedOfPage(job.pageId, job.locale),
    });
    // The CSS, then the priority image (the LCP), then the scripts and the page's data.
    const { styles, scripts } = await assetsOf(job.locale, job.pageId);
    const dataBlock = data
      ? [
          `<script type="application/json" id="${server.PAGE_DATA_ID}" data-src="${data.url}">${data.text.replace(/</g, '\\u003c')}</script>`,
        ]
      : [];
    const searchTags = job.pageId === 'search' ? await searchHead(job.locale) : [];
    return (
      shell.template
        // `data-lazy-layout`: the page's later blocks stay out of its layout until they near the
        // screen or the visitor first acts (base.css, start-after-paint.ts).
        .replace(
          '<html lang="zh-Hans">',
          `<html lang="${LOCALE_INFO[job.locale].htmlLang}" ${server.LAZY_LAYOUT_ATTRIBUTE}>`,
        )
        .replace('<!--app-head-->', () =>
          [
            head,
            ...styles,
            ...(hints ? [hints] : []),
            ...scripts,
            ...dataBlock,
            ...searchTags,
          ].join('\n    '),
        )
        .replace('<!--app-html-->', () => html)
    );
  };

  const jobs = prerenderJobs(extraVariants);
  // Each page is compressed as it is written, while the next renders (lib/prerender/compress.ts).
  const compressor = new Compressor(cache);
  let reused = 0;
  /** The folders made so far. */
  const folders = new Set<string>();
  for (const job of jobs) {
    const data = await dataOf(job);
    const key = cache.keyOf(
      'page',
      code,
      job.url,
      job.file,
      String(job.notFound),
      data?.url ?? '',
      data?.text ?? '',
    );
    const out = join(CLIENT_DIR, job.file);
    if (!folders.has(dirname(out))) mkdirSync(dirname(out), { recursive: true });
    folders.add(dirname(out));
    if (await cache.linkTo(key, out)) {
      reused++;
      // Its compressed copies are keyed by the page's key too: nothing of it is read here.
      await compressor.add(out, { source: key });
    } else {
      const page = Buffer.from(await renderPage(job, data));
      // A new file, not written into the one there: Home's index.html replaces the client
      // build's, which may be a link to the build cache (lib/vite-build-cache.ts).
      writeNew(out, page);
      await cache.keep(key, out);
      await compressor.add(out, { source: key, body: page });
    }
  }
  const manifest = await writeSiteManifest({
    server,
    jobs,
    scriptHashes: [...shell.scriptHashes, cspHashSource(searchBoot)],
    siteUrl,
  });
  const rendered = Date.now();
  // The rest: the client build's assets, the collections' data files and feeds, the manifest.
  await compressor.addFolder(CLIENT_DIR);
  const compressed = await compressor.finish();
  const pruned = buildCache ? undefined : await cache.prune();
  console.log(
    `Prerendered ${jobs.length} files (${relative('.', CLIENT_DIR)}; ${reused} reused from the build cache) in ${((rendered - started) / 1000).toFixed(1)} s, ${manifest.scriptHashes.length} inline script hashes; compressed ${compressed.files} files (${compressed.reused} reused; the pages as they were written, the rest in ${((Date.now() - rendered) / 1000).toFixed(1)} s)${cache.dir && pruned !== undefined ? `; cache ${cache.dir} (${pruned} stale files removed)` : ''}`,
  );
  return jobs.length;
}
