import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { entryScriptOf, testConfig } from './helpers';

describe('static files are served from memory, once read', () => {
  const dist = mkdtempSync(join(tmpdir(), 'retinova-assets-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    cpSync(process.env.DIST_DIR ?? 'dist', dist, { recursive: true });
    // What a careless upload could have put beside the images.
    mkdirSync(join(dist, 'client/media/uploads'), { recursive: true });
    writeFileSync(
      join(dist, 'client/media/uploads/evil.svg'),
      '<svg><script>alert(1)</script></svg>',
    );
    writeFileSync(join(dist, 'client/media/uploads/page.html'), '<script>alert(1)</script>');
    writeFileSync(
      join(dist, 'client/media/uploads/photo.png'),
      readFileSync('public/brand/favicon-32.png'),
    );
    app = await buildApp({ config: testConfig({ DIST_DIR: dist }) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps answering a file, with its compressed copies, after the disk has lost it', async () => {
    const asset = entryScriptOf((await app.inject({ url: '/en/home' })).body) as string;
    const original = readFileSync(join(dist, 'client', asset));
    const first = await app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).equals(original)).toBe(true);
    for (const suffix of ['', '.br', '.gz']) rmSync(join(dist, 'client', `${asset}${suffix}`));
    const again = await app.inject({ url: asset });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(original)).toBe(true);
    const revalidated = await app.inject({
      url: asset,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends the types a browser must not run as something else', async () => {
    const types: Record<string, RegExp> = {
      '/robots.txt': /^text\/plain/,
      '/sitemap.xml': /xml/,
      '/brand/mark.svg': /^image\/svg\+xml$/,
    };
    for (const [url, type] of Object.entries(types)) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the uploads folder only as raster images', async () => {
    expect((await app.inject({ url: '/media/uploads/evil.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/uploads/page.html' })).statusCode).toBe(404);
    const photo = await app.inject({ url: '/media/uploads/photo.png' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('leaves a range request to the streaming path (video seeking)', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toHaveLength(4);
  });
});

describe('the fast path answers a file sent once exactly as Fastify did', () => {
  let app: FastifyInstance;
  let base: string;
  let throughFastify = 0;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig() });
    app.addHook('onRequest', async () => {
      throughFastify += 1;
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(`${base}${url}`, { method, headers });
    const body = Buffer.from(await res.arrayBuffer());
    // Per connection, not per file: node:http writes these itself.
    const perConnection = ['date', 'connection', 'keep-alive'];
    const sent = Object.fromEntries(
      [...res.headers].filter(([name]) => !perConnection.includes(name)),
    );
    return { status: res.status, headers: sent, body };
  };

  it('sends the same headers and bytes in every coding, without Fastify the second time', async () => {
    const home = await get('/en/home');
    const asset = entryScriptOf(home.body.toString()) as string;
    for (const coding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': coding };
      const before = throughFastify;
      const first = await get(asset, headers);
      const second = await get(asset, headers);
      const head = await get(asset, headers, 'HEAD');
      expect(throughFastify - before, coding).toBe(1);
      expect(second, coding).toEqual(first);
      expect(head.headers, coding).toEqual(first.headers);
      expect(head.body.length, coding).toBe(0);
      expect(first.headers['content-security-policy'], coding).toMatch(/default-src 'self'/);
      expect(first.headers['x-content-type-options'], coding).toBe('nosniff');
    }
  });

  it('leaves ranges, revalidations, queries and cross-origin requests to Fastify', async () => {
    await get('/robots.txt');
    const before = throughFastify;
    await get('/robots.txt', { range: 'bytes=0-3' });
    await get('/robots.txt', { 'if-none-match': '"x"' });
    await get('/robots.txt?v=1');
    await get('/robots.txt', { origin: 'https://portal.example.com' });
    expect(throughFastify - before).toBe(4);
  });
});
