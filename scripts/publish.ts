/**
 * `npm run publish`: builds this checkout into a new release of RELEASES_DIR (default
 * `releases/`), checks it, switches it live atomically and has the running server load it.
 *
 *     npm run publish                      build, check, switch, reload (keeps the newest 5)
 *     npm run publish -- --rollback        back to the release before the live one
 *     npm run publish -- --rollback <id>   back (or forward) to that release
 *     npm run publish -- --list            the releases, which one is live, the last attempt
 *
 * Exit status 0 when the release went live, 1 when the attempt failed (the live release is
 * unchanged; the log is in RELEASES_DIR/failed/), 2 for a usage error.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  currentRelease,
  listReleases,
  lockHolder,
  processAlive,
  readLastAttempt,
  readReleaseInfo,
  readServerState,
} from '../server/src/index';
import { publish, rollback } from './lib/publish';

const { values, positionals } = parseArgs({
  options: {
    rollback: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    trigger: { type: 'string', default: 'cli' },
    // The server's webhook runner passes its allow-listed environment and keeps the secrets
    // of .env (SMTP, OAuth, database) away from the pushed commit's code; it e-mails failures.
    'no-env-file': { type: 'boolean', default: false },
    // The parent (the server's webhook runner) took the publish lock before its git pull and
    // holds it for this publish: waiting for it here would wait for ourselves.
    'lock-held-by-parent': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

// A local .env (see .env.example) is read if present; real environment variables win.
if (!values['no-env-file'] && existsSync('.env')) {
  const given = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, given);
}
const releasesDir = resolve(process.env.RELEASES_DIR || 'releases');
const mail = { smtpUrl: process.env.SMTP_URL, notifyTo: process.env.PUBLISH_NOTIFY_TO };
const trigger = values.trigger === 'webhook' ? 'webhook' : 'cli';
const echo = (chunk: string) => process.stdout.write(chunk);

if (values.list) {
  const live = currentRelease(releasesDir);
  const server = readServerState(releasesDir);
  console.log(`releases in ${releasesDir} (newest first):`);
  for (const id of listReleases(releasesDir).reverse()) {
    const info = readReleaseInfo(releasesDir, id);
    const details = info ? `${info.pages} pages, built in ${info.buildSeconds} s` : '';
    console.log(`${id === live ? '* live' : '      '}  ${id}  ${details}`);
  }
  if (!live) console.log('(nothing published yet)');
  console.log(
    server && processAlive(server.pid)
      ? `server: pid ${server.pid} serves ${server.release} (since ${server.loadedAt})`
      : 'server: none running on this folder (start it with RELEASES_DIR set)',
  );
  const last = readLastAttempt(releasesDir);
  if (last) {
    console.log(
      `last attempt: ${last.kind} ${last.id} (${last.trigger}) ${last.result}${
        last.failedStep ? ` at ${last.failedStep}: ${last.error} — log ${last.log}` : ''
      }`,
    );
  }
  process.exit(0);
}

const lockHeld = values['lock-held-by-parent'];
if (lockHeld && (values.rollback || lockHolder(releasesDir) !== process.ppid)) {
  console.error(
    values.rollback
      ? '--lock-held-by-parent is for a publish, not a rollback'
      : `--lock-held-by-parent: the publish lock of ${releasesDir} is held by ${
          lockHolder(releasesDir) ?? 'nobody'
        }, not by the parent process ${process.ppid}`,
  );
  process.exit(2);
}

try {
  const attempt = values.rollback
    ? await rollback({ releasesDir, trigger, to: positionals[0], echo, ...mail })
    : await publish({ releasesDir, checkout: process.cwd(), trigger, echo, lockHeld, ...mail });
  process.exit(attempt.result === 'ok' ? 0 : 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
