import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, entryScriptOf, testConfig } from './helpers';

/**
 * The statuses of raw HTTP/1.1 `requests` sent pipelined on one connection (all written at once):
 * thousands of requests take seconds this way, several times less than one at a time.
 */
function pipelined(port: number, requests: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const statuses: number[] = [];
    let pending = Buffer.alloc(0);
    const socket = connect(port, '127.0.0.1', () => socket.write(requests.join('')));
    socket.on('error', reject);
    socket.on('close', () =>
      reject(new Error(`${statuses.length} of ${requests.length} answered`)),
    );
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = pending.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (pending.length < end + 4 + length) return;
        statuses.push(Number(head.slice(9, 12)));
        pending = pending.subarray(end + 4 + length);
        if (statuses.length === requests.length) {
          resolve(statuses);
          socket.end();
        }
      }
    });
  });
}

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
    // A real PDF: a kind the table has, but not this folder's.
    writeFileSync(
      join(dist, 'client/media/uploads/notice.pdf'),
      readFileSync('shared/__tests__/fixtures/chromium-print.pdf'),
    );
    writeFileSync(
      join(dist, 'client/media/uploads/photo.png'),
      readFileSync(join(dist, 'client/brand/favicon-32.png')),
    );
    app = await buildTestApp({ config: testConfig({ DIST_DIR: dist }) });
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

  it('serves the uploads folder only as raster images (its kind in shared/uploads.ts)', async () => {
    expect((await app.inject({ url: '/media/uploads/evil.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/uploads/page.html' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/uploads/notice.pdf' })).statusCode).toBe(404);
    const photo = await app.inject({ url: '/media/uploads/photo.png' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('leaves a range request to the streaming path (video seeking)', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toHaveLength(4);
  });

  it('resumes a PDF download: one strong ETag on both paths, If-Range honoured', async () => {
    const url = [...app.site.current.files].find((f) => /^documents\/\d{4}\/.+\.pdf$/.test(f));
    expect(url).toBeDefined();
    const whole = readFileSync(join(dist, 'client', url as string));
    // The whole file (from memory), as a browser's first try that broke off.
    const first = await app.inject({ url: `/${url}` });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    // The rest of it, from the streaming path: the same ETag, the If-Range matches, 206.
    const rest = await app.inject({
      url: `/${url}`,
      headers: { range: 'bytes=1000-', 'if-range': etag },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers.etag).toBe(etag);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${whole.length - 1}/${whole.length}`);
    expect(Buffer.concat([first.rawPayload.subarray(0, 1000), rest.rawPayload]).equals(whole)).toBe(
      true,
    );
    // A file that changed since (another ETag): the whole file again, not a wrong piece of it.
    const changed = await app.inject({
      url: `/${url}`,
      headers: { range: 'bytes=1000-', 'if-range': '"an-older-version0000"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(whole)).toBe(true);
    // A revalidation on the streaming path is answered by the same ETag.
    const revalidated = await app.inject({
      url: `/${url}`,
      headers: { range: 'bytes=0-9', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('the fast path answers a file sent once exactly as Fastify did', () => {
  let app: FastifyInstance;
  let base: string;
  let throughFastify = 0;
  beforeAll(async () => {
    app = await buildTestApp({ config: testConfig() });
    app.addHook('onRequest', async () => {
      throughFastify += 1;
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

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

  it('remembers a file under its own URL only, however many spellings of it arrive', async () => {
    const { files, fast, clientDir } = app.site.current;
    // The smallest hundred: what is measured is the map, not the bytes sent.
    const assets = [...files]
      .filter((f) => f.startsWith('assets/'))
      .sort((a, b) => statSync(join(clientDir, a)).size - statSync(join(clientDir, b)).size)
      .slice(0, 100);
    const codings = ['br', 'gzip', 'identity'];
    // Spelling i of a file: the characters picked by the bits of a number ≥ 1 percent-encoded
    // (`/%61ssets/…`, `/assets%2F…`), every eighth with a trailing slash too. All distinct.
    const spelling = (i: number) => {
      const file = assets[i % assets.length] as string;
      const bits = Math.floor(i / assets.length) + 1;
      const encoded = [...file]
        .map((c, j) =>
          Math.floor(bits / 2 ** j) % 2 ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c,
        )
        .join('');
      return `/${encoded}${i % 8 === 0 ? '/' : ''}`;
    };
    const connections: string[][] = Array.from({ length: 8 }, () => []);
    for (let i = 0; i < 20_000; i++) {
      connections[i % 8]?.push(
        `GET ${spelling(i)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${codings[i % 3]}\r\n\r\n`,
      );
    }
    const port = Number(new URL(base).port);
    const statuses = (await Promise.all(connections.map((c) => pipelined(port, c)))).flat();
    // Every spelling is answered (through Fastify); none of them is kept.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(fast.size).toBeLessThanOrEqual(files.size * codings.length);
    // The file's own URL still is: its second request does not reach Fastify.
    const own = `/${assets[1]}`;
    await get(own);
    const before = throughFastify;
    expect((await get(own)).status).toBe(200);
    expect(throughFastify).toBe(before);
  });
});
