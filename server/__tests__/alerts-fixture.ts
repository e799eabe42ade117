/**
 * The set-up both alerts suites share (alerts.test.ts, alerts-hardening.test.ts): a build folder
 * of their own, a mail catcher for the suite, and apps on a fresh database or a shared one.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AlertDocument } from '../../shared/alerts';
import { openStore } from '../src/store';
import { buildTestApp, type Caught, freePort, smtpCatcher, testConfig } from './helpers';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');

/** The documents of the test build. */
export const builtDocuments = JSON.parse(
  readFileSync(join(distDir, 'alert-documents.json'), 'utf8'),
) as AlertDocument[];

/** A build folder of its own: the real client/ and manifest, and a list of documents to change. */
export function buildFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'retinova-alerts-'));
  symlinkSync(join(distDir, 'client'), join(dir, 'client'));
  symlinkSync(join(distDir, 'site-manifest.json'), join(dir, 'site-manifest.json'));
  const release = (documents: AlertDocument[]) =>
    writeFileSync(join(dir, 'alert-documents.json'), JSON.stringify(documents));
  release(builtDocuments);
  return { dir, release, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until `check` holds (10 s at most). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Time for the outbox to send what it would (to tell that it sent nothing more). */
export const settle = () => new Promise((r) => setTimeout(r, 400));

export interface StartOptions {
  /** Another app's database (a second instance); default: a fresh one. */
  databaseUrl?: string;
  /** Another app's build folder; default: one of its own. */
  folder?: ReturnType<typeof buildFolder>;
  /** Where the app logs (level info); default: nowhere. */
  log?: Writable;
  /** Another mail server; default: the suite's catcher. */
  smtpPort?: number;
}

/**
 * Called inside a suite: the suite's mail catcher (`mails`, emptied after each test) and `start`,
 * an app with alerts (`env` over `defaults`) mailing it. What `cleanup` holds (each app and
 * folder is added) runs after each test, last first.
 */
export function alertsFixture(url: () => Promise<string>, defaults: Record<string, string> = {}) {
  const mails: Caught[] = [];
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  let smtp: ReturnType<typeof smtpCatcher>;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = smtpCatcher(smtpPort, { mails });
    await smtp.listen();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    mails.length = 0;
  });

  async function start(env: Record<string, string> = {}, options: StartOptions = {}) {
    const folder = options.folder ?? buildFolder();
    if (!options.folder) cleanup.push(folder.remove);
    const databaseUrl = options.databaseUrl ?? (await url());
    const config = testConfig({
      DIST_DIR: folder.dir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort ?? smtpPort}`,
      ALERT_FROM: 'ir@retinova.example',
      ALERT_RATE_PER_MINUTE: '60000',
      ...defaults,
      ...env,
    });
    // Each app has its own connection; the database (and so every row) may be another's.
    const store = await openStore(config.DATABASE_URL);
    const app = await buildTestApp({
      config,
      store,
      alertMail: { pollMs: 50, baseDelayMs: 50, maxDelayMs: 200 },
      ...(options.log ? { logger: { level: 'info', stream: options.log } } : {}),
    });
    cleanup.push(() => app.close());
    return { app, store, folder, databaseUrl };
  }

  return { mails, cleanup, start };
}
