/**
 * Site search's index (docs/design.md#search, docs/decisions/0014-site-search-with-pagefind.md):
 * Pagefind reads the prerendered pages of dist/client and writes one index per language in each
 * of two bundles, dist/client/assets/pagefind/<hash>/, which every release carries with its pages
 * (docs/decisions/0025-split-search-and-sitemap.md): the archive, the collections' entries dated
 * before this year (their pages and files), which a new entry leaves as it was, and the current
 * one, everything else, which the search page loads and merges the archive into (Pagefind's
 * `mergeIndex`). A folder is named by the hash of everything in it, so the server sends its files
 * as it sends Vite's hashed assets (cached for a year, and from an older release while a page of
 * it is open), a visitor who warmed them from the header (issue 46) finds them without asking
 * again, and an archive that did not change is the same folder, stored once.
 *
 * Only documents a visitor should land on are indexed: every page with a `kind` in paths.ts,
 * each tab, category and article of its own (`?type=`, `?id=`), not the list pages after the
 * first nor the year archives (they repeat the articles), nor the search page, the 404 bodies
 * or hidden pages. Of each page only `<main>` counts (not the header, drawer and footer); its
 * title is the page's own name from `<title>`, its filter `kind` the route table's. The uploaded
 * files of the collections that ask for it (the investor documents' PDFs, `searchFiles`) are
 * records of their own: their text (lib/pdf-text.ts, kept in the build cache by the file's
 * bytes, a text cut off by the reading's limits included), their entry's title, their
 * collection's kind, linked to the file.
 *
 * `npx tsx scripts/search-index.ts` indexes an existing build again (and links its search pages
 * to the new index, lib/prerender/search-preloads.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseSiteManifest, SITE_MANIFEST_FILE, type SiteManifest } from '../shared/site-manifest';
import { PAGES, type PageDefinition, pageForPath, type SearchKind } from '../src/config/paths';
import { LOCALE_INFO, type Locale, splitLocalePath } from '../src/i18n/locales';
import { type EntryDates, entryOfPath } from './lib/collections/entry-pages';
import type { FileSearchRecord } from './lib/collections/search-records';
import { type PdfText, type PdfTextLimits, PdfTextReader } from './lib/pdf-text';
import type { BuildCache } from './lib/prerender/cache';
import { Compressor, isCompressed } from './lib/prerender/compress';
import { DIST_DIR } from './lib/vite-manifest';

/**
 * The folder under dist/client that holds the index and Pagefind's script, in a folder of its
 * own named by their hash (`<SEARCH_DIR>/<hash>/`).
 */
export const SEARCH_DIR = 'assets/pagefind';

/** Query parameters whose every value is a document of its own: tabs, categories, articles. */
const DOCUMENT_PARAMS = new Set(['type', 'id']);

/** One page to index. */
export interface SearchDocument {
  url: string;
  file: string;
  locale: Locale;
  kind: SearchKind;
  /** The page shows one of several tabs or categories (`?type=`): its title names it. */
  tabbed: boolean;
}

/** The pages of a build's manifest that go into the index, with their kind. */
export function searchDocuments(manifest: Pick<SiteManifest, 'pages'>): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const [url, entry] of Object.entries(manifest.pages)) {
    const [pathname = '/', query] = url.split('?');
    const { locale, path } = splitLocalePath(pathname);
    const pageId = pageForPath(path);
    // `/` is Home's alias (indexed as /home).
    if (pageId === undefined) continue;
    const def: PageDefinition = PAGES[pageId];
    if (def.kind === undefined || def.hidden || def.unlisted) continue;
    if (query === undefined) {
      // A page whose default variant is "none" (the article page without ?id=) repeats others.
      if (def.variants?.values[0] === '') continue;
    } else {
      const [param = '', value = ''] = query.split('=');
      if (!DOCUMENT_PARAMS.has(param) || value === '') continue;
    }
    const tabbed = def.variants?.param === 'type';
    documents.push({ url, file: entry.file, locale, kind: def.kind, tabbed });
  }
  return documents.sort((a, b) => a.url.localeCompare(b.url));
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const decodeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The name of the tab or category a page shows, when its `<main>` has one (the product tabs and
 * position categories share one page name): the selected tab, else the current page's link.
 */
