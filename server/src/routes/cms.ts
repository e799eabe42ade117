/**
 * The editor (docs/design.md#the-editor): `/admin/` (Decap CMS, built by vite.admin.config.ts into
 * <build>/admin), its settings (`GET /api/cms/config`) and, for GitHub, the OAuth handshake of
 * Decap's external-OAuth flow (`GET /api/cms/auth`, `GET /api/cms/callback`). GitLab and Gitea
 * sign in from the browser with PKCE (no secret here). Everything answers 404 while the editor
 * is not configured (CMS_BACKEND, or CMS_LOCAL_BACKEND from `npm run cms`).
 *
 * /admin/ has its own Content-Security-Policy: Decap needs inline styles (emotion, CodeMirror),
 * blob: images (media previews) and to talk to the git host's API; the public pages keep theirs.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cmsLocale, type Locale } from '../../../shared/cms-words-schema';
import { fail } from '../../../shared/envelope';
import { clientKey } from '../client-key';
import type { Config } from '../config';
import { type SiteHolder, siteOf } from '../site';

export interface CmsRouteOptions {
  config: Config;
  site: SiteHolder;
  /** Where GitHub's token endpoint is fetched (tests replace it). */
  fetch?: typeof fetch;
}

const ROBOTS = 'noindex, nofollow';
/**
 * The OAuth state cookie. Over HTTPS it is a `__Host-` cookie (Secure, Path=/, no Domain): no
 * subdomain and no plain-HTTP page can set or overwrite it. A plain-HTTP origin (a test, a local
 * run) cannot keep a Secure cookie, so there it keeps the plain name, limited to /api/cms.
 */
const stateCookie = (secure: boolean) =>
  secure
    ? { name: '__Host-retinova_cms_state', attributes: 'Path=/; HttpOnly; SameSite=Lax; Secure' }
    : { name: 'retinova_cms_state', attributes: 'Path=/api/cms; HttpOnly; SameSite=Lax' };

/** A state or code as GitHub sends it back: one value, URL-safe, of a sane length. */
const oauthValue = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w.~-]{1,512}$/.test(value) ? value : undefined;
const STATE_TTL_S = 600;

/**
 * The OAuth state: a nonce, the time it was issued and a MAC of both under the OAuth client
 * secret (which every instance of the site has, and no client does). A callback whose state this
 * site did not issue, or issued more than STATE_TTL_S ago, fails the state check even when the
 * client sent the same value as its cookie, so only callbacks that began at /api/cms/auth count
 * against the budget all editors share.
 */
function stateSigner(secret: string) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  /**
   * Nonces of states already used, until they expire: each state passes the check once. Kept in
   * this process: behind several instances a state could pass once on each, which the
   * per-client limit and the 10-minute expiry bound (decision 0022 lists it).
   */
  const used = new Map<string, number>();
  return {
    issue(now = Date.now()) {
      const body = `${randomBytes(24).toString('base64url')}.${Math.floor(now / 1000)}`;
      return `${body}.${mac(body)}`;
    },
    /** Whether `state` is one this site issued, not expired and not used before (then it is). */
    accept(state: string, now = Date.now()): boolean {
      const [nonce = '', issued = '', signature = '', extra] = state.split('.');
      const age = now / 1000 - Number(issued);
      if (extra !== undefined || !(age >= 0 && age <= STATE_TTL_S)) return false;
      if (!sameSecret(signature, mac(`${nonce}.${issued}`)) || used.has(nonce)) return false;
      for (const [old, at] of used) if (now - at > STATE_TTL_S * 1000) used.delete(old);
      used.set(nonce, now);
      return true;
    },
  };
}
/** Sign-in callbacks a minute, per client and for all clients together. */
const CALLBACKS_PER_MINUTE = 10;
const CALLBACKS_PER_MINUTE_IN_ALL = 60;

