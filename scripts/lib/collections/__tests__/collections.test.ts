import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataUrl, listDataUrls } from '../../../../src/content/entries/data-files';
import {
  type EntryCollection,
  listPageRanges,
  pageCountOf,
} from '../../../../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../../../../src/content/registry';
import { LOCALES } from '../../../../src/i18n/locales';
import type { Entry } from '../load';
import { EntriesError, formatDate, loadEntries, markdownToHtml, sortNewestFirst } from '../load';
import { atomFeed, dataFiles, fileOf, variantValues } from '../output';

/** The news: the collection these tests read and write entries of. */
const news = ENTRY_COLLECTIONS.find((c) => c.name === 'news') as EntryCollection;
const PAGE_SIZE = news.pageSize;
const FEED_ENTRIES = news.feed?.entries ?? 0;
const loadNews = (dir?: string) => loadEntries(news, dir);
const channel = (title: string) => ({
  title,
  description: 'd',
  homePath: '/company-news',
  entryPath: '/responsibility-details',
});

/** The stored shapes, as the tests read them. */
type Stored = { slug: string };
type ListFile = { page?: number; pageCount: number; years: number[]; entries: Stored[] };
type ArticleFile = {
  article: { body: string };
  previous?: { slug: string; title: string };
  next?: { slug: string; title: string };
};

const FIXTURE = join(import.meta.dirname, '../../../__tests__/fixtures/news-malformed');

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

/**
 * A news folder in a temporary directory with valid articles unless told otherwise: one file per
 * article and language, type, date and cover only in the zh-hans file.
 */
async function newsDir(specs: Spec[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'news-'));
  temps.push(dir);
  for (const { slug, type = 'company', date, languages = LOCALES } of specs) {
    for (const lang of languages) {
      const shared = lang === 'zh-hans' ? `type: ${type}\ndate: ${date}\ncover: fundus\n` : '';
      await writeFile(
        join(dir, `${slug}.${lang}.md`),
        `---\n${shared}title: "${slug} ${lang}"\nsummary: "About ${slug}"\nsource: "Retinova"\n---\n\n# Heading\n\nText of ${slug}.\n`,
      );
    }
  }
  return dir;
}

/** Replaces `from` by `to` in a file. */
async function edit(file: string, from: string, to: string) {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(file, text.replace(from, to));
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadNews(dir);
  } catch (error) {
    if (error instanceof EntriesError) return error.problems;
    throw error;
  }
  return [];
}

