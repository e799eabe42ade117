/**
 * Loading a release takes over the pages it shares with the release served before (page-cache.ts:
 * the same inode, a hard link, in both), and reads the others: a release that changes one page
 * loads in the time of that page, and serves every page's own bytes.
 */
import {
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/site';

const DIST = process.env.DIST_DIR ?? 'dist';
const work = mkdtempSync(join(tmpdir(), 'retinova-site-load-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of `from` whose every file is a hard link to `from`'s (as the release cache makes). */
function linkedCopy(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    linkSync(source, target);
  }
}

describe('loading the next release', () => {
  it('takes over the unchanged pages of the release before, and reads the changed ones', async () => {
    const first = join(work, 'first');
    const second = join(work, 'second');
    cpSync(DIST, first, { recursive: true });
    linkedCopy(first, second);
    // One page changed in the second release: new files, not links.
    const page = join(second, 'client/en/about/index.html');
    for (const suffix of ['', '.br', '.gz']) rmSync(`${page}${suffix}`);
    writeFileSync(page, '<!doctype html><html lang="en"><title>changed</title></html>');
    const options = { frameAncestors: [], cacheControl: () => 'no-cache' };
    const a = await loadSite(first, 'first', options);
    const b = await loadSite(second, 'second', options, a);
    const about = 'en/about/index.html';
    expect(b.pages.get(about)?.identity.toString()).toContain('<title>changed</title>');
    expect(b.pages.get(about)?.br).toBeUndefined();
    expect(b.pages.get(about)).not.toBe(a.pages.get(about));
    // Every other page is the very object the first release loaded, with its own bytes.
    const others = [...a.pages.keys()].filter((file) => file !== about);
    expect(others.length).toBeGreaterThan(100);
    for (const file of others) expect(b.pages.get(file)).toBe(a.pages.get(file));
    const home = b.pages.get('en/home/index.html');
    expect(brotliDecompressSync(home?.br as Buffer).equals(home?.identity as Buffer)).toBe(true);
    // Without a release before, everything is read.
    const fresh = await loadSite(second, 'second', options);
    expect(fresh.pages.get('en/home/index.html')).not.toBe(a.pages.get('en/home/index.html'));
    expect(fresh.pages.get('en/home/index.html')?.identity.equals(home?.identity as Buffer)).toBe(
      true,
    );
  });
});
