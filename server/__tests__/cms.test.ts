/**
 * The editor's routes (docs/design.md#the-editor): /admin/ with its own CSP and noindex, the public
 * pages' CSP unchanged by it, the settings the editor reads, and GitHub's OAuth handshake (state
 * checked).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CALLBACK_CSP } from '../src/routes/cms';
import { buildTestApp, testConfig } from './helpers';

const GITHUB = {
  CMS_BACKEND: 'github',
  CMS_REPO: 'retinova/website',
  CMS_OAUTH_CLIENT_ID: 'client-id',
  CMS_OAUTH_CLIENT_SECRET: 'client-secret',
  SITE_URL: 'https://www.example.com',
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(env: Record<string, string>, fetch?: typeof globalThis.fetch) {
  app = await buildTestApp({ config: testConfig(env), anyBuildOrigin: true, cmsFetch: fetch });
  return app;
}

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('/admin/ and /api/cms/*', () => {
  it('answer 404 while the editor is not configured', async () => {
    const server = await start({});
    for (const url of [
      '/admin/',
      '/admin',
      '/api/cms/config',
      '/api/cms/auth',
      '/api/cms/callback',
    ]) {
      expect((await server.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('serve the editor with its own CSP and noindex; public pages keep theirs', async () => {
    const plain = await start({});
    const publicCsp = (await plain.inject({ url: '/en/home' })).headers['content-security-policy'];
    await plain.close();
    const server = await start(GITHUB);
    const admin = await server.inject({ url: '/admin/' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    const csp = directives(admin.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    // blob:: uploads are read back from their object URL before they are sent.
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Another origin that opens the editor gets no handle on it; its own sign-in pop-up does.
    expect(admin.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(admin.body)?.[1];
    const asset = await server.inject({ url: script as string });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBe(admin.headers['content-security-policy']);
    expect((await server.inject({ url: '/admin/../client/index.html' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/admin/assets/nothing.js' })).statusCode).toBe(404);

    // The public pages: exactly the policy they have without the editor.
    const home = await server.inject({ url: '/en/home' });
    expect(home.headers['content-security-policy']).toBe(publicCsp);
    expect(directives(home.headers['content-security-policy'])['script-src']).not.toContain(
      "'unsafe-eval'",
    );
    // Not a page of the site: not in the sitemap.
    expect((await server.inject({ url: '/sitemap.xml' })).body).not.toContain('/admin');
  });

  it('tell the editor its backend: GitHub through our handshake, editorial workflow on', async () => {
    const server = await start(GITHUB);
    const settings = (await server.inject({ url: '/api/cms/config' })).json();
    expect(settings).toEqual({
      backend: {
        name: 'github',
        repo: 'retinova/website',
        branch: 'main',
        base_url: 'https://www.example.com',
        auth_endpoint: 'api/cms/auth',
        api_root: 'https://api.github.com',
      },
      publish_mode: 'editorial_workflow',
      site_url: 'https://www.example.com',
    });
    expect(JSON.stringify(settings)).not.toContain('client-secret');
  });

  it('tell the editor its backend: a self-hosted Gitea (PKCE) or GitLab (PKCE)', async () => {
    const gitea = await start({
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'web/site',
      CMS_BASE_URL: 'https://git.example.cn/',
      CMS_OAUTH_CLIENT_ID: 'gitea-app',
      CMS_BRANCH: 'content',
    });
    expect((await gitea.inject({ url: '/api/cms/config' })).json()).toEqual({
      backend: {
        name: 'gitea',
        repo: 'web/site',
        branch: 'content',
        base_url: 'https://git.example.cn',
        api_root: 'https://git.example.cn/api/v1',
        app_id: 'gitea-app',
      },
      site_url: 'http://localhost:8080',
    });
    const csp = directives(
      (await gitea.inject({ url: '/admin/' })).headers['content-security-policy'],
    );
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'https://git.example.cn']);
    // No OAuth secret here: the handshake routes are GitHub's only.
    expect((await gitea.inject({ url: '/api/cms/auth' })).statusCode).toBe(404);
    await gitea.close();

    const gitlab = await start({
      CMS_BACKEND: 'gitlab',
      CMS_REPO: 'web/site',
      CMS_BASE_URL: 'https://gitlab.example.cn',
      CMS_OAUTH_CLIENT_ID: 'gitlab-app',
    });
    expect((await gitlab.inject({ url: '/api/cms/config' })).json().backend).toEqual({
      name: 'gitlab',
      repo: 'web/site',
      branch: 'main',
      base_url: 'https://gitlab.example.cn',
      api_root: 'https://gitlab.example.cn/api/v4',
      app_id: 'gitlab-app',
      auth_type: 'pkce',
    });
  });

  it('give the local backend (and its token) only to a page on a loopback name', async () => {
    const local = await start({ CMS_LOCAL_BACKEND: 'http://127.0.0.1:8081/t0ken/api/v1' });
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const res = await local.inject({ url: '/api/cms/config', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.json().local_backend, host).toEqual({ url: 'http://127.0.0.1:8081/t0ken/api/v1' });
    }
    // A page whose DNS name was rebound to 127.0.0.1 still sends its own name.
    for (const host of ['rebind.example:8080', 'localhost.example.com:8080', '127.0.0.1.nip.io']) {
      const res = await local.inject({ url: '/api/cms/config', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toContain('t0ken');
    }
    await local.close();
  });

  it('refuse an incomplete or unsafe editor configuration at start', () => {
    expect(() => loadConfig({ CMS_BACKEND: 'github', CMS_REPO: 'a/b' })).toThrow(
      /CMS_OAUTH_CLIENT_ID: is required/,
    );
    expect(() =>
      loadConfig({ CMS_BACKEND: 'gitea', CMS_REPO: 'a/b', CMS_OAUTH_CLIENT_ID: 'x' }),
    ).toThrow(/CMS_BASE_URL: is required/);
    expect(() => loadConfig({ CMS_LOCAL_BACKEND: 'http://10.0.0.5:8081/api/v1' })).toThrow(
      /CMS_LOCAL_BACKEND: must be on loopback/,
    );
  });
});

describe('GitHub OAuth handshake', () => {
  it('sends the editor to GitHub with a fresh state, remembered in an HttpOnly cookie', async () => {
    const server = await start(GITHUB);
    const response = await server.inject({ url: '/api/cms/auth?provider=github&scope=repo' });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin + target.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(target.searchParams.get('client_id')).toBe('client-id');
    expect(target.searchParams.get('redirect_uri')).toBe(
      'https://www.example.com/api/cms/callback',
    );
    const state = target.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`__Host-retinova_cms_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    // __Host-: Secure, Path=/ and no Domain, so no subdomain can plant or overwrite it.
    expect(cookie).toMatch(/^__Host-retinova_cms_state=/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('refuses a callback whose state is not the one given to this browser', async () => {
    let fetched = 0;
    const server = await start(GITHUB, async () => {
      fetched += 1;
      return new Response('{}');
    });
    const auth = await server.inject({ url: '/api/cms/auth?provider=github' });
    const state = new URL(String(auth.headers.location)).searchParams.get('state');
    for (const [query, cookie] of [
      [`code=c&state=${state}`, undefined],
      [`code=c&state=other`, `__Host-retinova_cms_state=${state}`],
      ['code=c', `__Host-retinova_cms_state=${state}`],
      // Two states (an array), an encoded one, a huge one, two codes: 400, never a 500.
      [`code=c&state=${state}&state=${state}`, `__Host-retinova_cms_state=${state}`],
      [`code=c&state=${state}%0d%0a`, `__Host-retinova_cms_state=${state}`],
      [`code=c&state=${'a'.repeat(5000)}`, `__Host-retinova_cms_state=${state}`],
      [`code=c&code=d&state=${state}`, `__Host-retinova_cms_state=${state}`],
      // The cookie without its prefix (set by a subdomain or over plain HTTP) does not count.
      [`code=c&state=${state}`, `retinova_cms_state=${state}`],
    ] as const) {
      const response = await server.inject({
        url: `/api/cms/callback?${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('authorization:github:error:');
      expect(response.body).not.toContain(':success:');
    }
    expect(fetched).toBe(0);
  });

  it('trades the code for a token and hands it to the editor from a page with one hashed script', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const server = await start(GITHUB, async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ access_token: 'gho_token', token_type: 'bearer' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const auth = await server.inject({ url: '/api/cms/auth?provider=github' });
    const state = new URL(String(auth.headers.location)).searchParams.get('state');
    const response = await server.inject({
      url: `/api/cms/callback?code=the-code&state=${state}`,
      headers: { cookie: `other=1; __Host-retinova_cms_state=${state}` },
    });
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        url: 'https://github.com/login/oauth/access_token',
        body: {
          client_id: 'client-id',
          client_secret: 'client-secret',
          code: 'the-code',
          redirect_uri: 'https://www.example.com/api/cms/callback',
        },
      },
    ]);
    const data = JSON.parse(
      /<script type="application\/json" id="cms-result">(.*?)<\/script>/.exec(response.body)?.[1] ??
        '{}',
    );
    expect(data).toMatchObject({
      message: 'authorization:github:success:{"token":"gho_token","provider":"github"}',
      origin: 'https://www.example.com',
    });
    // The page's CSP allows its one inline script by hash, nothing else.
    expect(response.headers['content-security-policy']).toBe(CALLBACK_CSP);
    // No COOP: back from GitHub, the pop-up must still reach the editor that opened it.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(CALLBACK_CSP).toContain(`'sha256-${hash}'`);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
  });
});