describe('entries of a collection (the news): validation', () => {
  it('names the file and the field of each problem in the malformed fixture', async () => {
    const problems = await problemsOf(FIXTURE);
    const file = (lang: string) => join(FIXTURE, `bad-article.${lang}.md`);
    expect(problems).toContain(`${file('zh-hant')}: field "source" is missing`);
    expect(problems).toContain(
      `${file('zh-hans')}: field "date" must be a date written YYYY-MM-DD`,
    );
    expect(problems).toHaveLength(2);
    await expect(loadNews(FIXTURE)).rejects.toThrow(/bad-article\.zh-hans\.md: field "date"/);
  });

  it('requires all three languages of an article', async () => {
    const dir = await newsDir([{ slug: 'one', date: '2025-01-01', languages: ['zh-hans', 'en'] }]);
    expect(await problemsOf(dir)).toEqual([
      `${join(dir, 'one.zh-hant.md')}: missing (every article needs one.zh-hans.md, one.zh-hant.md, one.en.md)`,
    ]);
  });

  it('rejects unknown fields, a wrong type, an impossible date and a file name that is not a slug', async () => {
    const dir = await newsDir([{ slug: 'two', type: 'press', date: '2025-02-30' }]);
    const zhHans = join(dir, 'two.zh-hans.md');
    const en = join(dir, 'two.en.md');
    await edit(en, 'source:', 'author: x\nsource:');
    await writeFile(join(dir, 'Two_Bad.en.md'), '');
    await writeFile(join(dir, 'two.fr.md'), '');
    await writeFile(join(dir, 'notes.txt'), '');
    await mkdir(join(dir, 'three'));
    const problems = await problemsOf(dir);
    expect(problems).toContain(`${en}: field "author" is not known`);
    expect(problems.some((p) => p.startsWith(`${zhHans}: field "type" must be one of`))).toBe(true);
    expect(problems).toContain(`${zhHans}: field "date" is not a real calendar date`);
    expect(problems).toContain(
      `${join(dir, 'Two_Bad.en.md')}: the slug "Two_Bad" (the file name) must be lower-case words joined by hyphens`,
    );
    for (const name of ['two.fr.md', 'notes.txt']) {
      expect(problems).toContain(
        `${join(dir, name)}: unexpected file (expected <slug>.<locale>.md with <locale> one of zh-hans, zh-hant, en)`,
      );
    }
    expect(problems.some((p) => p.startsWith(`${join(dir, 'three')}: unexpected folder`))).toBe(
      true,
    );
  });

  it('accepts TypeScript modules beside the articles, and nothing else', async () => {
    const dir = await newsDir([{ slug: 'one', date: '2025-01-01' }]);
    for (const name of ['collection.ts', 'covers.ts']) await writeFile(join(dir, name), '');
    expect(await problemsOf(dir)).toEqual([]);
    await writeFile(join(dir, 'other.js'), '');
    await mkdir(join(dir, 'generated'));
    expect(await problemsOf(dir)).toHaveLength(2);
  });

  it('takes type, date and cover from the zh-hans file only: another language repeating one is an error', async () => {
    const dir = await newsDir([{ slug: 'three', date: '2025-03-01' }]);
    const zhHant = join(dir, 'three.zh-hant.md');
    await edit(zhHant, 'title:', 'date: 2025-03-01\ncover: fundus\ntitle:');
    expect(await problemsOf(dir)).toEqual([
      `${zhHant}: field "date" is the same in every language: write it only in the zh-hans file`,
      `${zhHant}: field "cover" is the same in every language: write it only in the zh-hans file`,
    ]);
  });

  it('rejects a type in an en file, naming that file', async () => {
    const dir = await newsDir([{ slug: 'four', date: '2025-04-01' }]);
    const en = join(dir, 'four.en.md');
    await edit(en, 'title:', 'type: company\ntitle:');
    expect(await problemsOf(dir)).toEqual([
      `${en}: field "type" is the same in every language: write it only in the zh-hans file`,
    ]);
    await expect(loadNews(dir)).rejects.toThrow(/four\.en\.md: field "type"/);
  });

  it('names the file and the line of front matter that is not valid YAML', async () => {
    const dir = await newsDir([{ slug: 'five', date: '2025-05-01' }]);
    const en = join(dir, 'five.en.md');
    // Line 1 is ---, line 2 the title, line 3 the summary.
    await edit(en, 'summary: "About five"', 'summary: "About five');
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.startsWith(`${en}:3:`), problems[0]).toBe(true);
    expect(problems[0]).toContain(': front matter is not valid YAML (');
  });

  it('rejects an empty title, a long summary and a file without a body', async () => {
    const dir = await newsDir([{ slug: 'six', date: '2025-06-01' }]);
    const zhHans = join(dir, 'six.zh-hans.md');
    const zhHant = join(dir, 'six.zh-hant.md');
    const en = join(dir, 'six.en.md');
    await edit(zhHans, 'title: "six zh-hans"', 'title: "  "');
    await edit(zhHant, 'summary: "About six"', `summary: "${'x'.repeat(241)}"`);
    await writeFile(en, '---\ntitle: "six"\nsummary: "About six"\nsource: "Retinova"\n---\n\n');
    expect(await problemsOf(dir)).toEqual([
      `${zhHans}: field "title" is empty (write it in this language)`,
      `${zhHant}: field "summary" is longer than 240 characters`,
      `${en}: the article has no body below the front matter`,
    ]);
  });
});

