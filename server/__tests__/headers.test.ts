import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { readSiteManifest } from '../src/site-files';
import { buildTestApp, entryScriptOf, testConfig } from './helpers';

const manifest = readSiteManifest(process.env.DIST_DIR ?? 'dist');
const HOST = 'https://portal.example.com';

/** One request of every kind of response the server sends. */
async function everyResponseType(app: FastifyInstance) {
  const home = await app.inject({ url: '/en/home' });
  const asset = entryScriptOf(home.body);
  expect(asset).toBeTruthy();
  const etag = home.headers.etag as string;
  const kinds: Record<string, LightMyRequestResponse> = {
    html: home,
    'html 304': await app.inject({ url: '/en/home', headers: { 'if-none-match': etag } }),
    'html 404': await app.inject({ url: '/no/such/page' }),
    asset: await app.inject({ url: asset as string }),
    image: await app.inject({ url: '/brand/mark.svg' }),
    'api json': await app.inject({ url: '/api/health' }),
    'api 400': await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '' },
    }),
    'api 404': await app.inject({ url: '/api/nothing' }),
    'api 415': await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    }),
  };
  expect(kinds['html 304']?.statusCode).toBe(304);
  expect(kinds.image?.statusCode).toBe(200);
  return kinds;
}

const directive = (res: LightMyRequestResponse, name: string) =>
  String(res.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers on every response type (default configuration)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: testConfig() });
  });

  it('sends CSP, nosniff, referrer and frame rules everywhere, no HSTS over http, no COOP', async () => {
    for (const [kind, res] of Object.entries(await everyResponseType(app))) {
      expect(directive(res, 'default-src'), kind).toBe("default-src 'self'");
      expect(directive(res, 'script-src'), kind).not.toMatch(/unsafe-(inline|eval)/);
      expect(directive(res, 'frame-ancestors'), kind).toBe("frame-ancestors 'self'");
      expect(directive(res, 'object-src'), kind).toBe("object-src 'none'");
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['referrer-policy'], kind).toBe('no-referrer');
      expect(res.headers['x-frame-options'], kind).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy'], kind).toBe('same-site');
      expect(res.headers['strict-transport-security'], kind).toBeUndefined();
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
      // No COOP: an arrival from another site would start a new browsing context group
      // (decision 0009); the editor sets its own (cms.test.ts).
      expect(res.headers['cross-origin-opener-policy'], kind).toBeUndefined();
    }
  });

  /** What a search page lists for its start to preload (scripts/lib/prerender/search-preloads.ts). */
  const preloadsOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="search-preloads">([^<]*)<\/script>/.exec(html)?.[1] ??
        '{"modules":[],"fetches":[]}',
    ) as { modules: string[]; fetches: string[] };

  it("allows WebAssembly ('wasm-unsafe-eval') on the search page of each language and nowhere else", async () => {
    const searchUrls = [
      '/search',
      '/zh-hant/search',
      '/en/search',
      '/en/search?q=myopia&kind=news',
    ];
    for (const url of searchUrls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(directive(res, 'script-src'), url).toMatch(/^script-src 'self' 'wasm-unsafe-eval' /);
      expect(directive(res, 'script-src'), url).not.toMatch(/'unsafe-(inline|eval)'/);
    }
    const flagged = Object.entries(manifest.pages)
      .filter(([, page]) => page.webAssembly)
      .map(([url]) => url)
      .sort();
    expect(flagged).toEqual(['/en/search', '/search', '/zh-hant/search']);
    const others = Object.keys(manifest.pages).filter((url) => !flagged.includes(url));
    expect(others.length).toBeGreaterThan(100);
    const script = preloadsOf((await app.inject({ url: '/en/search' })).body).modules[0];
    expect(script).toMatch(/^\/assets\/pagefind\/[0-9a-f]{10}\/pagefind\.js$/);
    for (const url of [...others, '/no/such/page', script as string]) {
      const res = await app.inject({ url });
      expect(directive(res, 'script-src'), url).not.toContain('wasm');
    }
  });

  it('serves the search index of each language with the pages', async () => {
    const { fetches } = preloadsOf((await app.inject({ url: '/search' })).body);
    const entryUrl = fetches.find((url) => /\/pagefind-entry\.json\?ts=\w+$/.test(url));
    expect(entryUrl).toBeTruthy();
    const entry = await app.inject({ url: entryUrl as string });
    expect(entry.statusCode).toBe(200);
    // The folder is named by the index's hash: cached as long as any hashed asset.
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { languages } = entry.json() as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(languages).sort()).toEqual(['en', 'zh-hans', 'zh-hant']);
    for (const language of Object.values(languages))
      expect(language.page_count).toBeGreaterThan(30);
    // Pagefind's WebAssembly, stored unpacked, goes out in brotli (the browser unpacks it).
    const wasmUrl = fetches.find((url) => /\/wasm\.[a-z-]+\.pagefind$/.test(url));
    const wasm = await app.inject({
      url: wasmUrl as string,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers['content-encoding']).toBe('br');
    expect(wasm.rawPayload.length).toBeLessThan(60_000);
  });

  it('gives no other origin read access', async () => {
    const res = await app.inject({ url: '/en/home', headers: { origin: HOST } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers on an https origin with a micro-frontend host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      config: testConfig({ SITE_URL: 'https://www.example.com', EMBED_ORIGINS: `${HOST}/` }),
      anyBuildOrigin: true,
    });
  });

  it('sends HSTS and lets only the configured host frame the site', async () => {
    for (const [kind, res] of Object.entries(await everyResponseType(app))) {
      expect(res.headers['strict-transport-security'], kind).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directive(res, 'frame-ancestors'), kind).toBe(`frame-ancestors 'self' ${HOST}`);
      // X-Frame-Options cannot allow another origin; CSP frame-ancestors governs alone.
      expect(res.headers['x-frame-options'], kind).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], kind).toBe('cross-origin');
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });

  it('lets the host fetch pages and assets, and nobody else', async () => {
    const page = await app.inject({ url: '/en/about', headers: { origin: HOST } });
    expect(page.headers['access-control-allow-origin']).toBe(HOST);
    expect(String(page.headers.vary)).toMatch(/origin/i);
    const stranger = await app.inject({
      url: '/en/about',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const first = Object.keys(manifest.pages)[0] as string;
    expect((await app.inject({ url: first })).statusCode).toBe(200);
  });
});

describe('EMBED_ORIGINS validation', () => {
  it('refuses values that are not origins, naming them', () => {
    expect(() => loadConfig({ EMBED_ORIGINS: 'portal.example.com' })).toThrow(
      /EMBED_ORIGINS: not an origin .*portal\.example\.com/,
    );
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://a.example.com/app' })).toThrow(
      /EMBED_ORIGINS/,
    );
    expect(
      loadConfig({ EMBED_ORIGINS: 'https://a.example.com, http://b.example.com:8081' })
        .EMBED_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://b.example.com:8081']);
  });
});
