/**
 * Issue 43's ways to tire the server, each tried as an attacker would over real sockets: bodies
 * read only where a route wants one, rate limits that count an IPv6 visitor by its /64, request
 * and header time-outs, a limit on the editor's sign-in callback, and no visitor's query in the
 * request log.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/client-key';
import { buildTestApp, logLines, testConfig } from './helpers';

async function listening(env: Record<string, string> = {}, extra = {}) {
  const app = await buildTestApp({ config: testConfig(env), anyBuildOrigin: true, ...extra });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** What came back on a raw socket, and when the server closed it. */
interface Raw {
  text: string;
  closedAfterMs: number;
}

/**
 * Sends `head` (a request's line and headers) and then, every `everyMs`, one byte of body,
 * until the server answers and closes, or `giveUpMs` passes.
 */
function rawRequest(
  port: number,
  head: string,
  { everyMs = 0, giveUpMs = 10_000 }: { everyMs?: number; giveUpMs?: number } = {},
) {
  return new Promise<Raw>((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(stop);
      socket.destroy();
      resolve({ text, closedAfterMs: Date.now() - started });
    };
    const stop = setTimeout(done, giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(head);
    if (everyMs > 0) {
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write('[');
      }, everyMs);
    }
  });
}

const statusOf = (raw: Raw) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw.text)?.[1] ?? 0);

