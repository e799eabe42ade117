/**
 * Site search's index (docs/design.md#search, docs/decisions/0014-site-search-with-pagefind.md):
 * Pagefind reads the prerendered pages of dist/client and writes one index per language into
 * dist/client/pagefind/, which every release carries with its pages.
 *
 * Only documents a visitor should land on are indexed: every page with a `kind` in paths.ts,
 * each tab, category and article of its own (`?type=`, `?id=`), not the list pages after the
 * first nor the year archives (they repeat the articles), nor the search page, the 404 bodies
 * or hidden pages. Of each page only `<main>` counts (not the header, drawer and footer); its
 * title is the page's own name from `<title>`, its filter `kind` the route table's.
 *
 * `npx tsx scripts/search-index.ts` indexes an existing build again.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../shared/site-manifest';
import { PAGES, type PageDefinition, pageForPath, type SearchKind } from '../src/config/paths';
import { type Locale, splitLocalePath } from '../src/i18n/locales';
import { DIST_DIR } from './lib/vite-manifest';

/** The folder under dist/client the index and Pagefind's script are written to. */
export const SEARCH_DIR = 'pagefind';

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
 * The page as Pagefind should read it: `<main>` marked as the only body, with the kind as filter
 * and the page's own name (the part of `<title>` before ` | `, with its tab's) as title. A tab
 * list is left out of the text: every tab page repeats the names of all its tabs, which would
 * open each snippet and lift every tab page for any product's name.
 */
export function markForIndex(html: string, kind: SearchKind, tabbed = false): string {
  const name = decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').split(' | ')[0] ?? '';
  const main = html.indexOf('<main');
  if (main < 0) throw new Error('page has no <main>');
  const tab = tabbed ? chosenTab(html.slice(main)) : undefined;
  const title = tab && tab !== name ? `${name} · ${tab}` : name;
  return html
    .replace(
      /<main\b/,
      `<main data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="title:${escapeAttribute(title)}"`,
    )
    .replaceAll('role="tablist"', 'role="tablist" data-pagefind-ignore');
}

/** Pagefind's files this site does not use (its own UIs; the Web Worker, see loadPagefind). */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\.(?:js|css)$/;

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
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

export interface SearchIndexStats {
  pages: number;
  /** Per language: pages and bytes of its index files (its fragments, filters and meta). */
  languages: Record<string, { pages: number; bytes: number }>;
  /** Bytes of the whole folder (index, Pagefind's script and WebAssembly). */
  totalBytes: number;
}

/** Indexes the build in `distDir` and writes `<client>/pagefind/`. */
export async function writeSearchIndex(distDir = DIST_DIR): Promise<SearchIndexStats> {
  requireExtendedBinary();
  const clientDir = join(distDir, 'client');
  const manifest = JSON.parse(
    await readFile(join(distDir, SITE_MANIFEST_FILE), 'utf8'),
  ) as SiteManifest;
  const documents = searchDocuments(manifest);
  const outputPath = join(clientDir, SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    const problems: string[] = [];
    for (const document of documents) {
      const html = await readFile(join(clientDir, document.file), 'utf8');
      const added = await index.addHTMLFile({
        url: document.url,
        content: markForIndex(html, document.kind, document.tabbed),
      });
      problems.push(...added.errors.map((e) => `${document.url}: ${e}`));
    }
    const written = await index.writeFiles({ outputPath });
    problems.push(...written.errors);
    if (problems.length > 0) throw new Error(`Pagefind: ${problems.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const file of await readdir(outputPath)) {
    if (UNUSED.test(file)) await rm(join(outputPath, file));
  }
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; page_count: number }>;
  };
  const languages: SearchIndexStats['languages'] = {};
  for (const [language, info] of Object.entries(entry.languages)) {
    languages[language] = { pages: info.page_count, bytes: 0 };
  }
  // Every fragment, index chunk and filter file belongs to one language's hash (its pf_meta
  // names them); summing by the files of each language's meta is what a visitor could fetch.
  for (const [language, info] of Object.entries(entry.languages)) {
    const meta = join(outputPath, `pagefind.${info.hash}.pf_meta`);
    const bytes = (await stat(meta)).size;
    const stats = languages[language];
    if (stats) stats.bytes = bytes;
  }
  for (const sub of ['fragment', 'index', 'filter']) {
    const dir = join(outputPath, sub);
    if (!existsSync(dir)) continue;
    for (const file of await readdir(dir)) {
      const language = Object.keys(entry.languages).find((l) => file.startsWith(`${l}_`));
      const stats = language ? languages[language] : undefined;
      if (stats) stats.bytes += (await stat(join(dir, file))).size;
    }
  }
  return { pages: documents.length, languages, totalBytes: await sizeOf(outputPath) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** One line per language, as the build prints it. */
export function describeSearchIndex(stats: SearchIndexStats): string {
  const languages = Object.entries(stats.languages)
    .map(([language, s]) => `${language} ${s.pages} pages ${kb(s.bytes)}`)
    .join(', ');
  return `search index: ${stats.pages} pages (${languages}); ${kb(stats.totalBytes)} with Pagefind's script and WebAssembly`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stats = await writeSearchIndex();
  console.log(describeSearchIndex(stats));
}
