import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENTRY_COLLECTIONS, entriesOf, listPageRanges, PAGE_IDS } from '../../scripts/collections';

const loadNews = () => entriesOf('news');

/** Each sitemap the index (/sitemap.xml) names, by its path, with its text. */
async function sitemapsOf(app: FastifyInstance): Promise<Map<string, string>> {
  const index = (await app.inject({ url: '/sitemap.xml' })).body;
  const sitemaps = new Map<string, string>();
  for (const [, loc = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc).pathname;
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toContain('<urlset');
    sitemaps.set(url, res.body);
  }
  expect(sitemaps.size).toBeGreaterThan(1);
  return sitemaps;
}

import { readSiteManifest } from '../src/site-files';
import { buildTestApp, entryScriptOf, testConfig } from './helpers';

let app: FastifyInstance;
const manifest = readSiteManifest(process.env.DIST_DIR ?? 'dist');

beforeAll(async () => {
  app = await buildTestApp({ config: testConfig() });
});

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('prerendered pages', () => {
  it('answers every page of every language with its own HTML', async () => {
    const paths = Object.keys(manifest.pages);
    const news = await loadNews();
    const years = (type: string) =>
      new Set(news.filter((a) => a.shared.type === type).map((a) => a.date.slice(0, 4))).size;
    // Each collection listed on one page, filtered by a field (the documents, the calendar): a
    // view per value of the field and per year, the list's pages after the first, and each
    // entry's page where it has one (the documents).
    let filtered = 0;
    for (const collection of ENTRY_COLLECTIONS) {
      if ('pages' in collection.lists) continue;
      const entries = await entriesOf(collection.name);
      const values = (collection.schema.shape[collection.lists.filter] as z.ZodEnum).options;
      const years = new Set(entries.map((e) => e.date.slice(0, 4))).size;
      const pages = listPageRanges(collection.pageSize, entries.length).length;
      filtered += values.length + years + pages - 1;
      // And a page of its own for each entry (a document's).
      if (collection.entryPage) filtered += entries.length;
    }
    expect(filtered).toBeGreaterThan(0);
    // Every page of config/paths.ts × 3 languages, the variants (5 product tabs + 3 career
    // categories + the alerts page's 7 states besides confirm), '/' × 3, and per language the
    // news list pages and articles (16) and each year of each list, and the filtered lists'
    // views above.
    expect(paths.length).toBe(
      PAGE_IDS.length * 3 +
        (8 + 7) * 3 +
        3 +
        (16 + years('company') + years('responsibility')) * 3 +
        filtered * 3,
    );
    for (const path of paths) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const expected = path.startsWith('/en')
        ? 'en'
        : path.startsWith('/zh-hant')
          ? 'zh-Hant'
          : 'zh-Hans';
      expect(langOf(res.body), path).toBe(expected);
      expect(h1Of(res.body), path).toBeTruthy();
      expect(res.body).not.toContain('<!--app-html-->');
    }
  });

  it('serves the file of the requested variant, the default for an unknown one', async () => {
    const first = await app.inject({ url: '/en/product' });
    const third = await app.inject({ url: '/en/product?type=3' });
    const unknown = await app.inject({ url: '/en/product?type=99' });
    expect(third.body).not.toBe(first.body);
    expect(third.body).toContain('rel="canonical" href="http://localhost:8080/en/product?type=3"');
    expect(unknown.body).toBe(first.body);
  });

  it('answers each year of each news list in every language with its own page, listed in the sitemap', async () => {
    const news = await loadNews();
    const sitemaps = await sitemapsOf(app);
    for (const [type, path] of [
      ['company', '/company-news'],
      ['responsibility', '/responsibility'],
    ]) {
      const years = [
        ...new Set(news.filter((a) => a.shared.type === type).map((a) => a.date.slice(0, 4))),
      ];
      expect(years.length, type).toBeGreaterThan(1);
      for (const prefix of ['', '/zh-hant', '/en']) {
        const url = `${prefix}${path}`;
        const list = (await app.inject({ url })).body;
        for (const year of years) {
          const res = await app.inject({ url: `${url}?year=${year}` });
          expect(res.statusCode).toBe(200);
          expect(res.body, `${url}?year=${year}`).not.toBe(list);
          expect(res.body).toContain(
            `rel="canonical" href="http://localhost:8080${url}?year=${year}"`,
          );
          expect(list).toContain(`href="${url}?year=${year}"`);
          // In the sitemap of the news of that year.
          expect(sitemaps.get(`/sitemaps/news-${year}.xml`)).toContain(
            `<loc>http://localhost:8080${url}?year=${year}</loc>`,
          );
        }
        // An unknown year or a repeated parameter shows the list, as the client does.
        expect((await app.inject({ url: `${url}?year=1999` })).body).toBe(list);
        expect((await app.inject({ url: `${url}?year=${years[0]}&year=${years[1]}` })).body).toBe(
          list,
        );
      }
    }
  });

  it('treats a trailing slash like the path without it', async () => {
    const res = await app.inject({ url: '/zh-hant/about/' });
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('zh-Hant');
  });

  it('answers an unknown path with Home, status 404 and noindex, in the prefix language', async () => {
    for (const [url, lang] of [
      ['/no-such-page', 'zh-Hans'],
      ['/en/no/such/page', 'en'],
      ['/zh-hant/x', 'zh-Hant'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(langOf(res.body)).toBe(lang);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      const home = await app.inject({
        url: lang === 'en' ? '/en/home' : lang === 'zh-Hant' ? '/zh-hant/home' : '/home',
      });
      expect(h1Of(res.body)).toBe(h1Of(home.body));
    }
  });

  it('answers unknown API paths and other methods with a JSON envelope', async () => {
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, err: 'Not found' });
    const post = await app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it("serves the build's files, never dotfiles or anything outside client/", async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap:');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    const head = await app.inject({ method: 'HEAD', url: '/en/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const url of [
      '/.vite/manifest.json',
      '/assets/%2e%2e/site-manifest.json',
      '/%2e%2e/site-manifest.json',
      '/assets/..%2fsite-manifest.json',
      '/site-manifest.json',
      '/assets//x.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('scriptHashes');
    }
    // Fastify itself refuses a malformed percent-encoding.
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('reports health', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { db: 'ok', release: 'dist' } });
  });
});

