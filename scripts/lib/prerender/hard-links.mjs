/**
 * Files the build keeps as hard links (lib/prerender/cache.ts, compress-worker.mjs): a build
 * cache entry and the build's file with its bytes are one file under two names, and a release's
 * may be a third (decision 0019). None of them is ever written in place: a name that must change
 * is replaced. Plain JavaScript, so the compressing threads (which do not get the build's
 * TypeScript loader) share it with the main thread.
 */
import { copyFileSync, linkSync, rmSync, writeFileSync } from 'node:fs';

/** `to` made a hard link to `from` (replacing it), or a copy where links cannot be made. */
export function placeLink(from, to) {
  try {
    linkSync(from, to);
  } catch (error) {
    if (error?.code === 'EEXIST') {
      rmSync(to, { force: true });
      placeLink(from, to);
      return;
    }
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes(error?.code)) throw error;
    copyFileSync(from, to);
  }
}

/** A new file with these bytes at `path` (what was there is replaced, never written into). */
export function writeNew(path, bytes) {
  try {
    writeFileSync(path, bytes, { flag: 'wx' });
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
    rmSync(path, { force: true });
    writeFileSync(path, bytes, { flag: 'wx' });
  }
}
