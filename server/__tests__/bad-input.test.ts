/**
 * Bad input, thrown at the server by fast-check: whatever arrives, the server answers without a
 * 5xx, stores nothing invalid, keeps Object.prototype clean and stays up; no path reaches a file
 * outside dist/client.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_CODES, ContactSchema, SUGGEST_MAX } from '../../shared/contact';
import { openStore, type Store } from '../src/store';
import { buildTestApp, fakeWechat, testConfig } from './helpers';

const RUNS = 200;
const valid = {
  name: 'Li Hua',
  phone: '+86 10 0000 0000',
  email: 'li.hua@example.com',
  appeal: '3',
  suggest: 'We would like to discuss a screening programme for our clinics.',
  consent: true,
  language_type: 2,
  website: '',
  started_at: Date.now() - 60_000,
};
const FIELDS = Object.keys(valid);
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

let app: FastifyInstance;
let store: Store;
let wechat: Awaited<ReturnType<typeof fakeWechat>>;

beforeAll(async () => {
  wechat = await fakeWechat();
  const config = testConfig({
    SITE_URL: 'https://www.retinova.example',
    WECHAT_APP_ID: 'wx-test-app',
    WECHAT_APP_SECRET: 'secret',
    WECHAT_API_BASE: wechat.base,
    CONTACT_RATE_PER_MINUTE: '1000000',
    CONTACT_RATE_PER_DAY: '1000000',
  });
  store = await openStore(config.DATABASE_URL);
  app = await buildTestApp({ config, store, anyBuildOrigin: true });
});
afterAll(async () => {
  await app.close();
  await wechat.close();
});

/** Any JSON-ish value, including the awkward ones. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ minLength: 400, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, 'a'), fc.string(), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid message with some fields replaced, removed or joined by hostile keys. */
const mutatedMessage = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 4 }),
    remove: fc.subarray(FIELDS, { maxLength: 3 }),
    extra: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, 'id', 'spam', 'created_at'), anyValue, {
      maxKeys: 3,
    }),
  })
  .map(({ replace, remove, extra }) => {
    const body: Record<string, unknown> = { ...valid, ...replace };
    for (const key of remove) delete body[key];
    // Own properties named like the prototype keys (JSON.parse creates them the same way).
    for (const [key, value] of Object.entries(extra)) {
      Object.defineProperty(body, key, { value, enumerable: true, writable: true });
    }
    return body;
  });

/** What Fastify's JSON parser refuses, at any depth: an own `__proto__`, `constructor.prototype`. */
const poisoned = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const ctor = Object.getOwnPropertyDescriptor(value, 'constructor')?.value;
  return (
    Object.hasOwn(value, '__proto__') ||
    (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) ||
    Object.values(value).some(poisoned)
  );
};

const assertNoServerError = (res: LightMyRequestResponse, input: unknown) => {
  expect(res.statusCode, JSON.stringify(input)?.slice(0, 300)).toBeLessThan(500);
};

/** The contact answer is always the JSON envelope; success only with 201. */
function assertContactAnswer(res: LightMyRequestResponse, input: unknown) {
  assertNoServerError(res, input);
  expect([201, 400, 413, 415]).toContain(res.statusCode);
  const body = res.json() as { success: boolean; err?: string };
  expect(body.success).toBe(res.statusCode === 201);
  if (!body.success) expect(typeof body.err === 'string' && body.err.length > 0).toBe(true);
}

const postRaw = (payload: string | Buffer, contentType: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': contentType },
    payload,
  });

