/**
 * What a webhook push runs in the background, all inside the publish lock
 * (`releases/.publish.lock`, the one `npm run publish` takes), so that no other publish pulls or
 * builds in between:
 *
 * 1. `git pull --ff-only origin <PUBLISH_BRANCH>` in the checkout;
 * 2. the checkout's `scripts/publish.ts --lock-held-by-parent` as a child process (the build
 *    never runs inside the server's event loop): it labels the release with the commit now in
 *    the tree, builds, checks, switches and signals this server (server.json).
 *
 * Both children get an allow-listed environment (build-env.ts), not the server's secrets.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { buildEnv, gitEnv } from './build-env';
import { Cluster } from './cluster';
import { mailFailure, reportFailure } from './notify';
import {
  type Attempt,
  attemptId,
  currentRelease,
  listReleases,
  pruneFailedLogs,
  RELEASE_ID,
  readLastAttempt,
  readReleaseInfo,
  waitForLock,
} from './releases';

/** A command (the pull, the publish) that takes longer than this is stopped (and reported). */
const PUBLISH_TIMEOUT_MS = 15 * 60_000;
/** Between SIGTERM and SIGKILL to a stopped command's process group. */
const KILL_GRACE_MS = 10_000;
/** Output kept in memory per command: the end is what explains a failure. */
const OUTPUT_LIMIT = 256 * 1024;

export interface RunnerOptions {
  /** Default 15 minutes (tests make it short). */
  timeoutMs?: number;
  /** Default 10 seconds. */
  killGraceMs?: number;
}

interface Limits {
  timeoutMs: number;
  killGraceMs: number;
}

interface Result {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** Why it was stopped (the time-out, the server closing), when it was. */
  stopped?: string;
}

/**
 * Signals a process group. Never throws (it runs in timers and exit handlers): ESRCH means
 * nothing of the group is left, EPERM that the id is no longer a group of ours.
 */
function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Nothing left to stop.
  }
}

/**
 * Runs a command and collects its output. The command leads a process group of its own
 * (detached): at the time-out, or when `abort` fires, the whole group gets SIGTERM, then SIGKILL
 * after the grace period. Signalling the child alone left its children (the build's Node
 * processes, esbuild, anything they started) running on, still writing into the checkout and
 * the releases folder. Whatever the command leaves in its group when it ends is killed too.
 */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  limits: Limits,
  abort?: AbortSignal,
) {
  return new Promise<Result>((done) => {
    let output = `$ ${command} ${args.join(' ')}\n`;
    if (abort?.aborted) {
      done({ code: null, signal: null, output, stopped: 'stopped: the server is closing' });
      return;
    }
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const pgid = child.pid;
    let stopped: string | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const stop = (reason: string) => {
      if (stopped || pgid === undefined) return;
      stopped = reason;
      output += `\n[${reason}: SIGTERM to the process group ${pgid}]\n`;
      signalGroup(pgid, 'SIGTERM');
      killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), limits.killGraceMs);
    };
    const timer = setTimeout(
      () => stop(`stopped after ${limits.timeoutMs / 1000} s`),
      limits.timeoutMs,
    );
    const onAbort = () => stop('stopped: the server is closing');
    abort?.addEventListener('abort', onAbort);
    // A detached group outlives this process: if the server exits while a publish runs, the
    // group goes with it (a server restarted by systemd would have its whole cgroup killed
    // anyway; one started by hand would not).
    const onExit = () => pgid !== undefined && signalGroup(pgid, 'SIGKILL');
    process.on('exit', onExit);
    let finished = false;
    const finish = (result: Omit<Result, 'stopped'>) => {
      // A failed spawn may report both 'error' and 'close'.
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(killTimer);
      abort?.removeEventListener('abort', onAbort);
      process.off('exit', onExit);
      // 'close' comes once every holder of the output pipes is gone; what is left in the group
      // without them (a stopped build's straggler, a forgotten background job) is killed here.
      if (pgid !== undefined) signalGroup(pgid, 'SIGKILL');
      done({ ...result, stopped });
    };
    child.on('error', (error) => {
      finish({ code: null, signal: null, output: `${output}\n${error.message}` });
    });
    child.on('close', (code, signal) => finish({ code, signal, output }));
  });
}

