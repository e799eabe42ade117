/**
 * Several instances, one site (decision 0022): releases in an S3-protocol store (s3rver on
 * loopback stands in for OSS, COS, S3 or MinIO), the live pointer, its notifications, the
 * publish lock, the "went live" record and the limits in PostgreSQL. Two server processes and a
 * publisher, as in production: every publish and rollback reaches both, no request fails while
 * they switch, an instance that was down serves the newest release when it starts, a store that
 * goes away leaves them serving, and one client spread over both meets the contact limit once.
 *
 * A release is a copy of the built dist/ with a marked page and asset (as publish.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, rollback } from '../../scripts/lib/publish';
import { storeHome } from '../../scripts/lib/release-home';
import { Cluster } from '../src/publish/cluster';
import {
  copyBuild,
  freePort,
  freshPostgresUrl,
  markerOf,
  type S3rverServer,
  startS3rver,
  visitors,
} from './helpers';

const quiet = () => {};

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const databaseUrl = await freshPostgresUrl();
const work = mkdtempSync(join(tmpdir(), 'retinova-cluster-'));
let s3: S3rverServer | undefined;
let s3Port = 0;
const startStore = async () => {
  s3 = await startS3rver(join(work, 's3'), s3Port);
  s3Port = s3.port;
};
const storeEnv = () => ({
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  RELEASES_URL: 's3://site/retinova',
});

/** One instance: `npm start`'s server, with the environment a fresh machine would have. */
class Instance {
  process: ChildProcess | undefined;
  output = '';
  base = '';
  constructor(readonly name: string) {}
  async start() {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.output = '';
    this.process = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        ...storeEnv(),
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        // Both instances share one cache folder, as two processes of one machine do.
        RELEASES_CACHE_DIR: join(work, 'cache'),
        RELEASE_POLL_MS: '500',
        INSTANCE_NAME: this.name,
        CONTACT_RATE_PER_MINUTE: '4',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (d: Buffer) => {
      this.output += d;
    };
    this.process.stdout?.on('data', collect);
    this.process.stderr?.on('data', collect);
    // A fresh instance fetches the whole release first (thousands of files from s3rver): on a
    // busy 2-core machine that can take a minute or more.
    await until(
      () => this.output.includes('Server listening') || this.process?.exitCode !== null,
      180_000,
    );
    if (this.process.exitCode !== null) throw new Error(`${this.name} exited:\n${this.output}`);
  }
  async stop() {
    if (this.process && this.process.exitCode === null && this.process.signalCode === null) {
      const exited = once(this.process, 'exit');
      this.process.kill('SIGTERM');
      const stuck = setTimeout(() => this.process?.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stuck);
    }
  }
  async marker() {
    return markerOf(
      await (await fetch(`${this.base}/en/about`, { signal: AbortSignal.timeout(10_000) })).text(),
    );
  }
  async health() {
    return (await (
      await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(10_000) })
    ).json()) as {
      data: { release: string; store: string };
    };
  }
}

const a = new Instance('a');
const b = new Instance('b');
const releasesDir = join(work, 'publisher');
const home = () =>
  storeHome({
    releasesUrl: storeEnv().RELEASES_URL,
    databaseUrl: databaseUrl as string,
    followTimeoutMs: 10_000,
    env: { ...process.env, ...storeEnv() },
  });
const publishAs = (marker: string, extra: Partial<Parameters<typeof publish>[0]> = {}) =>
  publish({
    releasesDir,
    // Its own folder, not this checkout: publish.test.ts, running beside it, checks the
    // checkout holds no build folder of its own.
    checkout: work,
    echo: quiet,
    log: quiet,
    home: home(),
    steps: [copyBuild(marker)],
    ...extra,
  });