describe('POST /api/contact under arbitrary input', () => {
  it('answers arbitrary JSON values with 201/400/413, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await postRaw(JSON.stringify(value) ?? 'null', 'application/json');
        assertContactAnswer(res, value);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers mutated messages (wrong types, unicode, huge strings, prototype keys) correctly', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedMessage, async (message) => {
        const res = await postRaw(JSON.stringify(message), 'application/json');
        assertContactAnswer(res, message);
        // The server's verdict agrees with the shared schema (413 aside: too big to read), except
        // that a body carrying a prototype-poisoning key is refused outright (400).
        if (res.statusCode !== 413) {
          const ok =
            !poisoned(message) &&
            ContactSchema.safeParse(JSON.parse(JSON.stringify(message))).success;
          expect(res.statusCode === 201, JSON.stringify(message).slice(0, 300)).toBe(ok);
        }
      }),
      {
        numRuns: RUNS,
        // Found by this property once: Number() of this object threw and the server answered 500.
        examples: [[{ ...valid, language_type: { toString: '' } }]],
      },
    );
  });

  it('answers arbitrary and malformed form-encoded bodies', async () => {
    const pair = fc.tuple(
      fc.oneof(fc.constantFrom(...FIELDS, ...POLLUTION_KEYS), fc.string({ maxLength: 10 })),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
        // Malformed percent-encodings and raw separators.
        fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AE', '%FF%FE', '%00', '&&', '==', '+'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 12 }), async (pairs) => {
        const body = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        const res = await postRaw(body, 'application/x-www-form-urlencoded');
        assertContactAnswer(res, body);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers raw bytes (invalid UTF-8, truncated JSON) with 400 and huge bodies with 413', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
        async (bytes, type) => {
          const res = await postRaw(Buffer.from(bytes), type);
          assertContactAnswer(res, [...bytes]);
        },
      ),
      { numRuns: RUNS },
    );
    const huge = await postRaw(
      JSON.stringify({ ...valid, suggest: 'x'.repeat(20_000) }),
      'application/json',
    );
    expect(huge.statusCode).toBe(413);
  });

  it('stored only valid messages, polluted no prototype, and is still up', async () => {
    const stored = await store.listMessages({ includeSpam: true });
    expect(stored.length).toBeGreaterThan(0);
    for (const m of stored) {
      expect(m.name.trim().length).toBeGreaterThan(0);
      expect([...m.name].length).toBeLessThanOrEqual(50);
      expect(m.email).toMatch(/^[^\s@]+@[^\s@]+$/);
      expect(APPEAL_CODES).toContain(m.appeal);
      expect([...m.suggest].length).toBeLessThanOrEqual(SUGGEST_MAX);
      expect([0, 1, 2]).toContain(m.languageType);
    }
    const probe: Record<string, unknown> = {};
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(probe.polluted).toBeUndefined();
    expect(typeof probe.toString).toBe('function');
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('GET /api/wechat/compute_signature under arbitrary input', () => {
  it('signs our pages, refuses everything else with a 4xx and a non-zero error_code', async () => {
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((p) => `https://www.retinova.example${p}`),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.constantFrom(
        'javascript:alert(1)',
        'https://www.retinova.example.evil.com/',
        'https://evil.com@www.retinova.example/',
        '//www.retinova.example/',
        'https://www.retinova.example/%E0%A4%A',
        'http://[::1]/',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          url.map((u) => `url=${encodeURIComponent(u)}`),
          fc
            .array(url, { minLength: 2, maxLength: 3 })
            .map((us) => us.map((u) => `url=${encodeURIComponent(u)}`).join('&')),
          fc.constantFrom('url=%', 'url=%zz', 'url[]=x', 'url[__proto__]=x', '', 'url='),
        ),
        async (query) => {
          const res = await app.inject({ url: `/api/wechat/compute_signature?${query}` });
          assertNoServerError(res, query);
          const body = res.json() as { error_code: number; data?: { url: string } };
          if (res.statusCode === 200) {
            expect(body.error_code).toBe(0);
            expect(new URL(body.data?.url ?? '').host).toBe('www.retinova.example');
          } else {
            expect([400, 403]).toContain(res.statusCode);
            expect(body.error_code).not.toBe(0);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // The upstream was asked once for a token: bad input never reaches it.
    expect(wechat.calls.token).toBeLessThanOrEqual(1);
  });
});

describe('static files: no way out of dist/client', () => {
  const secrets = [
    readFileSync('package.json', 'utf8').slice(0, 60),
    'scriptHashes', // dist/site-manifest.json, one level above the served folder
    'root:x:0:0',
  ];
  const assertNoLeak = (status: number, body: string, path: string) => {
    expect(status, path).toBeLessThan(500);
    expect([200, 400, 403, 404], path).toContain(status);
    for (const secret of secrets) expect(body.includes(secret), path).toBe(false);
  };

  /** Over a real socket, so no client library normalises the path first. */
  const rawGet = (port: number, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  const segment = fc.constantFrom(
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%252e%252e',
    '..%2f',
    '..%5c',
    '%c0%ae%c0%ae',
    '....',
    '.',
    '',
    'assets',
    'etc',
    'passwd',
    'package.json',
    'site-manifest.json',
    'ssr',
    '%00',
    'index.html%00.js',
  );

  it('answers traversal and encoded paths with 400/404, never a file outside', async () => {
    const fixed = [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
      '//etc/passwd',
      '/site-manifest.json',
      '/../site-manifest.json',
      '/ssr/entry-server.js',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
      '/....//....//package.json',
      '/assets/%00',
    ];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    for (const path of fixed) {
      const res = await rawGet(port, path);
      assertNoLeak(res.status, res.body, path);
    }
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 8 }), async (segments) => {
        const path = `/${segments.join('/')}`;
        const res = await rawGet(port, path);
        assertNoLeak(res.status, res.body, path);
      }),
      { numRuns: RUNS },
    );
  });
});
