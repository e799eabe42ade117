/**
 * The search page with its first results (docs/design.md#search, decision 0021): the server
 * answers `/search?q=…` (and each language's) with the page its renderer makes with the results
 * Pagefind finds for the query, so the visitor sees them with the page, before any script runs;
 * the page takes them over as it hydrates and searches on with Pagefind in the browser.
 *
 * The work runs in a worker thread per release (worker.ts), started at the first search and
 * stopped when the release is no longer served. Whatever goes wrong — no renderer in the
 * release, a failure, more searches waiting than `MAX_WAITING`, no answer within `TIME_LIMIT_MS`
 * — the caller sends the prerendered page, which searches in the browser as before, and the log
 * says so (a count or a path, never the query).
 */
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '../../../shared/search';
import { type CachedPage, etagOf } from '../page-cache';
import type { LoadedSite, SiteHolder } from '../site';
import type { SearchRequest, SearchResponse, SearchWorkerData } from './worker';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Searches waiting for the worker beyond which a page is sent without results. */
const MAX_WAITING = 16;
/** How long a search may take before the page goes without it. */
const TIME_LIMIT_MS = 3000;
/** At most one log line per this long about searches sent without results for waiting. */
const OVERFLOW_LOG_MS = 10_000;
/** Answers kept per release (the same query asked again is answered from memory). */
const KEPT = 200;

/** A search page with results, with its compressed copies (sent by page-cache.ts's sendPage). */
export type SearchAnswer = Required<Pick<CachedPage, 'identity' | 'br' | 'gzip' | 'etag'>>;

type Log = (context: Record<string, unknown>, message: string) => void;

/** What `?q=` and `?kind=` ask of the server, or undefined for a request it leaves to the page. */
export function searchOf(
  query: Record<string, unknown>,
): { query: string; kind: SearchKind | null } | undefined {
  const q = query.q;
  if (typeof q !== 'string' || q.trim() === '' || q.length > SEARCH_QUERY_MAX) return undefined;
  const kind = SEARCH_KINDS.find((k) => k === query.kind) ?? null;
  return { query: q, kind };
}

