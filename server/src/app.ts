import { createServer } from 'node:http';
import { join } from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onSendHookHandler,
} from 'fastify';
import { fail, ok } from '../../shared/envelope';
import { originMismatch } from '../../shared/site-manifest';
import { isRefusedUploadUrl } from '../../shared/uploads';
import { copiesOf, sendAsset } from './asset-cache';
import type { Coding, Copies } from './asset-fast-path';
import { clientKey } from './client-key';
import type { Config } from './config';
import { type AlertMailOptions, announceRelease, startAlertMail } from './mail/alerts';
import { type OutboxOptions, startOutbox } from './mail/outbox';
import { sendPage } from './page-cache';
import { followReleases, objectStoreReleases } from './publish/follow';
import { databaseRateLimitStore } from './rate-limit-store';
import { type RetentionOptions, startRetention } from './retention';
import { alertRoutes } from './routes/alerts';
import { cmsRoutes } from './routes/cms';
import { CONTACT_BODY_LIMIT, contactRoutes, contactText } from './routes/contact';
import { publishRoutes } from './routes/publish';
import { wechatRoutes } from './routes/wechat';
import { searchOf, searchPagesOf } from './search/results';
import { assignSite, type LoadedSite, openSite, type SiteHolder, siteOf } from './site';
import { notFoundFile, pageFile } from './site-files';
import { openStore, type Store } from './store';

/**
 * Everything Vite writes under client/assets/ (and admin/assets/, the editor's) carries a content
 * hash in its name. (Matched with `client/` or `admin/` so a folder named `assets` above the
 * build, e.g. /srv/assets/releases, does not count.)
 */
const HASHED_ASSET = /[\\/](?:client|admin)[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * A published document's PDF (`/documents/<year>/<slug>-<language>.pdf`): its address never
 * changes and its bytes do not (a correction is a new document), so it is kept a long time;
 * its ETag still answers a revalidation.
 */
const DOCUMENT = /[\\/]client[\\/]documents[\\/]\d{4}[\\/][a-z0-9-]+\.pdf$/;
const DOCUMENT_CACHE = 'public, max-age=2592000';
const cacheControl = (path: string) =>
  HASHED_ASSET.test(path) ? IMMUTABLE : DOCUMENT.test(path) ? DOCUMENT_CACHE : REVALIDATE;

/**
 * A document opens in the browser's PDF viewer, and saves under its own name
 * (`2026-date-of-board-meeting-en.pdf`).
 */
function documentDisposition(relative: string): string | undefined {
  if (!relative.startsWith('documents/') || !relative.endsWith('.pdf')) return undefined;
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return /^[a-z0-9-]+\.pdf$/.test(name) ? `inline; filename="${name}"` : undefined;
}

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** A store to use instead of opening DATABASE_URL (tests). The app closes it on close. */
  store?: Store;
  /** Outbox timings (tests make them short). */
  outbox?: Pick<OutboxOptions, 'pollMs' | 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts'>;
  /** The alerts outbox's timings (tests make them short). */
  alertMail?: Pick<AlertMailOptions, 'pollMs' | 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts'>;
  /**
   * Serve a build made for another SITE_URL. Only for tests of run-time SITE_URL behaviour
   * (share hosts, HSTS) on the one test build; a real server refuses such a build.
   */
  anyBuildOrigin?: boolean;
  /** Time between retention passes (tests make it short; a day otherwise). */
  retention?: Pick<RetentionOptions, 'intervalMs'>;
  /** What a webhook publish runs (tests replace it); default: git pull + `npm run publish`. */
  publishRunner?: Parameters<typeof publishRoutes>[1]['runner'];
  /** What the editor's OAuth handshake fetches GitHub's token with (tests replace it). */
  cmsFetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The served site: DIST_DIR, or the current release of RELEASES_DIR (reloadable). */
    site: SiteHolder;
  }
}

