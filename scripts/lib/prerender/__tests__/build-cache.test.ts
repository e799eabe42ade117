import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteManifest } from '../../../../shared/site-manifest';

/**
 * The build cache against real builds of a copy of this checkout: what did not change is reused,
 * a changed article re-renders its page only, and a changed word of the header re-renders every
 * page (the server bundle is part of every page's key). Three builds of the pages alone
 * (`--pages-only`).
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
let copy: string;

function build(): { total: number; reused: number; output: string } {
  // The pages alone: the search index and the editor have caches of their own, not tested here.
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--pages-only'],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, DIST_DIR: 'dist', RETINOVA_BUILD_CACHE: join(copy, '.cache/build') },
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`build failed:\n${output.slice(-3000)}`);
  const match = /Prerendered (\d+) files \([^;]*; (\d+) reused/.exec(output);
  if (!match) throw new Error(`no prerender line in:\n${output.slice(-2000)}`);
  return { total: Number(match[1]), reused: Number(match[2]), output };
}

const page = (file: string) => readFileSync(join(copy, 'dist/client', file), 'utf8');

function edit(file: string, from: string, to: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'retinova-build-cache-'));
  // The working tree as git sees it: tracked files that are still there (a file moved or
  // deleted but not yet committed is gone) and new ones that are not ignored.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // The generated artwork (git-ignored), where a build made it here: copied rather than drawn
  // again (on a fresh clone the unit tests run before the first build, which then draws it).
  for (const generated of ['public/generated', 'public/brand', 'public/site.webmanifest'])
    if (existsSync(join(ROOT, generated)))
      cpSync(join(ROOT, generated), join(copy, generated), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the build cache', { timeout: 600_000 }, () => {
  it('reuses what did not change, and renders again all that a change touches', () => {
    const first = build();
    expect(first.reused).toBe(0);

    // One article's body in one language: only that page is rendered again.
    const article = 'responsibility-details/id-world-sight-day-2025.html';
    const other = 'en/responsibility-details/id-thirty-million-screenings.html';
    const otherBefore = page(other);
    const sentence = 'Screening at the events was free of charge for residents.';
    edit('src/content/news/world-sight-day-2025.zh-hans.md', '\n---\n', `\n---\n\n${sentence}\n`);
    const second = build();
    expect(second.total).toBe(first.total);
    expect(second.reused).toBe(first.total - 1);
    expect(page(article)).toContain(sentence);
    expect(page(other)).toBe(otherBefore);

    // A word of the header, on every page: every page is rendered again and shows it.
    edit('src/content/site/chrome.en.yml', 'mainNavigation: Main\n', 'mainNavigation: Site menu\n');
    const third = build();
    expect(third.reused).toBe(0);
    const manifest = parseSiteManifest(readFileSync(join(copy, 'dist/site-manifest.json'), 'utf8'));
    const english = Object.entries(manifest.pages).filter(([url]) => url.startsWith('/en'));
    expect(english.length).toBeGreaterThan(40);
    for (const [url, { file }] of english) {
      expect(page(file), url).toContain('aria-label="Site menu"');
    }
  });
});
