/**
 * Precompressed copies (`.gz`, `.br`) of the build's text files, which the server sends as they
 * are. Compressing is most of a large site's build time (brotli at its best quality takes tens of
 * milliseconds per page), so the copies are kept in the build cache by the hash of the file's
 * bytes: a file that did not change is not compressed again. The work runs on zlib's thread pool,
 * several files at a time.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BuildCache } from './cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Text files, and Pagefind's WebAssembly and index files (stored inflated, scripts/search-index.ts:
 * the browser unpacks them, not Pagefind's script).
 */
const COMPRESSED =
  /\.(html|js|css|svg|json|xml|txt|webmanifest|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
/**
 * Brotli's best quality (11) for the hashed assets every visitor fetches; 10 for documents (pages,
 * data, feeds) and the search index's chunks and fragments, which change with them: 1-2 % larger,
 * 2.5 times faster (50 KB page: 48 → 19 ms), which keeps a build of thousands of pages within its
 * budget.
 */
const qualityOf = (path: string) =>
  /[\\/]assets[\\/]/.test(path) && !/\.pf_(?:index|fragment|filter|meta)$/.test(path) ? 11 : 10;
/** Files smaller than this are sent as they are. */
const MIN_BYTES = 1024;
/** Files compressed at once (zlib's pool has four threads; the machine may have two cores). */
const CONCURRENCY = 4;

export interface CompressStats {
  files: number;
  reused: number;
}

async function compressOne(path: string, cache: BuildCache, stats: CompressStats) {
  if ((await stat(path)).size < MIN_BYTES) return;
  const body = await readFile(path);
  stats.files++;
  const key = cache.keyOf('compress', String(qualityOf(path)), body);
  const hit = await cache.readPair(key);
  if (hit) {
    stats.reused++;
    await Promise.all([writeFile(`${path}.gz`, hit.gz), writeFile(`${path}.br`, hit.br)]);
    return;
  }
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: qualityOf(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  await cache.writePair(key, { gz, br });
}

/** Writes `<file>.gz` and `<file>.br` beside each text file of `dir` of 1 KB or more. */
export async function precompress(dir: string, cache: BuildCache): Promise<CompressStats> {
  const paths: string[] = [];
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && COMPRESSED.test(entry.name))
      paths.push(join(entry.parentPath, entry.name));
  }
  return precompressFiles(paths, cache);
}

/** The same for the given files (a file rewritten after the folder was compressed). */
export async function precompressFiles(paths: string[], cache: BuildCache): Promise<CompressStats> {
  const stats: CompressStats = { files: 0, reused: 0 };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      await compressOne(path, cache, stats);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return stats;
}
