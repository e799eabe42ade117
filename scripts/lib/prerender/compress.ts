/**
 * Precompressed copies (`.gz`, `.br`) of the build's text files, which the server sends as they
 * are. Compressing is most of a large site's build time, so the copies are kept in the build cache
 * by the hash of the file's bytes (a page's: by the page's own cache key) and a file that did not
 * change gets them as hard links to the cache's, not compressed again. The work runs on worker
 * threads, one per core (compress-worker.mjs: the mechanism; the policy below), so the prerender
 * hands each page over as it writes it and goes on rendering.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ThreadPool } from '../thread-pool';
import type { BuildCache } from './cache';

/**
 * Text files, and Pagefind's WebAssembly and index files (stored inflated, scripts/search-index.ts:
 * the browser unpacks them, not Pagefind's script).
 */
const COMPRESSED =
  /\.(html|js|css|svg|json|xml|txt|webmanifest|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
/** Whether a file of this name gets compressed copies (when it is 1 KB or more). */
export const isCompressed = (name: string) => COMPRESSED.test(name);
/**
 * Brotli's best quality (11) for the hashed assets every visitor fetches once and keeps.
 * Documents (pages, data files, feeds, the search index's chunks and fragments) are thousands and
 * change with the content: quality 8, which compresses a 55 KB page in about 1 ms, and 10 (about
 * 25 ms, 6 % smaller) only for a document whose copy at 8 does not fit the first round trip of a
 * new connection, where those bytes can cost the visitor one (BENCHMARKS.md, "Brotli quality for
 * documents"). Gzip at level 9 for clients without brotli.
 */
const ASSET_BROTLI = [11] as const;
/**
 * A new connection's first round trip: ten segments of 1,460 B (RFC 6928), less the response's
 * headers (1,044 B for a page, its CSP included; 1,100 allowed).
 */
export const FIRST_ROUND_TRIP_BODY = 10 * 1460 - 1100;
const DOCUMENT_BROTLI = [8, 10, FIRST_ROUND_TRIP_BODY] as const;
const GZIP_LEVEL = 9;
/** What the policy is, for the cache keys: a copy made under another policy is not reused. */
const POLICY = JSON.stringify([GZIP_LEVEL, ASSET_BROTLI, DOCUMENT_BROTLI]);

/** A hashed asset of the client build (not the search index's files: they change with content). */
const isAsset = (path: string) =>
  /[\\/]assets[\\/]/.test(path) && !/\.pf_(?:index|fragment|filter|meta)$/.test(path);

/** What compress-worker.mjs is sent and answers. */
interface CompressTask {
  path: string;
  /** The file's bytes; without them the thread reads the file when it has to compress it. */
  body?: Uint8Array;
  minBytes: number;
  gzipLevel: number;
  brotli: readonly number[];
  /** The cache's files for this body, or none (the cache is off). */
  cached?: { gz: string; br: string };
}
interface CompressAnswer {
  reused: boolean;
  /** Smaller than `minBytes`: sent as it is, no copies. */
  small?: boolean;
  error?: string;
}

/** Files smaller than this are sent as they are. */
const MIN_BYTES = 1024;
/** Files waiting per thread before `add` waits for its file (the bytes of a few pages each). */
const QUEUE_PER_THREAD = 16;

export interface CompressStats {
  files: number;
  reused: number;
}

/**
 * Compresses files as they are handed to it. `add` returns at once unless every thread has a
 * full queue; `finish` waits for the rest, stops the threads and throws the first failure.
 */
export class Compressor {
  readonly stats: CompressStats = { files: 0, reused: 0 };
  private readonly pool = new ThreadPool<CompressTask, CompressAnswer>(
    new URL('./compress-worker.mjs', import.meta.url),
    'compressing',
  );
  private readonly seen = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private failure: Error | undefined;

  constructor(private readonly cache: BuildCache) {}

  /**
   * Compresses one file. `body`: its bytes, when the caller has them. `source`: a build cache key
   * that determines the file's bytes (a page's), which keys its copies instead of its bytes, so a
   * page reused from the cache is neither read nor hashed here: its thread copies its copies.
   */
  async add(path: string, { body, source }: { body?: Uint8Array; source?: string } = {}) {
    this.seen.add(path);
    if (this.failure) throw this.failure;
    const bytes = body ?? (source ? undefined : await readFile(path));
    if (bytes && bytes.length < MIN_BYTES) return;
    const brotli = isAsset(path) ? ASSET_BROTLI : DOCUMENT_BROTLI;
    const key = this.cache.keyOf('compress', POLICY, String(brotli), source ?? bytes ?? '');
    const task: CompressTask = {
      path,
      body: bytes,
      minBytes: MIN_BYTES,
      gzipLevel: GZIP_LEVEL,
      brotli,
      cached: this.cache.pairFiles(key),
    };
    const done = this.pool.run(task).then(
      (answer) => {
        if (answer.error) this.failure ??= new Error(`Compressing failed: ${answer.error}`);
        else if (!answer.small) {
          this.stats.files++;
          if (answer.reused) this.stats.reused++;
        }
      },
      (error: Error) => {
        this.failure ??= error;
      },
    );
    this.running.add(done);
    void done.then(() => this.running.delete(done));
    if (this.pool.waiting >= QUEUE_PER_THREAD * this.pool.size) await done;
  }

  /**
   * Every text file of `dir` not handed over yet; one the build placed from a cache entry (the
   * collections' data files) is keyed by that entry, not read.
   */
  async addFolder(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && COMPRESSED.test(entry.name) && !this.seen.has(path))
        await this.add(path, { source: this.cache.sourceOf(path) });
    }
  }

  /** Waits for the files handed over, stops the threads, and throws the first failure. */
  async finish(): Promise<CompressStats> {
    await Promise.all(this.running);
    await this.pool.close();
    if (this.failure) throw this.failure;
    return this.stats;
  }
}

/** Writes `<file>.gz` and `<file>.br` beside each text file of `dir` of 1 KB or more. */
export async function precompress(dir: string, cache: BuildCache): Promise<CompressStats> {
  const compressor = new Compressor(cache);
  await compressor.addFolder(dir);
  return compressor.finish();
}

/** The same for the given files (a file rewritten after the folder was compressed). */
export async function precompressFiles(paths: string[], cache: BuildCache): Promise<CompressStats> {
  const compressor = new Compressor(cache);
  for (const path of paths) await compressor.add(path);
  return compressor.finish();
}
