/**
 * Where `npm run publish` puts a release and how it makes it live: the two homes of
 * docs/design.md#publishing-and-releases.
 *
 * - `RELEASES_DIR` (one machine, the embedded default): a folder per release beside a `current`
 *   symlink switched by rename(2); the one server of the folder is told by SIGHUP (server.json).
 * - `RELEASES_URL=s3://…` (several instances, decision 0022): the release's files go to object
 *   storage by their content hash (only those no kept release has), its manifest last; the live
 *   pointer and its history are in PostgreSQL, which wakes every instance (NOTIFY); the publish
 *   lock is an advisory lock and the "went live" record a table.
 *
 * Either way the attempt's state and the logs of failures stay in the publisher's own
 * RELEASES_DIR (publish-state.json, failed/).
 */
import { appendFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  Cluster,
  currentRelease,
  type InstanceState,
  listReleases,
  manifestOf,
  openStore,
  parseReleasesUrl,
  processAlive,
  pruneReleases,
  type ReleaseInfo,
  ReleaseStore,
  readServerState,
  s3ClientFromEnv,
  switchCurrent,
  waitForLock,
} from '../../server/src/index';
import { PUBLISHED_FILES, type PublishedFiles, readPublishedFiles } from './collections/retention';
import { linkUnchanged } from './release-links';

/**
 * When each published file first went live (one JSON line per file, in the releases folder):
 * what the company secretary shows for the Listing Rules' "within the hour".
 */
export const WENT_LIVE_FILE = 'went-live.jsonl';

/** A file that went live, as the five-year rule lists it. */
export type PublishedFile = PublishedFiles['files'][number];

/** What the publish pipeline asks of a home. */
export interface ReleaseHome {
  /** Where the releases are, for messages (`/srv/releases`, `s3://site/releases/`). */
  readonly where: string;
  /** Takes the publish lock (waiting for another publish); resolves with its release. */
  lock(onWait: (holder: string) => void): Promise<() => Promise<void> | void>;
  /** Whether a release of this id exists already. */
  exists(id: string): Promise<boolean>;
  /** The live release, or undefined before the first publish. */
  live(): Promise<string | undefined>;
  /** The releases, oldest first. */
  list(): Promise<string[]>;
  /** The five-year rule's list of a release. */
  publishedFiles(id: string): Promise<PublishedFiles | undefined>;
  /** Puts a checked build (`incoming`, which it may move or delete) in as release `id`. */
  install(
    incoming: string,
    id: string,
    info: ReleaseInfo,
    say: (line: string) => void,
  ): Promise<void>;
  /** Makes `id` live, telling the servers; puts `previous` back where it cannot. */
  switchTo(
    id: string,
    previous: string | undefined,
    kind: 'publish' | 'rollback',
    say: (line: string) => void,
  ): Promise<void>;
  /** Records files that went live now in `id`. */
  recordWentLive(files: PublishedFile[], id: string): Promise<void>;
  /** Deletes all but the newest `keep` releases and `protect`; resolves with the deleted ids. */
  prune(keep: number, protect: (string | undefined)[]): Promise<string[]>;
  /** Removes what a failed attempt left of release `id` (never the live one). */
  discard(id: string): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type ReloadResult = { pid: number } | { reason: string };

/**
 * Tells the server of this releases folder to load `current` (SIGHUP) and waits until its
 * server.json names `id`. No running server is not an error: it loads `current` when it starts.
 */
export async function reloadServer(
  releasesDir: string,
  id: string,
  timeoutMs: number,
): Promise<ReloadResult> {
  const state = readServerState(releasesDir);
  if (!state || !processAlive(state.pid)) {
    return { reason: 'no server is running on this releases folder' };
  }
  const before = state.loadedAt;
  process.kill(state.pid, 'SIGHUP');
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    await sleep(50);
    const now = readServerState(releasesDir);
    if (now?.pid === state.pid && now.release === id && now.loadedAt !== before) {
      return { pid: state.pid };
    }
    if (!processAlive(state.pid)) throw new Error(`the server (pid ${state.pid}) exited`);
  }
  throw new Error(`the server (pid ${state.pid}) did not load ${id} within ${timeoutMs / 1000} s`);
}

