/**
 * The publish pipeline behind `npm run publish` (docs/design.md#publishing-and-releases): build the
 * checkout into a new folder beside the live release, check it, switch `current` to it atomically
 * and have the running server load it; a rollback switches back the same way. Any failure before
 * the switch leaves the live release alone and is reported (log kept, log line, e-mail).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
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
  KEEP_RELEASES,
  RELEASE_FILE,
  type ReleaseInfo,
  reportFailure,
  timestamp,
  writeJsonAtomic,
  writeLastAttempt,
} from '../../server/src/index';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../../shared/site-manifest';
import { newlyPublished, readPublishedFiles, retentionProblems } from './collections/retention';
import { folderHome, type ReleaseHome } from './release-home';
import { smokeCheck } from './smoke-check';

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

/**
 * How long a publish may build (its build steps, from the moment it holds the lock): past it the
 * step running is stopped and the attempt fails as any failed build does, the live release
 * unchanged and the web team told. A build of five years of documents takes about 10 minutes on
 * this machine (docs/design.md#budgets); an announcement must be on the site within the hour
 * (Listing Rule 2.07C), and a publish that hangs would hold the publish lock and every publish
 * after it.
 */
export const PUBLISH_TIME_LIMIT_MS = 40 * 60_000;
/** How long a step stopped by the time limit has to end (SIGTERM, then SIGKILL). */
const STOP_GRACE_MS = 5_000;

