import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, onTestFinished } from 'vitest';
import type { BuildStep } from '../../scripts/lib/publish';
import { type AppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** An S3-protocol server on loopback (s3rver, in a process of its own: s3rver-process.mjs). */
export interface S3rverServer {
  port: number;
  endpoint: string;
  close(): Promise<void>;
}

/** Starts s3rver on `port` (0: a free one) with `bucket`, keeping its objects in `directory`. */
export async function startS3rver(
  directory: string,
  port = 0,
  bucket = 'site',
): Promise<S3rverServer> {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url)),
      directory,
      String(port),
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const listening = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return {
    port: listening,
    endpoint: `http://127.0.0.1:${listening}`,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(stuck);
    },
  };
}

/** The entry script of a prerendered page: the first of its chunk list (`#page-chunks`). */
export function entryScriptOf(html: string): string | undefined {
  return /<script type="application\/json" id="page-chunks">\["(\/assets\/[^"]+\.js)"/.exec(
    html,
  )?.[1];
}

/** A pino destination that keeps the lines, parsed. */
export function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** A fresh SQLite file in the temp folder. */
export function tempSqliteUrl(): string {
  return `sqlite:${join(tmpdir(), `retinova-test-${process.pid}-${randomBytes(4).toString('hex')}.db`)}`;
}

/** Server configuration for tests: quiet, on a free loopback port, a fresh database. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: tempSqliteUrl(),
    ...env,
  });
}

/** The apps buildTestApp made that are not closed yet. */
const openApps = new Set<FastifyInstance>();
// Whatever a test file left open is closed after its tests (each file has its own module).
afterAll(async () => {
  await Promise.all([...openApps].map((app) => app.close()));
});

/**
 * The app as the server tests build it: `testConfig(env)` unless a `config` is given. Closed
 * automatically: after its test when a test builds it, else (a `beforeAll`) after the file's
 * tests; closing it earlier is fine.
 */
export async function buildTestApp(
  options: Partial<AppOptions> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const app = await buildApp({ ...rest, config: rest.config ?? testConfig(env) });
  openApps.add(app);
  app.addHook('onClose', async () => {
    openApps.delete(app);
  });
  try {
    onTestFinished(async () => {
      if (openApps.has(app)) await app.close();
    });
  } catch {
    // Not inside a test: the file's afterAll above closes it.
  }
  return app;
}

/** Whether the PostgreSQL suites run: `describe.runIf(postgresAvailable)`. */
export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

/**
 * PostgreSQL for tests: `TEST_DATABASE_URL` (set by .ci/run, which installs and starts a
 * server). Each call creates its own schema so test files can run in parallel.
 */
export async function freshPostgresUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * A suite on each database the store supports: SQLite always, PostgreSQL when
 * `postgresAvailable` (.ci/run always provides it; a developer machine may not have one), else
 * skipped as a whole. `%s` in `title` is the database's kind; `url` gives a fresh database (a file, or a schema of its own).
 */
export function describeEachDatabase(
  title: string,
  body: (kind: 'sqlite' | 'postgres', url: () => Promise<string>) => void,
) {
  describe(title.replace('%s', 'sqlite'), () => body('sqlite', async () => tempSqliteUrl()));
  describe.runIf(postgresAvailable)(title.replace('%s', 'postgres'), () =>
    body('postgres', async () => (await freshPostgresUrl()) as string),
  );
}

/** A loopback port that was free a moment ago (for servers the tests start themselves). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface FakeWechatOptions {
  expiresIn?: number;
  delayMs?: number;
  tokenError?: boolean;
}

/** A fake WeChat API on loopback that counts its calls. */
export async function fakeWechat(options: FakeWechatOptions = {}) {
  const calls = { token: 0, ticket: 0 };
  const state = { ...options };
  const api = Fastify();
  api.get('/cgi-bin/token', async (request) => {
    calls.token += 1;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    const q = request.query as Record<string, string>;
    if (state.tokenError || q.secret !== 'secret')
      return { errcode: 40001, errmsg: 'invalid credential' };
    return { access_token: `token-${calls.token}`, expires_in: state.expiresIn ?? 7200 };
  });
  api.get('/cgi-bin/ticket/getticket', async (request) => {
    calls.ticket += 1;
    const q = request.query as Record<string, string>;
    return {
      errcode: 0,
      errmsg: 'ok',
      ticket: `ticket-for-${q.access_token}`,
      expires_in: state.expiresIn ?? 7200,
    };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return { calls, state, base: `http://127.0.0.1:${port}`, close: () => api.close() };
}

export interface Caught {
  to: string[];
  body: string;
}

/**
 * An in-process SMTP catcher on a loopback port: keeps each e-mail in `mails` (a given array, or
 * its own), or answers it with the error `refuse` returns (a mail server refusing a message).
 */
export function smtpCatcher(
  port: number,
  { mails = [], refuse }: { mails?: Caught[]; refuse?: (mail: Caught) => Error | undefined } = {},
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), body };
        const refused = refuse?.(mail);
        if (refused) return callback(refused);
        mails.push(mail);
        callback();
      });
    },
  });
  return {
    mails,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs git in `cwd` as a test author (no global git identity needed); returns its output. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  }).trim();

