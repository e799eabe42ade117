import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNew } from '../prerender/hard-links.mjs';
import { viteBuildOnce } from '../vite-build-cache';

describe('viteBuildOnce', () => {
  const dir = mkdtempSync(join(tmpdir(), 'retinova-vite-cache-'));
  const cacheDir = join(dir, 'cache');
  const outDir = join(dir, 'out');
  const input = join(dir, 'vite.test.config.ts');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let builds = 0;
  /** A stand-in for a Vite build: writes the bundle from its input. */
  const build = async () => {
    builds++;
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<!doctype html>${readFileSync(input, 'utf8')}`);
    writeFileSync(join(outDir, 'assets', 'entry.js'), 'export {}');
  };
  const once = () => viteBuildOnce({ name: 'client', own: [input], outDir, cacheDir, build });

  it('builds, then links the same bundle while its inputs are unchanged, then builds again', async () => {
    writeFileSync(input, 'first');
    expect(await once()).toBe(false);
    expect(builds).toBe(1);
    rmSync(outDir, { recursive: true });
    expect(await once()).toBe(true);
    expect(builds).toBe(1);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('<!doctype html>first');
    expect(readFileSync(join(outDir, 'assets', 'entry.js'), 'utf8')).toBe('export {}');
    const [kept] = readdirSync(join(cacheDir, 'vite'));
    expect(statSync(join(outDir, 'index.html')).ino).toBe(
      statSync(join(cacheDir, 'vite', kept ?? '', 'index.html')).ino,
    );
    // A restored file replaced by the build (the prerender's Home) leaves the kept one alone.
    writeNew(join(outDir, 'index.html'), 'home');
    rmSync(outDir, { recursive: true });
    expect(await once()).toBe(true);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('<!doctype html>first');

    writeFileSync(input, 'second');
    expect(await once()).toBe(false);
    expect(builds).toBe(2);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('<!doctype html>second');
    // One bundle per name is kept.
    expect(readdirSync(join(cacheDir, 'vite')).filter((n) => n.startsWith('client-'))).toHaveLength(
      1,
    );
  });

  it('always builds without a cache', async () => {
    const before = builds;
    await viteBuildOnce({ name: 'client', own: [input], outDir, cacheDir: undefined, build });
    await viteBuildOnce({ name: 'client', own: [input], outDir, cacheDir: undefined, build });
    expect(builds).toBe(before + 2);
  });
});
