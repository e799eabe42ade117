/**
 * No error is cached: every 4xx and 5xx answer says `no-store`, including those of hashed files,
 * whose successful answers are kept a year (`immutable`). A 412 or 416 kept by a shared cache
 * would otherwise be served for that year instead of the file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from './helpers';

const DIST = process.env.DIST_DIR ?? 'dist';
/** The editor is served (and its assets with it) only when configured. */
const EDITOR = {
  CMS_BACKEND: 'github',
  CMS_REPO: 'retinova/website',
  CMS_OAUTH_CLIENT_ID: 'client-id',
  CMS_OAUTH_CLIENT_SECRET: 'client-secret',
  SITE_URL: 'https://www.example.com',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LONG_AGO = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** A hashed script of the site (`client`) or of the editor (`admin`). */
const scriptOf = (build: 'client' | 'admin') =>
  readdirSync(join(DIST, build, 'assets')).find((f) => f.endsWith('.js')) as string;

describe('error answers are never cached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: testConfig(EDITOR), anyBuildOrigin: true });
  });

  it('sends no-store on 412 and 416 of hashed files, under /assets/ and /admin/assets/', async () => {
    for (const url of [`/admin/assets/${scriptOf('admin')}`, `/assets/${scriptOf('client')}`]) {
      const ok = await app.inject({ url });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.headers['cache-control'], url).toBe(IMMUTABLE);
      const fast = app.site.current.fast.size;
      // A range takes every file to @fastify/send, which checks the preconditions, then the range.
      const cases: [number, Record<string, string>][] = [
        [416, { range: 'bytes=999999999-' }],
        [412, { range: 'bytes=0-0', 'if-match': '"not-this-file"' }],
        [412, { range: 'bytes=0-0', 'if-unmodified-since': LONG_AGO }],
      ];
      if (url.startsWith('/admin/')) {
        cases.push([412, { 'if-match': '"not-this-file"' }]);
        cases.push([412, { 'if-unmodified-since': LONG_AGO }]);
      }
      for (const [status, headers] of cases) {
        const what = `${url} ${JSON.stringify(headers)}`;
        const res = await app.inject({ url, headers });
        expect(res.statusCode, what).toBe(status);
        expect(res.headers['cache-control'], what).toBe('no-store');
      }
      // None of them is kept for the fast path either.
      expect(app.site.current.fast.size, url).toBe(fast);
    }
  });

  it('sends no-store on 404 and 400 answers', async () => {
    const cases: [number, InjectOptions][] = [
      [404, { url: '/no/such/page' }],
      [404, { url: '/api/nothing' }],
      [404, { url: '/admin/assets/nothing.js' }],
      [404, { method: 'POST', url: '/no/such/path', payload: '[[[' }],
      // Fastify answers a malformed percent-encoding itself, before routing.
      [400, { url: '/%E0%A4%A' }],
      [
        400,
        {
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        },
      ],
    ];
    for (const [status, request] of cases) {
      const what = `${request.method ?? 'GET'} ${request.url}`;
      const res = await app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });
});