export interface RunContext {
  /** Aborted when the server closes: the command running is stopped with its process group. */
  signal?: AbortSignal;
  /** Told the commit this run publishes, once pulled (the route answers duplicates with it). */
  building?: (commit: string) => void;
}

export type PublishRunner = (context?: RunContext) => Promise<void>;

/** The last line a command printed (its answer: a branch, a commit). */
const lastLine = (result: Result) => result.output.trim().split('\n').pop() ?? '';

/** The publish lock of the instances (PostgreSQL), and its release. */
async function clusterLock(databaseUrl: string, onWait: () => void) {
  const cluster = new Cluster(databaseUrl);
  try {
    const release = await cluster.acquirePublishLock({ onWait });
    return () => release().finally(() => cluster.close());
  } catch (error) {
    await cluster.close();
    throw error;
  }
}

/** What the publish CLI needs of the environment to reach the object store and the pointer. */
function storeEnv(source: NodeJS.ProcessEnv, databaseUrl: string): NodeJS.ProcessEnv {
  const names = [
    'RELEASES_URL',
    'S3_ENDPOINT',
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
  ];
  return {
    ...Object.fromEntries(names.filter((name) => source[name]).map((name) => [name, source[name]])),
    DATABASE_URL: databaseUrl,
  };
}

/** The default runner: pull, then the publish CLI of the checkout, inside the publish lock. */
export function gitPublishRunner(
  config: Config,
  releasesDir: string,
  log: FastifyBaseLogger,
  options: RunnerOptions = {},
): PublishRunner {
  const checkout = resolve(config.PUBLISH_CHECKOUT);
  const branch = config.PUBLISH_BRANCH;
  const limits: Limits = {
    timeoutMs: options.timeoutMs ?? PUBLISH_TIMEOUT_MS,
    killGraceMs: options.killGraceMs ?? KILL_GRACE_MS,
  };

  /**
   * Removes what a publish that was stopped (or crashed) before it could clean up left behind:
   * its build folder in the checkout, its `.incoming-<id>`, and its release folder if it is not
   * the live one. Only this attempt's folders: the lock is held, nothing else writes them.
   */
  function removeHalfBuilt(id: string) {
    const left = [join(checkout, `dist-publish-${id}`), join(releasesDir, `.incoming-${id}`)];
    if (currentRelease(releasesDir) !== id) left.push(join(releasesDir, id));
    for (const folder of left) {
      if (!existsSync(folder)) continue;
      try {
        rmSync(folder, { recursive: true, force: true });
        log.info({ folder, attempt: id }, 'publish: removed the half-built folder');
      } catch (error) {
        log.error(
          { err: error, folder, attempt: id },
          'publish: could not remove a half-built folder',
        );
      }
    }
  }

  /** The release built from exactly this commit (a clean tree), if one is on disk. */
  function releaseOf(commit: string): string | undefined {
    return listReleases(releasesDir).find(
      (id) => !id.includes('-dirty') && readReleaseInfo(releasesDir, id)?.commit === commit,
    );
  }

  return async (context = {}) => {
    const { signal } = context;
    const startedAt = new Date().toISOString();
    const attempt: Attempt = {
      id: attemptId('pull'),
      kind: 'publish',
      trigger: 'webhook',
      startedAt,
      result: 'running',
    };
    const report = {
      releasesDir,
      smtpUrl: config.SMTP_URL,
      notifyTo: config.PUBLISH_NOTIFY_TO,
      log: (line: string, fields: Record<string, unknown>) => log.error(fields, line),
    };
    const fail = (failedStep: string, error: string, output: string, id = attempt.id) =>
      reportFailure({ ...report, attempt: { ...attempt, id, failedStep, error }, output });
    const exited = (result: Result) =>
      result.stopped ?? `exited with ${result.code ?? result.signal}`;
    // process.env holds .env too (npm start loads it): git and the CLI get only their part.
    const git = gitEnv();

    // CAREFUL: the lock comes before the pull. Pulled outside it, the tree could move under a
    // publish that is building (an `npm run publish` by hand, another server on this checkout),
    // and that release would carry a commit it was not built from.
    let unlock: () => void | Promise<void>;
    try {
      unlock = config.RELEASES_URL
        ? await clusterLock(config.DATABASE_URL, () =>
            log.info('publish: waiting for the running publish (another machine)'),
          )
        : await waitForLock(releasesDir, {
            onWait: (heldBy) => log.info({ heldBy }, 'publish: waiting for the running publish'),
            signal,
          });
    } catch (error) {
      // Closing while waiting: nothing was attempted, nothing to report.
      if (signal?.aborted) return;
      await fail('lock', (error as Error).message, '');
      return;
    }
    try {
      log.info({ branch, checkout }, 'publish: pulling');
      const head = await run(
        'git',
        ['rev-parse', '--abbrev-ref', 'HEAD'],
        checkout,
        git,
        limits,
        signal,
      );
      if (head.code !== 0 || lastLine(head) !== branch) {
        await fail('pull', `the checkout ${checkout} is not on branch ${branch}`, head.output);
        return;
      }
      const pull = await run(
        'git',
        ['pull', '--ff-only', 'origin', branch],
        checkout,
        git,
        limits,
        signal,
      );
      if (pull.code !== 0) {
        await fail('pull', `git pull --ff-only ${exited(pull)}`, pull.output);
        return;
      }
      const rev = await run('git', ['rev-parse', 'HEAD'], checkout, git, limits, signal);
      const commit = lastLine(rev);
      if (rev.code !== 0) {
        await fail('pull', `git rev-parse HEAD ${exited(rev)}`, rev.output);
        return;
      }
      context.building?.(commit);
      // A commit that has a release already is not built again: a replayed or repeated push
      // (whatever its delivery id) would otherwise rebuild it, and after a rollback from it
      // would silently undo the rollback. Going forward again is `npm run publish --
      // --rollback <id>`; a new commit publishes as usual.
      const published = releaseOf(commit);
      if (published) {
        const live = currentRelease(releasesDir) === published;
        log.info(
          { commit, release: published, live },
          live
            ? 'publish: this commit is live already, nothing to do'
            : 'publish: this commit was published before and is not live (rolled back?): not publishing it again',
        );
        return;
      }
      // The CLI is the pushed commit's code: no secrets, and no .env (--no-env-file). It runs
      // under this lock (--lock-held-by-parent) and reads the commit it labels the release with
      // from the tree, which nothing can move until the lock is released.
      const publish = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/publish.ts',
          '--trigger',
          'webhook',
          '--no-env-file',
          '--lock-held-by-parent',
        ],
        checkout,
        // This server's SITE_URL: it refuses to start on a release built for another origin.
        // With RELEASES_URL the CLI uploads and switches, so it gets the store's and the
        // database's settings too (decision 0022); the build steps it runs still get only the
        // allow-list.
        {
          ...buildEnv(process.env, { RELEASES_DIR: releasesDir, SITE_URL: config.SITE_URL }),
          ...(config.RELEASES_URL && storeEnv(process.env, config.DATABASE_URL)),
        },
        limits,
        signal,
      );
      const last = readLastAttempt(releasesDir);
      const reported = last && last.startedAt >= startedAt && last.result !== 'running';
      if (reported && last.result === 'ok') {
        log.info({ release: last.release }, 'publish: done');
      } else if (reported) {
        // The CLI kept the log and the attempt; the e-mail is sent from here, which has SMTP_URL.
        const logFile = join(releasesDir, last.log ?? '');
        log.error(
          { attempt: last.id, step: last.failedStep, log: logFile },
          `publish failed at ${last.failedStep}: ${last.error}`,
        );
        let output = '';
        try {
          output = readFileSync(logFile, 'utf8');
        } catch (error) {
          log.error({ err: error, log: logFile }, 'publish: the failed attempt has no log');
        }
        await mailFailure({ ...report, attempt: last, output });
      } else {
        // The CLI stopped before it could report (crashed, stopped at the time-out): its state
        // still says running, under the id its folders are named after.
        // (The id is the pushed CLI's word: only a release-shaped one names folders to remove.)
        const stuck =
          last && last.startedAt >= startedAt && RELEASE_ID.test(last.id) ? last.id : undefined;
        if (stuck) removeHalfBuilt(stuck);
        await fail(
          'publish',
          `npm run publish ${exited(publish)}`,
          `${pull.output}\n${publish.output}`,
          stuck,
        );
      }
    } finally {
      await unlock();
      // Also here, whatever the outcome: the pushed CLI that kept its failure log may be an
      // older one that does not prune.
      try {
        pruneFailedLogs(releasesDir);
      } catch (error) {
        log.error({ err: error, releases: releasesDir }, 'publish: could not prune failure logs');
      }
    }
  };
}