/** What the editor is configured with, or undefined when it is off. */
export function cmsSettings(config: Config) {
  if (config.CMS_LOCAL_BACKEND) {
    return {
      backend: { name: 'proxy' as const, proxy_url: config.CMS_LOCAL_BACKEND, branch: 'main' },
      local_backend: { url: config.CMS_LOCAL_BACKEND },
      site_url: config.SITE_URL,
    };
  }
  const backend = config.CMS_BACKEND;
  if (!backend || !config.CMS_REPO || !config.CMS_OAUTH_CLIENT_ID) return undefined;
  const common = { repo: config.CMS_REPO, branch: config.CMS_BRANCH };
  const workflow =
    config.CMS_EDITORIAL_WORKFLOW && backend !== 'gitea'
      ? { publish_mode: 'editorial_workflow' as const }
      : {};
  if (backend === 'github') {
    return {
      backend: {
        name: backend,
        ...common,
        // Decap opens <base_url>/<auth_endpoint> in a pop-up: our handshake below.
        base_url: config.SITE_URL,
        auth_endpoint: 'api/cms/auth',
        api_root: apiRoot(config),
      },
      ...workflow,
      site_url: config.SITE_URL,
    };
  }
  return {
    backend: {
      name: backend,
      ...common,
      base_url: hostUrl(config),
      api_root: apiRoot(config),
      app_id: config.CMS_OAUTH_CLIENT_ID,
      ...(backend === 'gitlab' ? { auth_type: 'pkce' as const } : {}),
    },
    ...workflow,
    site_url: config.SITE_URL,
  };
}

/** The git host's web origin. */
function hostUrl(config: Config): string {
  if (config.CMS_BASE_URL) return config.CMS_BASE_URL;
  return config.CMS_BACKEND === 'gitlab' ? 'https://gitlab.com' : 'https://github.com';
}

/** The git host's API root. */
export function apiRoot(config: Config): string {
  if (config.CMS_API_ROOT) return config.CMS_API_ROOT;
  const base = hostUrl(config);
  if (config.CMS_BACKEND === 'gitlab') return `${base}/api/v4`;
  if (config.CMS_BACKEND === 'gitea') return `${base}/api/v1`;
  return base === 'https://github.com' ? 'https://api.github.com' : `${base}/api/v3`;
}

/** The origins the editor talks to besides its own (the git host, its API, the local backend). */
function backendOrigins(config: Config): string[] {
  const origins = new Set<string>();
  if (config.CMS_LOCAL_BACKEND) origins.add(new URL(config.CMS_LOCAL_BACKEND).origin);
  else if (config.CMS_BACKEND) {
    origins.add(new URL(apiRoot(config)).origin);
    // GitLab and Gitea: the PKCE token request goes to the host itself.
    if (config.CMS_BACKEND !== 'github') origins.add(new URL(hostUrl(config)).origin);
  }
  return [...origins];
}

