/**
 * What several instances of the site share in PostgreSQL when the releases live in object storage
 * (RELEASES_URL, docs/decisions/0022-releases-in-object-storage.md): the live pointer and its
 * history, the wake-up call when it moves (LISTEN/NOTIFY), the publish lock (an advisory lock),
 * when each document first went live, and which release each instance serves.
 *
 * The tables are made by the store's migrations (store/migrations.ts; their types are in
 * store/database.ts); this module only reads and writes them, on a pool of its own (the publisher
 * has no store open), in SQL of PostgreSQL's own (decision 0024 says why not on Kysely).
 */
import { hostname } from 'node:os';
import pg from 'pg';
import { postgresPool } from '../store/pg-pool';

/** The channel a switch is announced on; the payload is the release id. */
export const RELEASE_CHANNEL = 'retinova_release';
/**
 * The channel a release about to go live is announced on (the payload is its id): each instance
 * fetches it into its cache and says so (`prepared`), so that the switch only has to load it.
 */
export const PREPARE_CHANNEL = 'retinova_prepare';
/** The advisory lock one publish or rollback at a time holds, whichever machine runs it. */
const PUBLISH_LOCK = 2252;

/** One switch of the live pointer. */
export interface ReleaseSwitch {
  release: string;
  previous: string | null;
  kind: 'publish' | 'rollback';
  at: Date;
}

/** A document's file as it first went live (what the company secretary shows, Rule 2.07C). */
export interface WentLive {
  url: string;
  collection: string;
  slug: string;
  published: string;
  wentLive: Date;
  release: string;
}

/** An instance as it last reported itself. */
export interface InstanceState {
  name: string;
  release: string;
  /** Whether it could reach the object store the last time it looked. */
  storeOk: boolean;
  /** The release it last fetched ahead of its switch, if any. */
  prepared: string | null;
  seenAt: Date;
}

/** What an instance is told on the channels it listens to. */
export interface ReleaseListener {
  /** The live pointer moved (or may have: the payload is only a hint; read the pointer). */
  onSwitch: () => void;
  /** A release is about to go live: fetch it now. */
  onPrepare: (id: string) => void;
  /** The connection dropped (it is made again); announcements may have been missed. */
  onError: (error: Error) => void;
}

/** This process's name among the instances: host and pid, unless INSTANCE_NAME says otherwise. */
export const instanceName = (env = process.env) =>
  env.INSTANCE_NAME || `${hostname()}:${process.pid}`;