/** Path segments a static file may not have: dotfiles, `..`, empty ones. */
const UNSAFE_SEGMENT = /(^|\/)(\.|\/|$)/;

/**
 * The file of a URL path in the request's release, else (hashed assets only) in an older
 * release still on disk: a visitor's open page keeps loading the chunks it was built with.
 */
function staticFile(site: LoadedSite, holder: SiteHolder, path: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(1));
  } catch {
    return undefined;
  }
  if (!relative || UNSAFE_SEGMENT.test(relative) || relative.includes('\\')) return undefined;
  // The web team's uploads are served only under the names of their folder's kind
  // (shared/uploads.ts: /media/uploads/ as raster images), as the editor and the build accept
  // them: never as SVG, HTML or script, whatever reached the folder.
  if (isRefusedUploadUrl(relative)) return undefined;
  if (site.files.has(relative)) return { root: site.clientDir, relative };
  if (!relative.startsWith('assets/')) return undefined;
  const older = holder.older.find((o) => o.assets.has(relative));
  return older ? { root: older.clientDir, relative } : undefined;
}

/**
 * A file streamed from disk by @fastify/static (too large to keep in memory, asked for in part,
 * or kept only by an older release), with the same strong ETag the memory path sends. The
 * conditions that compare it are answered here, as RFC 9110 says: a matching If-None-Match is a
 * 304; an If-Range that names this ETag lets the Range through (a resumed download continues),
 * any other entity tag sends the whole file. An If-Range date is left to @fastify/send, which
 * compares it with Last-Modified.
 */
async function streamFile(
  request: FastifyRequest,
  reply: FastifyReply,
  assets: LoadedSite['assets'],
  { root, relative }: { root: string; relative: string },
) {
  const etag = await assets.etag(root, relative);
  const headers = request.raw.headers;
  if (etag) {
    reply.header('etag', etag);
    if (headers['if-none-match'] === etag) return reply.code(304).send();
    const ifRange = headers['if-range'];
    if (ifRange?.includes('"')) {
      if (ifRange !== etag) delete headers.range;
      delete headers['if-range'];
    }
  }
  return reply.sendFile(relative, root);
}

/** Bodies of routes that set no limit of their own (contact and the webhook do). */
const DEFAULT_BODY_LIMIT = 16 * 1024;

