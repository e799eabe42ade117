/**
 * An instance that serves the releases of the object store (RELEASES_URL, decision 0022): the
 * live pointer is in PostgreSQL; each release is fetched into a local cache (RELEASES_CACHE_DIR)
 * before it is loaded, then loaded whole (site.ts) before it is swapped in, so no request sees
 * half a release. A publisher announces a release before it switches to it: the instance fetches
 * it then, so that the switch only loads it. The instance follows the pointer: woken by NOTIFY when a publish or rollback
 * switches it, and checking on a timer in case it missed one (a dropped connection, a restart of
 * PostgreSQL). When the store or the database cannot be reached it keeps serving what it has,
 * says so in its log and in /api/health, and tries again at the next tick.
 */
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { ReleaseSource, SiteHolder } from '../site';
import { Cluster, instanceName } from './cluster';
import { parseReleasesUrl, pruneCache, ReleaseStore, s3ClientFromEnv } from './object-store';
import { RELEASE_ID } from './releases';

/** Releases kept in an instance's cache besides the live one (their assets stay answerable). */
const CACHED_OTHERS = 2;

export interface FollowState {
  /** The release served. */
  release: string;
  /** Whether the last look at the pointer and the store succeeded. */
  storeOk: boolean;
  /** Why not, when it did not. */
  lastError?: string;
  /** When the pointer was last read successfully. */
  checkedAt?: string;
}

/** The object store's live release as a release source, fetched into `cacheDir`. */
export function objectStoreSource(
  store: ReleaseStore,
  cluster: Cluster,
  cacheDir: string,
): ReleaseSource & { served: string[] } {
  /** The releases fetched into the cache by this process, newest last. */
  const served: string[] = [];
  return {
    served,
    async live() {
      const id = await cluster.liveRelease();
      if (!id) {
        throw new Error(
          'nothing is published in the object store yet: run `npm run publish` with RELEASES_URL first',
        );
      }
      const dir = await store.download(id, cacheDir);
      if (!served.includes(id)) served.push(id);
      return { id, dir };
    },
    async others(liveId) {
      // Only releases this process fetched: another process sharing the cache may prune its own.
      return served
        .filter((id) => id !== liveId)
        .slice(-CACHED_OTHERS)
        .reverse()
        .map((id) => ({ id, dir: `${cacheDir}/releases/${id}` }));
    },
  };
}

/** The object store, the cluster and the release source of a configuration with RELEASES_URL. */
export function objectStoreReleases(
  config: Pick<Config, 'RELEASES_URL' | 'RELEASES_CACHE_DIR' | 'DATABASE_URL'>,
) {
  const { bucket, prefix } = parseReleasesUrl(config.RELEASES_URL ?? '');
  const store = new ReleaseStore({ client: s3ClientFromEnv(), bucket, prefix });
  const cluster = new Cluster(config.DATABASE_URL);
  const cacheDir = resolve(config.RELEASES_CACHE_DIR);
  const source = objectStoreSource(store, cluster, cacheDir);
  return { source, store, cluster, cacheDir, served: source.served };
}

export interface FollowOptions {
  site: SiteHolder;
  store: ReleaseStore;
  cluster: Cluster;
  cacheDir: string;
  served: string[];
  log: FastifyBaseLogger;
  /** How often the pointer is checked besides the notifications (default 30 s). */
  pollMs?: number;
}

/**
 * Follows the live pointer: reloads the site when it moves. Returns the state (for /api/health)
 * and the stop function.
 */
export function followReleases({
  site,
  store,
  cluster,
  cacheDir,
  served,
  log,
  pollMs = 30_000,
}: FollowOptions) {
  const name = instanceName();
  const state: FollowState = { release: site.current.id, storeOk: true };
  let checking: Promise<void> | undefined;
  let again = false;

  const check = async (reason: string) => {
    const before = site.current.id;
    try {
      // The store is asked too, though the live release may be in the cache already: an
      // instance that could not fetch the next one must say so before the next publish.
      const [id] = await Promise.all([site.reload(), store.check()]);
      state.storeOk = true;
      state.lastError = undefined;
      state.checkedAt = new Date().toISOString();
      state.release = id;
      if (id !== before) {
        log.info({ release: id, previous: before, reason }, 'release loaded');
        // Said at once (the publisher waits for it), the cache's tidying after.
        await cluster.reportInstance(name, id, true).catch(() => undefined);
        // The cache keeps the live release and the few before it; older ones go.
        const keep = served.slice(-(CACHED_OTHERS + 1));
        await pruneCache(cacheDir, keep).catch((error: unknown) =>
          log.warn({ err: error }, 'release cache: pruning failed'),
        );
      }
    } catch (error) {
      if (state.storeOk || state.lastError !== (error as Error).message) {
        log.error(
          { err: error, release: site.current.id, reason },
          'cannot follow the live release: serving the one loaded',
        );
      }
      state.storeOk = false;
      state.lastError = (error as Error).message;
    }
    await cluster.reportInstance(name, site.current.id, state.storeOk).catch(() => undefined);
  };

  /** One check at a time; a wake-up during a check runs one more after it. */
  const wake = (reason: string) => {
    if (checking) {
      again = true;
      return;
    }
    checking = check(reason).finally(() => {
      checking = undefined;
      if (again) {
        again = false;
        wake('notified during a check');
      }
    });
  };

  /**
   * Fetches an announced release into the cache, one at a time; of the announcements that
   * arrive meanwhile only the newest is fetched next. A failure costs only time: the release is
   * fetched again at its switch.
   */
  let preparing: Promise<void> | undefined;
  let nextPrepare: string | undefined;
  const prepare = (id: string) => {
    if (!RELEASE_ID.test(id)) return;
    if (preparing) {
      nextPrepare = id;
      return;
    }
    const started = Date.now();
    preparing = store
      .download(id, cacheDir)
      .then(async () => {
        log.info({ release: id, ms: Date.now() - started }, 'release fetched ahead of its switch');
        await cluster.reportPrepared(name, id);
      })
      .catch((error: unknown) =>
        log.warn({ err: error, release: id }, 'cannot fetch an announced release ahead'),
      )
      .finally(() => {
        preparing = undefined;
        const next = nextPrepare;
        nextPrepare = undefined;
        if (next) prepare(next);
      });
  };

  const stopListening = cluster.listen({
    onSwitch: () => wake('notified'),
    onPrepare: prepare,
    onError: (error) => {
      log.warn({ err: error }, 'release notifications: connection lost, reconnecting');
      // A switch may have been announced while the connection was down.
      wake('notification connection lost');
    },
  });
  const timer = setInterval(() => wake('timer'), pollMs);
  timer.unref();
  void cluster.reportInstance(name, site.current.id, true).catch(() => undefined);

  return {
    state,
    /** Checks now (tests, and a start-up that wants to be sure). */
    check: () => {
      wake('asked');
      return checking ?? Promise.resolve();
    },
    async stop() {
      clearInterval(timer);
      await stopListening();
      nextPrepare = undefined;
      await checking;
      await preparing;
      await cluster.forgetInstance(name).catch(() => undefined);
      await cluster.close();
    },
  };
}