function chosenTab(main: string): string | undefined {
  const element =
    /<[^>]*\brole="tab"[^>]*\baria-selected="true"[^>]*>([\s\S]*?)<\/(?:button|a)>/.exec(main) ??
    /<a\b[^>]*\baria-current="page"[^>]*>([\s\S]*?)<\/a>/.exec(main);
  const text = decodeText((element?.[1] ?? '').replace(/<[^>]*>/g, '')).trim();
  return text || undefined;
}

/**
 * The page as Pagefind should read it: its language and `<main>`, marked as the only body, with
 * the kind as filter and the page's own name (the part of `<title>` before ` | `, with its tab's)
 * as title. A tab list is left out of the text: every tab page repeats the names of all its tabs,
 * which would open each snippet and lift every tab page for any product's name.
 */
export function markForIndex(html: string, kind: SearchKind, tabbed = false): string {
  const name = decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').split(' | ')[0] ?? '';
  const main = html.indexOf('<main');
  if (main < 0) throw new Error('page has no <main>');
  const tab = tabbed ? chosenTab(html.slice(main)) : undefined;
  const title = tab && tab !== name ? `${name} · ${tab}` : name;
  // Pagefind is sent only what it reads: the language and <main>. The rest (the head's inline
  // CSS, scripts and page data, the header and footer) it would parse and drop: about half of the
  // index step at 3,000 pages. The index it writes is byte for byte the same.
  const end = html.lastIndexOf('</main>');
  if (end < main) throw new Error('page has no </main>');
  const lang = /<html lang="([^"]+)"/.exec(html.slice(0, main))?.[1];
  return (
    `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><body>${html.slice(main, end + '</main>'.length)}</body></html>`
      .replace(
        /<main\b/,
        `<main data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="title:${escapeAttribute(title)}"`,
      )
      .replaceAll('role="tablist"', 'role="tablist" data-pagefind-ignore')
      // A term and its description are two words: Pagefind joins a <dt>'s text to its <dd>'s
      // ("PublishedSeptember 5"), in the excerpts visitors read too. (After a <dd> it ends the
      // phrase with a full stop itself.)
      .replaceAll('</dt>', '</dt> ')
  );
}

/** Pagefind's files this site does not use (its own UIs; the Web Worker, see loadPagefind). */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\.(?:js|css)$/;

/**
 * A file's size as sent: its gzip copy's (level 9; brotli is about a tenth smaller), or its own
 * when it is too small to have one (lib/prerender/compress.ts).
 */
const sentSize = async (path: string) => (await stat(`${path}.gz`).catch(() => stat(path))).size;
/** A compressed copy (counted in its file's `sentSize`). */
const isCopy = (name: string) => name.endsWith('.gz') || name.endsWith('.br');

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !isCopy(entry.name))
      total += await sentSize(join(entry.parentPath, entry.name));
  }
  return total;
}

/**
 * Pagefind's extended binary (ICU4X segmentation of Chinese and Japanese): the Node API picks it
 * when the platform package has it; this makes sure it is that one and not the plain binary,
 * which would index a Chinese sentence as one word.
 */
function requireExtendedBinary() {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = platform === 'windows' ? 'pagefind_extended.exe' : 'pagefind_extended';
  const override = process.env.PAGEFIND_EXTENDED_BINARY_PATH;
  const path =
    override ??
    (() => {
      try {
        return require.resolve(`@pagefind/${platform}-${process.arch}/bin/${name}`);
      } catch {
        return undefined;
      }
    })();
  if (path === undefined || !existsSync(path)) {
    throw new Error(
      `Pagefind's extended binary (${name}) is not installed for ${platform}-${process.arch}: run npm ci`,
    );
  }
  if (process.env.PAGEFIND_BINARY_PATH) {
    throw new Error(
      'PAGEFIND_BINARY_PATH is set: unset it, the plain binary cannot segment Chinese',
    );
  }
}

