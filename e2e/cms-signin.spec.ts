/**
 * The editor's GitHub sign-in in a real browser: `/admin` opens the pop-up, the pop-up goes
 * through GitHub's page (another origin) and back to `/api/cms/callback`, whose page hands the
 * token to the editor with `window.opener.postMessage` (Decap's handshake). The browser's
 * Cross-Origin-Opener-Policy decides whether the pop-up still has its opener when it comes back
 * (decision 0009). GitHub's authorize page is played by a server of its own on another loopback
 * port (another origin): a page that sends the pop-up back with a code, as GitHub's does; the
 * token exchange by a fake fetch. (A real server rather than a route of the browser context: a
 * route does not see the first requests of a pop-up in Chromium's headless shell, decision 0026.)
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig } from '../server/src/index';
import { CHROME_ARGS, ensureChrome } from './helpers/browser-binary';
import { withPage } from './helpers/page';

let github: Server;
let app: FastifyInstance;
let browser: Browser;
let origin: string;
const exchanged: unknown[] = [];

/** A free loopback port: the server's own URL (SITE_URL) must be known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** GitHub's authorize page: sends the pop-up back to `redirect_uri` with a code and the state. */
function authorizePage(url: URL): string {
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  back.searchParams.set('code', 'the-code');
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  return `<!doctype html><title>Authorize</title><p>Authorize</p><script>location.href=${JSON.stringify(back.href)}</script>`;
}

beforeAll(async () => {
  github = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://github.test');
    if (url.pathname !== '/login/oauth/authorize') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(authorizePage(url));
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  const githubOrigin = `http://127.0.0.1:${(github.address() as { port: number }).port}`;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      PORT: String(port),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: `sqlite:${join(tmpdir(), `retinova-e2e-cms-${process.pid}-${randomUUID()}.db`)}`,
      SITE_URL: origin,
      CMS_BACKEND: 'github',
      CMS_REPO: 'retinova/website',
      CMS_OAUTH_CLIENT_ID: 'client-id',
      CMS_OAUTH_CLIENT_SECRET: 'client-secret',
      CMS_BASE_URL: githubOrigin,
    }),
    anyBuildOrigin: true,
    cmsFetch: async (_url, init) => {
      exchanged.push(JSON.parse(String(init?.body)));
      return Response.json({ access_token: 'gho_e2e', token_type: 'bearer', scope: 'repo' });
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: ensureChrome(), args: CHROME_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  github?.close();
});

describe('editor sign-in with GitHub', () => {
  it('hands the token from the pop-up back to the editor that opened it', async () => {
    // The site's origin only (withPage), and GitHub's: a route registered after that refusal
    // lets it through (Playwright runs the last matching route first).
    const { port } = github.address() as { port: number };
    await withPage({ browser, origin }, {}, async (page, { context }) => {
      await context.route(`http://127.0.0.1:${port}/**`, (route) => route.continue());
      // Nothing else leaves the machine (the editor would ask api.github.com about the user).
      const response = await page.goto('/admin/');
      expect(response?.status()).toBe(200);
      // Decap's handshake, as its authenticator runs it after "Login with GitHub".
      const received = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const popup = window.open('/api/cms/auth?provider=github&scope=repo', 'cms-auth');
            if (!popup) resolve('no pop-up');
            window.addEventListener('message', (event) => {
              if (event.origin !== location.origin) return;
              if (event.data === 'authorizing:github') {
                (event.source as Window).postMessage(event.data, event.origin);
              } else if (String(event.data).startsWith('authorization:github:')) {
                resolve(String(event.data));
              }
            });
            setTimeout(() => resolve('nothing came back'), 8000);
          }),
      );
      expect(received).toBe('authorization:github:success:{"token":"gho_e2e","provider":"github"}');
      expect(exchanged).toEqual([expect.objectContaining({ code: 'the-code' })]);
    });
  });
});
