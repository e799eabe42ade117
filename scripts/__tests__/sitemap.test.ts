import { describe, expect, it } from 'vitest';
import type { EntryDates } from '../lib/collections/entry-pages';
import {
  sectionOf,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPaths,
  sitemapSections,
} from '../sitemap';

const SITE = 'https://www.example.com';
const dates: EntryDates = {
  news: new Map([
    ['old-article', '2024-03-19'],
    ['new-article', '2026-11-28'],
    ['timed-article', '2025-12-31T23:30'],
  ]),
};

describe('sitemap sections', () => {
  it('files site pages, a collection’s lists and its entries and archives by year', () => {
    expect(sectionOf('/about', dates)).toBe('pages');
    expect(sectionOf('/product?type=3', dates)).toBe('pages');
    expect(sectionOf('/company-news', dates)).toBe('news');
    expect(sectionOf('/company-news?page=4', dates)).toBe('news');
    expect(sectionOf('/responsibility?year=2023', dates)).toBe('news-2023');
    expect(sectionOf('/responsibility-details?id=old-article', dates)).toBe('news-2024');
    expect(sectionOf('/responsibility-details?id=new-article', dates)).toBe('news-2026');
    // The year as written (a Hong Kong date and time), not as UTC would have it.
    expect(sectionOf('/responsibility-details?id=timed-article', dates)).toBe('news-2025');
    expect(sectionOf('/investor-documents?category=results', dates)).toBe('documents');
  });

  it('refuses an entry page whose entry it does not know', () => {
    expect(() => sectionOf('/responsibility-details?id=nowhere', dates)).toThrow(
      /responsibility-details\?id=nowhere names no entry of the collection news/,
    );
  });

  it('orders the site pages first, then each collection with its years, oldest first', () => {
    const sections = sitemapSections(
      [
        '/responsibility-details?id=new-article',
        '/company-news?year=2024',
        '/home',
        '/responsibility-details?id=old-article',
        '/about',
        '/company-news',
        '/investor-documents',
      ],
      dates,
    );
    expect(sections).toEqual([
      { name: 'pages', paths: ['/about', '/home'] },
      { name: 'news', paths: ['/company-news'] },
      {
        name: 'news-2024',
        paths: ['/company-news?year=2024', '/responsibility-details?id=old-article'],
      },
      { name: 'news-2026', paths: ['/responsibility-details?id=new-article'] },
      { name: 'documents', paths: ['/investor-documents'] },
    ]);
  });

  it('takes the indexable pages of the manifest once, by their unprefixed path', () => {
    const page = { file: 'x.html' };
    expect(
      sitemapPaths({
        pages: {
          '/': page,
          '/home': page,
          '/en/home': page,
          '/_styleguide': page,
          '/search': page,
          '/responsibility-details?id=': page,
          '/responsibility-details?id=a': page,
          '/zh-hant/responsibility-details?id=a': page,
        },
      }),
    ).toEqual(['/home', '/responsibility-details?id=a']);
  });
});

describe('sitemap files', () => {
  const section = { name: 'news-2026', paths: ['/a', '/b', '/c'] };

  it('writes each path in three languages with every hreflang alternate', () => {
    const [file] = sitemapFiles(SITE, { name: 'pages', paths: ['/about'] });
    expect(file?.file).toBe('pages.xml');
    expect(file?.urls).toBe(3);
    for (const loc of [`${SITE}/about`, `${SITE}/zh-hant/about`, `${SITE}/en/about`])
      expect(file?.xml).toContain(`<url><loc>${loc}</loc>`);
    expect(file?.xml.match(/hreflang="x-default"/g)).toHaveLength(3);
    expect(file?.xml).toContain(`hreflang="en" href="${SITE}/en/about"`);
    expect(file?.xml.startsWith('<?xml')).toBe(true);
  });

  it('goes on in a second file past the limit of URLs, and of bytes', () => {
    // Three languages a path: six URLs fit, nine do not.
    const byUrls = sitemapFiles(SITE, section, { urls: 6, bytes: 1_000_000 });
    expect(byUrls.map((f) => [f.file, f.urls])).toEqual([
      ['news-2026.xml', 6],
      ['news-2026-2.xml', 3],
    ]);
    expect(byUrls[1]?.xml).toContain(`<loc>${SITE}/c</loc>`);
    expect(byUrls[1]?.xml).not.toContain(`<loc>${SITE}/a</loc>`);
    const one = sitemapFiles(SITE, { name: 'x', paths: ['/a'] })[0]?.xml ?? '';
    const byBytes = sitemapFiles(SITE, section, { urls: 50_000, bytes: one.length + 10 });
    expect(byBytes.map((f) => f.file)).toEqual([
      'news-2026.xml',
      'news-2026-2.xml',
      'news-2026-3.xml',
    ]);
    for (const file of byBytes) expect(file.xml.length).toBeLessThanOrEqual(one.length + 10);
  });

  it('names every sitemap in the index under /sitemaps/', () => {
    const xml = sitemapIndexXml(SITE, ['pages.xml', 'news-2026.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/pages.xml</loc></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/news-2026.xml</loc></sitemap>`);
  });
});