describe('entries of a collection (the news): data files, variants, feed', () => {
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
    const specs: Spec[] = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, i) => ({
      slug: `c${i}`,
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    }));
    specs.push({ slug: 'r0', type: 'responsibility', date: '2024-01-01' });
    const articles = await loadNews(await newsDir(specs));
    const values = variantValues(news, articles);
    expect(values['company-news']).toEqual({ page: ['2', '3'], year: ['2025'] });
    expect(values.responsibility).toEqual({ page: [], year: ['2024'] });
    expect(values['responsibility-details']?.id).toHaveLength(specs.length);
    expect(pageCountOf(news, 0)).toBe(1);
    expect(pageCountOf(news, PAGE_SIZE)).toBe(1);
    expect(pageCountOf(news, PAGE_SIZE + 1)).toBe(2);
  });

  it('keeps list pages stable as entries are added: only pages 1 and 2 move', () => {
    const P = PAGE_SIZE;
    // The oldest-first indexes of each page's entries, for `count` entries newest first.
    const pages = (count: number) =>
      listPageRanges(P, count).map(([start, end]) =>
        Array.from({ length: end - start }, (_, i) => count - 1 - (start + i)),
      );
    // Up to two pages' worth, the pages are those of plain newest-first paging.
    expect(listPageRanges(P, 0)).toEqual([[0, 0]]);
    expect(listPageRanges(P, P)).toEqual([[0, P]]);
    expect(listPageRanges(P, P + 3)).toEqual([
      [0, P],
      [P, P + 3],
    ]);
    expect(listPageRanges(P, 2 * P)).toEqual([
      [0, P],
      [P, 2 * P],
    ]);
    // Then page 2 takes what is left over: 2P + 1 entries are P, 1, P.
    expect(listPageRanges(P, 2 * P + 1)).toEqual([
      [0, P],
      [P, P + 1],
      [P + 1, 2 * P + 1],
    ]);
    for (let count = 0; count <= 6 * P; count++) {
      const before = pages(count);
      // Every entry once, newest first; page 1 full when there is more than a page.
      expect(before.flat()).toEqual(Array.from({ length: count }, (_, i) => count - 1 - i));
      if (count > P) expect(before[0]).toHaveLength(P);
      for (const page of before.slice(2)) expect(page).toHaveLength(P);
      const after = pages(count + 1);
      // One more entry: pages 3… keep their entries unless a page was added (once in P).
      if (after.length === before.length) expect(after.slice(2)).toEqual(before.slice(2));
      else expect(before[1] ?? before[0]).toHaveLength(P);
    }
  });

  it('links the reader\u2019s own version of a file, else the first of the declared order', () => {
    const documents = ENTRY_COLLECTIONS.find((c) => c.name === 'documents') as EntryCollection;
    const entry = (files: Record<string, string>) =>
      ({
        shared: {
          files: Object.fromEntries(Object.entries(files).map(([l, url]) => [l, { url }])),
        },
        files: Object.values(files).map((url) => ({ url, source: url, bytes: 1 })),
      }) as unknown as Entry;
    const both = entry({ 'zh-hant': '/d/a-zh-hant.pdf', en: '/d/a-en.pdf' });
    expect(fileOf(documents, both, 'zh-hant')).toBe('/d/a-zh-hant.pdf');
    expect(fileOf(documents, both, 'zh-hans')).toBe('/d/a-en.pdf');
    const chinese = entry({ 'zh-hans': '/d/b-zh-hans.pdf', 'zh-hant': '/d/b-zh-hant.pdf' });
    expect(fileOf(documents, chinese, 'en')).toBe('/d/b-zh-hant.pdf');
  });

  it('reads only strict page numbers and years, in the order the server tries them', () => {
    const urls = (search: string) =>
      listDataUrls(news, 'en', 'company', new URLSearchParams(search)).map((u) =>
        u.replace('/news-data/en/company/', ''),
      );
    expect(urls('')).toEqual(['page-1.json']);
    expect(urls('type=1&page=2')).toEqual(['page-2.json', 'page-1.json']);
    expect(urls('year=2024')).toEqual(['2024.json', 'page-1.json']);
    expect(urls('page=3&year=2024')).toEqual(['page-3.json', '2024.json', 'page-1.json']);
    // Page 1 is the bare path's file, which the server gives `?page=1&year=2024` the year's.
    expect(urls('page=1&year=2024')).toEqual(['2024.json', 'page-1.json']);
    for (const bad of [
      'page=0',
      'page=02',
      'page=2x',
      'page=2&page=3',
      'year=24',
      'year=2024&year=2025',
    ]) {
      expect(urls(bad), bad).toEqual(['page-1.json']);
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
    expect(formatDate('2025-03-20', 'zh-hans')).toBe('2025年3月20日');
    expect(formatDate('2025-03-20', 'zh-hant')).toBe('2025年3月20日');
    expect(formatDate('2025-03-20', 'en')).toBe('March 20, 2025');
  });

  it('writes small data files: each list page, each year, each article with its neighbours', async () => {
    const specs: Spec[] = Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ({
      slug: `c${i}`,
      date: i < 3 ? `2025-0${i + 1}-01` : `2024-0${i - 2}-01`,
    }));
    specs.push({ slug: 'r0', type: 'responsibility', date: '2023-01-01' });
    const articles = await loadNews(await newsDir(specs));
    const files = dataFiles(news, articles, 'en');
    const page1 = files.get(dataUrl.page(news, 'en', 'company', 1)) as ListFile;
    expect(page1.entries.map((e) => e.slug)).toEqual(['c2', 'c1', 'c0', 'c7', 'c6', 'c5']);
    expect(page1).toMatchObject({ page: 1, pageCount: 2, years: [2025, 2024] });
    expect(JSON.stringify(page1)).not.toContain('Text of');
    const page2 = files.get(dataUrl.page(news, 'en', 'company', 2)) as ListFile;
    expect(page2.entries.map((e) => e.slug)).toEqual(['c4', 'c3']);
    const year = files.get(dataUrl.year(news, 'en', 'company', 2025)) as ListFile;
    expect(year.entries.map((e) => e.slug)).toEqual(['c2', 'c1', 'c0']);
    const article = files.get(dataUrl.entry(news, 'en', 'c0')) as ArticleFile;
    expect(article.article.body).toContain('Text of c0.');
    expect(article.previous).toEqual({ slug: 'c1', title: 'c1 en' });
    expect(article.next).toEqual({ slug: 'c7', title: 'c7 en' });
    const only = files.get(dataUrl.entry(news, 'en', 'r0')) as ArticleFile;
    expect([only.previous, only.next]).toEqual([undefined, undefined]);
    const latest = files.get(dataUrl.latest(news, 'en')) as { entries: Stored[] };
    expect(latest.entries).toHaveLength(PAGE_SIZE);
    expect(files.get(dataUrl.page(news, 'en', 'company', 3))).toBeUndefined();
    for (const locale of LOCALES) expect(dataFiles(news, articles, locale).size).toBe(files.size);
  });

  it('writes an Atom feed with every article', async () => {
    const articles = await loadNews(
      await newsDir([
        { slug: 'one', date: '2025-01-01' },
        { slug: 'two', type: 'responsibility', date: '2025-02-01' },
      ]),
    );
    const xml = atomFeed(news, articles, 'en', 'https://example.com', channel('News & more'));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('https://example.com/en/responsibility-details?id=two');
    expect(xml).toContain('News &amp; more');
  });

  it('carries the newest FEED_ENTRIES articles, not all', async () => {
    const specs: Spec[] = Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({
      slug: `a${i}`,
      date: `20${10 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    }));
    const articles = await loadNews(await newsDir(specs));
    const xml = atomFeed(news, articles, 'en', 'https://example.com', channel('t'));
    expect(xml.match(/<entry>/g)).toHaveLength(FEED_ENTRIES);
    expect(xml).toContain(`id=a${FEED_ENTRIES + 4}`);
    expect(xml).not.toContain('id=a4<');
    expect(xml).not.toContain('?id=a0<');
  });
});

describe('the site’s articles', () => {
  it('are valid, in three languages, with at least 8 company and 6 responsibility articles', async () => {
    const articles = await loadNews();
    expect(articles.filter((a) => a.shared.type === 'company').length).toBeGreaterThanOrEqual(8);
    expect(
      articles.filter((a) => a.shared.type === 'responsibility').length,
    ).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      for (const locale of LOCALES) expect(article.text[locale].html).toMatch(/^<p>/);
    }
  });
});

describe('images uploaded in the editor', () => {
  const name = `test-upload-${process.pid}`;
  const upload = `/media/uploads/${name}.png`;
  const cleanup = async () => {
    await rm(join('public', upload), { force: true });
    for (const w of [480, 960, 1000])
      for (const ext of ['avif', 'webp'])
        await rm(join('public/generated/uploads', `${name}-${w}.${ext}`), { force: true });
  };
  afterEach(cleanup);

  it('become a <picture> of derived AVIF/WebP widths, and need alt text in every language', async () => {
    const { default: sharp } = await import('sharp');
    await mkdir('public/media/uploads', { recursive: true });
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toFile(join('public', upload));
    const dir = await newsDir([{ slug: 'pictured', date: '2025-06-01' }]);
    for (const lang of LOCALES) {
      const alt = lang === 'en' ? '' : `图 ${lang}`;
      await edit(join(dir, `pictured.${lang}.md`), 'Text of', `![${alt}](${upload})\n\nText of`);
    }
    expect(await problemsOf(dir)).toEqual([
      `${join(dir, 'pictured.en.md')}: image ${upload} has no alternative text: describe it in this language`,
    ]);
    await edit(join(dir, 'pictured.en.md'), '![]', '![A retinal camera]');
    const [article] = await loadNews(dir);
    const html = article?.text.en.html ?? '';
    expect(html).toContain(
      `<source type="image/avif" srcset="/generated/uploads/${name}-480.avif 480w, /generated/uploads/${name}-960.avif 960w, /generated/uploads/${name}-1000.avif 1000w"`,
    );
    expect(html).toContain('alt="A retinal camera" width="1000" height="500" loading="lazy"');
    expect(article?.text['zh-hans'].html).toContain('alt="图 zh-hans"');
  });

  it('refuses an image that is not an upload', async () => {
    const dir = await newsDir([{ slug: 'outside', date: '2025-06-02' }]);
    await edit(join(dir, 'outside.en.md'), 'Text of', '![x](https://example.com/a.jpg)\n\nText of');
    expect(await problemsOf(dir)).toEqual([
      `${join(dir, 'outside.en.md')}: image https://example.com/a.jpg must be an image uploaded in the editor (/media/uploads/<name>.jpg, .png, .webp or .avif)`,
    ]);
  });
});