describe('caching and compression', () => {
  const assetPath = async () => entryScriptOf(await readFileText('/home'));
  const readFileText = async (url: string) => (await app.inject({ url })).body;

  it('caches hashed assets for a year, revalidates HTML and keeps no 404', async () => {
    const asset = await assetPath();
    expect(asset).toBeTruthy();
    const js = await app.inject({ url: asset as string });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await app.inject({ url: '/en/about' });
    expect(html.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/nope' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('sends brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<html lang="en" data-lazy-layout>',
    );
    const gz = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<html lang="en" data-lazy-layout>');
    const plain = await app.inject({
      url: '/en/about',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({
      url: '/en/about',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await app.inject({ url: '/zh-hant/story' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ url: '/zh-hant/story', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('security headers', () => {
  it('allows only our own scripts and the hashed inline ones', async () => {
    const res = await app.inject({ url: '/about' });
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // Executable inline scripts only (JSON-LD and the chunk list are data blocks: not run, no hash).
    const inline = [
      ...res.body.matchAll(
        /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      const hash = createHash('sha256')
        .update(code ?? '')
        .digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('allows only our own stylesheets and the CSS inlined in each page, by hash', async () => {
    const pages = ['/', '/about', '/en/contact', '/zh-hant/product?type=3', '/en/nope'];
    for (const url of pages) {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      const styleSrc = csp.split(';').find((d) => d.startsWith('style-src')) ?? '';
      expect(styleSrc, url).toMatch(/^style-src 'self' /);
      expect(styleSrc, url).not.toContain('unsafe-inline');
      // One inline stylesheet holds the page's CSS; nothing is render-blocking but the HTML.
      const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(styles, url).toHaveLength(1);
      const hash = createHash('sha256')
        .update(styles[0]?.[1] ?? '')
        .digest('base64');
      // Its own inline CSS and no other page's.
      expect(styleSrc, url).toBe(`style-src 'self' 'sha256-${hash}'`);
      expect(res.body, url).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
      expect(res.body, url).not.toContain('rel="modulepreload"');
    }
  });
});

describe('the policy of responses that are not pages', () => {
  it('keeps every directive but names no inline code, which only pages have', async () => {
    const page = await app.inject({ url: '/about' });
    const script = /"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    const icon = '/favicon.svg';
    const directives = (csp: string) => csp.split(';').map((d) => d.trim().split(' ')[0]);
    for (const url of [script as string, icon, '/api/health', '/api/nothing']) {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).not.toContain('sha256-');
      expect(directives(csp), url).toEqual(
        directives(page.headers['content-security-policy'] as string),
      );
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("style-src 'self';");
    }
  });
});

describe('sitemap and robots', () => {
  it('lists every indexable page in three languages with hreflang alternates', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const sitemaps = await sitemapsOf(app);
    const xml = [...sitemaps.values()].join('\n');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/home',
      '/en/about',
      '/zh-hant/contact',
      '/product?type=4',
      '/en/career-detail?type=3',
    ]) {
      expect(sitemaps.get('/sitemaps/pages.xml')).toContain(
        `<loc>http://localhost:8080${path}</loc>`,
      );
    }
    expect(locs.some((l) => l?.includes('responsibility-details?id='))).toBe(true);
    expect(locs.some((l) => l?.includes('_styleguide'))).toBe(false);
    expect(xml).toContain('hreflang="x-default"');
    expect(new Set(locs).size).toBe(locs.length);
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('files each article in the sitemap of its year, the news lists in one of their own', async () => {
    const sitemaps = await sitemapsOf(app);
    const news = await loadNews();
    expect(news.length).toBeGreaterThan(0);
    for (const article of news) {
      const loc = `<loc>http://localhost:8080/en/responsibility-details?id=${article.slug}</loc>`;
      const holding = [...sitemaps].filter(([, text]) => text.includes(loc)).map(([url]) => url);
      expect(holding, article.slug).toEqual([`/sitemaps/news-${article.date.slice(0, 4)}.xml`]);
    }
    expect(sitemaps.get('/sitemaps/news.xml')).toContain(
      '<loc>http://localhost:8080/zh-hant/company-news</loc>',
    );
  });
});

describe('SEO tags on every prerendered page', () => {
  const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  it('has title, description, canonical, hreflang, Open Graph and Twitter tags', async () => {
    for (const [path, { file }] of Object.entries(manifest.pages)) {
      const html = (await app.inject({ url: path })).body;
      const hidden = html.includes('<meta name="robots" content="noindex">');
      expect(attr(html, /<title>([^<]+)<\/title>/), path).toBeTruthy();
      expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        expect(html, `${path} ${property}`).toMatch(
          new RegExp(`<meta property="${property}" content="[^"]+"`),
        );
      }
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/), path).toMatch(
        /^https?:\/\//,
      );
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image">');
      if (hidden) {
        // The style guide (hidden), the search page (unlisted: its file is an empty form) and the
        // alerts page (unlisted: what a link from an e-mail opens).
        expect(file, path).toMatch(/(?:_styleguide|search|alerts)\/(?:index|action-\w+)\.html$/);
        continue;
      }
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toMatch(
        /^http:\/\/localhost:8080\//,
      );
      for (const lang of ['zh-Hans', 'zh-Hant', 'en', 'x-default']) {
        expect(html, `${path} ${lang}`).toContain(`hreflang="${lang}"`);
      }
    }
  });

  it('describes the company on Home and each article as JSON-LD', async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? '{}'),
      );
    const [org] = jsonLd((await app.inject({ url: '/en/home' })).body);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Corporation',
      tickerSymbol: '02251.HK',
      contactPoint: { telephone: '400-100-3999' },
    });
    expect(org.address).toHaveLength(4);
    const articlePath = Object.keys(manifest.pages).find(
      (p) => p.startsWith('/en/responsibility-details?id=') && !p.endsWith('='),
    );
    const [news] = jsonLd((await app.inject({ url: articlePath as string })).body);
    expect(news).toMatchObject({ '@type': 'NewsArticle', inLanguage: 'en' });
    expect(news.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(news.headline).toBeTruthy();
  });
});
