/**
 * The rate limits' counters in the database, for @fastify/rate-limit: one client (or one mailbox)
 * counts once however many instances of the site answer it (docs/decisions/0022). A limit that
 * lived in each process's memory let a client spread over two instances send twice its share.
 *
 * A window is fixed: the first hit of a key starts it, the hits within it are counted, and the
 * first hit after it starts the next (the same arithmetic as the plugin's own LocalStore). One
 * statement a hit, atomic in both databases (the store's `countHit`, store/messages.ts).
 */

/** What the store does for a limit: count one hit of `key` in its window of `windowMs`. */
export type CountHit = (
  key: string,
  windowMs: number,
  now: number,
) => Promise<{ count: number; windowStartedAt: number }>;

interface Counted {
  current: number;
  ttl: number;
}

/**
 * A store class for @fastify/rate-limit's `store` option (it constructs it with the plugin's
 * options, and `child` once per limit), counting with `countHit`.
 */
export function databaseRateLimitStore(countHit: CountHit) {
  return class DatabaseRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: Counted) => void,
      // The plugin passes the limit's window (its types leave it out).
      timeWindow = 60_000,
    ): void {
      const now = Date.now();
      countHit(key, timeWindow, now).then(
        ({ count, windowStartedAt }) =>
          done(null, { current: count, ttl: Math.max(0, windowStartedAt + timeWindow - now) }),
        (error: Error) => done(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