describe('an optional translated field (a document’s summary)', () => {
  const documents = ENTRY_COLLECTIONS.find((c) => c.name === 'documents') as EntryCollection;
  const source = join(import.meta.dirname, '../../../../src/content/documents');
  const slug = 'notice-of-agm-2026';

  /** A documents folder holding one sample document, its PDFs and its three files. */
  async function documentDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'documents-'));
    temps.push(dir);
    await mkdir(join(dir, 'files'));
    for (const lang of LOCALES) {
      await copyFile(join(source, `${slug}.${lang}.md`), join(dir, `${slug}.${lang}.md`));
      await copyFile(
        join(source, 'files', `${slug}-${lang}.pdf`),
        join(dir, 'files', `${slug}-${lang}.pdf`),
      );
    }
    return dir;
  }

  it('is written in every language or in none', async () => {
    const dir = await documentDir();
    const loaded = await loadEntries(documents, dir);
    expect(loaded[0]?.text.en.fields.summary).toMatch(/annual general meeting/);
    await edit(join(dir, `${slug}.en.md`), 'summary:', 'x-summary:');
    await expect(loadEntries(documents, dir)).rejects.toThrow(EntriesError);
    // Without the unknown field: only the missing summary is named, in the file that lacks it.
    const text = await readFile(join(dir, `${slug}.en.md`), 'utf8');
    await writeFile(
      join(dir, `${slug}.en.md`),
      text
        .split('\n')
        .filter((line) => !line.startsWith('x-summary:'))
        .join('\n'),
    );
    const problems = await loadEntries(documents, dir).then(
      () => [],
      (error: EntriesError) => error.problems,
    );
    expect(problems).toEqual([
      `${join(dir, `${slug}.en.md`)}: summary: missing (written in zh-hans, zh-hant: write it in this language too, or in none)`,
    ]);
    // In none of them: valid, and the page describes it by its date and category.
    for (const lang of ['zh-hans', 'zh-hant'] as const) {
      const file = join(dir, `${slug}.${lang}.md`);
      const lines = (await readFile(file, 'utf8')).split('\n');
      await writeFile(file, lines.filter((line) => !line.startsWith('summary:')).join('\n'));
    }
    const none = await loadEntries(documents, dir);
    expect(none).toHaveLength(1);
    expect(none[0]?.text.en.fields.summary).toBeUndefined();
  });
});