describe('bodies are read only where a route wants one', () => {
  it('answers a 1 MiB body to an unknown path with 404 before a byte of it is sent', async () => {
    const { port } = await listening();
    // Only the headers go out: an answer proves the body was neither waited for nor parsed.
    for (const path of ['/no/such/path', '/en/search', '/api/health', '/api/nothing']) {
      const raw = await rawRequest(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n`,
        { giveUpMs: 5000 },
      );
      expect(statusOf(raw), path).toBe(404);
      expect(raw.closedAfterMs, path).toBeLessThan(5000);
    }
  });

  it('reads no webhook body while the webhook is off, or without a signature header', async () => {
    const head = (extra = '') =>
      `POST /api/publish HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}Content-Length: 4194304\r\n\r\n`;
    const off = await listening();
    expect(statusOf(await rawRequest(off.port, head(), { giveUpMs: 5000 }))).toBe(404);
    const on = await listening({ PUBLISH_WEBHOOK_SECRET: 'webhook-secret' });
    expect(statusOf(await rawRequest(on.port, head(), { giveUpMs: 5000 }))).toBe(401);
    // With a signature header the 5 MB body is read, then checked.
    const signed = await on.app.inject({
      method: 'POST',
      url: '/api/publish',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: `{"pad":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(signed.statusCode).toBe(401);
  });
});

describe('rate limits count a client by its address family', () => {
  it('keys IPv4 by address and IPv6 by its normalised /64', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:0:0:0:0001')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:0:0:0:2'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('holds the contact limit for several addresses of one IPv6 /64 behind the proxy', async () => {
    const { app } = await listening({ TRUST_PROXY: '1', CONTACT_RATE_PER_MINUTE: '5' });
    const statuses: number[] = [];
    const addresses = [
      '2001:db8:5:6::1',
      '2001:db8:5:6::2',
      '2001:DB8:5:6:0:0:0:1',
      '2001:db8:5:6:a:b:c:d',
      '2001:0db8:0005:0006::ffff',
      '2001:db8:5:6:1::',
      '2001:db8:5:6:2::',
      '2001:db8:5:6:3::',
    ];
    for (const address of addresses) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        payload: { name: '' },
      });
      statuses.push(response.statusCode);
    }
    // Five reach the form's check (400: the empty form), the rest are refused.
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const other = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:5:7::1' },
      payload: { name: '' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('time-outs', () => {
  it('closes a connection that trickles its body, and one that trickles its headers', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' });
    const body = await rawRequest(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n',
      { everyMs: 100, giveUpMs: 8000 },
    );
    expect(statusOf(body)).toBe(408);
    expect(body.closedAfterMs).toBeLessThan(5000);
    const headers = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      giveUpMs: 8000,
    });
    expect(statusOf(headers)).toBe(408);
    expect(headers.closedAfterMs).toBeLessThan(4000);
  });

  it('refuses a headers time-out longer than the request time-out', async () => {
    await expect(
      listening({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }),
    ).rejects.toThrow(/HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
  });
});

describe('the editor’s sign-in callback', () => {
  const GITHUB = {
    CMS_BACKEND: 'github',
    CMS_REPO: 'retinova/website',
    CMS_OAUTH_CLIENT_ID: 'client-id',
    CMS_OAUTH_CLIENT_SECRET: 'client-secret',
    SITE_URL: 'https://www.example.com',
  };
  /** A GitHub editor whose token requests are counted (GitHub refuses each code). */
  async function editor() {
    const counts = { fetched: 0 };
    const { app } = await listening(GITHUB, {
      cmsFetch: async () => {
        counts.fetched += 1;
        return new Response(JSON.stringify({ error: 'bad_verification_code' }));
      },
    });
    return { app, counts };
  }
  /** A callback as a browser sent to GitHub by /api/cms/auth comes back with it. */
  async function signIn(app: FastifyInstance, remoteAddress = '127.0.0.1') {
    const auth = await app.inject({ url: '/api/cms/auth?provider=github', remoteAddress });
    const state = new URL(String(auth.headers.location)).searchParams.get('state');
    const response = await app.inject({
      url: `/api/cms/callback?code=c&state=${state}`,
      headers: { cookie: `__Host-retinova_cms_state=${state}` },
      remoteAddress,
    });
    return response.statusCode;
  }

  it('is limited per client: at most 10 token requests a minute carry the OAuth secret', async () => {
    const { app, counts } = await editor();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push(await signIn(app));
    expect(counts.fetched).toBe(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it('does not let bogus callbacks from many clients spend the budget all editors share', async () => {
    const { app, counts } = await editor();
    // 80 clients, each with a state and cookie of its own making (equal, but not issued here).
    for (let client = 1; client <= 80; client += 1) {
      const response = await app.inject({
        url: '/api/cms/callback?code=c&state=forged-state-value',
        headers: { cookie: '__Host-retinova_cms_state=forged-state-value' },
        remoteAddress: `198.51.100.${client}`,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(counts.fetched).toBe(0);
    // An editor who began at /api/cms/auth still gets through to GitHub.
    expect(await signIn(app, '203.0.113.7')).toBe(400);
    expect(counts.fetched).toBe(1);
  });

  it('takes each state it issued once, so one real state cannot be replayed from many clients', async () => {
    const { app, counts } = await editor();
    const auth = await app.inject({ url: '/api/cms/auth?provider=github' });
    const state = new URL(String(auth.headers.location)).searchParams.get('state');
    for (const client of [1, 2, 3]) {
      await app.inject({
        url: `/api/cms/callback?code=c&state=${state}`,
        headers: { cookie: `__Host-retinova_cms_state=${state}` },
        remoteAddress: `198.51.100.${client}`,
      });
    }
    expect(counts.fetched).toBe(1);
  });
});

describe('the request log', () => {
  it('writes the path of a request, never its query (what a visitor searched for)', async () => {
    const { lines, stream } = logLines();
    const app = await buildTestApp({
      config: testConfig(),
      anyBuildOrigin: true,
      logger: { level: 'info', stream },
    });
    await app.inject({ url: '/en/search?q=diabetic%20retinopathy%20my-secret-term' });
    await app.inject({ url: '/search?q=%E7%B3%96%E7%BD%91' });
    await app.inject({ method: 'POST', url: '/nowhere?q=my-secret-term', payload: 'x' });
    const log = JSON.stringify(lines);
    expect(log).toContain('"url":"/en/search"');
    expect(log).toContain('"url":"/nowhere"');
    expect(log).not.toContain('my-secret-term');
    expect(log).not.toContain('%E7%B3%96');
    expect(log).not.toContain('?q=');
  });
});
