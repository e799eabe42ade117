/** `npm run compare-build`: the same site passes, any change of a page's text or markup fails. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareBuilds, normalize } from '../compare-build';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const page = (text: string, chunk: string, extra = '') =>
  `<html><head>\n    <link rel="modulepreload" crossorigin href="/assets/${chunk}.js">\n${extra}<script type="module" src="/assets/index-Ab12_xY9.js"></script></head><body><h1>${text}</h1></body></html>`;

async function build(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'build-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe('compare-build', () => {
  it('sets asset hashes aside', () => {
    expect(normalize('/assets/home-page-Bx12_aZ9.js /assets/index-D4f3aa1-.css')).toBe(
      '/assets/home-page.js /assets/index.css',
    );
    expect(normalize('/assets/D4f3aa1-.css /assets/care-Q1w2e3r4.css /assets/x_Z9-2aQ.svg')).toBe(
      '/assets/hash.css /assets/care.css /assets/hash.svg',
    );
  });

  it('passes the same pages with other hashes, noting a changed chunk split', async () => {
    const before = await build({
      'about/index.html': page('About', 'about-Q1w2e3r4'),
      'sitemap.xml': '<urlset/>',
    });
    const after = await build({
      'about/index.html': page('About', 'meta-Zz99yy88'),
      'sitemap.xml': '<urlset/>',
    });
    const result = compareBuilds(before, after);
    expect(result).toMatchObject({ compared: 2, differences: [] });
    expect(result.notes).toEqual([
      'about/index.html: script preloads -/assets/about.js +/assets/meta.js',
    ]);
  });

  it('fails on a changed word, a changed attribute, and a missing or added page', async () => {
    const before = await build({
      'a.html': page('Retinova', 'x-Q1w2e3r4'),
      'b.html': '<a href="/about">About</a>',
      'gone.html': '<p>x</p>',
    });
    const after = await build({
      'a.html': page('Retinova!', 'x-Q1w2e3r4'),
      'b.html': '<a href="/abuot">About</a>',
      'new.html': '<p>x</p>',
    });
    const { differences } = compareBuilds(before, after);
    expect(differences).toHaveLength(4);
    expect(differences).toContain('gone.html: missing in the new build');
    expect(differences).toContain('new.html: only in the new build');
    expect(differences.find((d) => d.startsWith('a.html: differs'))).toContain('Retinova!');
    expect(differences.find((d) => d.startsWith('b.html: differs'))).toContain('/abuot');
  });
});
