/**
 * Publishing: the push webhook that builds a release into RELEASES_DIR, the following of the
 * object store's live release (RELEASES_URL), and /api/health, which says which release is
 * served. Registered last, so that on close the following stops first: no release is loaded
 * while the others stop.
 */
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../shared/envelope';
import type { Config } from '../config';
import { followReleases, type objectStoreReleases } from '../publish/follow';
import { publishRoutes } from '../routes/publish';

export interface PublishPluginOptions {
  config: Config;
  /** With RELEASES_URL, the object store's releases the site was opened from (openServedSite). */
  releases: ReturnType<typeof objectStoreReleases> | undefined;
  /** What a webhook publish runs (tests replace it); default: git pull + `npm run publish`. */
  runner?: Parameters<typeof publishRoutes>[1]['runner'];
}

/** Uses the store and the site (their plugins come first). */
export async function publishPlugin(app: FastifyInstance, options: PublishPluginOptions) {
  const { config, releases } = options;
  const { site, store } = app;
  await app.register(publishRoutes, { config, site, runner: options.runner });

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
}