describe.runIf(databaseUrl)('two instances following releases in object storage', () => {
  beforeAll(async () => {
    await startStore();
    expect((await publishAs('r1')).result).toBe('ok');
    // One after the other: the second finds the release in the cache they share.
    await a.start();
    await b.start();
  }, 420_000);

  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('serves the live release on both, with no build or checkout of their own', async () => {
    expect(await a.marker()).toBe('r1');
    expect(await b.marker()).toBe('r1');
    const health = await a.health();
    expect(health.data.store).toBe('ok');
    expect(health.data.release).toMatch(/^\d{8}-\d{6}-/);
  });

  it('brings a publish to both under load, without one failed request', async () => {
    const load = visitors({ bases: [a.base, b.base], paths: ['/en/about'], connections: 12 });
    await new Promise((r) => setTimeout(r, 300));
    const attempt = await publishAs('r2');
    expect(attempt.result).toBe('ok');
    // How soon is BENCHMARKS' business (`npm run bench:publish -- --cluster`); here: it arrives.
    await until(async () => (await a.marker()) === 'r2' && (await b.marker()) === 'r2', 20_000);
    await new Promise((r) => setTimeout(r, 300));
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(load.requests).toBeGreaterThan(50);
    expect((await b.health()).data.release).toBe(attempt.release);
  }, 120_000);

  it('uploads only what changed, and records when each document first went live', async () => {
    const lines: string[] = [];
    const attempt = await publishAs('r3', { echo: (chunk) => lines.push(chunk) });
    expect(attempt.result).toBe('ok');
    // The marked page (and its two copies), the marked asset, the release's own record, its
    // list of published files: a handful of files, not the whole build.
    const uploaded = /uploaded (\d+) of (\d+) files/.exec(lines.join(''));
    expect(Number(uploaded?.[1])).toBeGreaterThan(0);
    expect(Number(uploaded?.[1])).toBeLessThanOrEqual(8);
    expect(Number(uploaded?.[2])).toBeGreaterThan(500);
    // Announced before the switch: both fetched it then, and loaded it at the switch.
    expect(lines.join('')).toContain(
      `2 of 2 instances fetched ${attempt.release} ahead of the switch`,
    );
    const eventsOf = (instance: Instance) =>
      instance.output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes(attempt.release as string))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
    await until(() => [a, b].every((instance) => eventsOf(instance).includes('release loaded')));
    for (const instance of [a, b]) {
      const events = eventsOf(instance);
      expect(events).toContain('release fetched ahead of its switch');
      expect(events.indexOf('release fetched ahead of its switch')).toBeLessThan(
        events.indexOf('release loaded'),
      );
    }
    const cluster = new Cluster(databaseUrl as string);
    try {
      const wentLive = await cluster.wentLive();
      // Every document's PDF went live with the first release, once.
      expect(wentLive.length).toBeGreaterThan(0);
      expect(new Set(wentLive.map((f) => f.url)).size).toBe(wentLive.length);
      const switches = await cluster.switches();
      expect(switches[0]).toMatchObject({ release: attempt.release, kind: 'publish' });
    } finally {
      await cluster.close();
    }
  }, 60_000);

  it('brings a rollback to both', async () => {
    const attempt = await rollback({ releasesDir, echo: quiet, log: quiet, home: home() });
    expect(attempt.result).toBe('ok');
    await until(async () => (await a.marker()) === 'r2' && (await b.marker()) === 'r2', 20_000);
  }, 30_000);

  it('starts an instance that was down during a publish on the newest release', async () => {
    await b.stop();
    expect((await publishAs('r4')).result).toBe('ok');
    await until(async () => (await a.marker()) === 'r4', 20_000);
    await b.start();
    expect(await b.marker()).toBe('r4');
  }, 240_000);

  it('meets the contact limit once for one client spread over two instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { base } = i % 2 ? b : a;
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Test Person',
          phone: '13800138000',
          email: 'person@example.com',
          appeal: 'Cooperation',
          suggest: 'A question about screening in our clinics.',
          language_type: 2,
        }),
      });
      statuses.push(res.status);
    }
    // CONTACT_RATE_PER_MINUTE=4 for the client, wherever its requests land.
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('refuses a publish into a missing bucket or with wrong keys, saying so, changing nothing', async () => {
    const live = (await a.health()).data.release;
    for (const [env, message] of [
      [{ RELEASES_URL: 's3://no-such-bucket/retinova' }, /bucket no-such-bucket does not exist/],
      [{ AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'wrong' }, /refused the access keys/],
    ] as const) {
      const attempt = await publish({
        releasesDir,
        // Its own folder, not this checkout: publish.test.ts, running beside it, checks the
        // checkout holds no build folder of its own.
        checkout: work,
        echo: quiet,
        log: quiet,
        steps: [copyBuild('refused')],
        home: storeHome({
          releasesUrl: env.RELEASES_URL ?? storeEnv().RELEASES_URL,
          databaseUrl: databaseUrl as string,
          followTimeoutMs: 1000,
          env: { ...process.env, ...storeEnv(), ...env },
        }),
      }).catch((error: Error) => ({ result: 'failed', error: error.message }));
      expect(attempt.result).toBe('failed');
      expect(attempt.error).toMatch(message);
    }
    expect((await a.health()).data.release).toBe(live);
    expect(await a.marker()).toBe('r4');
  }, 60_000);

  it('keeps both instances serving when the store goes away, and says so', async () => {
    await s3?.close();
    try {
      await until(async () => (await a.health()).data.store === 'unreachable', 10_000);
      await until(async () => (await b.health()).data.store === 'unreachable', 10_000);
      expect(await a.marker()).toBe('r4');
      expect(await b.marker()).toBe('r4');
      expect(a.output).toContain('cannot follow the live release');
    } finally {
      await startStore();
    }
    await until(async () => (await a.health()).data.store === 'ok', 10_000);
  }, 60_000);
});