/** RELEASES_DIR: folders on this machine's disk, `current`, SIGHUP. */
export function folderHome(releasesDir: string, reloadTimeoutMs: number): ReleaseHome {
  return {
    where: releasesDir,
    lock: (onWait) => waitForLock(releasesDir, { onWait: (heldBy) => onWait(`process ${heldBy}`) }),
    exists: async (id) => existsSync(join(releasesDir, id)),
    live: async () => currentRelease(releasesDir),
    list: async () => listReleases(releasesDir),
    publishedFiles: async (id) => readPublishedFiles(join(releasesDir, id)),
    async install(incoming, id, _info, say) {
      const previous = currentRelease(releasesDir);
      if (previous) {
        const linked = linkUnchanged(join(releasesDir, previous), incoming);
        say(
          `${linked.files} files (${(linked.bytes / 1024 / 1024).toFixed(1)} MB) unchanged since ${previous}: hard-linked to it`,
        );
      }
      // Complete before it gets its name: a folder named like a release is always whole.
      renameSync(incoming, join(releasesDir, id));
    },
    async switchTo(id, previous, _kind, say) {
      switchCurrent(releasesDir, id);
      say(`current -> ${id}`);
      try {
        const reloaded = await reloadServer(releasesDir, id, reloadTimeoutMs);
        say(
          'reason' in reloaded
            ? `${reloaded.reason}: it serves ${id} when started with RELEASES_DIR=${releasesDir}`
            : `server ${reloaded.pid} now serves ${id}`,
        );
      } catch (error) {
        if (previous) {
          switchCurrent(releasesDir, previous);
          say(`current -> ${previous} again`);
          // The server may have loaded the new release after all: have it load the old one.
          await reloadServer(releasesDir, previous, reloadTimeoutMs).catch(() => undefined);
        }
        throw error;
      }
    },
    async recordWentLive(files, id) {
      const wentLive = new Date().toISOString();
      appendFileSync(
        join(releasesDir, WENT_LIVE_FILE),
        files.map((f) => `${JSON.stringify({ ...f, wentLive, release: id })}\n`).join(''),
      );
    },
    prune: async (keep, protect) => pruneReleases(releasesDir, keep, protect),
    async discard(id) {
      rmSync(join(releasesDir, `.incoming-${id}`), { recursive: true, force: true });
      if (currentRelease(releasesDir) !== id) {
        rmSync(join(releasesDir, id), { recursive: true, force: true });
      }
    },
    close: async () => {},
  };
}

