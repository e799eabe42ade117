/**
 * What every response of the server follows, whatever route answers it: the node:http server and
 * its time-outs, the request log's fields, graceful shutdown, no cache for errors, the security
 * headers (docs/design.md#security-rules), CORS for embedding hosts, and the error answer of
 * routes that have none of their own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../../shared/envelope';
import type { Config } from '../config';

/** Bodies of routes that set no limit of their own (contact and the webhook do). */
const DEFAULT_BODY_LIMIT = 16 * 1024;

/** A URL without its query: what a visitor typed (`/search?q=…`) never reaches a log. */
export const pathOf = (url: string) => {
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

/** The servers whose close has begun (the preClose hook below). */
const closingServers = new WeakSet<Server>();

/** Whether `app` is closing: its answers ask clients to drop their connections. */
export const isClosing = (app: FastifyInstance) => closingServers.has(app.server);

/**
 * Fastify's options. `fast` answers a request before Fastify when it can (asset-fast-path.ts;
 * never once the server is closing); the server is the one Fastify would make, with its time-outs.
 */
export function serverOptions(
  config: Config,
  logger: FastifyServerOptions['logger'],
  fast: (request: IncomingMessage, response: ServerResponse) => boolean,
): FastifyServerOptions {
  return {
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
          if (!closingServers.has(server) && fast(request, response)) return;
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
  };
}

/**
 * The rules of every response. Registered first, so that every plugin and route after it
 * inherits its hooks and its error handler.
 */
export const httpPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const embedding = config.EMBED_ORIGINS.length > 0;
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
    closingServers.add(app.server);
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing(app)) reply.header('connection', 'close');
  });
  // No cache keeps an error: a 412 or 416 of a hashed file would otherwise go out with the
  // file's year-long `immutable` (set before the file is read), and a shared cache would answer
  // it for a year.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });

  // The CSP is the release's (the site plugin); helmet sends the other headers.
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

  app.setErrorHandler(answerError);
});

/** An error's status: its own when it is one of a client's or a server's, else 500. */
export const statusOf = (error: FastifyError) =>
  error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;

/**
 * The answer to an error of a route without a handler of its own: its status, with Fastify's own
 * (English) message for a 4xx, never the details of a 5xx (those go to the log, by path).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error, path: pathOf(request.url) }, 'request failed');
  return reply.code(status).send(fail(status >= 500 ? 'Internal server error' : error.message));
}