export class Cluster {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = postgresPool(databaseUrl, 4);
  }

  /** The live release, or undefined before the first publish. */
  async liveRelease(): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ release: string }>(
      'SELECT release FROM site_pointer WHERE id = 1',
    );
    return rows[0]?.release;
  }

  /**
   * Points every instance at `release`: the pointer and its history in one transaction, and the
   * notification, which PostgreSQL delivers only once the transaction commits.
   */
  async switchTo(release: string, kind: ReleaseSwitch['kind']): Promise<string | undefined> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ release: string }>(
        'SELECT release FROM site_pointer WHERE id = 1 FOR UPDATE',
      );
      const previous = rows[0]?.release;
      const now = Date.now();
      await client.query(
        `INSERT INTO site_pointer (id, release, switched_at) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET release = EXCLUDED.release, switched_at = EXCLUDED.switched_at`,
        [release, now],
      );
      await client.query(
        'INSERT INTO release_switches (release, previous, kind, at) VALUES ($1, $2, $3, $4)',
        [release, previous ?? null, kind, now],
      );
      await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, release]);
      await client.query('COMMIT');
      return previous;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Announces a release about to go live, so that every instance fetches it beforehand. */
  async announce(release: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [PREPARE_CHANNEL, release]);
  }

  /** The switches, newest first. */
  async switches(limit = 20): Promise<ReleaseSwitch[]> {
    const { rows } = await this.pool.query<{
      release: string;
      previous: string | null;
      kind: ReleaseSwitch['kind'];
      at: string;
    }>('SELECT release, previous, kind, at FROM release_switches ORDER BY id DESC LIMIT $1', [
      limit,
    ]);
    return rows.map((row) => ({ ...row, at: new Date(Number(row.at)) }));
  }

  /**
   * Takes the publish lock (a session advisory lock on a connection of its own, so a publisher
   * that crashes or loses its connection leaves no lock behind) and resolves with its release.
   * `onWait` is told once when another holds it; gives up after `timeoutMs`.
   */
  async acquirePublishLock({
    onWait,
    timeoutMs = 30 * 60_000,
    pollMs = 500,
  }: LockOptions = {}): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    client.on('error', () => {});
    try {
      for (let waited = 0; ; waited += pollMs) {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [PUBLISH_LOCK],
        );
        if (rows[0]?.locked) break;
        if (waited === 0) onWait?.();
        if (waited >= timeoutMs) {
          throw new Error(
            `another publish held the lock for ${Math.round(timeoutMs / 60_000)} minutes`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } catch (error) {
      client.release();
      throw error;
    }
    return async () => {
      await client.query('SELECT pg_advisory_unlock($1)', [PUBLISH_LOCK]).catch(() => {});
      client.release();
    };
  }

  /** Whether some session holds the publish lock (a child told its parent holds it checks). */
  async publishLocked(): Promise<boolean> {
    const { rows } = await this.pool.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1
         AND granted) AS held`,
      [PUBLISH_LOCK],
    );
    return rows[0]?.held === true;
  }

  /** Records files as gone live now in `release`; a file that went live before keeps its time. */
  async recordWentLive(files: Omit<WentLive, 'wentLive' | 'release'>[], release: string) {
    if (files.length === 0) return;
    await this.pool.query(
      `INSERT INTO went_live_files (url, collection, slug, published, went_live, release)
       SELECT f.url, f.collection, f.slug, f.published, $2, $3
       FROM json_to_recordset($1::json) AS f(url TEXT, collection TEXT, slug TEXT, published TEXT)
       ON CONFLICT (url) DO NOTHING`,
      [JSON.stringify(files), Date.now(), release],
    );
  }

  /** Every file's first time live, newest first. */
  async wentLive(): Promise<WentLive[]> {
    const { rows } = await this.pool.query<Omit<WentLive, 'wentLive'> & { went_live: string }>(
      'SELECT url, collection, slug, published, went_live, release FROM went_live_files ORDER BY went_live DESC, url',
    );
    return rows.map(({ went_live, ...row }) => ({ ...row, wentLive: new Date(Number(went_live)) }));
  }

  /** This instance serves `release` (and could or could not reach the store). */
  async reportInstance(name: string, release: string, storeOk: boolean): Promise<void> {
    await this.pool.query(
      `INSERT INTO site_instances (name, release, store_ok, seen_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET release = EXCLUDED.release, store_ok = EXCLUDED.store_ok,
         seen_at = EXCLUDED.seen_at`,
      [name, release, storeOk, Date.now()],
    );
  }

  /** This instance has `release` in its cache, ready to load at its switch. */
  async reportPrepared(name: string, release: string): Promise<void> {
    await this.pool.query('UPDATE site_instances SET prepared = $2, seen_at = $3 WHERE name = $1', [
      name,
      release,
      Date.now(),
    ]);
  }

  /** The instances seen within `withinMs`. */
  async instances(withinMs = 120_000): Promise<InstanceState[]> {
    const { rows } = await this.pool.query<{
      name: string;
      release: string;
      store_ok: boolean;
      prepared: string | null;
      seen_at: string;
    }>(
      'SELECT name, release, store_ok, prepared, seen_at FROM site_instances WHERE seen_at >= $1 ORDER BY name',
      [Date.now() - withinMs],
    );
    return rows.map((row) => ({
      name: row.name,
      release: row.release,
      storeOk: row.store_ok,
      prepared: row.prepared,
      seenAt: new Date(Number(row.seen_at)),
    }));
  }

  /** Forgets an instance that stops (it no longer serves anything). */
  async forgetInstance(name: string): Promise<void> {
    await this.pool.query('DELETE FROM site_instances WHERE name = $1', [name]);
  }

  /**
   * Listens to the switches (RELEASE_CHANNEL) and the releases announced ahead of theirs
   * (PREPARE_CHANNEL), on a connection of its own that is made again when it drops (`onError`
   * is told). Returns the stop function.
   */
  listen({ onSwitch, onPrepare, onError }: ReleaseListener): () => Promise<void> {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({
        connectionString: (this.pool.options as { connectionString: string }).connectionString,
      });
      next.on('notification', (message) => {
        if (message.channel === RELEASE_CHANNEL) onSwitch();
        else if (message.channel === PREPARE_CHANNEL && message.payload) onPrepare(message.payload);
      });
      const again = (error: Error) => {
        if (client !== next || stopped) return;
        client = undefined;
        onError(error);
        next.end().catch(() => {});
        retry = setTimeout(connect, 2000);
        retry.unref();
      };
      next.on('error', again);
      next.on('end', () => again(new Error('the LISTEN connection ended')));
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${RELEASE_CHANNEL}; LISTEN ${PREPARE_CHANNEL}`);
      } catch (error) {
        again(error as Error);
      }
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface LockOptions {
  onWait?: () => void;
  timeoutMs?: number;
  pollMs?: number;
}
