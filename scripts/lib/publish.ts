/**
 * The publish pipeline behind `npm run publish` (docs/design.md#publishing-and-releases): build the
 * checkout into a new folder beside the live release, check it, switch `current` to it atomically
 * and have the running server load it; a rollback switches back the same way. Any failure before
 * the switch leaves the live release alone and is reported (log kept, log line, e-mail).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  type Attempt,
  attemptId,
  buildEnv,
  currentRelease,
  KEEP_RELEASES,
  listReleases,
  processAlive,
  pruneReleases,
  RELEASE_FILE,
  type ReleaseInfo,
  readServerState,
  reportFailure,
  switchCurrent,
  timestamp,
  waitForLock,
  writeJsonAtomic,
  writeLastAttempt,
} from '../../server/src/index';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../../shared/site-manifest';
import { newlyPublished, readPublishedFiles, retentionProblems } from './collections/retention';
import { linkUnchanged } from './release-links';
import { smokeCheck } from './smoke-check';

/**
 * When each published file first went live (one JSON line per file, in the releases folder):
 * what the company secretary shows for the Listing Rules' "within the hour".
 */
export const WENT_LIVE_FILE = 'went-live.jsonl';

/** Collects an attempt's output for its log (and echoes it when asked). */
export class Output {
  text = '';
  constructor(private readonly echo?: (chunk: string) => void) {}
  write(chunk: string) {
    this.text += chunk;
    this.echo?.(chunk);
  }
  line(text: string) {
    this.write(`${text}\n`);
  }
}

/** One step that writes the build into `dir` (a folder that does not exist yet). */
export interface BuildStep {
  name: string;
  run(dir: string, output: Output): Promise<void>;
}

/**
 * A step that runs a command in `cwd`; a non-zero exit fails it. Its environment is the
 * allow-list of build-env.ts by default: the command is the checkout's code, and this process
 * holds .env's secrets (SMTP_URL for the failure e-mail, and whatever else .env has).
 */
