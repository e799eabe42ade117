import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createWechatClient, FAILURE_CACHE_MS, MIN_CACHE_MS } from '../src/wechat/client';
import { jsapiSignature } from '../src/wechat/signature';
import { buildTestApp, fakeWechat, testConfig } from './helpers';

describe('jsapi signature', () => {
  it('reproduces the worked example of the WeChat JS-SDK documentation', () => {
    expect(
      jsapiSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function appAgainst(base: string, env: Record<string, string> = {}) {
  const app: FastifyInstance = await buildTestApp({
    config: testConfig({
      SITE_URL: 'https://www.retinova.example',
      WECHAT_APP_ID: 'wx-test-app',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_API_BASE: base,
      ...env,
    }),
    // The share hosts come from SITE_URL at run time, whatever origin the test build was made for.
    anyBuildOrigin: true,
  });
  return app;
}

const sign = (app: FastifyInstance, url?: string) =>
  app.inject({
    url: `/api/wechat/compute_signature${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`,
  });

describe('GET /api/wechat/compute_signature', () => {
  it('signs a page of the site with a cached ticket: 20 concurrent calls, one upstream fetch each', async () => {
    const fake = await fakeWechat({ delayMs: 50 });
    closers.push(fake.close);
    const app = await appAgainst(fake.base);
    const page = 'https://www.retinova.example/en/about?x=1';
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(app, `${page}#top`)));
    expect(fake.calls).toEqual({ token: 1, ticket: 1 });
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ error_code: 0, message: 'ok' });
      expect(body.data.appId).toBe('wx-test-app');
      expect(body.data.url).toBe(page);
      expect(body.data.signature).toBe(
        jsapiSignature('ticket-for-token-1', body.data.nonceStr, body.data.timestamp, page),
      );
    }
    await sign(app, page);
    expect(fake.calls).toEqual({ token: 1, ticket: 1 });
  });

  it('refuses missing, malformed and foreign URLs, and answers not-configured', async () => {
    const fake = await fakeWechat();
    closers.push(fake.close);
    const app = await appAgainst(fake.base);
    expect((await sign(app)).statusCode).toBe(400);
    expect((await sign(app, 'not a url')).json().error_code).not.toBe(0);
    expect((await sign(app, 'javascript:alert(1)')).statusCode).toBe(400);
    const foreign = await sign(app, 'https://evil.example/page');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error_code).not.toBe(0);
    // Exactly SITE_URL's origin: not a subdomain, another port or the other scheme.
    for (const url of [
      'https://evil.www.retinova.example/page',
      'https://www.retinova.example:8443/page',
      'http://www.retinova.example/page',
      'https://www.retinova.example.evil.example/page',
    ]) {
      expect((await sign(app, url)).statusCode, url).toBe(403);
    }
    expect(fake.calls.token).toBe(0);
    const bare = await buildTestApp({
      config: testConfig({ SITE_URL: 'https://www.retinova.example' }),
      anyBuildOrigin: true,
    });
    const unconfigured = await sign(bare, 'https://www.retinova.example/');
    expect(unconfigured.statusCode).toBe(503);
    expect(unconfigured.json().error_code).not.toBe(0);
  });

  it('signs the URL as parsed, and refuses one with a user name or password', async () => {
    const fake = await fakeWechat();
    closers.push(fake.close);
    const app = await appAgainst(fake.base);
    for (const url of [
      'https://user:pw@www.retinova.example/',
      'https://user@www.retinova.example/en/about',
      'https://:pw@www.retinova.example/',
    ]) {
      const res = await sign(app, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        error_code: 40002,
        message: 'url must not carry a user name or password',
      });
    }
    expect(fake.calls.token).toBe(0);
    // What is signed is what a browser's location reads for that text, not the text itself:
    // a backslash is a slash, the host is lower case, the fragment goes.
    for (const [url, page] of [
      [
        'https://www.retinova.example\\@evil.example/',
        'https://www.retinova.example/@evil.example/',
      ],
      [
        'HTTPS://WWW.Retinova.example/en/about?x=1#top#more',
        'https://www.retinova.example/en/about?x=1',
      ],
      ['https://www.retinova.example:443', 'https://www.retinova.example/'],
    ] as const) {
      const res = await sign(app, url);
      expect(res.statusCode, url).toBe(200);
      const { data } = res.json();
      expect(data.url, url).toBe(page);
      expect(data.signature, url).toBe(
        jsapiSignature('ticket-for-token-1', data.nonceStr, data.timestamp, page),
      );
    }
  });

  it('answers an upstream error with a non-zero error_code, without asking WeChat again for every visitor', async () => {
    const fake = await fakeWechat({ tokenError: true });
    closers.push(fake.close);
    const app = await appAgainst(fake.base);
    const failed = await sign(app, 'https://www.retinova.example/');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error_code).not.toBe(0);
    const during = await Promise.all(
      Array.from({ length: 10 }, () => sign(app, 'https://www.retinova.example/')),
    );
    expect(during.map((res) => res.statusCode)).toEqual(Array(10).fill(502));
    expect(fake.calls.token).toBe(1);
  });
});

describe('WeChat client', () => {
  it('refreshes the token and ticket 5 minutes before they expire', async () => {
    const fake = await fakeWechat({ expiresIn: 7200 });
    closers.push(fake.close);
    let now = 1_000_000;
    const client = createWechatClient(
      { appId: 'a', appSecret: 'secret', apiBase: fake.base },
      () => now,
    );
    expect(await client.jsapiTicket()).toBe('ticket-for-token-1');
    now += (7200 - 301) * 1000;
    expect(await client.jsapiTicket()).toBe('ticket-for-token-1');
    now += 2000; // now inside the last 5 minutes
    expect(await client.jsapiTicket()).toBe('ticket-for-token-2');
    expect(fake.calls).toEqual({ token: 2, ticket: 2 });
  });

  it('gives up on a slow upstream within its time-out, and tries again once the failure has aged', async () => {
    const fake = await fakeWechat({ delayMs: 1000 });
    closers.push(fake.close);
    let now = 1_000_000;
    const client = createWechatClient(
      { appId: 'a', appSecret: 'secret', apiBase: fake.base, timeoutMs: 200 },
      () => now,
    );
    const started = Date.now();
    await expect(client.jsapiTicket()).rejects.toThrow(/unreachable/);
    expect(Date.now() - started).toBeLessThan(900);
    fake.state.delayMs = 0;
    now += FAILURE_CACHE_MS - 1;
    await expect(client.jsapiTicket()).rejects.toThrow(/unreachable/);
    expect(fake.calls.token).toBe(1);
    now += 2;
    await expect(client.jsapiTicket()).resolves.toMatch(/^ticket-for-token-/);
  });

  it('keeps a token and ticket for a minute at least, whatever expires_in says', async () => {
    for (const expiresIn of [0, 1, -5, 300]) {
      const fake = await fakeWechat({ expiresIn });
      closers.push(fake.close);
      let now = 1_000_000;
      const client = createWechatClient(
        { appId: 'a', appSecret: 'secret', apiBase: fake.base },
        () => now,
      );
      for (let i = 0; i < 5; i++) await client.jsapiTicket();
      now += MIN_CACHE_MS - 1;
      await client.jsapiTicket();
      expect(fake.calls, `expires_in ${expiresIn}`).toEqual({ token: 1, ticket: 1 });
      now += 2;
      await client.jsapiTicket();
      expect(fake.calls, `expires_in ${expiresIn}`).toEqual({ token: 2, ticket: 2 });
    }
  });
});