/** One bundle of the index: a folder of Pagefind's own (`assets/pagefind/<hash>/`). */
export interface SearchBundleStats {
  pages: number;
  /** Uploaded files indexed (their records, one per language of the site). */
  files: number;
  /** Per language: pages and bytes (gzip) of its index files (its fragments, filters and meta). */
  languages: Record<string, { pages: number; bytes: number }>;
  /** Bytes (gzip) of the whole folder (index, Pagefind's script and WebAssembly). */
  totalBytes: number;
  /** The folder, relative to dist/client (`assets/pagefind/<hash>`). */
  dir: string;
  /** The hash that names it (also the tag of Pagefind's entry file, `metaCacheTag`). */
  hash: string;
}

/**
 * The index in two bundles (docs/decisions/0025-split-search-and-sitemap.md): the current one,
 * which the search page loads (with the "did you mean" word lists), and the archive, which it
 * merges in (`mergeIndex`); none when no entry is older than `archiveBefore`.
 */
export interface SearchIndexStats {
  /** Pages and file records in both bundles. */
  pages: number;
  files: number;
  current: SearchBundleStats;
  archive?: SearchBundleStats;
  /** The archive's boundary: entries dated before 1 January of this year are in it. */
  archiveBefore: number;
}

/**
 * The archive's boundary for a build made at `now`: the current year in Hong Kong (the entries'
 * dates and times are Hong Kong's). The archive holds the collections' entries (their pages and
 * files) dated before it, so an entry of this year, as a new one is, leaves the archive as it
 * was; the boundary moves once a year, at the first build of a new year, which writes the
 * archive again with last year's entries in it.
 */
export function searchArchiveYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(now),
  );
}

/** Which bundle a page or file goes into: the archive if its entry is older than the boundary. */
export interface SearchArchive {
  /** The boundary year (searchArchiveYear). */
  before: number;
  /** The collections' entries' dates (their entry pages' `?id=` slugs). */
  dates: EntryDates;
}

/** Whether a page (its URL, with its language prefix) goes into the archive. */
export function inArchive(url: string, archive: SearchArchive): boolean {
  const [pathname = '/', query] = url.split('?');
  const { path } = splitLocalePath(pathname);
  const entry = entryOfPath(query === undefined ? path : `${path}?${query}`, archive.dates);
  return entry !== undefined && Number(entry.date.slice(0, 4)) < archive.before;
}

/**
 * Pagefind's data files are gzip inside (with a 12-byte signature, `pagefind_dcd`, in front of
 * the data), and its script inflates them in JavaScript unless they arrive inflated already.
 * They are stored inflated, so that the server sends them in brotli (smaller) and the browser,
 * not the page's script, unpacks them.
 */
