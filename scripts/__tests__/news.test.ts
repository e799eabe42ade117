import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPageNumber, NEWS_PAGE_SIZE, pageCountOf } from '../../src/content/news/config';
import { LOCALES } from '../../src/i18n/locales';
import {
  atomFeed,
  bodiesIndexModule,
  bodyModule,
  formatNewsDate,
  listModule,
  loadNews,
  markdownToHtml,
  NewsError,
  newsVariantValues,
  sortNewestFirst,
} from '../news';

const FIXTURE = join(import.meta.dirname, 'fixtures/news-malformed');

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Spec {
  slug: string;
  type?: string;
  date: string;
  languages?: readonly string[];
}

/** A news folder in a temporary directory with valid articles unless told otherwise. */
async function newsDir(specs: Spec[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'news-'));
  temps.push(dir);
  for (const { slug, type = 'company', date, languages = LOCALES } of specs) {
    await mkdir(join(dir, slug));
    for (const lang of languages) {
      await writeFile(
        join(dir, slug, `${lang}.md`),
        `---\nslug: ${slug}\ntype: ${type}\ndate: ${date}\ntitle: "${slug} ${lang}"\nsummary: "About ${slug}"\nsource: "Retinova"\ncover: fundus\n---\n\n# Heading\n\nText of ${slug}.\n`,
      );
    }
  }
  return dir;
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadNews(dir);
  } catch (error) {
    if (error instanceof NewsError) return error.problems;
    throw error;
  }
  return [];
}

describe('news validation', () => {
  it('names the file and the field of each problem in the malformed fixture', async () => {
    const problems = await problemsOf(FIXTURE);
    const file = (lang: string) => join(FIXTURE, 'bad-article', `${lang}.md`);
    expect(problems).toContain(`${file('zh-hant')}: field "source" is missing`);
    expect(problems).toContain(`${file('en')}: field "date" must be a date written YYYY-MM-DD`);
    expect(problems).toHaveLength(2);
    await expect(loadNews(FIXTURE)).rejects.toThrow(/bad-article\/en\.md: field "date"/);
  });

  it('requires all three languages of an article', async () => {
    const dir = await newsDir([{ slug: 'one', date: '2025-01-01', languages: ['zh-hans', 'en'] }]);
    expect(await problemsOf(dir)).toEqual([
      `${join(dir, 'one', 'zh-hant.md')}: missing (every article needs zh-hans.md, zh-hant.md, en.md)`,
    ]);
  });

  it('rejects unknown fields, a wrong type, an impossible date and a slug that is not the folder', async () => {
    const dir = await newsDir([{ slug: 'two', type: 'press', date: '2025-02-30' }]);
    const en = join(dir, 'two', 'en.md');
    const text = (await readFile(en, 'utf8')).replace('slug: two', 'slug: other\nauthor: x');
    await writeFile(en, text);
    const problems = await problemsOf(dir);
    expect(problems).toContain(`${en}: field "author" is not known`);
    expect(problems.some((p) => p.startsWith(`${en}: field "type" must be one of`))).toBe(true);
    expect(problems).toContain(`${en}: field "date" is not a real calendar date`);
  });

  it('requires type, date and cover to agree between languages', async () => {
    const dir = await newsDir([{ slug: 'three', date: '2025-03-01' }]);
    const en = join(dir, 'three', 'en.md');
    await writeFile(en, (await readFile(en, 'utf8')).replace('2025-03-01', '2025-03-02'));
    expect(await problemsOf(dir)).toEqual([
      `${en}: field "date" is "2025-03-02" but zh-hans.md says "2025-03-01" (it must be the same in every language)`,
    ]);
  });
});

describe('news data', () => {
  it('orders newest first, ties by slug', async () => {
    const dir = await newsDir([
      { slug: 'old', date: '2024-01-01' },
      { slug: 'b-new', date: '2025-05-01' },
      { slug: 'a-new', date: '2025-05-01' },
    ]);
    expect((await loadNews(dir)).map((a) => a.slug)).toEqual(['a-new', 'b-new', 'old']);
    expect(sortNewestFirst([{ slug: 'x', date: '2020-01-01' }])).toHaveLength(1);
  });

  it('paginates: extra list pages and one article page per slug for the prerender', async () => {
    const specs: Spec[] = Array.from({ length: NEWS_PAGE_SIZE * 2 + 1 }, (_, i) => ({
      slug: `c${i}`,
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    }));
    specs.push({ slug: 'r0', type: 'responsibility', date: '2024-01-01' });
    const articles = await loadNews(await newsDir(specs));
    const values = newsVariantValues(articles);
    expect(values['company-news']).toEqual(['2', '3']);
    expect(values.responsibility).toEqual([]);
    expect(values['responsibility-details']).toHaveLength(specs.length);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(NEWS_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(NEWS_PAGE_SIZE + 1)).toBe(2);
  });

  it('reads only strict page numbers, like the server', () => {
    const page = (query: string) => listPageNumber(new URLSearchParams(query), 3);
    expect(page('')).toBe(1);
    expect(page('type=1')).toBe(1);
    expect(page('type=1&page=2')).toBe(2);
    expect(page('page=3')).toBe(3);
    for (const bad of ['page=4', 'page=0', 'page=02', 'page=2x', 'page=2&page=3']) {
      expect(page(bad), bad).toBe(1);
    }
  });

  it('turns Markdown into sanitised HTML whose headings start at h2', () => {
    const html = markdownToHtml(
      '# Title\n\nText with <script>alert(1)</script> and <b onclick="x()">bold</b> and [a link](https://example.com) <img src=x onerror=y>\n\n<div style="color:red">styled</div>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|onclick|onerror|<img|style=/);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">a link</a>');
  });

  it('formats dates per language, the same on every machine', () => {
    expect(formatNewsDate('2025-03-20', 'zh-hans')).toBe('2025年3月20日');
    expect(formatNewsDate('2025-03-20', 'zh-hant')).toBe('2025年3月20日');
    expect(formatNewsDate('2025-03-20', 'en')).toBe('March 20, 2025');
  });

  it('generates a list module without bodies, and one lazily imported body per article', async () => {
    const articles = await loadNews(await newsDir([{ slug: 'one', date: '2025-01-01' }]));
    const source = listModule(articles, 'en');
    expect(source).toContain('slug: "one"');
    expect(source).toContain('cover: NEWS_COVERS["fundus"]');
    expect(source).not.toContain('Text of one');
    const index = bodiesIndexModule(articles);
    for (const locale of LOCALES) expect(index).toContain(`"one": () => import('./${locale}/one')`);
    const [article] = articles;
    if (!article) throw new Error('no article');
    expect(bodyModule(article, 'en')).toContain('Text of one.');
  });

  it('writes an Atom feed with every article', async () => {
    const articles = await loadNews(
      await newsDir([
        { slug: 'one', date: '2025-01-01' },
        { slug: 'two', type: 'responsibility', date: '2025-02-01' },
      ]),
    );
    const xml = atomFeed(articles, 'en', 'https://example.com', {
      title: 'News & more',
      description: 'd',
      homePath: '/en/company-news',
    });
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('https://example.com/en/responsibility-details?id=two');
    expect(xml).toContain('News &amp; more');
  });
});

describe('the site’s articles', () => {
  it('are valid, in three languages, with at least 8 company and 6 responsibility articles', async () => {
    const articles = await loadNews();
    expect(articles.filter((a) => a.type === 'company').length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((a) => a.type === 'responsibility').length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      for (const locale of LOCALES) expect(article.text[locale].html).toMatch(/^<p>/);
    }
  });
});
