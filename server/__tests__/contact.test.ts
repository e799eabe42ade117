import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/store';
import { buildTestApp, testConfig } from './helpers';

const valid = {
  name: '王五',
  phone: '+86 138 0000 0000',
  email: 'wang@example.com',
  appeal: '2',
  suggest: '我们医院希望了解糖网筛查软件的部署方式。',
  consent: 'on',
  language_type: '0',
  website: '',
  started_at: String(Date.now() - 60_000),
};

async function start(env: Record<string, string> = {}, store?: Store) {
  const config = testConfig(env);
  const app = await buildTestApp({
    config,
    store: store ?? (await openStore(config.DATABASE_URL)),
  });
  return { app, config };
}

const post = (
  app: FastifyInstance,
  payload: string | object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers:
      typeof payload === 'string'
        ? { 'content-type': 'application/x-www-form-urlencoded', ...headers }
        : headers,
  });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('POST /api/contact', () => {
  it('stores a form-encoded message and answers 201 with its id', async () => {
    const store = await openStore(testConfig().DATABASE_URL);
    const { app } = await start({}, store);
    const res = await post(app, form(valid));
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const [stored] = await store.listMessages();
    expect(stored).toMatchObject({ id, name: '王五', appeal: '2', spamReason: null, mail: null });
  });

  it('accepts JSON too', async () => {
    const { app } = await start();
    const res = await post(app, { ...valid, consent: true, language_type: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { id: expect.any(Number) } });
  });

  it('answers bad fields with 400 and the message in the request language', async () => {
    const { app } = await start({ CONTACT_RATE_PER_MINUTE: '100' });
    const cases: [Record<string, string>, string][] = [
      [{ email: 'nope', language_type: '0' }, '邮箱格式不符'],
      [{ email: 'nope', language_type: '1' }, '電郵格式不符'],
      [{ email: 'nope', language_type: '2' }, 'Invalid Email'],
      [{ consent: '', language_type: '2' }, 'Please read and accept the privacy notice'],
      [{ appeal: '12', language_type: '2' }, 'Please choose a subject'],
      [{ suggest: '眼'.repeat(501), language_type: '0' }, '详情不能超过 500 字'],
    ];
    for (const [change, err] of cases) {
      const res = await post(app, form({ ...valid, ...change }));
      expect(res.statusCode, err).toBe(400);
      expect(res.json()).toEqual({ success: false, err });
    }
  });

  it('refuses bodies over 16 KB with 413 and other content types with 415', async () => {
    const { app } = await start();
    const big = await post(app, form({ ...valid, suggest: 'x'.repeat(17 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const text = await app.inject({
      method: 'POST',
      url: '/api/contact?language_type=2',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, err: 'Unsupported submission format' });
  });

  it('answers a honeypot or a too-fast submission like a success and stores it as spam', async () => {
    const store = await openStore(testConfig().DATABASE_URL);
    const { app } = await start({}, store);
    const honeypot = await post(app, form({ ...valid, website: 'http://spam.example' }));
    const fast = await post(app, form({ ...valid, started_at: String(Date.now() - 500) }));
    expect(honeypot.statusCode).toBe(201);
    expect(fast.statusCode).toBe(201);
    expect(await store.listMessages()).toEqual([]);
    const spam = await store.listMessages({ includeSpam: true });
    expect(spam.map((m) => m.spamReason).sort()).toEqual(['honeypot', 'too-fast']);
  });

  it('rate-limits per client address with 429 and Retry-After', async () => {
    const { app } = await start({ CONTACT_RATE_PER_MINUTE: '2', CONTACT_RATE_PER_DAY: '50' });
    expect((await post(app, form(valid))).statusCode).toBe(201);
    expect((await post(app, form({ ...valid, email: 'bad' }))).statusCode).toBe(400);
    const limited = await post(app, form({ ...valid, language_type: '2' }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      err: 'Too many submissions. Please try again later',
    });
    // Without TRUST_PROXY a forged X-Forwarded-For does not give a new allowance.
    const forged = await post(app, form(valid), { 'x-forwarded-for': '203.0.113.9' });
    expect(forged.statusCode).toBe(429);
  });

  it('behind one trusted proxy counts the address it appended, whatever the visitor forged', async () => {
    const { app } = await start({ CONTACT_RATE_PER_MINUTE: '1', TRUST_PROXY: '1' });
    // nginx appends the address it saw to what the visitor sent: "<forged>, <real>".
    const via = (xff: string) => post(app, form(valid), { 'x-forwarded-for': xff });
    expect((await via('203.0.113.1')).statusCode).toBe(201);
    expect((await via('203.0.113.1')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect((await via(`198.51.100.${i}, 203.0.113.1`)).statusCode).toBe(429);
    }
    // Another visitor behind the same proxy has an allowance of their own.
    expect((await via('203.0.113.2')).statusCode).toBe(201);
  });

  it('trusts exactly the proxies listed by address, and no further hop', async () => {
    // The test requests come from 127.0.0.1: the proxy; 10.0.0.0/8 is an inner load balancer.
    const { app } = await start({
      CONTACT_RATE_PER_MINUTE: '1',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    const via = (xff: string) => post(app, form(valid), { 'x-forwarded-for': xff });
    expect((await via('203.0.113.7, 10.1.2.3')).statusCode).toBe(201);
    expect((await via('198.51.100.1, 203.0.113.7, 10.1.2.3')).statusCode).toBe(429);
    expect((await via('203.0.113.8, 10.1.2.3')).statusCode).toBe(201);
  });

  it('refuses TRUST_PROXY=true (every hop trusted) and malformed proxy lists', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.example']) {
      expect(() => testConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(testConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: '10.0.0.1 fd00::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      'fd00::/32',
    ]);
  });

  it('refuses TRUST_PROXY ranges wider than /8 (IPv4) or /32 (IPv6), naming the value and the rule', () => {
    for (const value of [
      // Two halves of the Internet: a forged left-most X-Forwarded-For entry would be the client.
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '10.0.0.1, 8.0.0.0/7',
      '::/0',
      '2001:db8::/31',
      // IPv4-mapped: /96 spans every IPv4 address.
      '::ffff:0.0.0.0/96',
      '::ffff:10.0.0.0/103',
    ]) {
      const wide = value.split(/[\s,]+/).find((item) => item !== '10.0.0.1') as string;
      expect(() => testConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY: ${wide} is wider than /8 (IPv4) or /32 (IPv6)`,
      );
    }
    for (const value of [
      '10.0.0.0/8',
      '2001:db8::/32',
      '::ffff:10.0.0.0/104',
      '127.0.0.1 ::1',
      'loopback, uniquelocal',
    ]) {
      expect(testConfig({ TRUST_PROXY: value }).TRUST_PROXY, value).toEqual(value.split(/[\s,]+/));
    }
  });
});
