import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { httpPlugin, serverOptions } from './plugins/http';
import { type MailPluginOptions, mailPlugin } from './plugins/mail';
import { type PublishPluginOptions, publishPlugin } from './plugins/publish';
import { searchPlugin } from './plugins/search';
import { openServedSite, sitePlugin } from './plugins/site';
import { type StorePluginOptions, storePlugin } from './plugins/store';
import { cmsRoutes } from './routes/cms';
import { wechatRoutes } from './routes/wechat';
import type { Store } from './store';

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** A store to use instead of opening DATABASE_URL (tests). The app closes it on close. */
  store?: Store;
  /** Outbox timings (tests make them short). */
  outbox?: MailPluginOptions['outbox'];
  /** The alerts outbox's timings (tests make them short). */
  alertMail?: MailPluginOptions['alertMail'];
  /**
   * Serve a build made for another SITE_URL. Only for tests of run-time SITE_URL behaviour
   * (share hosts, HSTS) on the one test build; a real server refuses such a build.
   */
  anyBuildOrigin?: boolean;
  /** Time between retention passes (tests make it short; a day otherwise). */
  retention?: StorePluginOptions['retention'];
  /** What a webhook publish runs (tests replace it); default: git pull + `npm run publish`. */
  publishRunner?: PublishPluginOptions['runner'];
  /** What the editor's OAuth handshake fetches GitHub's token with (tests replace it). */
  cmsFetch?: typeof fetch;
}

/**
 * Builds the Fastify instance as a list of plugins (plugins/), in an order that matters: hooks
 * and decorators come before the routes that use them, and on close the plugins stop in reverse
 * order (the following of releases first, the store last).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Opened first: the server answers the release's files before Fastify when it can.
  const { site, releases } = await openServedSite(config, options.anyBuildOrigin);
  const app = Fastify(
    serverOptions(config, options.logger, (request, response) =>
      site.current.fast.answer(request, response),
    ),
  );
  // Graceful shutdown, no cache for errors, security headers, CORS, the generic error answer.
  await app.register(httpPlugin, { config });
  // app.store (closed last), retention, the rate limits.
  await app.register(storePlugin, { config, store: options.store, retention: options.retention });
  // app.searches: the search page with its first results.
  await app.register(searchPlugin, { site });
  // app.site, each request's release and CSP, its pages, files and documents, the 404 page.
  await app.register(sitePlugin, { site });
  // The contact form (its own error answers, in its words) and its outbox; the e-mail alerts.
  await app.register(mailPlugin, {
    config,
    outbox: options.outbox,
    alertMail: options.alertMail,
  });
  await app.register(wechatRoutes, { config });
  // The editor (/admin/, /api/cms/*): its own CSP, 404 while not configured.
  await app.register(cmsRoutes, { config, site, fetch: options.cmsFetch });
  // The push webhook, the following of RELEASES_URL, /api/health.
  await app.register(publishPlugin, { config, releases, runner: options.publishRunner });
  return app;
}
