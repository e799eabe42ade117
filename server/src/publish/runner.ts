/**
 * What a webhook push runs in the background: `git pull --ff-only` of PUBLISH_BRANCH in the
 * checkout, then `npm run publish` there as a child process (the build never runs inside the
 * server's event loop). The child switches the release and signals this server (server.json).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { reportFailure } from './notify';
import { type Attempt, readLastAttempt, timestamp } from './releases';

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

/** The default runner: pull, then the publish CLI of the checkout. */
export function gitPublishRunner(
  config: Config,
  releasesDir: string,
  log: FastifyBaseLogger,
): PublishRunner {
  const checkout = resolve(config.PUBLISH_CHECKOUT);
  const branch = config.PUBLISH_BRANCH;
  const env = { ...process.env, RELEASES_DIR: releasesDir };

  return async () => {
    const startedAt = new Date().toISOString();
    const attempt: Attempt = {
      id: `${timestamp()}-pull`,
      kind: 'publish',
      trigger: 'webhook',
      startedAt,
      result: 'running',
    };
    const fail = (failedStep: string, error: string, output: string) =>
      reportFailure({
        releasesDir,
        attempt: { ...attempt, failedStep, error },
        output,
        smtpUrl: config.SMTP_URL,
        notifyTo: config.PUBLISH_NOTIFY_TO,
        log: (line, fields) => log.error(fields, line),
      });

    log.info({ branch, checkout }, 'publish: pulling');
    const head = await run('git', ['rev-parse', '--abbrev-ref', 'HEAD'], checkout, env);
    if (head.code !== 0 || head.output.trim().split('\n').pop() !== branch) {
      await fail('pull', `the checkout ${checkout} is not on branch ${branch}`, head.output);
      return;
    }
    const pull = await run('git', ['pull', '--ff-only', 'origin', branch], checkout, env);
    if (pull.code !== 0) {
      await fail('pull', `git pull --ff-only exited with ${pull.code}`, pull.output);
      return;
    }
    const publish = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/publish.ts', '--trigger', 'webhook'],
      checkout,
      env,
    );
    const last = readLastAttempt(releasesDir);
    const reported = last && last.startedAt >= startedAt && last.result !== 'running';
    if (publish.code === 0 && reported) {
      log.info({ release: last.release }, 'publish: done');
    } else if (!reported) {
      // The CLI stopped before it could report (crashed, killed by the time-out).
      await fail(
        'publish',
        `npm run publish exited with ${publish.code}`,
        `${pull.output}\n${publish.output}`,
      );
    }
  };
}
