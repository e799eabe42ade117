/**
 * What the search pages preload (issue 46, docs/design.md#search): written after the search
 * index, whose file names they carry. Each language's search page lists every fetch that does
 * not depend on the query (`#search-preloads`): Pagefind's script (modulepreload: it is imported),
 * its entry file, the language's meta file and its WebAssembly, then the archive's entry and meta
 * files (the bundle the page merges in, scripts/search-index.ts) (preload as fetch, `crossorigin`
 * as Pagefind's `fetch()` asks for them; each entry file with the `?ts=` tag the page gives
 * Pagefind as `metaCacheTag`, so the URLs match), then the page's own chunks (modulepreload, 12 KB). Not
 * the app's entry (73 KB): it would share the link with the WebAssembly, and its compilation the
 * main thread with Pagefind; fetched after the first paint as on every page, it arrives while the
 * query's index chunk and fragments are on their way (BENCHMARKS.md, "Search"). The page's
 * inline start (src/pages/search/search-boot.ts) adds the links: at once with a query in the
 * address, after the first paint without one, so that the empty search page paints as soon as
 * any other (links in the HTML would be fetched before it, and count in Lighthouse's FCP and
 * LCP). A `#page-warm` data block lists what another page fetches ahead when the visitor shows
 * the intent to search (src/app/intent-prefetch.ts): the same files, and the language's index
 * chunks while they are small.
 *
 * The prerender writes an empty pair of marks where the lists go; this fills it, so a build that
 * is indexed again (`npm run bench:search`) gets its lists replaced, and the pages' compressed
 * copies are written again after.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSiteManifest, SITE_MANIFEST_FILE } from '../../../shared/site-manifest';
import { PAGE_WARM_ID } from '../../../src/app/intent-prefetch';
import { pageForPath } from '../../../src/config/paths';
import { LOCALE_INFO, splitLocalePath } from '../../../src/i18n/locales';
import { SEARCH_PRELOADS_ID, type SearchPreloadList } from '../../../src/pages/search/search-boot';
import type { SearchIndexStats } from '../../search-index';
import type { BuildCache } from './cache';
import { precompressFiles } from './compress';

/** Where the lists go in a search page's head (the prerender writes the pair empty). */
export const SEARCH_PRELOADS_START = '<!--search-preloads-->';
export const SEARCH_PRELOADS_END = '<!--/search-preloads-->';

/**
 * A language's index chunks are warmed from the header only while they weigh this much at most
 * (gzip). With the investor documents' PDFs in the index (issue 48) they are past it in every
 * language (355 KB in Simplified Chinese, 165 KB in English), so the header warms Pagefind's
 * files and the page's code, and the query's chunks wait for the query.
 */
const WARM_INDEX_BYTES = 100 * 1024;

interface PagefindEntry {
  languages: Record<string, { hash: string; wasm: string | null }>;
}

/** The preload list and the warm list of one search page. */
export function searchPreloads(input: {
  /** URL folder of the index, with its slashes (`/assets/pagefind/<hash>/`). */
  base: string;
  /** The index's hash, the entry file's tag. */
  tag: string;
  /** The language's index in Pagefind's entry file. */
  language: { hash: string; wasm: string | null };
  /**
   * The bundles the page merges into it (the archive, scripts/search-index.ts): each one's folder,
   * tag and the language's index in its entry file. Their entry and meta files follow the index's
   * in the fetches, which is how the page finds them (search-boot.ts `mergedBundles`).
   */
  merged?: { base: string; tag: string; language: { hash: string } }[];
  /** The page's chunks, the entry first (its `#page-chunks` block). */
  chunks: string[];
  /** The language's index chunks to warm too (URLs). */
  indexChunks: string[];
}): string {
  const { base, tag, language, merged = [], chunks, indexChunks } = input;
  const script = `${base}pagefind.js`;
  const fetched = [
    `${base}pagefind-entry.json?ts=${tag}`,
    `${base}pagefind.${language.hash}.pf_meta`,
    `${base}wasm.${language.wasm ?? 'unknown'}.pagefind`,
    ...merged.flatMap((bundle) => [
      `${bundle.base}pagefind-entry.json?ts=${bundle.tag}`,
      `${bundle.base}pagefind.${bundle.language.hash}.pf_meta`,
    ]),
  ];
  const warm = [script, ...fetched, ...chunks, ...indexChunks];
  const preloads: SearchPreloadList = { modules: [script, ...chunks.slice(1)], fetches: fetched };
  return [
    `<script type="application/json" id="${SEARCH_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`,
    `<script type="application/json" id="${PAGE_WARM_ID}">${JSON.stringify(warm)}</script>`,
  ].join('\n    ');
}