const PAGEFIND_DATA = /\.(?:pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
const SIGNATURE = 'pagefind_dcd';

/** A file of Pagefind's as it is stored: its data files inflated. */
function inflated(path: string, body: Uint8Array): Uint8Array {
  if (!PAGEFIND_DATA.test(path) || body[0] !== 0x1f || body[1] !== 0x8b) return body;
  const data = gunzipSync(body);
  if (data.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) {
    throw new Error(`Pagefind: ${path} has no ${SIGNATURE} signature once inflated`);
  }
  return data;
}

/** The most frequent words a language's list keeps (about 10 bytes each in the file). */
const MAX_WORDS = 5000;
const HAN_WORD = /^\p{Script=Han}{2,8}$/u;

/**
 * The index's Chinese words, per language (`words.<language>.json`, most frequent first): what
 * the search page's "did you mean" compares a word without a match against (視綱膜 → 視網膜,
 * src/pages/search/search-engine.ts `suggestWord`). They are the words as Pagefind's segmenter
 * cut them: each page's indexed text (its fragment's `content`) separates them with zero-width
 * spaces. Pagefind's browser API does not give its words. Only languages with such words get a
 * list. Counted over both bundles, kept in the current one (the one the page names).
 */
function wordLists(
  bundles: Map<string, Uint8Array>[],
  languages: string[],
): Map<string, Uint8Array> {
  const counts = new Map<string, Map<string, number>>();
  for (const [path, body] of bundles.flatMap((files) => [...files])) {
    if (!path.startsWith('fragment/')) continue;
    const language = languages.find((l) => path.startsWith(`fragment/${l}_`));
    if (!language) continue;
    const { content } = JSON.parse(
      Buffer.from(body.subarray(SIGNATURE.length)).toString('utf8'),
    ) as { content?: string };
    const words = counts.get(language) ?? new Map<string, number>();
    counts.set(language, words);
    for (const word of (content ?? '').split(/[\u200b\s\p{P}]+/u)) {
      if (HAN_WORD.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  const lists = new Map<string, Uint8Array>();
  for (const [language, words] of counts) {
    if (words.size === 0) continue;
    const list = [...words]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_WORDS)
      .map(([word]) => word);
    lists.set(`words.${language}.json`, Buffer.from(JSON.stringify(list)));
  }
  return lists;
}

/** A hash of every file's path (relative, with `/`) and bytes (10 hex digits). */
function hashOf(files: Map<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) {
    hash.update(path).update('\0');
    hash.update(files.get(path) ?? '').update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Pages read and handed to Pagefind ahead of the one it is indexing. */
const PAGES_ON_THEIR_WAY = 8;

/**
 * The texts of published files, in their order: from the build cache when their bytes were read
 * before, else by PDF.js on threads of its own (lib/pdf-text.ts). A file whose reading was cut
 * off (its time, pages or memory ran out) is logged, `<url>: text cut off after …`, and its text
 * and note are cached as a whole one's: the next build logs it again without reading it again.
 * `reader`: the limits of the reading (tests give smaller ones).
 */
export async function fileTexts(
  clientDir: string,
  files: readonly Pick<FileSearchRecord, 'url'>[],
  cache: BuildCache,
  {
    reader: limits,
    log = (line: string) => console.warn(line),
  }: { reader?: PdfTextLimits; log?: (line: string) => void } = {},
): Promise<string[]> {
  const reader = new PdfTextReader(limits);
  try {
    return await Promise.all(
      files.map(async ({ url }) => {
        const bytes = await readFile(join(clientDir, url));
        const key = cache.keyOf('pdf', PDF_TEXT_VERSION, bytes);
        const cached = await cache.readText(key, '.txt');
        let read: PdfText;
        if (cached !== undefined) {
          read = { text: cached, cutOff: (await cache.readText(key, '.cut')) || undefined };
        } else {
          read = await reader.read(bytes, url);
          // The note first: a text cached without its note would pass for a whole one (and a
          // note left by a read that did not finish is emptied).
          if (read.cutOff) await cache.writeText(key, read.cutOff, '.cut');
          else if (await cache.readText(key, '.cut')) await cache.writeText(key, '', '.cut');
          await cache.writeText(key, read.text, '.txt');
        }
        if (read.cutOff) log(`${url}: text cut off ${read.cutOff} (the rest is not searchable)`);
        return read.text;
      }),
    );
  } finally {
    await reader.close();
  }
}

/**
 * Changes when the text extraction does (lib/pdf-text.ts), so cached texts are read again. The
 * limits of issue 60 leave a text read whole as it was (a cut-off one has its note beside it,
 * `.cut`), so the texts cached before them stand: five years of PDFs are not read again.
 */
const PDF_TEXT_VERSION = 'pdfjs-5 radicals 50000';

/** Pagefind's Node API, as the build uses it. */
type PagefindApi = typeof import('pagefind');

/**
 * One bundle's files, in memory: `documents` read from `clientDir` and `files` (with their texts,
 * awaited after the pages) indexed by a Pagefind index of their own.
 */
async function indexBundle(
  pagefind: PagefindApi,
  clientDir: string,
  documents: readonly SearchDocument[],
  files: Promise<readonly { record: FileSearchRecord; text: string }[]>,
): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  const output = new Map<string, Uint8Array>();
  const problems: string[] = [];
  const report = (url: string) => (added: { errors: string[] }) =>
    problems.push(...added.errors.map((e) => `${url}: ${e}`));
  // Pages are handed over in their order (the index is then the same from build to build) with a
  // few on their way at once: Pagefind parses one while the next is read (half the time of one
  // at a time at 3,000 pages).
  const marked = (document: SearchDocument) => {
    const content = readFile(join(clientDir, document.file), 'utf8').then((html) =>
      markForIndex(html, document.kind, document.tabbed),
    );
    content.catch(() => {}); // awaited in its turn
    return content;
  };
  const reading: Promise<string>[] = documents.slice(0, PAGES_ON_THEIR_WAY).map(marked);
  const adding: Promise<unknown>[] = [];
  for (const [i, document] of documents.entries()) {
    const next = documents[i + PAGES_ON_THEIR_WAY];
    if (next) reading.push(marked(next));
    const content = (await reading.shift()) ?? '';
    const added = index.addHTMLFile({ url: document.url, content }).then(report(document.url));
    added.catch(() => {}); // awaited in its turn
    adding.push(added);
    if (adding.length >= PAGES_ON_THEIR_WAY) await adding.shift();
  }
  await Promise.all(adding);
  for (const { record, text } of await files) {
    const added = await index.addCustomRecord({
      url: record.url,
      content: text,
      // The index a page goes into is its `<html lang>`, lower-cased (zh-hans).
      language: LOCALE_INFO[record.locale].htmlLang.toLowerCase(),
      meta: { title: record.title },
      filters: { kind: [record.kind] },
    });
    report(`${record.url} (${record.locale})`)(added);
  }
  // The files in memory, not written by Pagefind: each is written once, below, as stored.
  const got = await index.getFiles();
  problems.push(...got.errors);
  if (problems.length > 0) throw new Error(`Pagefind: ${problems.join('; ')}`);
  for (const file of got.files) {
    if (!UNUSED.test(file.path)) output.set(file.path, inflated(file.path, file.content));
  }
  await index.deleteIndex();
  return output;
}

/** The languages of a bundle's entry file. */
const languagesOf = (output: Map<string, Uint8Array>) =>
  Object.keys(
    (
      JSON.parse(Buffer.from(output.get('pagefind-entry.json') ?? '{}').toString()) as {
        languages?: Record<string, unknown>;
      }
    ).languages ?? {},
  );

/**
 * Writes one bundle into `<client>/assets/pagefind/<hash>/`, each file with its compressed copies
 * (the WebAssembly and the index in brotli), and measures it. A file whose bytes the last build
 * wrote too (most fragments: one per page, named by its content; every file of an archive that
 * did not change) is a link from the build cache, as the collections' data files.
 */
async function writeBundle(
  clientDir: string,
  output: Map<string, Uint8Array>,
  counts: { pages: number; files: number },
  cache: BuildCache,
): Promise<SearchBundleStats> {
  const hash = hashOf(output);
  const dir = `${SEARCH_DIR}/${hash}`;
  const indexDir = join(clientDir, dir);
  const compressor = new Compressor(cache);
  for (const [path, body] of output) {
    const file = join(indexDir, path);
    await mkdir(dirname(file), { recursive: true });
    const key = cache.keyOf('data', body);
    if (!(await cache.linkTo(key, file, extname(path)))) {
      await writeFile(file, body);
      await cache.keep(key, file, extname(path));
    }
    if (isCompressed(path)) await compressor.add(file, { body });
  }
  await compressor.finish();
  const entry = JSON.parse(await readFile(join(indexDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; page_count: number }>;
  };
  const languages: SearchBundleStats['languages'] = {};
  for (const [language, info] of Object.entries(entry.languages)) {
    languages[language] = { pages: info.page_count, bytes: 0 };
  }
  // Every fragment, index chunk and filter file belongs to one language's hash (its pf_meta
  // names them); summing by the files of each language's meta is what a visitor could fetch.
  for (const [language, info] of Object.entries(entry.languages)) {
    const meta = join(indexDir, `pagefind.${info.hash}.pf_meta`);
    const bytes = await sentSize(meta);
    const stats = languages[language];
    if (stats) stats.bytes = bytes;
  }
  for (const sub of ['fragment', 'index', 'filter']) {
    const subDir = join(indexDir, sub);
    if (!existsSync(subDir)) continue;
    for (const file of await readdir(subDir)) {
      if (isCopy(file)) continue;
      const language = Object.keys(entry.languages).find((l) => file.startsWith(`${l}_`));
      const stats = language ? languages[language] : undefined;
      if (stats) stats.bytes += await sentSize(join(subDir, file));
    }
  }
  return { ...counts, languages, totalBytes: await sizeOf(indexDir), dir, hash };
}

/**
 * Indexes the build in `distDir` (its pages, and `files`: the collections' uploaded files, see
 * lib/collections/search-records.ts) and writes its bundles under `<client>/assets/pagefind/`:
 * the archive (the pages and files of the entries dated before `archive.before`), when there is
 * any, and the current one (everything else).
 */
export async function writeSearchIndex(
  distDir: string,
  files: readonly FileSearchRecord[],
  cache: BuildCache,
  archive: SearchArchive,
): Promise<SearchIndexStats> {
  requireExtendedBinary();
  const clientDir = join(distDir, 'client');
  const manifest = parseSiteManifest(await readFile(join(distDir, SITE_MANIFEST_FILE), 'utf8'));
  const documents = searchDocuments(manifest);
  const root = join(clientDir, SEARCH_DIR);
  await rm(root, { recursive: true, force: true });
  // The files' texts are read while Pagefind indexes the pages (the PDFs' on threads of their own).
  const texts = fileTexts(clientDir, files, cache);
  // (Awaited below, after the pages; a failure then fails the build, naming the file.)
  texts.catch(() => {});
  const withTexts = texts.then((read) =>
    files.map((record, i) => ({ record, text: read[i] ?? '' })),
  );
  withTexts.catch(() => {});
  const oldFile = (record: FileSearchRecord) => Number(record.date.slice(0, 4)) < archive.before;
  const split = (old: boolean) => {
    const own = documents.filter((document) => inArchive(document.url, archive) === old);
    const texts = withTexts.then((all) => all.filter(({ record }) => oldFile(record) === old));
    texts.catch(() => {}); // awaited by its bundle's indexing
    const counts = { pages: own.length, files: files.filter((f) => oldFile(f) === old).length };
    return { documents: own, files: texts, counts };
  };
  const [old, young] = [split(true), split(false)];
  const pagefind = await import('pagefind');
  let outputs: { current: Map<string, Uint8Array>; archive?: Map<string, Uint8Array> };
  try {
    // The archive first (when there is one): its pages are read while the files' texts are.
    const archived =
      old.counts.pages + old.counts.files > 0
        ? await indexBundle(pagefind, clientDir, old.documents, old.files)
        : undefined;
    const current = await indexBundle(pagefind, clientDir, young.documents, young.files);
    outputs = { current, ...(archived ? { archive: archived } : {}) };
  } finally {
    await pagefind.close();
  }
  const bundles = outputs.archive ? [outputs.current, outputs.archive] : [outputs.current];
  const languages = [...new Set(bundles.flatMap(languagesOf))];
  for (const [path, body] of wordLists(bundles, languages)) outputs.current.set(path, body);
  const archived = outputs.archive
    ? await writeBundle(clientDir, outputs.archive, old.counts, cache)
    : undefined;
  const current = await writeBundle(clientDir, outputs.current, young.counts, cache);
  return {
    pages: documents.length,
    files: files.length,
    current,
    ...(archived ? { archive: archived } : {}),
    archiveBefore: archive.before,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** One line per bundle and language, as the build prints it. */
export function describeSearchIndex(stats: SearchIndexStats): string {
  const bundle = (name: string, b: SearchBundleStats) => {
    const languages = Object.entries(b.languages)
      .map(([language, s]) => `${language} ${s.pages} pages ${kb(s.bytes)}`)
      .join(', ');
    return `${name}: ${b.pages} pages and ${b.files} file records (${languages}); ${kb(b.totalBytes)} with Pagefind's script and WebAssembly, in ${b.dir}/`;
  };
  return [
    `search index: ${stats.pages} pages and ${stats.files} file records`,
    bundle('  current', stats.current),
    stats.archive
      ? bundle(`  archive (entries before ${stats.archiveBefore})`, stats.archive)
      : `  archive: none (no entry before ${stats.archiveBefore})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { finishSearchIndex } = await import('./lib/prerender/search-preloads');
  const { BuildCache } = await import('./lib/prerender/cache');
  const { loadCollectionsOrExit } = await import('./collections');
  const { fileSearchRecords } = await import('./lib/collections/search-records');
  const cache = BuildCache.open();
  const { entryDatesOf } = await import('./lib/collections/entry-pages');
  const loaded = await loadCollectionsOrExit();
  const stats = await writeSearchIndex(DIST_DIR, fileSearchRecords(loaded), cache, {
    before: searchArchiveYear(),
    dates: entryDatesOf(loaded),
  });
  await finishSearchIndex(DIST_DIR, stats, cache);
  console.log(describeSearchIndex(stats));
}