export function commandStep(
  name: string,
  cwd: string,
  args: string[],
  env: (dir: string) => NodeJS.ProcessEnv = () => buildEnv(),
): BuildStep {
  return {
    name,
    run: (dir, output) =>
      new Promise((resolve, reject) => {
        output.line(`$ ${args.join(' ')}`);
        const [command = '', ...rest] = args;
        const child = spawn(command, rest, {
          cwd,
          env: env(dir),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => output.write(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => output.write(chunk.toString()));
        child.on('error', reject);
        child.on('close', (code, signal) =>
          code === 0 ? resolve() : reject(new Error(`exited with ${code ?? signal}`)),
        );
      }),
  };
}

/** The real build of a checkout: the content check, then `scripts/build.ts` into the folder. */
export function checkoutBuildSteps(checkout: string): BuildStep[] {
  const tsx = (script: string) => [process.execPath, '--import', 'tsx', script];
  return [
    commandStep('content check', checkout, tsx('scripts/check-content.ts')),
    commandStep('build', checkout, tsx('scripts/build.ts'), (dir) =>
      buildEnv(process.env, { DIST_DIR: dir }),
    ),
  ];
}

export interface PublishOptions {
  /** Absolute path of the releases folder. */
  releasesDir: string;
  /** The git checkout being published (for the commit id). */
  checkout: string;
  /**
   * The caller holds the publish lock already (the server's webhook runner, which takes it
   * before its `git pull` so that nothing moves the tree between the pull and this build).
   */
  lockHeld?: boolean;
  trigger?: Attempt['trigger'];
  /** What makes the build (tests use a copy of a built dist); default: the real build. */
  steps?: BuildStep[];
  smtpUrl?: string;
  notifyTo?: string;
  keep?: number;
  /** How long to wait for the running server to confirm the switch. */
  reloadTimeoutMs?: number;
  /** Console output (the CLI echoes the build; tests stay quiet). */
  echo?: (chunk: string) => void;
  /** The one-line report of a failure. */
  log?: (line: string, fields: Record<string, unknown>) => void;
  /** The clock of the five-year rule (tests set it). */
  now?: () => Date;
}

function git(checkout: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: checkout, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** `<UTC time>-<short commit>[-dirty]`, unique in the folder. */
function newReleaseId(releasesDir: string, checkout: string): { id: string; commit: string } {
  const commit = git(checkout, ['rev-parse', 'HEAD']) ?? 'unknown';
  const dirty = git(checkout, ['status', '--porcelain', '--untracked-files=no']) ? '-dirty' : '';
  const base = `${timestamp()}-${commit === 'unknown' ? 'nogit' : commit.slice(0, 7)}${dirty}`;
  let id = base;
  for (let n = 2; existsSync(join(releasesDir, id)); n++) id = `${base}-${n}`;
  return { id, commit };
}

/** rename(2), or copy and delete when the two folders are on different file systems. */
function moveFolder(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the publish lock (another publish or rollback may be running). */
const lock = (releasesDir: string, output: Output) =>
  waitForLock(releasesDir, {
    onWait: (heldBy) => output.line(`waiting for the publish of process ${heldBy} to finish…`),
  });

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

/** Points `current` at `id` and has the server load it; puts `previous` back if it cannot. */
async function switchAndReload(
  releasesDir: string,
  id: string,
  previous: string | undefined,
  timeoutMs: number,
  output: Output,
) {
  switchCurrent(releasesDir, id);
  output.line(`current -> ${id}`);
  try {
    const reloaded = await reloadServer(releasesDir, id, timeoutMs);
    output.line(
      'reason' in reloaded
        ? `${reloaded.reason}: it serves ${id} when started with RELEASES_DIR=${releasesDir}`
        : `server ${reloaded.pid} now serves ${id}`,
    );
  } catch (error) {
    if (previous) {
      switchCurrent(releasesDir, previous);
      output.line(`current -> ${previous} again`);
      // The server may have loaded the new release after all: have it load the old one.
      await reloadServer(releasesDir, previous, timeoutMs).catch(() => undefined);
    }
    throw error;
  }
}

class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

async function step<T>(name: string, output: Output, run: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  output.line(`\n▶ ${name}`);
  try {
    const result = await run();
    output.line(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    throw new StepError(name, (error as Error).message);
  }
}

const consoleLog = (line: string, fields: Record<string, unknown>) =>
  console.error(`${line} ${JSON.stringify(fields)}`);

/** Builds, checks and switches in a new release. Resolves with the attempt (ok or failed). */
export async function publish(options: PublishOptions): Promise<Attempt> {
  const { releasesDir, checkout } = options;
  const output = new Output(options.echo);
  mkdirSync(releasesDir, { recursive: true });
  const unlock = options.lockHeld ? () => {} : await lock(releasesDir, output);
  const started = Date.now();
  // Read inside the lock: the commit in the tree now is the one this build sees.
  const { id, commit } = newReleaseId(releasesDir, checkout);
  // The build runs inside the checkout: the prerender's server bundle resolves react & co. from
  // the checkout's node_modules, which a releases folder elsewhere (another disk, /srv) lacks.
  // (dist-*/ is git-ignored.) The result then moves beside the releases, checked there.
  const building = join(checkout, `dist-publish-${id}`);
  const incoming = join(releasesDir, `.incoming-${id}`);
  const attempt: Attempt = {
    id,
    kind: 'publish',
    trigger: options.trigger ?? 'cli',
    startedAt: new Date(started).toISOString(),
    result: 'running',
  };
  writeLastAttempt(releasesDir, attempt);
  output.line(`publishing ${id} into ${releasesDir}`);
  const previous = currentRelease(releasesDir);
  try {
    for (const buildStep of options.steps ?? checkoutBuildSteps(checkout)) {
      await step(buildStep.name, output, () => buildStep.run(building, output));
    }
    const buildSeconds = (Date.now() - started) / 1000;
    // The release keeps its renderer (ssr/): the server renders its search page with the first
    // results of a query (server/src/search/).
    moveFolder(building, incoming);
    if (previous) {
      const linked = linkUnchanged(join(releasesDir, previous), incoming);
      output.line(
        `${linked.files} files (${(linked.bytes / 1024 / 1024).toFixed(1)} MB) unchanged since ${previous}: hard-linked to it`,
      );
    }
    await step('smoke check', output, () => {
      const problems = smokeCheck(incoming);
      for (const problem of problems) output.line(`  ${problem}`);
      if (problems.length) throw new Error(`${problems.length} problems in the built release`);
    });
    // Five years, enforced: no published document leaves or moves early (Listing Rule 2.07C).
    const livePublished = previous ? readPublishedFiles(join(releasesDir, previous)) : undefined;
    const nextPublished = readPublishedFiles(incoming);
    await step('five-year rule', output, () => {
      const problems = retentionProblems(
        livePublished,
        nextPublished,
        options.now?.() ?? new Date(),
      );
      for (const problem of problems) output.line(`  ${problem}`);
      if (problems.length) throw new Error(`${problems.length} published files would be lost`);
      for (const w of nextPublished?.withdrawn ?? [])
        output.line(`  withdrawn: ${w.collection}/${w.slug} (${w.published}): ${w.reason}`);
    });
    const manifest = JSON.parse(
      readFileSync(join(incoming, SITE_MANIFEST_FILE), 'utf8'),
    ) as SiteManifest;
    const info: ReleaseInfo = {
      id,
      commit,
      createdAt: attempt.startedAt,
      buildSeconds: Math.round(buildSeconds * 10) / 10,
      pages: Object.keys(manifest.pages).length,
    };
    writeJsonAtomic(join(incoming, RELEASE_FILE), info);
    // Complete before it gets its name: a folder named like a release is always whole.
    renameSync(incoming, join(releasesDir, id));
    await step('switch', output, () =>
      switchAndReload(releasesDir, id, previous, options.reloadTimeoutMs ?? 60_000, output),
    );
    // When each new file went live, for the company secretary (Listing Rule 2.07C's hour).
    const wentLive = new Date().toISOString();
    const fresh = newlyPublished(livePublished, nextPublished);
    if (fresh.length) {
      appendFileSync(
        join(releasesDir, WENT_LIVE_FILE),
        fresh.map((f) => `${JSON.stringify({ ...f, wentLive, release: id })}\n`).join(''),
      );
      output.line(`went live: ${fresh.length} new files (${WENT_LIVE_FILE})`);
    }
    // Only once the new release is live: a failed switch must not have cost an old release.
    // (The previous one stays too, for requests still reading its files.)
    const removed = pruneReleases(releasesDir, options.keep ?? KEEP_RELEASES, [previous, id]);
    if (removed.length) output.line(`removed old releases: ${removed.join(', ')}`);
    const done: Attempt = {
      ...attempt,
      result: 'ok',
      finishedAt: new Date().toISOString(),
      release: id,
    };
    writeLastAttempt(releasesDir, done);
    output.line(`published ${id} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    writeFileSync(join(releasesDir, id, 'publish.log'), output.text);
    return done;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    rmSync(incoming, { recursive: true, force: true });
    // A release that was built but could not go live is removed too: it never served anyone.
    if (currentRelease(releasesDir) !== id && existsSync(join(releasesDir, id))) {
      rmSync(join(releasesDir, id), { recursive: true, force: true });
    }
    const failedStep = error instanceof StepError ? error.step : 'publish';
    output.line(`✖ ${failedStep}: ${(error as Error).message}`);
    output.line(`the live release is unchanged: ${currentRelease(releasesDir) ?? '(none yet)'}`);
    return await reportFailure({
      releasesDir,
      attempt: { ...attempt, failedStep, error: (error as Error).message },
      output: output.text,
      smtpUrl: options.smtpUrl,
      notifyTo: options.notifyTo,
      log: options.log ?? consoleLog,
    });
  } finally {
    unlock();
  }
}

export interface RollbackOptions extends Omit<PublishOptions, 'steps' | 'checkout' | 'keep'> {
  /** The release to go back to; default: the one before the live one. */
  to?: string;
}

/** Switches `current` back to an earlier release (default: the one before the live one). */
export async function rollback(options: RollbackOptions): Promise<Attempt> {
  const { releasesDir } = options;
  const output = new Output(options.echo);
  const unlock = await lock(releasesDir, output);
  const attempt: Attempt = {
    id: attemptId('rollback'),
    kind: 'rollback',
    trigger: options.trigger ?? 'cli',
    startedAt: new Date().toISOString(),
    result: 'running',
  };
  const live = currentRelease(releasesDir);
  const ids = listReleases(releasesDir);
  const target = options.to ?? (live ? ids[ids.indexOf(live) - 1] : undefined);
  // Nothing to switch to is the caller's mistake, not a failed attempt: no report, no e-mail.
  if (!target || !ids.includes(target) || target === live) {
    unlock();
    throw new Error(
      target === live && target
        ? `${target} is already live`
        : options.to
          ? `no release ${options.to} in ${releasesDir}`
          : `no release before ${live ?? '(none)'} in ${releasesDir}`,
    );
  }
  try {
    writeLastAttempt(releasesDir, attempt);
    await step('switch', output, () =>
      switchAndReload(releasesDir, target, live, options.reloadTimeoutMs ?? 60_000, output),
    );
    const done: Attempt = {
      ...attempt,
      result: 'ok',
      finishedAt: new Date().toISOString(),
      release: target,
    };
    writeLastAttempt(releasesDir, done);
    output.line(`rolled back from ${live} to ${target}`);
    return done;
  } catch (error) {
    const failedStep = error instanceof StepError ? error.step : 'rollback';
    output.line(`✖ ${failedStep}: ${(error as Error).message}`);
    return await reportFailure({
      releasesDir,
      attempt: { ...attempt, failedStep, error: (error as Error).message },
      output: output.text,
      smtpUrl: options.smtpUrl,
      notifyTo: options.notifyTo,
      log: options.log ?? consoleLog,
    });
  } finally {
    unlock();
  }
}
