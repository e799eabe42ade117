import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchIndexProblems } from '../lib/smoke-check';
import { inArchive, markForIndex, searchArchiveYear, searchDocuments } from '../search-index';

const page = (file: string, variantParams?: string[]) => ({ file, variantParams });

describe('what site search indexes', () => {
  it('takes pages, tabs and articles, and leaves out lists after the first, years, search and hidden pages', () => {
    const documents = searchDocuments({
      pages: {
        '/': page('index.html'),
        '/home': page('home/index.html'),
        '/en/product': page('en/product/index.html', ['type']),
        '/en/product?type=2': page('en/product/type-2.html'),
        '/company-news': page('company-news/index.html', ['page', 'year']),
        '/company-news?page=2': page('company-news/page-2.html'),
        '/company-news?year=2024': page('company-news/year-2024.html'),
        '/responsibility-details': page('responsibility-details/index.html', ['id']),
        '/zh-hant/responsibility-details?id=a': page('zh-hant/responsibility-details/id-a.html'),
        '/search': page('search/index.html'),
        '/en/_styleguide': page('en/_styleguide/index.html'),
      },
    });
    expect(documents.map((d) => [d.url, d.locale, d.kind, d.tabbed])).toEqual([
      ['/company-news', 'zh-hans', 'news', false],
      ['/en/product', 'en', 'products', true],
      ['/en/product?type=2', 'en', 'products', true],
      ['/home', 'zh-hans', 'company', false],
      ['/zh-hant/responsibility-details?id=a', 'zh-hant', 'news', false],
    ]);
  });

  it('marks <main> as the body, with the kind and the page’s own name (and tab) as title', () => {
    const html =
      '<html lang="en"><head><title>Products | Retinova &amp; Co</title></head><body><header><a aria-current="page">Home</a></header>' +
      '<main id="main"><h1>Products</h1><button role="tab" aria-selected="false">SaMD</button>' +
      '<button role="tab" aria-selected="true">Hardware <b>Device</b></button></main></body></html>';
    expect(markForIndex(html, 'products', true)).toContain(
      '<main data-pagefind-body data-pagefind-filter="kind:products" data-pagefind-meta="title:Products · Hardware Device" id="main">',
    );
    expect(markForIndex(html, 'products')).toContain('data-pagefind-meta="title:Products"');
    // Only the language and <main> are sent: not the head, the header or the footer.
    expect(markForIndex(html, 'products')).toMatch(/^<!doctype html><html lang="en"><body><main /);
    expect(markForIndex(html, 'products')).not.toMatch(/<header|<title|Retinova/);
    expect(
      markForIndex('<main><div role="tablist" aria-label="Products"></div></main>', 'products'),
    ).toContain('<div role="tablist" data-pagefind-ignore aria-label="Products">');
    expect(
      markForIndex('<main><dl><dt>Published</dt><dd>5 September</dd></dl></main>', 'news'),
    ).toContain('<dl><dt>Published</dt> <dd>5 September</dd></dl>');
    expect(() => markForIndex('<html><body></body></html>', 'news')).toThrow(/no <main>/);
    expect(() => markForIndex('<html><body><main></body></html>', 'news')).toThrow(/no <\/main>/);
  });
});

describe("a release's search index (publish's smoke check)", () => {
  it('names what is missing: the folder, the script, the entry, a language', () => {
    const client = mkdtempSync(join(tmpdir(), 'retinova-search-index-'));
    expect(searchIndexProblems(client)).toEqual(['assets/pagefind/: no search index']);
    const dir = join(client, 'assets/pagefind/0123456789');
    mkdirSync(dir, { recursive: true });
    expect(searchIndexProblems(client)).toEqual([
      'assets/pagefind/0123456789/pagefind.js: missing',
    ]);
    writeFileSync(join(dir, 'pagefind.js'), '');
    expect(searchIndexProblems(client)[0]).toMatch(
      /^assets\/pagefind\/0123456789\/pagefind-entry\.json: /,
    );
    const entry = (languages: Record<string, { page_count: number }>) =>
      writeFileSync(join(dir, 'pagefind-entry.json'), JSON.stringify({ languages }));
    entry({ 'zh-hans': { page_count: 40 }, en: { page_count: 0 } });
    expect(searchIndexProblems(client)).toEqual([
      'pagefind: no search index for zh-hant',
      'pagefind: no search index for en',
    ]);
    entry({ 'zh-hans': { page_count: 40 }, 'zh-hant': { page_count: 40 }, en: { page_count: 40 } });
    expect(searchIndexProblems(client)).toEqual([]);
    // A second bundle (the archive) needs its own script and entry, and counts its pages.
    const archive = join(client, 'assets/pagefind/abcdef0123');
    mkdirSync(archive);
    expect(searchIndexProblems(client)).toEqual([
      'assets/pagefind/abcdef0123/pagefind.js: missing',
    ]);
    writeFileSync(join(archive, 'pagefind.js'), '');
    writeFileSync(
      join(archive, 'pagefind-entry.json'),
      JSON.stringify({ languages: { en: { page_count: 12 } } }),
    );
    entry({ 'zh-hans': { page_count: 40 }, 'zh-hant': { page_count: 40 } });
    expect(searchIndexProblems(client)).toEqual([]);
    entry({ 'zh-hans': { page_count: 40 } });
    expect(searchIndexProblems(client)).toEqual(['pagefind: no search index for zh-hant']);
    mkdirSync(join(client, 'assets/pagefind/fedcba9876'));
    expect(searchIndexProblems(client)).toEqual(['assets/pagefind/: 3 indexes']);
  });
});

describe('site search’s archive', () => {
  const archive = {
    before: 2026,
    dates: {
      news: new Map([
        ['old', '2025-12-31T23:30'],
        ['new', '2026-01-01'],
      ]),
    },
  };

  it('takes the pages of the entries dated before the boundary year, in every language', () => {
    expect(inArchive('/responsibility-details?id=old', archive)).toBe(true);
    expect(inArchive('/en/responsibility-details?id=old', archive)).toBe(true);
    expect(inArchive('/zh-hant/responsibility-details?id=new', archive)).toBe(false);
    // Lists and other pages stay current: a new entry changes them.
    expect(inArchive('/company-news', archive)).toBe(false);
    expect(inArchive('/en/about', archive)).toBe(false);
    expect(() => inArchive('/responsibility-details?id=gone', archive)).toThrow(/names no entry/);
  });

  it('moves its boundary at the new year in Hong Kong', () => {
    expect(searchArchiveYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
    // Midnight of 1 January in Hong Kong is 16:00 UTC the day before.
    expect(searchArchiveYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
  });
});
