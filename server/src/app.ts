import { join, resolve } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { fail, ok } from '../../shared/envelope';
import type { Config } from './config';
import { notFoundFile, pageFile, readSiteManifest } from './site-files';

/** Everything Vite writes under assets/ carries a content hash in its name. */
const HASHED_ASSET = /[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify instance: security headers, the prerendered site, the API. */
export async function buildApp({ config, logger }: AppOptions): Promise<FastifyInstance> {
  const distDir = resolve(config.DIST_DIR);
  const clientDir = join(distDir, 'client');
  const manifest = readSiteManifest(distDir);

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
        frameAncestors: ["'self'"],
      },
    },
    // Hosts on another origin may embed our files as a micro-frontend.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

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

  app.get('/api/health', async () => ok({ status: 'ok' }));

  // One route per prerendered page path; the variant (?type=N) picks its own file.
  for (const [path, { file }] of Object.entries(manifest.pages)) {
    if (path.includes('?')) continue;
    app.get(path, (request, reply) => {
      const chosen = pageFile(manifest, path, request.query as Record<string, unknown>) ?? file;
      return reply.header('cache-control', REVALIDATE).sendFile(chosen);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(fail('Not found'));
    }
    // DESIGN §3: any unknown path shows Home, with status 404 and noindex.
    return reply
      .code(404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile(notFoundFile(manifest, path));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(status).send(fail(status >= 500 ? 'Internal server error' : error.message));
  });

  return app;
}
