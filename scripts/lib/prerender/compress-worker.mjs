/**
 * One of the compressing threads of lib/prerender/compress.ts, which decides the qualities (plain
 * JavaScript: a worker thread does not get the build's TypeScript loader). Per file: its copies
 * from the build cache when there, else made and written to the cache too. zlib's synchronous
 * calls on threads of our own: its asynchronous ones share libuv's four threads with every file
 * read and write, and cost the 2-core machine as much system time as the compressing itself.
 *
 * A task: { id, path, body? (else read from path when needed), minBytes, gzipLevel,
 * brotli: [quality, larger quality?, over bytes?], cached?: { gz, br } }. The answer:
 * { id, reused, small?, error? }.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { placeLink, writeNew } from './hard-links.mjs';

const brotliAt = (body, quality) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** The cache's folders made so far. */
const folders = new Set();

/** Copies are written anew, never in place: they and the cache's entries are hard links (hard-links.mjs). */
function compress({ path, body: given, minBytes, gzipLevel, brotli, cached }) {
  if (cached) {
    try {
      placeLink(cached.gz, `${path}.gz`);
      placeLink(cached.br, `${path}.br`);
      return { reused: true };
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
    }
  }
  const body = given ?? readFileSync(path);
  if (body.length < minBytes) return { reused: false, small: true };
  const [quality, larger, over] = brotli;
  const gz = gzipSync(body, { level: gzipLevel });
  let br = brotliAt(body, quality);
  if (larger !== undefined && br.length > over) br = brotliAt(body, larger);
  writeNew(`${path}.gz`, gz);
  writeNew(`${path}.br`, br);
  if (cached) {
    const folder = dirname(cached.gz);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    placeLink(`${path}.gz`, cached.gz);
    placeLink(`${path}.br`, cached.br);
  }
  return { reused: false };
}

parentPort?.on('message', (task) => {
  try {
    parentPort?.postMessage({ id: task.id, ...compress(task) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, reused: false, error: String(error?.stack ?? error) });
  }
});
