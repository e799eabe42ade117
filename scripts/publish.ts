/**
 * `npm run publish`: builds this checkout into a new release of RELEASES_DIR (default
 * `releases/`), checks it, switches it live atomically and has the running server load it. With
 * RELEASES_URL (s3://…, and DATABASE_URL=postgres://…) the release goes to object storage and
 * every instance follows the live pointer (decision 0022); RELEASES_DIR then keeps only the
 * attempt's state and the logs of failures.
 *
 *     npm run publish                      build, check, switch, reload (keeps the newest 5)
 *     npm run publish -- --rollback        back to the release before the live one
 *     npm run publish -- --rollback <id>   back (or forward) to that release
 *     npm run publish -- --list            the releases, which one is live, the last attempt
 *
 * Exit status 0 when the release went live, 1 when the attempt failed (the live release is
 * unchanged; the log is in RELEASES_DIR/failed/), 2 for a usage error. A build that runs past
 * 40 minutes is stopped and fails the attempt (lib/publish.ts, `PUBLISH_TIME_LIMIT_MS`).
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
import { type ReleaseHome, storeHome } from './lib/release-home';

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
const releasesUrl = process.env.RELEASES_URL || undefined;
const databaseUrl = process.env.DATABASE_URL ?? '';
if (releasesUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'RELEASES_URL needs DATABASE_URL=postgres://…: the live pointer, its notifications and the publish lock are in PostgreSQL',
  );
  process.exit(2);
}
/** The object store as the releases' home, or undefined for RELEASES_DIR. */
const home = (): ReleaseHome | undefined =>
  releasesUrl
    ? storeHome({ releasesUrl, databaseUrl, followTimeoutMs: 30_000, env: process.env })
    : undefined;

if (values.list && releasesUrl) {
  const { Cluster, ReleaseStore, parseReleasesUrl, s3ClientFromEnv } = await import(
    '../server/src/index'
  );
  const { bucket, prefix } = parseReleasesUrl(releasesUrl);
  const store = new ReleaseStore({ client: s3ClientFromEnv(), bucket, prefix });
  const cluster = new Cluster(databaseUrl);
  try {
    await store.check();
    const live = await cluster.liveRelease();
    console.log(`releases in ${releasesUrl} (newest first):`);
    for (const id of (await store.listReleases()).reverse()) {
      const { info, files } = await store.readManifest(id);
      const bytes = Object.values(files).reduce((sum, file) => sum + file.size, 0);
      console.log(
        `${id === live ? '* live' : '      '}  ${id}  ${info.pages} pages, ${Object.keys(files).length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
      );
    }
    if (!live) console.log('(nothing published yet)');
    for (const instance of await cluster.instances()) {
      console.log(
        `instance ${instance.name}: serves ${instance.release}${instance.storeOk ? '' : ' (cannot reach the store)'} (seen ${instance.seenAt.toISOString()})`,
      );
    }
    for (const change of (await cluster.switches(5)).reverse()) {
      console.log(`switch: ${change.at.toISOString()} ${change.kind} -> ${change.release}`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  } finally {
    await cluster.close();
  }
  process.exit(0);
}

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
// With RELEASES_URL the parent holds the advisory lock of PostgreSQL: someone must hold it.
const heldByParent = async () => {
  if (!releasesUrl) return lockHolder(releasesDir) === process.ppid;
  const { Cluster } = await import('../server/src/index');
  const cluster = new Cluster(databaseUrl);
  try {
    return await cluster.publishLocked();
  } finally {
    await cluster.close();
  }
};
if (lockHeld && (values.rollback || !(await heldByParent()))) {
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
    ? await rollback({ releasesDir, trigger, to: positionals[0], echo, home: home(), ...mail })
    : await publish({
        releasesDir,
        checkout: process.cwd(),
        trigger,
        echo,
        lockHeld,
        home: home(),
        ...mail,
      });
  process.exit(attempt.result === 'ok' ? 0 : 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