/** A bundle's entry file, and the language's index in it (by its `<html lang>`, lower-cased). */
async function bundleOf(clientDir: string, dir: string) {
  const entry = JSON.parse(
    await readFile(join(clientDir, dir, 'pagefind-entry.json'), 'utf8'),
  ) as PagefindEntry;
  return {
    dir,
    base: `/${dir}/`,
    chunkFiles: await readdir(join(clientDir, dir, 'index')),
    language: (name: string) =>
      entry.languages[name] ?? entry.languages[name.split('-')[0] ?? name],
  };
}

/**
 * Fills the preload and warm lists of every language's search page from the index's bundles
 * (`stats.current`, and `stats.archive` merged into it), and writes the pages' compressed copies
 * again. Returns the files written.
 */
export async function linkSearchPages(
  distDir: string,
  stats: SearchIndexStats,
  cache: BuildCache,
): Promise<string[]> {
  const clientDir = join(distDir, 'client');
  const manifest = parseSiteManifest(await readFile(join(distDir, SITE_MANIFEST_FILE), 'utf8'));
  const current = await bundleOf(clientDir, stats.current.dir);
  const archive = stats.archive ? await bundleOf(clientDir, stats.archive.dir) : undefined;
  const written: string[] = [];
  for (const [url, page] of Object.entries(manifest.pages)) {
    const { locale, path } = splitLocalePath(url.split('?')[0] ?? '/');
    if (url.includes('?') || pageForPath(path) !== 'search') continue;
    const name = LOCALE_INFO[locale].htmlLang.toLowerCase();
    const language = current.language(name);
    if (!language) throw new Error(`The search index has no ${name} index for ${url}`);
    // The archive, where it has pages in the language (an entry need not be in every one).
    const archived = archive?.language(name);
    const file = join(clientDir, page.file);
    const html = await readFile(file, 'utf8');
    const start = html.indexOf(SEARCH_PRELOADS_START);
    const end = html.indexOf(SEARCH_PRELOADS_END);
    if (start < 0 || end < start) {
      throw new Error(`${page.file} has no ${SEARCH_PRELOADS_START} for the search page's lists`);
    }
    const chunksBlock = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(
      html,
    );
    const chunks = JSON.parse(chunksBlock?.[1] ?? '[]') as string[];
    // The language's index chunks of both bundles, warmed only while they are small together.
    const own = [current, ...(archive && archived ? [archive] : [])].flatMap((bundle) =>
      bundle.chunkFiles
        .filter((f) => f.startsWith(`${name}_`) && f.endsWith('.pf_index'))
        .sort()
        .map((chunk) => `${bundle.base}index/${chunk}`),
    );
    let bytes = 0;
    for (const chunk of own) {
      // Its gzip copy's size (written with the index, scripts/search-index.ts).
      const path = join(clientDir, chunk);
      bytes += (await stat(`${path}.gz`).catch(() => stat(path))).size;
    }
    const links = searchPreloads({
      base: current.base,
      tag: stats.current.hash,
      language,
      merged:
        archive && archived && stats.archive
          ? [{ base: archive.base, tag: stats.archive.hash, language: archived }]
          : [],
      chunks,
      indexChunks: bytes <= WARM_INDEX_BYTES ? own : [],
    });
    // Replaced, not written in place: the page is a hard link to its build cache entry.
    await rm(file);
    await writeFile(
      file,
      `${html.slice(0, start + SEARCH_PRELOADS_START.length)}\n    ${links}\n    ${html.slice(end)}`,
    );
    written.push(file);
  }
  if (written.length === 0) throw new Error('No search page found to link the search index to');
  await precompressFiles(written, cache);
  return written;
}

/**
 * The index made ready to serve: the search pages' lists of its files (its files' compressed copies
 * are written with it, scripts/search-index.ts).
 */
export async function finishSearchIndex(
  distDir: string,
  stats: SearchIndexStats,
  cache: BuildCache,
): Promise<void> {
  await linkSearchPages(distDir, stats, cache);
}
