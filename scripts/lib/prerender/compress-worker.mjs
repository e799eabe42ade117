/**
 * One of the compressing threads of lib/prerender/compress.ts, which decides the qualities (plain
 * JavaScript: a worker thread does not get the build's TypeScript loader). Per file: its copies
 * from the build cache when there, else made and written to the cache too. zlib's synchronous
 * calls on threads of our own: its asynchronous ones share libuv's four threads with every file
 * read and write, and cost the 2-core machine as much system time as the compressing itself.
 *
 * A task: { id, path, body, gzipLevel, brotli: [quality, larger quality?, over bytes?],
 * cached?: { gz, br } }. The answer: { id, reused, error? }.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const brotliAt = (body, quality) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

function compress({ path, body, gzipLevel, brotli, cached }) {
  if (cached && existsSync(cached.gz) && existsSync(cached.br)) {
    copyFileSync(cached.gz, `${path}.gz`);
    copyFileSync(cached.br, `${path}.br`);
    return true;
  }
  const [quality, larger, over] = brotli;
  const gz = gzipSync(body, { level: gzipLevel });
  let br = brotliAt(body, quality);
  if (larger !== undefined && br.length > over) br = brotliAt(body, larger);
  writeFileSync(`${path}.gz`, gz);
  writeFileSync(`${path}.br`, br);
  if (cached) {
    mkdirSync(dirname(cached.gz), { recursive: true });
    writeFileSync(cached.gz, gz);
    writeFileSync(cached.br, br);
  }
  return false;
}

parentPort?.on('message', (task) => {
  try {
    parentPort?.postMessage({ id: task.id, reused: compress(task) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, reused: false, error: String(error?.stack ?? error) });
  }
});