/** The editor's Content-Security-Policy: its own files, and the git host's API and images. */
export function adminCsp(config: Config): string {
  const backend = backendOrigins(config).join(' ');
  const extra = backend ? ` ${backend}` : '';
  const avatars = config.CMS_BACKEND === 'github' ? ' https://avatars.githubusercontent.com' : '';
  return [
    "default-src 'self'",
    // Decap compiles its configuration schema (ajv) with new Function().
    "script-src 'self' 'unsafe-eval'",
    // emotion and CodeMirror set styles at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}${avatars}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    // blob:: Decap reads a picked upload back from its object URL (AssetProxy.toBase64 fetches
    // it) before sending it to the backend; without it no upload ever leaves the browser.
    `connect-src 'self' blob:${extra}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The one inline script of the callback page: hands the result to the editor that opened it. */
const CALLBACK_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('cms-result').textContent);function send(){window.opener&&window.opener.postMessage(d.message,d.origin);}window.addEventListener('message',function(e){if(e.origin===d.origin){send();}});window.opener&&window.opener.postMessage('authorizing:'+d.provider,d.origin);setTimeout(function(){if(d.close){window.close();}},1000);})();`;
const CALLBACK_HASH = `'sha256-${createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')}'`;

/** The callback page's CSP: its one hashed script and nothing else. */
export const CALLBACK_CSP = `default-src 'none'; script-src ${CALLBACK_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> data block: `<` escaped so nothing can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Whether a Host header names this machine's loopback (127.0.0.1, localhost, [::1]), any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const value = (host ?? '').toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0];
  return name === '127.0.0.1' || name === 'localhost' || name === '[::1]';
}

/**
 * The editor's words, compiled from src/content/editor/ by the content step (`npm start` and the
 * build run it); loaded when the routes are set up, so `npm start` can compile them first.
 */
async function loadCmsWords() {
  try {
    return (await import('../../../shared/cms-words')).CMS_WORDS;
  } catch (error) {
    throw new Error(
      "The editor's words are not compiled (shared/generated/cms-words.ts): run `npm run content`",
      { cause: error },
    );
  }
}

export const cmsRoutes: FastifyPluginAsync<CmsRouteOptions> = async (app, options) => {
  const { config, site } = options;
  const CMS_WORDS = await loadCmsWords();
  const doFetch = options.fetch ?? fetch;
  const settings = cmsSettings(config);
  const csp = adminCsp(config);
  const siteOrigin = new URL(config.SITE_URL).origin;
  const secure = config.SITE_URL.startsWith('https:');
  const cookie = stateCookie(secure);

  const adminDir = (request: Parameters<typeof siteOf>[0]) =>
    join(dirname(siteOf(request, site).clientDir), 'admin');

  const sendAdmin = (reply: FastifyReply, root: string, relative: string, immutable: boolean) => {
    reply
      .header('content-security-policy', csp)
      // A window of another origin that opens the editor gets no handle on it; the sign-in
      // pop-up the editor opens keeps its opener through GitHub and back (the callback page sends
      // no COOP), which the handshake's postMessage needs (decision 0009).
      .header('cross-origin-opener-policy', 'same-origin-allow-popups')
      .header('x-robots-tag', ROBOTS)
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(relative, root);
  };

  const notConfigured = (reply: FastifyReply) =>
    reply.code(404).header('x-robots-tag', ROBOTS).send(fail('Not found'));

  // `/admin` and `/admin/` (the server ignores a trailing slash): the editor's page.
  app.get('/admin', (request, reply) => {
    const root = adminDir(request.raw);
    if (!settings || !existsSync(join(root, 'index.html'))) return notConfigured(reply);
    return sendAdmin(reply, root, 'index.html', false);
  });
  app.get('/admin/*', (request, reply) => {
    const root = adminDir(request.raw);
    const rest = (request.params as { '*': string })['*'];
    if (!settings || !/^assets\/[\w.-]+$/.test(rest) || !existsSync(join(root, rest))) {
      return notConfigured(reply);
    }
    return sendAdmin(reply, root, rest, true);
  });

  app.get('/api/cms/config', (request, reply) => {
    if (!settings) return notConfigured(reply);
    // The local backend's URL holds the guard's token: only a page on this machine's own
    // loopback name may read it, not one whose DNS name was rebound to 127.0.0.1.
    if (config.CMS_LOCAL_BACKEND && !isLoopbackHost(request.headers.host)) {
      return notConfigured(reply);
    }
    return reply.header('cache-control', 'no-store').header('x-robots-tag', ROBOTS).send(settings);
  });

  /** A page that hands `message` to the editor and closes (the end of the handshake). */
  const callbackPage = (reply: FastifyReply, status: number, message: string, locale: Locale) => {
    const words = CMS_WORDS[locale];
    const ok = message.includes(':success:');
    const data = { message, origin: siteOrigin, provider: 'github', close: ok };
    const text = ok ? words.oauth.done : words.oauth.failed;
    const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head><body><p>${escapeHtml(text)}</p><script type="application/json" id="cms-result">${scriptJson(data)}</script><script>${CALLBACK_SCRIPT}</script></body></html>`;
    return reply
      .code(status)
      .header('content-security-policy', CALLBACK_CSP)
      .header('x-robots-tag', ROBOTS)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('set-cookie', `${cookie.name}=; ${cookie.attributes}; Max-Age=0`)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const github = config.CMS_BACKEND === 'github' && !config.CMS_LOCAL_BACKEND && settings;
  const githubBase = config.CMS_BASE_URL ?? 'https://github.com';
  const states = stateSigner(config.CMS_OAUTH_CLIENT_SECRET ?? randomBytes(32).toString('hex'));

  // Step 1 (Decap's pop-up opens this): remember a fresh state, send the editor to GitHub.
  app.get('/api/cms/auth', (request, reply) => {
    if (!github) return notConfigured(reply);
    const query = request.query as { provider?: string; scope?: string };
    if (query.provider !== undefined && query.provider !== 'github') {
      return reply.code(400).send(fail('Unknown provider'));
    }
    const state = states.issue();
    const scope = query.scope === 'public_repo' ? 'public_repo' : 'repo';
    const target = new URL('/login/oauth/authorize', githubBase);
    target.searchParams.set('client_id', config.CMS_OAUTH_CLIENT_ID ?? '');
    target.searchParams.set('redirect_uri', `${config.SITE_URL}/api/cms/callback`);
    target.searchParams.set('scope', scope);
    target.searchParams.set('state', state);
    return reply
      .header('set-cookie', `${cookie.name}=${state}; ${cookie.attributes}; Max-Age=${STATE_TTL_S}`)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', ROBOTS)
      .redirect(target.toString());
  });

  // Each callback may send the OAuth client secret to GitHub: a flood of them would get the
  // OAuth application throttled or flagged. A person signs in a few times a day; these limits
  // are answered before anything is sent. One client's callbacks count against its own limit
  // whatever they carry; only those that pass the state check (a browser this server sent to
  // GitHub) count against everyone's, so bogus callbacks from many clients cannot spend the
  // shared budget and lock every editor out of signing in.
  const perClient = app.createRateLimit({
    max: CALLBACKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `cms-callback:${clientKey(request.ip)}`,
  });
  const inAll = app.createRateLimit({
    max: CALLBACKS_PER_MINUTE_IN_ALL,
    timeWindow: 60_000,
    keyGenerator: () => 'cms-callback:all',
  });

  // Step 2 (GitHub sends the pop-up back here): check the state, trade the code for a token.
  app.get('/api/cms/callback', async (request, reply) => {
    if (!github) return notConfigured(reply);
    const query = request.query as Record<string, unknown>;
    const locale = cmsLocale(typeof query.lang === 'string' ? query.lang : undefined);
    /** The seconds until `check` lets this callback through, or 0 when it does now. */
    const waitFor = async (check: typeof perClient) => {
      const limit = await check(request);
      return limit.isAllowed || !limit.isExceeded ? 0 : Math.max(1, limit.ttlInSeconds);
    };
    const tooMany = (seconds: number) => {
      request.log.warn('cms oauth: too many sign-in callbacks');
      return callbackPage(
        reply.header('retry-after', String(seconds)),
        429,
        `authorization:github:error:${JSON.stringify({ message: 'too many sign-in attempts: wait a minute' })}`,
        locale,
      );
    };
    const clientWait = await waitFor(perClient);
    if (clientWait) return tooMany(clientWait);
    const error = (text: string) =>
      callbackPage(
        reply,
        400,
        `authorization:github:error:${JSON.stringify({ message: text })}`,
        locale,
      );
    // ?state=a&state=b arrives as an array: refused like any state that is not the one given.
    const state = oauthValue(query.state);
    const code = oauthValue(query.code);
    const expected = cookieOf(request.headers.cookie, cookie.name);
    if (!state || !expected || !sameSecret(state, expected) || !states.accept(state)) {
      request.log.warn('cms oauth: state missing, malformed or not the one this browser was given');
      return error('state mismatch');
    }
    const allWait = await waitFor(inAll);
    if (allWait) return tooMany(allWait);
    if (!code) return error('no code');
    try {
      const response = await doFetch(new URL('/login/oauth/access_token', githubBase), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: config.CMS_OAUTH_CLIENT_ID,
          client_secret: config.CMS_OAUTH_CLIENT_SECRET,
          code,
          redirect_uri: `${config.SITE_URL}/api/cms/callback`,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { access_token?: string; error?: string };
      if (!response.ok || !body.access_token) {
        request.log.warn({ status: response.status, error: body.error }, 'cms oauth: no token');
        return error(body.error ?? 'no token');
      }
      const message = `authorization:github:success:${JSON.stringify({ token: body.access_token, provider: 'github' })}`;
      return callbackPage(reply, 200, message, locale);
    } catch (err) {
      request.log.error({ err }, 'cms oauth: token request failed');
      return callbackPage(
        reply,
        502,
        `authorization:github:error:${JSON.stringify({ message: 'token request failed' })}`,
        locale,
      );
    }
  });
};