/** One step that writes the build into `dir` (a folder that does not exist yet). */
export interface BuildStep {
  name: string;
  /** `stop` is aborted when the publish runs out of time: the step ends what it started. */
  run(dir: string, output: Output, stop?: AbortSignal): Promise<void>;
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
    run: (dir, output, stop) =>
      new Promise((resolve, reject) => {
        output.line(`$ ${args.join(' ')}`);
        const [command = '', ...rest] = args;
        const child = spawn(command, rest, {
          cwd,
          env: env(dir),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        // Stopped: SIGTERM, and SIGKILL if it is still there after the grace.
        let kill: NodeJS.Timeout | undefined;
        const onStop = () => {
          output.line(`stopping \`${args.join(' ')}\` (${String(stop?.reason?.message)})`);
          child.kill('SIGTERM');
          kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        };
        stop?.addEventListener('abort', onStop, { once: true });
        child.stdout.on('data', (chunk: Buffer) => output.write(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => output.write(chunk.toString()));
        child.on('error', reject);
        child.on('close', (code, signal) => {
          stop?.removeEventListener('abort', onStop);
          clearTimeout(kill);
          if (code === 0) resolve();
          else reject(new Error(`exited with ${code ?? signal}`));
        });
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
  /** How long to wait for the running server to confirm the switch (RELEASES_DIR). */
  reloadTimeoutMs?: number;
  /**
   * Where the release goes and how it goes live (release-home.ts): default the folder
   * `releasesDir`; `storeHome` for RELEASES_URL. Closed when the attempt ends.
   */
  home?: ReleaseHome;
  /** Console output (the CLI echoes the build; tests stay quiet). */
  echo?: (chunk: string) => void;
  /** The one-line report of a failure. */
  log?: (line: string, fields: Record<string, unknown>) => void;
  /** The clock of the five-year rule (tests set it). */
  now?: () => Date;
  /** How long the build steps may take (default PUBLISH_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

function git(checkout: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: checkout, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** `<UTC time>-<short commit>[-dirty]`, unique in its home. */
async function newReleaseId(
  home: ReleaseHome,
  checkout: string,
): Promise<{ id: string; commit: string }> {
  const commit = git(checkout, ['rev-parse', 'HEAD']) ?? 'unknown';
  const dirty = git(checkout, ['status', '--porcelain', '--untracked-files=no']) ? '-dirty' : '';
  const base = `${timestamp()}-${commit === 'unknown' ? 'nogit' : commit.slice(0, 7)}${dirty}`;
  let id = base;
  for (let n = 2; await home.exists(id); n++) id = `${base}-${n}`;
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

/**
 * A build step's run, or the time limit's error once `stop` is aborted and the step is over (a
 * command ends within STOP_GRACE_MS of its SIGTERM); a step that does not end by then is left.
 */
function withinTime(running: Promise<void>, stop: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let grace: NodeJS.Timeout | undefined;
    const onStop = () => {
      grace = setTimeout(() => reject(stop.reason), STOP_GRACE_MS * 2);
    };
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
    running
      .then(resolve, (error: unknown) => reject(stop.aborted ? stop.reason : error))
      .finally(() => {
        clearTimeout(grace);
        stop.removeEventListener('abort', onStop);
      });
  });
}

const consoleLog = (line: string, fields: Record<string, unknown>) =>
  console.error(`${line} ${JSON.stringify(fields)}`);

/** Waits for the publish lock (another publish or rollback may be running). */
const lock = (home: ReleaseHome, output: Output) =>
  home.lock((holder) => output.line(`waiting for the publish of ${holder} to finish…`));

/** Reports a failed attempt: its log kept, a log line, the web team's e-mail. */
const failedAttempt = (
  options: Pick<PublishOptions, 'releasesDir' | 'smtpUrl' | 'notifyTo' | 'log'>,
  output: Output,
  attempt: Attempt,
) =>
  reportFailure({
    releasesDir: options.releasesDir,
    attempt,
    output: output.text,
    smtpUrl: options.smtpUrl,
    notifyTo: options.notifyTo,
    log: options.log ?? consoleLog,
  });

/**
 * Reports an attempt that failed at a step (`otherwise` when the error names none): the step and
 * its error in the log, then `notes`, then failedAttempt.
 */
const failedAtStep = (
  options: Pick<PublishOptions, 'releasesDir' | 'smtpUrl' | 'notifyTo' | 'log'>,
  output: Output,
  attempt: Attempt,
  error: unknown,
  otherwise: string,
  ...notes: string[]
) => {
  const failedStep = error instanceof StepError ? error.step : otherwise;
  output.line(`✖ ${failedStep}: ${(error as Error).message}`);
  for (const note of notes) output.line(note);
  return failedAttempt(options, output, {
    ...attempt,
    failedStep,
    error: (error as Error).message,
  });
};

/** Builds, checks and switches in a new release. Resolves with the attempt (ok or failed). */
export async function publish(options: PublishOptions): Promise<Attempt> {
  const { releasesDir, checkout } = options;
  const output = new Output(options.echo);
  const say = (line: string) => output.line(line);
  mkdirSync(releasesDir, { recursive: true });
  const home = options.home ?? folderHome(releasesDir, options.reloadTimeoutMs ?? 60_000);
  let unlock: () => Promise<void> | void = () => {};
  const started = Date.now();
  try {
    if (!options.lockHeld) unlock = await lock(home, output);
  } catch (error) {
    // The home cannot be reached (a missing bucket, wrong keys, no database): nothing changed.
    await home.close();
    return failedAttempt(options, output, {
      id: attemptId('publish'),
      kind: 'publish',
      trigger: options.trigger ?? 'cli',
      startedAt: new Date(started).toISOString(),
      result: 'running',
      failedStep: 'release store',
      error: (error as Error).message,
    });
  }
  // Read inside the lock: the commit in the tree now is the one this build sees.
  const { id, commit } = await newReleaseId(home, checkout);
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
  output.line(`publishing ${id} into ${home.where}`);
  const previous = await home.live();
  // The time limit: the step running when it passes is stopped and fails the attempt.
  const limit = options.timeLimitMs ?? PUBLISH_TIME_LIMIT_MS;
  const outOfTime = new AbortController();
  const timer = setTimeout(
    () =>
      outOfTime.abort(
        new Error(`the publish ran past its time limit of ${limit / 60_000} min and was stopped`),
      ),
    limit,
  );
  try {
    for (const buildStep of options.steps ?? checkoutBuildSteps(checkout)) {
      await step(buildStep.name, output, () => {
        outOfTime.signal.throwIfAborted();
        return withinTime(buildStep.run(building, output, outOfTime.signal), outOfTime.signal);
      });
    }
    const buildSeconds = (Date.now() - started) / 1000;
    // The release keeps its renderer (ssr/): the server renders its search page with the first
    // results of a query (server/src/search/).
    moveFolder(building, incoming);
    await step('smoke check', output, () => {
      const problems = smokeCheck(incoming);
      for (const problem of problems) output.line(`  ${problem}`);
      if (problems.length) throw new Error(`${problems.length} problems in the built release`);
    });
    // Five years, enforced: no published document leaves or moves early (Listing Rule 2.07C).
    const livePublished = previous ? await home.publishedFiles(previous) : undefined;
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
    await step('store', output, () => home.install(incoming, id, info, say));
    await step('switch', output, () => home.switchTo(id, previous, 'publish', say));
    // When each new file went live, for the company secretary (Listing Rule 2.07C's hour).
    const fresh = newlyPublished(livePublished, nextPublished);
    if (fresh.length) {
      await home.recordWentLive(fresh, id);
      output.line(`went live: ${fresh.length} new files`);
    }
    // Only once the new release is live: a failed switch must not have cost an old release.
    // (The previous one stays too, for requests still reading its files.)
    const removed = await home.prune(options.keep ?? KEEP_RELEASES, [previous, id]);
    if (removed.length) output.line(`removed old releases: ${removed.join(', ')}`);
    const done: Attempt = {
      ...attempt,
      result: 'ok',
      finishedAt: new Date().toISOString(),
      release: id,
    };
    writeLastAttempt(releasesDir, done);
    output.line(`published ${id} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const logDir = existsSync(join(releasesDir, id)) ? join(releasesDir, id) : releasesDir;
    writeFileSync(
      join(logDir, existsSync(join(releasesDir, id)) ? 'publish.log' : `${id}.log`),
      output.text,
    );
    return done;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    rmSync(incoming, { recursive: true, force: true });
    // A release that was built but could not go live is removed too: it never served anyone.
    await home.discard(id).catch(() => undefined);
    const live = await home.live().catch(() => undefined);
    return await failedAtStep(
      options,
      output,
      attempt,
      error,
      'publish',
      `the live release is unchanged: ${live ?? previous ?? '(none yet)'}`,
    );
  } finally {
    clearTimeout(timer);
    await unlock();
    await home.close();
  }
}

export interface RollbackOptions
  extends Omit<PublishOptions, 'steps' | 'checkout' | 'keep' | 'timeLimitMs'> {
  /** The release to go back to; default: the one before the live one. */
  to?: string;
}

/** Switches `current` back to an earlier release (default: the one before the live one). */
export async function rollback(options: RollbackOptions): Promise<Attempt> {
  const { releasesDir } = options;
  const output = new Output(options.echo);
  const say = (line: string) => output.line(line);
  const home = options.home ?? folderHome(releasesDir, options.reloadTimeoutMs ?? 60_000);
  const unlock = await lock(home, output).catch(async (error: unknown) => {
    await home.close();
    throw error;
  });
  const attempt: Attempt = {
    id: attemptId('rollback'),
    kind: 'rollback',
    trigger: options.trigger ?? 'cli',
    startedAt: new Date().toISOString(),
    result: 'running',
  };
  const live = await home.live();
  const ids = await home.list();
  const target = options.to ?? (live ? ids[ids.indexOf(live) - 1] : undefined);
  // Nothing to switch to is the caller's mistake, not a failed attempt: no report, no e-mail.
  if (!target || !ids.includes(target) || target === live) {
    await unlock();
    await home.close();
    throw new Error(
      target === live && target
        ? `${target} is already live`
        : options.to
          ? `no release ${options.to} in ${home.where}`
          : `no release before ${live ?? '(none)'} in ${home.where}`,
    );
  }
  try {
    writeLastAttempt(releasesDir, attempt);
    await step('switch', output, () => home.switchTo(target, live, 'rollback', say));
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
    return await failedAtStep(options, output, attempt, error, 'rollback');
  } finally {
    await unlock();
    await home.close();
  }
}
