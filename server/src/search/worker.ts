/**
 * The search worker of one release (results.ts starts it): answers `/search?q=…` with the search
 * page rendered with its first results. It loads the release's renderer (`ssr/entry-server.js`,
 * self-contained) and Pagefind (pagefind-vm.ts), which stay in this thread until the release is
 * no longer served and the worker is stopped: a module cannot be unloaded, a thread can.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  mergedBundles,
  mergeHits,
  queryVariants,
  SEARCH_PAGE_SIZE,
  SEARCH_PRELOADS_ID,
  SEARCH_SEED_ID,
  SEARCH_SYNONYMS_ID,
  type SearchKind,
  type SearchSeed,
  suggestQuery,
} from '../../../shared/search';
import { loadPagefind, type PagefindSearch } from './pagefind-vm';

/** What the worker is started with. */
export interface SearchWorkerData {
  /** The release's folder (client/, ssr/). */
  dir: string;
  /** The search page of each language: its path (`/en/search`) and its file under client/. */
  pages: { path: string; file: string }[];
}

export interface SearchRequest {
  id: number;
  /** The page's path (one of `pages`). */
  path: string;
  /** The address as asked (path and query), which the page is rendered for. */
  url: string;
  query: string;
  kind: SearchKind | null;
}

export type SearchResponse = { id: number; html: string } | { id: number; error: string };

interface Renderer {
  renderSearchPage: (url: string, seed?: SearchSeed) => Promise<string>;
}

/** One language's search page, ready to fill. */
interface PreparedPage {
  pagefind: PagefindSearch;
  groups: string[][];
  /** The index's Chinese words of the language, most frequent first ("did you mean"). */
  words: string[];
  /**
   * The prerendered page before its #root content, without the hints of the page's own search,
   * split where the seed goes (seededHead).
   */
  before: [string, string];
  after: string;
}

const ROOT_START = '<div id="root">';

/**
 * The head of a page that comes with its results: it loads as every other page does, its first
 * paint needing nothing but its HTML. Nothing of Pagefind runs at load: its start sees the seed
 * and adds none of the page's preloads (search-boot.ts), the page starts Pagefind when the
 * visitor shows they will search again (its warm list, `#page-warm`, names the files), and its
 * code comes after the first paint as on every page. A release built before the start added the
 * links had them in its HTML (the modulepreloads of Pagefind and of the page's chunks, the
 * preloads of Pagefind's files): they are dropped. Split where the seed goes: before the synonyms
 * block, which the start follows.
 */
function seededHead(before: string, folder: string): [string, string] {
  const hint = (line: string) => {
    const tag = line.trim();
    return (
      tag.startsWith('<link rel="modulepreload" href="/assets/') ||
      tag.startsWith(`<link rel="preload" as="fetch" href="${folder}`)
    );
  };
  const head = before
    .split('\n')
    .filter((line) => !hint(line))
    .join('\n');
  const at = head.indexOf(`<script type="application/json" id="${SEARCH_SYNONYMS_ID}">`);
  return [head.slice(0, at), head.slice(at)];
}

/** The text of the first element that starts with `open`, up to `close`; undefined if none. */
function between(html: string, open: string, close: string, from = 0): string | undefined {
  const start = html.indexOf(open, from);
  if (start < 0) return undefined;
  const end = html.indexOf(close, start + open.length);
  return end < 0 ? undefined : html.slice(start + open.length, end);
}

/**
 * The bundles the page merges into its index (site search's archive): the other entry files of its
 * preload list (`#search-preloads`), as folders of the site (`/assets/pagefind/<hash>/`). None in a
 * release built before the archive.
 */
function mergedFolders(html: string, folder: string): { path: string; tag: string | null }[] {
  const list = between(
    html,
    `<script type="application/json" id="${SEARCH_PRELOADS_ID}">`,
    '</script>',
  );
  if (list === undefined) return [];
  const { fetches = [] } = JSON.parse(list) as { fetches?: string[] };
  const origin = 'http://site.invalid';
  return mergedBundles(`${folder}/pagefind.js`, fetches, `${origin}/`).map(({ url, tag }) => {
    const path = new URL(url).pathname;
    if (!url.startsWith(origin) || !/^\/assets\/pagefind\/[\w-]+\/$/.test(path)) {
      throw new Error(`The search page merges ${url}, not a bundle of the site's index`);
    }
    return { path, tag };
  });
}

const { dir, pages } = workerData as SearchWorkerData;
/** The release's renderer, imported by worker-start.mjs (`serve`). */
let renderer: Promise<Renderer>;
const prepared = new Map<string, Promise<PreparedPage>>();

