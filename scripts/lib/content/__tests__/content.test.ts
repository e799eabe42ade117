/**
 * The content check (docs/design.md#content-as-data): every kind of bad content file fails, naming
 * the file, the line, the field and the language. Each test breaks a copy of the real content,
 * never the original.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENTRY_COLLECTIONS } from '../../../../src/content/registry';
import { LOCALES } from '../../../../src/i18n/locales';
import { ContentError, DEFAULT_DIRS, loadContent, ROOT } from '../compile';

let dir: string;
const dirs = () => ({ ...DEFAULT_DIRS, content: dir });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-'));
  for (const folder of ['pages', 'site', 'editor']) {
    await cp(join(ROOT, 'src/content', folder), join(dir, folder), { recursive: true });
  }
  // Each collection's words in the editor (its folder's editor.<locale>.yml).
  for (const { folder } of ENTRY_COLLECTIONS)
    for (const locale of LOCALES)
      await cp(
        join(ROOT, 'src/content', folder, `editor.${locale}.yml`),
        join(dir, folder, `editor.${locale}.yml`),
      );
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Rewrites one file of the copy. */
async function edit(file: string, change: (text: string) => string) {
  const path = join(dir, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  await writeFile(path, after);
}

/** The problems the check reports for the copy (none → an empty list). */
async function problems(): Promise<string[]> {
  try {
    await loadContent(dirs());
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const file = (name: string) => join(dir, name);

describe('content check', () => {
  it('accepts the real content, in every language', async () => {
    const content = await loadContent(dirs());
    const home = content.get('pages/home');
    expect(home?.en).toMatchObject({ heading: { title: expect.any(String) } });
    // Written once (zh-hans), the same in every language:
    expect(home?.en).toMatchObject({
      hero: { actions: [{ href: '/product' }, { href: '/about' }] },
    });
  });

  it('takes an optional field left empty (as the browser editor writes it) as not given', async () => {
    await edit('pages/home.zh-hans.yml', (t) => t.replace(/^( {2}eyebrow:) .*$/m, '$1 ""'));
    await edit('pages/home.en.yml', (t) => t.replace(/^( {2}eyebrow:) .*$/m, '$1 ""'));
    await edit('pages/home.zh-hant.yml', (t) => t.replace(/^( {2}eyebrow:) .*$/m, '$1 ""'));
    const content = await loadContent(dirs());
    const home = content.get('pages/home') as Record<string, { heading: object }>;
    expect(home.en?.heading).not.toHaveProperty('eyebrow');
    expect(home['zh-hans']?.heading).not.toHaveProperty('eyebrow');
  });

  it('names file, line, field and language of an empty translation', async () => {
    await edit('pages/home.en.yml', (t) => t.replace(/^( {2}title:) .*$/m, '$1 ""'));
    expect(await problems()).toEqual([
      `${file('pages/home.en.yml')}:2: meta.title (en): is empty (write it in this language)`,
    ]);
  });

  it('reports a translation missing in one language', async () => {
    await edit('pages/about.zh-hant.yml', (t) => t.replace(/^ {2}lead: .*\n/m, ''));
    expect(await problems()).toEqual([
      expect.stringMatching(
        /about\.zh-hant\.yml:\d+: heading\.lead \(zh-hant\): is missing in this language$/,
      ),
    ]);
  });

  it("checks the editor's words as content: a label missing in one language, one unknown", async () => {
    await edit('editor/words.zh-hant.yml', (t) => t.replace(/^ {2}showChildren: .*\n/m, ''));
    await edit('editor/words.en.yml', (t) => t.replace(/^ {2}pdfLaunch: /m, '  pdfLunch: '));
    const found = await problems();
    expect(found).toContainEqual(
      expect.stringMatching(
        /editor\/words\.zh-hant\.yml:\d+: labels\.showChildren \(zh-hant\): is missing in this language$/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /editor\/words\.en\.yml:\d+: uploads\.pdfLunch \(en\): is not a known field/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/editor\/words\.en\.yml:\d+: uploads\.pdfLaunch \(en\): is missing/),
    );
  });

  it('reports a missing language file', async () => {
    await rm(file('pages/awards.en.yml'));
    expect(await problems()).toEqual([`${file('pages/awards.en.yml')}: the file is missing`]);
  });

  it('reports an unknown field (a typo) in any language', async () => {
    await edit('pages/contact.zh-hans.yml', (t) =>
      t.replace(/^heading:\n/m, 'heading:\n  titel: x\n'),
    );
    await edit('pages/contact.en.yml', (t) => t.replace(/^heading:\n/m, 'heading:\n  titel: x\n'));
    const found = await problems();
    expect(found).toContainEqual(
      expect.stringMatching(/contact\.zh-hans\.yml:\d+: heading \(zh-hans\): unknown field titel/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/contact\.en\.yml:\d+: heading\.titel \(en\): is not a known field/),
    );
  });

  it('reports a wrong type', async () => {
    await edit('pages/awards.zh-hans.yml', (t) => t.replace('year: 2025', 'year: last year'));
    expect(await problems()).toEqual([
      expect.stringMatching(
        /awards\.zh-hans\.yml:\d+: items\[0\]\.year \(zh-hans\): Invalid input: expected number, received string$/,
      ),
    ]);
  });

  it('reports a link to a page that does not exist', async () => {
    await edit('pages/home.zh-hans.yml', (t) => t.replace('href: /about', 'href: /abuot'));
    expect(await problems()).toEqual([
      expect.stringMatching(
        /home\.zh-hans\.yml:\d+: hero\.actions\[1\]\.href \(zh-hans\): must be a page of the site/,
      ),
    ]);
  });

  it('reports an image file that does not exist', async () => {
    await edit('pages/medical.zh-hans.yml', (t) =>
      t.replace('illustrations/scene-hospital.svg', 'illustrations/scene-hospitl.svg'),
    );
    expect(await problems()).toContainEqual(
      expect.stringMatching(
        /medical\.zh-hans\.yml:\d+: .*\.src \(zh-hans\): names src\/assets\/illustrations\/scene-hospitl\.svg, which does not exist/,
      ),
    );
  });

  it('reports a value written again in a language other than the default', async () => {
    await edit('pages/home.en.yml', (t) =>
      t.replace(/^( {4}- label: .*)$/m, '$1\n      href: /product'),
    );
    expect(await problems()).toContainEqual(
      expect.stringMatching(
        /home\.en\.yml:\d+: hero\.actions\[0\]\.href \(en\): is the same in every language/,
      ),
    );
  });

  it('reports a list of another length than the default language', async () => {
    await edit('pages/awards.en.yml', (t) => t.replace(/^ {2}- title: .*\n {4}issuer: .*\n/m, ''));
    expect(await problems()).toContainEqual(
      expect.stringMatching(
        /awards\.en\.yml:\d+: items \(en\): has \d+ items, the default language \(zh-hans\) has \d+/,
      ),
    );
  });

  it('reports YAML that does not parse, with its line', async () => {
    await edit('site/chrome.zh-hant.yml', (t) =>
      t.replace(/^(logoLabel:.*)$/m, '$1\n  bad: [unclosed'),
    );
    const found = await problems();
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found)
      expect(problem).toMatch(/site\/chrome\.zh-hant\.yml:\d+: not valid YAML/);
  });

  it('fails the build, naming the broken file', () => {
    return (async () => {
      await edit('pages/career.en.yml', (t) => t.replace(/^( {2}title:) .*$/m, '$1 "  "'));
      // (the first `  title:` of a page file is its meta title)
      // The build's first step is the content compiler; it stops the build before Vite runs.
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: ROOT,
        env: { ...process.env, CONTENT_DIR: dir },
        encoding: 'utf8',
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`${file('pages/career.en.yml')}:`);
      expect(result.stderr).toContain('meta.title (en): is empty');
    })();
  }, 60_000);
});
