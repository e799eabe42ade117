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
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { buildEnv, gitEnv } from './build-env';
import { mailFailure, reportFailure } from './notify';
import { type Attempt, readLastAttempt, timestamp, waitForLock } from './releases';

/** A publish that takes longer than this is stopped (and reported). */
const PUBLISH_TIMEOUT_MS = 15 * 60_000;
/** Output kept in memory per command: the end is what explains a failure. */
const OUTPUT_LIMIT = 256 * 1024;

interface Result {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<Result>((done) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = `$ ${command} ${args.join(' ')}\n`;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGTERM'), PUBLISH_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ code: null, output: `${output}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

export type PublishRunner = () => Promise<void>;

/** The last line a command printed (its answer: a branch, a commit). */
const lastLine = (result: Result) => result.output.trim().split('\n').pop() ?? '';

/** The default runner: pull, then the publish CLI of the checkout, inside the publish lock. */
export function gitPublishRunner(
  config: Config,
  releasesDir: string,
  log: FastifyBaseLogger,
): PublishRunner {
  const checkout = resolve(config.PUBLISH_CHECKOUT);
  const branch = config.PUBLISH_BRANCH;

  return async () => {
    const startedAt = new Date().toISOString();
    const attempt: Attempt = {
      id: `${timestamp()}-pull`,
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
    const fail = (failedStep: string, error: string, output: string) =>
      reportFailure({ ...report, attempt: { ...attempt, failedStep, error }, output });
    // process.env holds .env too (npm start loads it): git and the CLI get only their part.
    const git = gitEnv();

    // CAREFUL: the lock comes before the pull. Pulled outside it, the tree could move under a
    // publish that is building (an `npm run publish` by hand, another server on this checkout),
    // and that release would carry a commit it was not built from.
    let unlock: () => void;
    try {
      unlock = await waitForLock(releasesDir, {
        onWait: (heldBy) => log.info({ heldBy }, 'publish: waiting for the running publish'),
      });
    } catch (error) {
      await fail('lock', (error as Error).message, '');
      return;
    }
    try {
      log.info({ branch, checkout }, 'publish: pulling');
      const head = await run('git', ['rev-parse', '--abbrev-ref', 'HEAD'], checkout, git);
      if (head.code !== 0 || lastLine(head) !== branch) {
        await fail('pull', `the checkout ${checkout} is not on branch ${branch}`, head.output);
        return;
      }
      const pull = await run('git', ['pull', '--ff-only', 'origin', branch], checkout, git);
      if (pull.code !== 0) {
        await fail('pull', `git pull --ff-only exited with ${pull.code}`, pull.output);
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
        buildEnv(process.env, { RELEASES_DIR: releasesDir, SITE_URL: config.SITE_URL }),
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
        // The CLI stopped before it could report (crashed, killed by the time-out).
        await fail(
          'publish',
          `npm run publish exited with ${publish.code}`,
          `${pull.output}\n${publish.output}`,
        );
      }
    } finally {
      unlock();
    }
  };
}
