import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { contactText } from '../../shared/contact';
import { fail, ok } from '../../shared/envelope';
import { originMismatch } from '../../shared/site-manifest';
import type { Config } from './config';
import { type OutboxOptions, startOutbox } from './mail/outbox';
import { createPageCache } from './page-cache';
import { type RetentionOptions, startRetention } from './retention';
import { CONTACT_BODY_LIMIT, contactRoutes, requestLanguage } from './routes/contact';
import { wechatRoutes } from './routes/wechat';
import { notFoundFile, pageFile, readSiteManifest } from './site-files';
import { openStore, type Store } from './store';

/** Everything Vite writes under assets/ carries a content hash in its name. */
const HASHED_ASSET = /[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** A store to use instead of opening DATABASE_URL (tests). The app closes it on close. */
  store?: Store;
  /** Outbox timings (tests make them short). */
  outbox?: Pick<OutboxOptions, 'pollMs' | 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts'>;
  /**
   * Serve a build made for another SITE_URL. Only for tests of run-time SITE_URL behaviour
   * (share hosts, HSTS) on the one test build; a real server refuses such a build.
   */
  anyBuildOrigin?: boolean;
  /** Time between retention passes (tests make it short; a day otherwise). */
  retention?: Pick<RetentionOptions, 'intervalMs'>;
}

/** Builds the Fastify instance: security headers, the prerendered site, the API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = options;
  const distDir = resolve(config.DIST_DIR);
  const clientDir = join(distDir, 'client');
  const manifest = readSiteManifest(distDir);
  // DESIGN §6: the build's canonical URLs, hreflang, sitemap and feeds name the origin it was
  // made for; serving it for another would send search engines and shares to the wrong site.
  const mismatch = originMismatch(manifest, config.SITE_URL, config.DIST_DIR);
  if (mismatch && !options.anyBuildOrigin) throw new Error(mismatch);
  const embedding = config.EMBED_ORIGINS.length > 0;

  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // In-flight requests finish on close; new ones get 503 + Connection: close meanwhile.
    return503OnClosing: true,
  });

  // Graceful shutdown: once closing starts, every response (in-flight ones included) asks the
  // client to drop its keep-alive connection, so close() finishes as soon as they are answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only our own files and the hashed inline scripts of the build (language check and the
        // micro-frontend loader): no 'unsafe-inline'.
        scriptSrc: ["'self'", ...manifest.scriptHashes],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // A configured micro-frontend host may frame us; nobody else.
        frameAncestors: ["'self'", ...config.EMBED_ORIGINS],
      },
    },
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
  });
  if (embedding) {
    // A micro-frontend host fetches our HTML and scripts (qiankun's import-html-entry).
    await app.register(cors, { origin: config.EMBED_ORIGINS, methods: ['GET', 'HEAD'] });
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    const language = requestLanguage(request);
    const message =
      status === 413
        ? contactText('too_large', language)
        : status === 415
          ? contactText('unsupported', language)
          : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? contactText('invalid', language)
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
          { smtpUrl: config.SMTP_URL, to: config.CONTACT_NOTIFY_TO, ...options.outbox },
          app.log,
        )
      : null;
  // On close (SIGTERM): in-flight requests finish first, then the outbox and the retention timer
  // stop, then the store.
  app.addHook('onClose', async () => {
    await outbox?.stop();
    await retention.stop();
    await store.close();
  });

  await app.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT });
  await app.register(rateLimit, { global: false });
  await app.register(contactRoutes, { config, store, outbox });
  await app.register(wechatRoutes, { config });

  app.get('/api/health', async (request, reply) => {
    try {
      await store.ping();
      return ok({ db: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unreachable');
      return reply.code(503).send(fail('database unavailable'));
    }
  });

  // One route per prerendered page path; the variant (?type=N) picks its own file.
  const sendPage = createPageCache(clientDir);
  for (const [path, { file }] of Object.entries(manifest.pages)) {
    if (path.includes('?')) continue;
    app.get(path, (request, reply) => {
      const chosen = pageFile(manifest, path, request.query as Record<string, unknown>) ?? file;
      return sendPage(request, reply, chosen);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(fail('Not found'));
    }
    // DESIGN §3: any unknown path shows Home, with status 404 and noindex.
    return sendPage(request, reply, notFoundFile(manifest, path), 404);
  });

  return app;
}