export interface StoreHomeOptions {
  releasesUrl: string;
  databaseUrl: string;
  /** How long to wait for the instances to report the new release (they follow regardless). */
  followTimeoutMs: number;
  /**
   * How long to wait, before the switch, for the instances to fetch the release announced
   * (default 60 s; one that has not by then fetches it after the switch, as one that starts does).
   */
  prepareTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/** RELEASES_URL: object storage for the files, PostgreSQL for the pointer, lock and records. */
export function storeHome({
  releasesUrl,
  databaseUrl,
  followTimeoutMs,
  prepareTimeoutMs = 60_000,
  env = process.env,
}: StoreHomeOptions): ReleaseHome {
  const { bucket, prefix } = parseReleasesUrl(releasesUrl);
  const store = new ReleaseStore({ client: s3ClientFromEnv(env), bucket, prefix });
  const cluster = new Cluster(databaseUrl);
  let checked: Promise<void> | undefined;
  /** Polls the instances until none is `waitingOn`, or `timeoutMs` has passed. */
  const waitForInstances = async (
    waitingOn: (instance: InstanceState) => boolean,
    timeoutMs: number,
  ) => {
    const started = Date.now();
    let instances = await cluster.instances();
    while (instances.some(waitingOn) && Date.now() - started < timeoutMs) {
      await sleep(100);
      instances = await cluster.instances();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return { instances, behind: instances.filter(waitingOn), seconds };
  };
  /**
   * The store is reachable with these keys, and the database has its tables (the publisher may
   * come before any instance): asked once, before anything is written.
   */
  const ready = () => {
    checked ??= Promise.all([
      store.check(),
      openStore(databaseUrl).then((opened) => opened.close()),
    ]).then(() => undefined);
    return checked;
  };
  return {
    where: releasesUrl,
    async lock(onWait) {
      await ready();
      return cluster.acquirePublishLock({ onWait: () => onWait('another publisher') });
    },
    exists: async (id) => (await store.listReleases()).includes(id),
    live: () => cluster.liveRelease(),
    list: async () => {
      await ready();
      return store.listReleases();
    },
    async publishedFiles(id) {
      const bytes = await store.readFile(id, PUBLISHED_FILES);
      return bytes ? (JSON.parse(bytes.toString('utf8')) as PublishedFiles) : undefined;
    },
    async install(incoming, id, info, say) {
      await ready();
      const manifest = await manifestOf(incoming, id, info);
      // The objects of the releases kept are in the store (a manifest is written last).
      const live = await cluster.liveRelease();
      const kept = [...new Set([...(await store.listReleases()), ...(live ? [live] : [])])];
      const known = await store.knownObjects(kept);
      const put = await store.putRelease(incoming, manifest, known);
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      say(
        `uploaded ${put.files} of ${put.totalFiles} files (${mb(put.bytes)} of ${mb(put.totalBytes)} MB) ` +
          `and the manifest (${put.manifest.newParts} of ${put.manifest.parts} parts, ` +
          `${(put.manifest.bytes / 1024).toFixed(0)} KB with its root) to ${releasesUrl}`,
      );
      rmSync(incoming, { recursive: true, force: true });
    },
    async switchTo(id, _previous, kind, say) {
      // Announced first: each instance fetches the release into its cache now, so that at the
      // switch it only loads it. One that cannot reach the store is not waited for.
      await cluster.announce(id);
      const ahead = await waitForInstances(
        (instance) => instance.storeOk && instance.prepared !== id && instance.release !== id,
        prepareTimeoutMs,
      );
      if (ahead.instances.length > 0) {
        say(
          `${ahead.instances.length - ahead.behind.length} of ${ahead.instances.length} instances fetched ${id} ahead of the switch in ${ahead.seconds} s${ahead.behind.length ? ' (the others fetch it after the switch)' : ''}`,
        );
      }
      await cluster.switchTo(id, kind);
      say(`live -> ${id} (PostgreSQL, every instance notified)`);
      // The instances follow on their own; the publisher waits a little to say which did.
      const { instances, behind, seconds } = await waitForInstances(
        (instance) => instance.release !== id,
        followTimeoutMs,
      );
      say(
        instances.length === 0
          ? `no instance is running: each serves ${id} when it starts`
          : `${instances.length - behind.length} of ${instances.length} instances serve ${id} after ${seconds} s`,
      );
      for (const instance of behind) {
        say(
          `  ${instance.name} still serves ${instance.release}${instance.storeOk ? '' : ' (it cannot reach the store)'}: it follows when it can`,
        );
      }
    },
    recordWentLive: (files, id) => cluster.recordWentLive(files, id),
    async prune(keep, protect) {
      const ids = await store.listReleases();
      const kept = new Set([...ids.slice(-keep), ...protect].filter(Boolean) as string[]);
      const removed = ids.filter((id) => !kept.has(id));
      if (removed.length) await store.prune([...kept]);
      return removed;
    },
    async discard(id) {
      // A manifest is written only once the release is whole and checked, just before the
      // switch: a release that did not go live loses its manifest; its objects go at the next
      // prune (unless a kept release names them).
      if ((await cluster.liveRelease().catch(() => id)) === id) return;
      const ids = await store.listReleases().catch((): string[] => []);
      if (ids.includes(id)) await store.prune(ids.filter((other) => other !== id));
    },
    async close() {
      await cluster.close();
    },
  };
}