/** What a server's environment (and .env) may hold: none of it may reach a publish's build. */
export const SERVER_SECRETS = {
  SMTP_URL: 'smtp://user:smtp-password@mail.example.com:587',
  CMS_OAUTH_CLIENT_SECRET: 'oauth-secret',
  WECHAT_APP_SECRET: 'wechat-secret',
  DATABASE_URL: 'postgres://site:db-password@db/site',
  PUBLISH_WEBHOOK_SECRET: 'webhook-secret',
  CONTACT_NOTIFY_TO: 'sales@example.com',
  AWS_SECRET_ACCESS_KEY: 'anything-else-from-the-server',
};

/** The page `copyBuild` marks. */
export const MARKED_PAGE = 'en/about/index.html';

/**
 * A build step for publishing tests: copies the built dist/ (without its renderer, ssr/) and
 * marks /en/about and one asset with `marker`, so a test can tell releases apart by their pages
 * and their hashed assets. `change` may alter the copy's client/ folder further.
 */
export function copyBuild(marker: string, change?: (client: string) => void): BuildStep {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  return {
    name: 'build',
    async run(dir) {
      cpSync(distDir, dir, {
        recursive: true,
        filter: (source) => !source.startsWith(join(distDir, 'ssr')),
      });
      const client = join(dir, 'client');
      writeFileSync(join(client, `assets/marker-${marker}.js`), `/* ${marker} */\n`);
      const path = join(client, MARKED_PAGE);
      const html = readFileSync(path, 'utf8').replace(
        '</head>',
        `<meta name="release" content="${marker}"><script type="module" src="/assets/marker-${marker}.js"></script></head>`,
      );
      writeFileSync(path, html);
      writeFileSync(`${path}.gz`, gzipSync(html));
      writeFileSync(`${path}.br`, brotliCompressSync(html));
      change?.(client);
    },
  };
}

/** The release a page marked by `copyBuild` came from. */
export const markerOf = (html: string) => /<meta name="release" content="([^"]+)">/.exec(html)?.[1];

/**
 * Visitors during a switch: `connections` loops asking `paths` of the servers at `bases` in turn
 * (and every `/assets/` script each page names, plus `alsoFetch`), until `stop()`. Counts the
 * requests; records every failure (a status other than 200, a refused connection, the marked page
 * without its release marker) and the markers the marked page came with.
 */
export function visitors({
  bases,
  paths,
  connections,
  alsoFetch = [],
}: {
  bases: string[];
  paths: string[];
  connections: number;
  alsoFetch?: string[];
}) {
  const seen = new Set<string>();
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const markedPath = `/${MARKED_PAGE.replace(/\/index\.html$/, '')}`;
  const loop = async (n: number) => {
    for (let i = n; running; i++) {
      const base = bases[i % bases.length] as string;
      const path = paths[Math.floor(i / bases.length) % paths.length] as string;
      try {
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'br, gzip' } });
        const html = await res.text();
        requests += 1;
        if (res.status !== 200) failures.push(`${base}${path}: ${res.status}`);
        if (path === markedPath) {
          const marker = markerOf(html);
          if (!marker) failures.push(`${base}${path}: no release marker`);
          else seen.add(marker);
        }
        // The page's own assets must be there, whichever release answered.
        const assets = [...html.matchAll(/src="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
        for (const asset of [...assets, ...alsoFetch]) {
          const got = await fetch(base + asset);
          await got.arrayBuffer();
          requests += 1;
          if (got.status !== 200) failures.push(`${base}${asset} after ${path}: ${got.status}`);
        }
      } catch (error) {
        failures.push(`${base}${path}: ${(error as Error).message}`);
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, n) => loop(n));
  return {
    seen,
    failures,
    get requests() {
      return requests;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