export class SearchPages {
  private worker: Worker | undefined;
  private failedAt = 0;
  private next = 1;
  private readonly waiting = new Map<number, (response: SearchResponse | undefined) => void>();
  private readonly kept = new Map<string, Promise<SearchAnswer | undefined>>();
  private closed = false;
  /** Pages sent without results as too many searches waited, not logged yet; the last line. */
  private overflowed = 0;
  private overflowLoggedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly data: SearchWorkerData,
    private readonly log: { warn: Log; error: Log },
  ) {}

  /**
   * The search page at `path` for the request's address (`url`) with the first results of
   * `query`, or undefined (the caller sends the prerendered page).
   */
  answer(
    path: string,
    url: string,
    search: { query: string; kind: SearchKind | null },
  ): Promise<SearchAnswer | undefined> {
    // The address decides the answer (its path, query and kind are read from it).
    const key = url;
    const known = this.kept.get(key);
    if (known) {
      // Most recently used last: the oldest go first when the map is full.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const asked = this.ask({ path, url, ...search }).then(async (html) => {
      if (html === undefined) {
        this.kept.delete(key);
        return undefined;
      }
      const identity = Buffer.from(html);
      const [br, gz] = await Promise.all([
        compressBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        compressGzip(identity, { level: 6 }),
      ]);
      return { identity, br, gzip: gz, etag: etagOf(identity) };
    });
    this.kept.set(key, asked);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return asked;
  }

  /**
   * Readies the page at `path` (the worker, the renderer, the language's Pagefind) before its
   * first query: asked when the search page is fetched without one (a visitor opening it, or the
   * header's search field warming it, src/components/layout/site-search).
   */
  warm(path: string): void {
    if (this.warmed.has(path)) return;
    this.warmed.add(path);
    void this.ask({ path, url: path, query: '', kind: null }, undefined);
  }

  private readonly warmed = new Set<string>();

  private ask(
    request: Omit<SearchRequest, 'id'>,
    limitMs: number | undefined = TIME_LIMIT_MS,
  ): Promise<string | undefined> {
    const worker = this.start();
    if (!worker) return Promise.resolve(undefined);
    if (this.waiting.size >= MAX_WAITING) {
      this.noteOverflow();
      return Promise.resolve(undefined);
    }
    const id = this.next++;
    return new Promise((resolve) => {
      const timer =
        limitMs === undefined
          ? undefined
          : setTimeout(() => {
              this.waiting.delete(id);
              this.log.warn(
                { path: request.path, ms: TIME_LIMIT_MS },
                'search page sent without results: the search took too long',
              );
              resolve(undefined);
            }, limitMs);
      this.waiting.set(id, (response) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        if (response && 'error' in response) {
          this.log.error(
            { path: request.path, error: response.error },
            'search page sent without results: the search failed',
          );
        }
        resolve(response && 'html' in response ? response.html : undefined);
      });
      worker.postMessage({ ...request, id } satisfies SearchRequest);
    });
  }

  /**
   * Counts a page sent without results because MAX_WAITING searches were waiting, and says so in
   * the log: at once the first time, then at most every OVERFLOW_LOG_MS with the count since (a
   * flood of searches does not become a flood of lines). A count, never a query.
   */
  private noteOverflow() {
    this.overflowed += 1;
    const now = Date.now();
    if (now - this.overflowLoggedAt < OVERFLOW_LOG_MS) return;
    this.log.warn(
      { pages: this.overflowed, waiting: MAX_WAITING },
      'search pages sent without results: too many searches waiting',
    );
    this.overflowed = 0;
    this.overflowLoggedAt = now;
  }

  /** The worker, started if need be (not again within a minute of one that failed). */
  private start(): Worker | undefined {
    if (this.worker || this.closed) return this.worker;
    if (Date.now() - this.failedAt < 60_000) return undefined;
    const worker = new Worker(new URL('./worker-start.mjs', import.meta.url), {
      workerData: this.data,
    });
    worker.unref();
    worker.on('message', (response: SearchResponse) => this.waiting.get(response.id)?.(response));
    const stopped = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (!this.closed) {
        this.failedAt = Date.now();
        this.log.error({ dir: this.data.dir, reason }, 'search worker stopped');
      }
      for (const settle of [...this.waiting.values()]) settle(undefined);
    };
    worker.on('error', (error) => stopped(error.stack ?? error.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }

  /** Stops the worker (the release is no longer served); later asks get undefined. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    for (const settle of [...this.waiting.values()]) settle(undefined);
    await worker?.terminate();
  }
}

/**
 * The search pages of each release served: made at its first search, stopped 30 s after the
 * next release is served (searches already asked of it finish) and when the server closes.
 */
export function searchPagesOf(holder: SiteHolder, log: { warn: Log; error: Log }) {
  const made = new WeakMap<LoadedSite, SearchPages>();
  /** Those not closed yet (the server's close stops them all). */
  const open = new Set<SearchPages>();
  let served = holder.current;
  holder.onLoaded((next) => {
    const previous = made.get(served);
    served = next;
    if (previous) {
      setTimeout(() => {
        open.delete(previous);
        void previous.close();
      }, 30_000).unref();
    }
  });
  return {
    of(loaded: LoadedSite): SearchPages {
      let pages = made.get(loaded);
      if (!pages) {
        const searchPages = Object.entries(loaded.manifest.pages)
          .filter(([, page]) => page.webAssembly === true)
          .map(([path, page]) => ({ path, file: page.file }));
        pages = new SearchPages({ dir: loaded.dir, pages: searchPages }, log);
        made.set(loaded, pages);
        open.add(pages);
      }
      return pages;
    },
    close: async () => {
      await Promise.all([...open].map((pages) => pages.close()));
      open.clear();
    },
  };
}
