/**
 * Site search's index written twice from one build's pages (for the test that the two bundles
 * find what one index does, server/__tests__/search-bundles.test.ts): in one bundle (no entry is
 * older than the year 0) and in two (the archive before `searchArchiveYear()`, as the build
 * writes it). Each goes into a folder of its own whose `client/` links to the build's pages and
 * files, so the build's own index is left as it is.
 */
import { mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SITE_MANIFEST_FILE } from '../../shared/site-manifest';
import { loadCollectionsOrExit } from '../collections';
import { type SearchIndexStats, searchArchiveYear, writeSearchIndex } from '../search-index';
import { entryDatesOf } from './collections/entry-pages';
import { fileSearchRecords } from './collections/search-records';
import { BuildCache } from './prerender/cache';

/** `to` made a folder whose entries link to `from`'s, but for `except` (relative paths). */
async function mirror(from: string, to: string, except: string[]): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const inner = except.filter((path) => path.startsWith(`${entry.name}/`));
    if (except.includes(entry.name)) continue;
    if (inner.length > 0 && entry.isDirectory()) {
      await mirror(
        join(from, entry.name),
        join(to, entry.name),
        inner.map((path) => path.slice(entry.name.length + 1)),
      );
    } else await symlink(join(from, entry.name), join(to, entry.name));
  }
}

export interface IndexedBothWays {
  one: { distDir: string; stats: SearchIndexStats };
  two: { distDir: string; stats: SearchIndexStats };
}

/** Indexes the build in `distDir` both ways (see above), in folders under the system's tmp. */
export async function indexBothWays(dist: string): Promise<IndexedBothWays> {
  const distDir = resolve(dist);
  const loaded = await loadCollectionsOrExit();
  const files = fileSearchRecords(loaded);
  const dates = entryDatesOf(loaded);
  const cache = BuildCache.open();
  const write = async (before: number) => {
    const dir = await mkdtemp(join(tmpdir(), 'search-both-ways-'));
    await symlink(join(distDir, SITE_MANIFEST_FILE), join(dir, SITE_MANIFEST_FILE));
    await mirror(join(distDir, 'client'), join(dir, 'client'), ['assets/pagefind']);
    return { distDir: dir, stats: await writeSearchIndex(dir, files, cache, { before, dates }) };
  };
  return { one: await write(0), two: await write(searchArchiveYear()) };
}