async function prepare(path: string): Promise<PreparedPage> {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a search page of this release`);
  const html = await readFile(join(dir, 'client', page.file), 'utf8');
  const htmlLang = between(html, '<html lang="', '"');
  // Pagefind's folder, from the URL of its script in the page's preload list (or, in a release
  // built before it, its preload link): `"/assets/pagefind/<hash>/pagefind.js"`.
  const scriptEnd = html.indexOf('/pagefind.js"');
  const folder =
    scriptEnd < 0 ? undefined : html.slice(html.lastIndexOf('"', scriptEnd) + 1, scriptEnd);
  const synonyms = between(
    html,
    `<script type="application/json" id="${SEARCH_SYNONYMS_ID}">`,
    '</script>',
  );
  if (!htmlLang || !folder?.startsWith('/assets/pagefind/') || synonyms === undefined) {
    throw new Error(`${page.file} lacks its language, Pagefind's script or the synonym groups`);
  }
  // The prerendered #root is what the renderer gives without results: found where it stands, it
  // is the part to replace (and proves page and renderer are of one build).
  const empty = await (await renderer).renderSearchPage(path);
  const start = html.indexOf(ROOT_START) + ROOT_START.length;
  if (start < ROOT_START.length || !html.startsWith(empty, start)) {
    throw new Error(`${page.file}: its #root is not what the release's renderer makes of ${path}`);
  }
  // The index's words (scripts/search-index.ts), beside Pagefind's script as the page finds them.
  const wordsFile = join(dir, 'client', folder, `words.${htmlLang.toLowerCase()}.json`);
  return {
    pagefind: await loadPagefind(
      join(dir, 'client', folder),
      htmlLang,
      mergedFolders(html, folder).map(({ path, tag }) => ({
        folder: join(dir, 'client', path),
        tag,
      })),
    ),
    groups: JSON.parse(synonyms.replaceAll('\\u003c', '<')) as string[][],
    // A language whose pages have no Chinese word has no list (as the page, then none).
    words: existsSync(wordsFile) ? (JSON.parse(await readFile(wordsFile, 'utf8')) as string[]) : [],
    before: seededHead(html.slice(0, start - ROOT_START.length), `${folder}/`),
    after: html.slice(start + empty.length),
  };
}

/** The page at `path`, readied once (again after a failure). */
function preparedPage(path: string): Promise<PreparedPage> {
  let page = prepared.get(path);
  if (!page) {
    page = prepare(path);
    prepared.set(path, page);
    page.catch(() => prepared.delete(path));
  }
  return page;
}

/** The search page of `request.url` with the first results of its query. */
async function answer(request: SearchRequest): Promise<string> {
  const page = preparedPage(request.path);
  // The other languages next, so that their first visitor does not wait for it either.
  void page.then(
    () => Promise.allSettled(pages.map((other) => preparedPage(other.path))),
    () => {},
  );
  const { pagefind, groups, words, before, after } = await page;
  // No query: the page is only readied (SearchPages.warm).
  if (!request.query.trim()) return '';
  const filters = request.kind ? { filters: { kind: request.kind } } : {};
  const variants = queryVariants(request.query.trim(), groups);
  const hits = mergeHits(await Promise.all(variants.map((v) => pagefind.search(v, filters))));
  // What the page shows of each (Pagefind's data holds the page's whole text besides).
  const first = await Promise.all(
    hits.slice(0, SEARCH_PAGE_SIZE).map(async (hit) => {
      const { url, excerpt, meta, filters } = await hit.load();
      return { url, excerpt, meta: { title: meta.title }, filters };
    }),
  );
  const suggested = await suggestQuery(pagefind, request.query.trim(), groups, async () => words);
  const seed: SearchSeed = {
    query: request.query,
    kind: request.kind,
    hits: hits.map(({ id, score }, index) => ({ id, score, data: first[index] })),
    ...(suggested ? { suggested } : {}),
  };
  const body = await (await renderer).renderSearchPage(request.url, seed);
  const block = `<script type="application/json" id="${SEARCH_SEED_ID}">${JSON.stringify(seed).replaceAll('<', '\\u003c')}</script>`;
  return `${before[0]}${block}${before[1]}${ROOT_START}${body}${after}`;
}

/** Answers the server's requests with the release's renderer (worker-start.mjs imports it). */
export function serve(release: Promise<Renderer>): void {
  renderer = release;
  parentPort?.on('message', (request: SearchRequest) => {
    answer(request).then(
      (html) => parentPort?.postMessage({ id: request.id, html } satisfies SearchResponse),
      (error: unknown) =>
        parentPort?.postMessage({
          id: request.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies SearchResponse),
    );
  });
}