/** A URL without its query: what a visitor typed (`/search?q=…`) never reaches a log. */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * The request as the log shows it: Fastify's default fields, with the path in place of the URL
 * (docs/design.md#security-rules). Only a logger given as options can take serializers; a ready-made
 * logger or `false` passes through.
 */
function withRequestSerializer(logger: NonNullable<FastifyServerOptions['logger']>) {
  if (typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: {
      ...logger.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathOf(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** proxy-addr's trust function for `hops` proxies in front (what Fastify does for a number). */
const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the Fastify instance: security headers, the prerendered site, the API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = options;
  // With RELEASES_URL, the live release of the object store, followed (publish/follow.ts).
  const releases = config.RELEASES_URL ? objectStoreReleases(config) : undefined;
  const site = await openSite(
    config,
    { frameAncestors: config.EMBED_ORIGINS, cacheControl },
    releases?.source,
  ).catch(async (error: unknown) => {
    await releases?.cluster.close();
    throw error;
  });
  // docs/design.md#the-builds-origin: the build's canonical URLs, hreflang, sitemap and feeds name
  // the origin it was made for; serving it for another would send search engines and shares to the
  // wrong site.
  const served = config.RELEASES_URL
    ? `${config.RELEASES_URL} (${site.current.id})`
    : config.RELEASES_DIR
      ? join(config.RELEASES_DIR, 'current')
      : config.DIST_DIR;
  const mismatch = originMismatch(site.current.manifest, config.SITE_URL, served);
  if (mismatch && !options.anyBuildOrigin) throw new Error(mismatch);
  const embedding = config.EMBED_ORIGINS.length > 0;

  let closing = false;
  const app = Fastify({
    // Files already answered once are answered again before Fastify (asset-fast-path.ts); the
    // server is the one Fastify would make, with its time-outs.
    serverFactory: (handler, options) => {
      // A client has HEADERS_TIMEOUT_MS to send its headers and REQUEST_TIMEOUT_MS for the whole
      // request (Fastify's default is none: 50 sockets trickling bodies stayed open for minutes,
      // holding their buffers); node:http looks for late ones once a second (default: 30 s).
      const server = createServer(
        {
          requestTimeout: config.REQUEST_TIMEOUT_MS,
          headersTimeout: config.HEADERS_TIMEOUT_MS,
          connectionsCheckingInterval: 1000,
        },
        (request, response) => {
          if (!closing && site.current.fast.answer(request, response)) return;
          handler(request, response);
        },
      );
      // Fastify's defaults (fastify.js): a 72 s keep-alive, no connection (idle socket) time-out.
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      return server;
    },
    logger: withRequestSerializer(logger ?? { level: config.LOG_LEVEL }),
    // Only the contact form and the publish webhook take a body, and each sets its own limit:
    // anything else is refused past 16 KB before it is parsed.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A hop count trusts that many nearest hops (proxy-addr's hop index counts from the socket).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? hopCount(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // In-flight requests finish on close; new ones get 503 + Connection: close meanwhile.
    return503OnClosing: true,
    // A malformed percent-encoding is answered before routing, without hooks: its 400 gets the
    // envelope and the no-store of every other error here (the onSend hook below).
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply
        .code(error.statusCode ?? 400)
        .header('cache-control', 'no-store')
        .send(fail(error.message)),
  });

  app.decorate('site', site);
  // First of all hooks: the request keeps the release that is current now until it is answered.
  app.addHook('onRequest', async (request) => {
    assignSite(request.raw, site.current);
  });
  // A body sent to a path nobody serves is answered 404 before it is read or parsed (Fastify
  // parses first: a 1 MiB body of nested `[` to any unknown path cost 80-111 ms of the event
  // loop). The connection closes, so the unread body is not read as the next request either.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || request.method === 'GET' || request.method === 'HEAD') return;
    return reply.code(404).header('connection', 'close').send(fail('Not found'));
  });

  // Graceful shutdown: once closing starts, every response (in-flight ones included) asks the
  // client to drop its keep-alive connection, so close() finishes as soon as they are answered.
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // No cache keeps an error: a 412 or 416 of a hashed file would otherwise go out with the
  // file's year-long `immutable` (set before the file is read), and a shared cache would answer
  // it for a year. Added before every plugin and route so that all of them inherit it.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });

  // The CSP is the release's, written once when it was loaded (csp.ts): pages send their own
  // (sendPage), every other response this one, set before any handler can answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', siteOf(request.raw, site).policy);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // X-Frame-Options cannot name another origin; with embed origins, frame-ancestors alone rules.
    xFrameOptions: embedding ? false : { action: 'sameorigin' },
    // Images and scripts rendered inside a host on another site must not be blocked.
    crossOriginResourcePolicy: { policy: embedding ? 'cross-origin' : 'same-site' },
    // HSTS only means something over HTTPS; on a plain-HTTP origin (local, tests) it is omitted.
    strictTransportSecurity: config.SITE_URL.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    // Visitors (patients among them) leak nothing about what they read to the sites we link to.
    referrerPolicy: { policy: 'no-referrer' },
    // No Cross-Origin-Opener-Policy on the public pages (decision 0009): they hold nothing for
    // a cross-origin window to reach, and COOP makes every arrival from another site (a search,
    // WeChat, Lighthouse's blank tab) start a fresh browsing context group: in Chromium a new
    // renderer and JavaScript context inside the navigation, before the first paint. The editor
    // sets its own (routes/cms.ts).
    crossOriginOpenerPolicy: false,
  });
  if (embedding) {
    // A micro-frontend host fetches our HTML and scripts (qiankun's import-html-entry).
    await app.register(cors, { origin: config.EMBED_ORIGINS, methods: ['GET', 'HEAD'] });
  }

  // Files are sent by the catch-all route below from the request's release: from memory
  // (asset-cache.ts), or streamed from its folder by @fastify/static when too large to keep, asked
  // for in part (Range) or kept only by an older release.
  await app.register(fastifyStatic, {
    root: site.current.clientDir,
    serve: false,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    // The route sets the file's strong ETag (streamFile), not @fastify/send's weak one.
    etag: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(path));
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500)
      request.log.error({ err: error, path: pathOf(request.url) }, 'request failed');
    const message =
      status === 413
        ? contactText(request, 'too_large')
        : status === 415
          ? contactText(request, 'unsupported')
          : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? contactText(request, 'invalid')
            : status >= 500
              ? 'Internal server error'
              : error.message;
    return reply.code(status).send(fail(message));
  });

  // The store: opened (and migrated) before the server answers anything.
  const store = options.store ?? (await openStore(config.DATABASE_URL));
  // Retention (CONTACT_RETENTION_DAYS): messages past it are gone before the first request.
  const retention = startRetention(
    store,
    { days: config.CONTACT_RETENTION_DAYS, ...options.retention },
    app.log,
  );
  await retention.first;
  const outbox =
    config.SMTP_URL && config.CONTACT_NOTIFY_TO
      ? startOutbox(
          store,
          {
            smtpUrl: config.SMTP_URL,
            to: config.CONTACT_NOTIFY_TO,
            words: () => site.current.manifest.contact,
            ...options.outbox,
          },
          app.log,
        )
      : null;
  // E-mail alerts are offered only with SMTP_URL (docs/decisions/0018-investor-email-alerts.md).
  const alertMail = config.SMTP_URL
    ? startAlertMail(
        store,
        {
          smtpUrl: config.SMTP_URL,
          from: config.ALERT_FROM ?? `noreply@${new URL(config.SITE_URL).hostname}`,
          siteUrl: config.SITE_URL,
          ratePerMinute: config.ALERT_RATE_PER_MINUTE,
          words: () => site.current.manifest.alerts,
          ...options.alertMail,
        },
        app.log,
      )
    : null;
  // Each release served announces the documents it adds (once, ever, across instances); the
  // reload it follows is not held up by it.
  let announcing: Promise<unknown> = Promise.resolve();
  const announce = (loaded: LoadedSite) => {
    announcing = announcing
      .then(() => announceRelease(store, loaded, app.log))
      .then((announced) => {
        if (announced?.recipients) void alertMail?.kick();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'announcing documents failed'));
  };
  announce(site.current);
  site.onLoaded(announce);
  const searches = searchPagesOf(site, app.log);
  // On close (SIGTERM): in-flight requests finish first, then the outboxes and the retention
  // timer stop, then the store.
  app.addHook('onClose', async () => {
    await announcing;
    await alertMail?.stop();
    await outbox?.stop();
    await retention.stop();
    await searches.close();
    await store.close();
  });

  await app.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT });
  // Every limit counts a client by clientKey: IPv4 by address, IPv6 by its /64.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    // On PostgreSQL, counted in the database, so that a client counts once however many
    // instances answer it (decision 0022). Should the database fail, the request is let through:
    // the contact form and alerts need it anyway and answer 503 themselves. A SQLite file has one
    // server: its counts stay in memory (an fsync per limited request would cost the contact
    // form four fifths of its throughput).
    ...(store.kind === 'postgres' && {
      store: databaseRateLimitStore((key, windowMs, now) => store.countHit(key, windowMs, now)),
      skipOnError: true,
    }),
  });
  await app.register(contactRoutes, { config, store, outbox });
  await app.register(alertRoutes, { config, store, mail: alertMail });
  await app.register(wechatRoutes, { config });
  await app.register(publishRoutes, { config, site, runner: options.publishRunner });
  // The editor (/admin/, /api/cms/*): its own CSP, 404 while not configured.
  await app.register(cmsRoutes, { config, site, fetch: options.cmsFetch });

  const following = releases
    ? followReleases({ site, ...releases, log: app.log, pollMs: config.RELEASE_POLL_MS })
    : undefined;
  app.addHook('onClose', async () => following?.stop());

  // The release served, and with RELEASES_URL whether the store and its pointer can be reached
  // (an instance that cannot keeps serving what it has; the log says why, this public answer
  // names no host).
  app.get('/api/health', async (request, reply) => {
    const release = site.current.id;
    const follow = following && { store: following.state.storeOk ? 'ok' : 'unreachable' };
    try {
      await store.ping();
      return ok({ db: 'ok', release, ...follow });
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unreachable');
      return reply.code(503).send(fail('database unavailable'));
    }
  });

  // Pages (from memory) and files of the request's release; the variant (?type=N) picks its
  // own file. A trailing slash is ignored, like on every other route.
  /** Files sent from the cache, for the fast path to remember once sent (onSend below). */
  const sentAssets = new WeakMap<object, { loaded: LoadedSite; copies: Copies; coding: Coding }>();
  const rememberAsset: onSendHookHandler = async (request, reply, payload) => {
    const sent = sentAssets.get(request.raw);
    if (
      sent &&
      !closing &&
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      request.headers.origin === undefined &&
      Buffer.isBuffer(payload) &&
      !request.raw.url?.includes('?')
    ) {
      sent.loaded.fast.remember(
        request.raw.url as string,
        sent.copies,
        sent.coding,
        reply.getHeaders(),
        payload,
      );
    }
    return payload;
  };

  app.get('/*', { onSend: rememberAsset }, (request, reply) => {
    const current = siteOf(request.raw, site);
    const raw = request.url.split('?')[0] ?? '/';
    const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
    if (path.startsWith('/api/')) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    const file = pageFile(current.manifest, path, query);
    const page = file === undefined ? undefined : current.pages.get(file);
    // The search page (the one that runs Pagefind): with a query, with its first results if the
    // server finds them in time; without, the server readies itself for the query to come.
    if (page && current.manifest.pages[path]?.webAssembly) {
      const search = searchOf(query);
      if (!search) searches.of(current).warm(path);
      else
        return searches
          .of(current)
          .answer(path, request.url, search)
          .then((answer) => sendPage(request, reply, page, 200, answer));
    }
    if (page) return sendPage(request, reply, page);
    const found = staticFile(current, site, path);
    if (!found) return reply.callNotFound();
    const disposition = documentDisposition(found.relative);
    if (disposition) reply.header('content-disposition', disposition);
    const stream = () => streamFile(request, reply, current.assets, found);
    if (found.root !== current.clientDir || request.headers.range !== undefined) return stream();
    return current.assets.get(found.root, found.relative).then((asset) => {
      if (!asset) return stream();
      const coding = sendAsset(request, reply, asset);
      // Remembered under the file's own URL only: every other spelling (`/%61ssets/…`, a trailing
      // slash, a query) would add an answer that lives as long as the release, so those keep
      // going through Fastify and the fast path holds at most files × codings.
      if (coding && request.raw.url === `/${encodeURI(found.relative)}`) {
        sentAssets.set(request.raw, { loaded: current, copies: copiesOf(asset), coding });
      }
      return reply;
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(fail('Not found'));
    }
    // docs/design.md#urls-and-languages: any unknown path shows Home, with status 404 and noindex.
    const current = siteOf(request.raw, site);
    const page = current.pages.get(notFoundFile(current.manifest, path));
    if (!page) throw new Error('The not-found page is not loaded');
    return sendPage(request, reply, page, 404);
  });

  return app;
}
