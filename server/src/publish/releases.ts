/**
 * The releases folder (docs/design.md#publishing-and-releases), shared by `npm run publish` and the
 * server:
 *
 *     releases/
 *       20260512-101500-3f2a9c1/    one complete build (client/, site-manifest.json, release.json)
 *       current -> 20260512-101500-3f2a9c1   the live release: a symlink replaced by rename(2)
 *       failed/<id>.log             the log of every failed attempt (the newest 20 are kept)
 *       publish-state.json          the last attempt and its result
 *       server.json                 { pid, release } of the server that serves this folder
 *       .publish.lock               held by the one publish that may run at a time
 *
 * A release folder never changes once `current` can point at it, so a request that started on
 * the old release reads the old files to the end, whatever is switched meanwhile.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Releases kept on disk (the live one is kept too when it is older). */
export const KEEP_RELEASES = 5;
/** Logs of failed attempts kept in `failed/`. */
export const KEEP_FAILED_LOGS = 20;

export const CURRENT_LINK = 'current';
export const FAILED_DIR = 'failed';
export const STATE_FILE = 'publish-state.json';
export const SERVER_FILE = 'server.json';
export const RELEASE_FILE = 'release.json';
const LOCK_FILE = '.publish.lock';

/** A release id: UTC time of the build and the commit, `20260512-101500-3f2a9c1`. */
export const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-z-]+$/;

/** What `release.json` in a release folder records. */
export interface ReleaseInfo {
  id: string;
  commit: string;
  createdAt: string;
  buildSeconds: number;
  pages: number;
}

/** One publish or rollback attempt (`publish-state.json`, `GET /api/publish/status`). */
export interface Attempt {
  id: string;
  kind: 'publish' | 'rollback';
  trigger: 'cli' | 'webhook';
  startedAt: string;
  finishedAt?: string;
  result: 'running' | 'ok' | 'failed';
  /** The step that failed: pull, content check, build, smoke check, switch, … */
  failedStep?: string;
  error?: string;
  /** Log of a failed attempt, relative to the releases folder. */
  log?: string;
  /** The release that went live. */
  release?: string;
}

export interface ServerState {
  pid: number;
  release: string;
  loadedAt: string;
}

/** `YYYYMMDD-HHMMSS` in UTC. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');
}

/**
 * The id of an attempt that builds no release (a pull, a rollback): its UTC time, what it is and
 * a random suffix, `20260512-101500-pull-3f2a9c`. Two in one second (a pull that fails at once,
 * twice) get a log each in `failed/`, still sorted by time.
 */
export function attemptId(what: string): string {
  return `${timestamp()}-${what}-${randomBytes(3).toString('hex')}`;
}

/** Release ids on disk, oldest first (ids start with their UTC time). */
export function listReleases(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && RELEASE_ID.test(e.name))
    .map((e) => e.name)
    .sort();
}

/** The id `current` points at, or undefined before the first publish. */
export function currentRelease(dir: string): string | undefined {
  try {
    const target = readlinkSync(join(dir, CURRENT_LINK));
    return RELEASE_ID.test(target) ? target : undefined;
  } catch {
    return undefined;
  }
}

export function readReleaseInfo(dir: string, id: string): ReleaseInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, id, RELEASE_FILE), 'utf8')) as ReleaseInfo;
  } catch {
    return undefined;
  }
}

/**
 * Points `current` at a release atomically: a new symlink is made beside it and renamed over
 * it (rename(2) replaces the old link in one step; there is no moment without a `current`).
 */
export function switchCurrent(dir: string, id: string): void {
  if (!RELEASE_ID.test(id) || !existsSync(join(dir, id))) throw new Error(`No release ${id}`);
  const temporary = join(dir, `.${CURRENT_LINK}-${process.pid}`);
  rmSync(temporary, { force: true });
  // Relative target: the folder can be moved or mounted elsewhere as a whole.
  symlinkSync(id, temporary);
  renameSync(temporary, join(dir, CURRENT_LINK));
}

/**
 * Deletes all but the newest `keep` releases, never `protect` (the live one, which may be
 * older after a rollback). Returns the deleted ids.
 */
export function pruneReleases(
  dir: string,
  keep: number,
  protect: (string | undefined)[],
): string[] {
  const ids = listReleases(dir);
  const kept = new Set([...ids.slice(-keep), ...protect]);
  const removed = ids.filter((id) => !kept.has(id));
  for (const id of removed) rmSync(join(dir, id), { recursive: true, force: true });
  pruneFailedLogs(dir);
  return removed;
}

/**
 * Deletes all but the newest `keep` logs in `failed/` (names start with the attempt's UTC time,
 * so they sort by age). Called whenever a failure is kept, not only after a success: a branch
 * that fails on every push (or a replayed push) must not fill the disk with logs.
 */
export function pruneFailedLogs(dir: string, keep = KEEP_FAILED_LOGS): string[] {
  const failed = join(dir, FAILED_DIR);
  if (!existsSync(failed)) return [];
  const logs = readdirSync(failed)
    .filter((f) => f.endsWith('.log'))
    .sort();
  const removed = logs.slice(0, Math.max(0, logs.length - keep));
  for (const log of removed) rmSync(join(failed, log), { force: true });
  return removed;
}

/** Writes a JSON file atomically (temporary file + rename): readers see the old or the new. */
export function writeJsonAtomic(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export const readLastAttempt = (dir: string) =>
  readJson<{ lastAttempt?: Attempt }>(join(dir, STATE_FILE))?.lastAttempt;

export function writeLastAttempt(dir: string, attempt: Attempt): void {
  mkdirSync(dir, { recursive: true });
  writeJsonAtomic(join(dir, STATE_FILE), { lastAttempt: attempt });
}

export const readServerState = (dir: string) => readJson<ServerState>(join(dir, SERVER_FILE));

/** True when a process with this id exists (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the publish lock (one publish or rollback at a time, whoever starts it: the CLI or the
 * webhook). A lock left by a process that no longer exists is taken over. Returns the release
 * function, or the pid of the holder.
 */
export function acquireLock(dir: string): { release: () => void } | { heldBy: number } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          if (readJson<number>(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readJson<number>(file);
      if (typeof holder === 'number' && processAlive(holder)) return { heldBy: holder };
      rmSync(file, { force: true });
    }
  }
  return { heldBy: readJson<number>(file) ?? 0 };
}

/** The pid written in the publish lock, or undefined when nobody holds it. */
export function lockHolder(dir: string): number | undefined {
  const holder = readJson<number>(join(dir, LOCK_FILE));
  return typeof holder === 'number' ? holder : undefined;
}

export interface WaitForLockOptions {
  /** Told once, with the holder's pid, when the lock is taken and this has to wait. */
  onWait?: (heldBy: number) => void;
  /** Give up after this long (default 30 minutes, two publish time-outs). */
  timeoutMs?: number;
  pollMs?: number;
  /** Stops waiting (the server is closing): rejects. */
  signal?: AbortSignal;
}

/** Waits for the publish lock (another publish or rollback may hold it); resolves with its release. */
export async function waitForLock(
  dir: string,
  options: WaitForLockOptions = {},
): Promise<() => void> {
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const pollMs = options.pollMs ?? 500;
  let told = false;
  for (let waited = 0; waited < timeoutMs; waited += pollMs) {
    options.signal?.throwIfAborted();
    const result = acquireLock(dir);
    if ('release' in result) return result.release;
    if (!told) options.onWait?.(result.heldBy);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`another publish held the lock for ${Math.round(timeoutMs / 60_000)} minutes`);
}
