/**
 * The store (DATABASE_URL: SQLite or PostgreSQL), opened and migrated before the server answers
 * anything and closed last; the retention of what it keeps; the rate limits, counted in it on
 * PostgreSQL.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { clientKey } from '../client-key';
import type { Config } from '../config';
import { databaseRateLimitStore } from '../rate-limit-store';
import { type RetentionOptions, startRetention } from '../retention';
import { openStore, type Store } from '../store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages, alerts' subscribers and counters (store/). */
    store: Store;
  }
}

export interface StorePluginOptions {
  config: Config;
  /** A store to use instead of opening DATABASE_URL (tests). Closed on close all the same. */
  store?: Store;
  /** Time between retention passes (tests make it short; a day otherwise). */
  retention?: Pick<RetentionOptions, 'intervalMs'>;
}

export const storePlugin = fp<StorePluginOptions>(async (app, options) => {
  const { config } = options;
  const store = options.store ?? (await openStore(config.DATABASE_URL));
  app.decorate('store', store);
  // Retention (CONTACT_RETENTION_DAYS): messages past it are gone before the first request.
  const retention = startRetention(
    store,
    { days: config.CONTACT_RETENTION_DAYS, ...options.retention },
    app.log,
  );
  await retention.first;
  // Registered first of the plugins that use the store, so run last on close (onClose hooks run
  // in reverse order): everything else has stopped by then.
  app.addHook('onClose', async () => {
    await retention.stop();
    await store.close();
  });

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
});
