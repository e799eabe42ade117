/**
 * The webhook's default runner (docs/design.md#publishing-and-releases) against a real git host and
 * checkout: what the pushed commit's code gets from the server's environment; the pull inside the
 * publish lock.
 *
 * The checkout lives beside the repository (dist-* is git-ignored), so that its
 * `node --import tsx scripts/publish.ts` finds tsx in the repository's node_modules.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentRelease,
  listReleases,
  processAlive,
  readLastAttempt,
  readReleaseInfo,
  switchCurrent,
} from '../src/publish/releases';
import { gitPublishRunner } from '../src/publish/runner';
import { buildTestApp, freePort, git, SERVER_SECRETS, smtpCatcher, testConfig } from './helpers';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * A git host (a bare `origin`), an editor's clone that pushes to it, the server's checkout and
 * an empty releases folder. `files` are the first commit (e.g. the checkout's
 * scripts/publish.ts); the checkout is cloned before `push` adds more.
 */
function fakeHost(files: Record<string, string>) {
  const work = mkdtempSync(resolve('dist-test-runner-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const origin = join(work, 'origin');
  const editor = join(work, 'editor');
  const checkout = join(work, 'checkout');
  const releasesDir = join(work, 'releases');
  git(work, 'init', '-q', '--bare', '-b', 'main', origin);
  git(work, 'clone', '-q', origin, editor);
  git(editor, 'checkout', '-q', '-b', 'main');
  const push = (message: string, more: Record<string, string> = {}) => {
    for (const [path, text] of Object.entries(more)) {
      mkdirSync(join(editor, path, '..'), { recursive: true });
      writeFileSync(join(editor, path), text);
    }
    git(editor, 'add', '-A');
    git(editor, 'commit', '-q', '--allow-empty', '-m', message);
    git(editor, 'push', '-q', 'origin', 'main');
    return git(editor, 'rev-parse', 'HEAD');
  };
  push('first', files);
  git(work, 'clone', '-q', origin, checkout);
  return { work, checkout, releasesDir, push };
}

/**
 * The source of a script that runs `main(data)`: code written here (typed, linted) and pasted
 * into the checkout. `main` may use only its argument and globals (`process.getBuiltinModule`
 * for Node's modules).
 */
const script = <T>(main: (data: T) => void, data: T) =>
  `(${main.toString()})(${JSON.stringify(data)});\n`;

/** A logger that keeps the error lines. */
function testLog() {
  const errors: string[] = [];
  const log = {
    info: () => {},
    warn: () => {},
    error: (_fields: unknown, line: string) => errors.push(line),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** Sets process.env entries for one test (the server's environment, .env included). */
function withEnv(values: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  cleanups.push(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

const SECRETS = SERVER_SECRETS;

/**
 * The tests that wait for a publish's processes (git, the pushed publish script) to start, run
 * and stop: 7-13 s on a quiet machine, 32-38 s seen when other work shared its two cores.
 */
const SLOW_MS = 90_000;

describe('the environment of a webhook publish', () => {
  it('gives git and the pushed publish script the allow-list, never a secret', async () => {
    const host = fakeHost({
      // The pushed commit's CLI writes what it got (and the arguments it was given).
      'scripts/publish.ts': script(() => {
        const dump = { argv: process.argv.slice(2), env: process.env };
        const file = `${process.env.RELEASES_DIR}/cli-env.json`;
        process.getBuiltinModule('node:fs').writeFileSync(file, JSON.stringify(dump));
      }, null),
    });
    mkdirSync(host.releasesDir);
    // A hook of the checkout runs inside `git pull` (post-merge): it sees git's environment.
    const hook = join(host.checkout, '.git', 'hooks', 'post-merge');
    writeFileSync(hook, `#!/bin/sh\nenv > "${join(host.releasesDir, 'git-env.txt')}"\n`);
    chmodSync(hook, 0o755);
    host.push('new content');
    withEnv({
      ...SECRETS,
      VITE_ASSET_BASE_URL: 'https://cdn.example.com',
      LC_ALL: 'C.UTF-8',
      NODE_ENV: 'production',
      SSH_AUTH_SOCK: '/run/agent.sock',
    });
    const config = testConfig({
      PUBLISH_CHECKOUT: host.checkout,
      SITE_URL: 'https://www.example.com',
    });
    await gitPublishRunner(config, host.releasesDir, testLog().log)();

    const cli = JSON.parse(readFileSync(join(host.releasesDir, 'cli-env.json'), 'utf8')) as {
      argv: string[];
      env: Record<string, string>;
    };
    expect(cli.argv).toContain('--no-env-file');
    for (const name of Object.keys(SECRETS)) expect(cli.env[name], name).toBeUndefined();
    expect(cli.env).toMatchObject({
      PATH: process.env.PATH,
      SITE_URL: 'https://www.example.com',
      VITE_ASSET_BASE_URL: 'https://cdn.example.com',
      LC_ALL: 'C.UTF-8',
      NODE_ENV: 'production',
      RELEASES_DIR: host.releasesDir,
    });
    expect(cli.env.SSH_AUTH_SOCK).toBeUndefined();

    const gitEnv = readFileSync(join(host.releasesDir, 'git-env.txt'), 'utf8');
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(gitEnv, name).not.toContain(value);
    }
    expect(gitEnv).toContain('SSH_AUTH_SOCK=/run/agent.sock');
    expect(gitEnv).toContain('GIT_TERMINAL_PROMPT=0');
  });

  it('e-mails a failure the pushed publish script reported, since it has no SMTP_URL', async () => {
    // The CLI keeps the log and the failed attempt (as scripts/lib/publish.ts does) and exits 1.
    const host = fakeHost({
      'scripts/publish.ts': script(() => {
        const fs = process.getBuiltinModule('node:fs');
        const dir = process.env.RELEASES_DIR as string;
        const id = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-failed`;
        fs.mkdirSync(`${dir}/failed`, { recursive: true });
        fs.writeFileSync(`${dir}/failed/${id}.log`, 'en/pages/about.yaml: intro is empty\n');
        const attempt = {
          id,
          kind: 'publish',
          trigger: 'webhook',
          startedAt: new Date().toISOString(),
          result: 'failed',
          failedStep: 'content check',
          error: 'exited with 1',
          log: `failed/${id}.log`,
        };
        fs.writeFileSync(`${dir}/publish-state.json`, JSON.stringify({ lastAttempt: attempt }));
        process.exit(1);
      }, null),
    });
    mkdirSync(host.releasesDir);
    const port = await freePort();
    const smtp = smtpCatcher(port);
    await smtp.listen();
    cleanups.push(() => void smtp.close());
    const { log, errors } = testLog();
    const config = testConfig({
      PUBLISH_CHECKOUT: host.checkout,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLISH_NOTIFY_TO: 'web-team@retinova.example',
    });
    await gitPublishRunner(config, host.releasesDir, log)();
    expect(errors[0]).toBe('publish failed at content check: exited with 1');
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['web-team@retinova.example']);
    // Quoted-printable: undo the soft line breaks.
    const text = smtp.mails[0]?.body.replace(/=\r?\n/g, '');
    expect(text).toContain('Step: content check');
    expect(text).toContain('en/pages/about.yaml: intro is empty');
  });
});

const distDir = resolve(process.env.DIST_DIR ?? 'dist');

async function until(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A checkout whose `scripts/publish.ts` is this repository's real CLI (lock, commit label, smoke
 * check, switch) and whose build is a stand-in: it notes that it started and the `content.txt`
 * it sees, waits while the `gate` file exists, copies the built dist/ and puts the
 * `content.txt` it sees at the end into the release (what a real build would have compiled).
 */
function publishingHost() {
  const signals = mkdtempSync(resolve('dist-test-signals-'));
  cleanups.push(() => rmSync(signals, { recursive: true, force: true }));
  const gate = join(signals, 'gate');
  const host = fakeHost({
    'scripts/publish.ts': `import ${JSON.stringify(resolve('scripts/publish.ts'))};\n`,
    'scripts/check-content.ts': '',
    'scripts/build.ts': script(
      (data: { dist: string; gate: string; signals: string }) => {
        const fs = process.getBuiltinModule('node:fs');
        const out = process.env.DIST_DIR as string;
        fs.writeFileSync(`${data.signals}/started`, fs.readFileSync('content.txt', 'utf8'));
        const pause = new Int32Array(new SharedArrayBuffer(4));
        while (fs.existsSync(data.gate)) Atomics.wait(pause, 0, 0, 50);
        fs.cpSync(data.dist, out, {
          recursive: true,
          filter: (source: string) => !source.startsWith(`${data.dist}/ssr`),
        });
        fs.writeFileSync(`${out}/client/content.txt`, fs.readFileSync('content.txt', 'utf8'));
      },
      { dist: distDir, gate, signals },
    ),
    'content.txt': 'first',
  });
  return { ...host, gate, started: join(signals, 'started') };
}

describe('a webhook publish and the publish lock', () => {
  it('pulls only once the running publish is done; each release carries the commit it built', {
    timeout: SLOW_MS,
  }, async () => {
    const host = publishingHost();
    const config = testConfig({ PUBLISH_CHECKOUT: host.checkout });
    // Two publishers on one checkout and releases folder: a second server (or an `npm run
    // publish` by hand) and this one. Each takes the lock; only one may pull or build.
    const first = gitPublishRunner(config, host.releasesDir, testLog().log);
    const second = gitPublishRunner(config, host.releasesDir, testLog().log);

    const two = host.push('two', { 'content.txt': 'two' });
    writeFileSync(host.gate, '');
    const firstRun = first();
    await until(() => existsSync(host.started));
    expect(readFileSync(host.started, 'utf8')).toBe('two');

    // A push arrives while the first publish builds: its pull must wait.
    const three = host.push('three', { 'content.txt': 'three' });
    const secondRun = second();
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(git(host.checkout, 'rev-parse', 'HEAD')).toBe(two);
    } finally {
      // Also when it failed: nothing may still write into the folders being removed.
      rmSync(host.gate, { force: true });
      await Promise.all([firstRun, secondRun]);
    }
    const releases = listReleases(host.releasesDir).map((id) => ({
      commit: readReleaseInfo(host.releasesDir, id)?.commit,
      content: readFileSync(join(host.releasesDir, id, 'client', 'content.txt'), 'utf8'),
    }));
    expect(releases).toEqual([
      { commit: two, content: 'two' },
      { commit: three, content: 'three' },
    ]);
  });
});

/**
 * A checkout whose pushed CLI starts like the real one (attempt "running", its folders, one as
 * if renamed into place and waiting for the switch), then starts a build worker that holds the
 * output pipes (and, with `ignoreTerm`, ignores SIGTERM) and hangs.
 */
function stuckHost(ignoreTerm: boolean) {
  const signals = mkdtempSync(resolve('dist-test-signals-'));
  const pidFile = join(signals, 'worker.pid');
  cleanups.push(() => {
    // If the test failed, the worker may still run: it is this test's process to end.
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8'));
      if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(signals, { recursive: true, force: true });
  });
  const id = '20260101-000000-stuck00';
  const host = fakeHost({
    'scripts/publish.ts': script(
      (data: { id: string; pidFile: string; worker: string }) => {
        const fs = process.getBuiltinModule('node:fs');
        const { spawn } = process.getBuiltinModule('node:child_process');
        const dir = process.env.RELEASES_DIR as string;
        const attempt = {
          id: data.id,
          kind: 'publish',
          trigger: 'webhook',
          startedAt: new Date().toISOString(),
          result: 'running',
        };
        fs.writeFileSync(`${dir}/publish-state.json`, JSON.stringify({ lastAttempt: attempt }));
        fs.mkdirSync(`dist-publish-${data.id}/client`, { recursive: true });
        fs.mkdirSync(`${dir}/.incoming-${data.id}/client`, { recursive: true });
        fs.mkdirSync(`${dir}/${data.id}/client`, { recursive: true });
        const worker = spawn(process.execPath, ['-e', data.worker], { stdio: 'inherit' });
        fs.writeFileSync(data.pidFile, String(worker.pid));
        setInterval(() => {}, 1000);
      },
      {
        id,
        pidFile,
        worker: `${ignoreTerm ? "process.on('SIGTERM', () => {}); " : ''}setInterval(() => {}, 1000);`,
      },
    ),
  });
  mkdirSync(host.releasesDir);
  /** The worker's pid, once the CLI has started it. */
  const worker = async () => {
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '');
    return Number(readFileSync(pidFile, 'utf8'));
  };
  const halfBuilt = () =>
    [
      join(host.checkout, `dist-publish-${id}`),
      join(host.releasesDir, `.incoming-${id}`),
      join(host.releasesDir, id),
    ].filter((folder) => existsSync(folder));
  return { ...host, id, worker, halfBuilt };
}

describe('a webhook publish that takes too long', () => {
  it('is stopped with everything it started, and its half-built folders are removed', {
    timeout: SLOW_MS,
  }, async () => {
    const host = stuckHost(true);
    const { log, errors } = testLog();
    const config = testConfig({ PUBLISH_CHECKOUT: host.checkout });
    const started = Date.now();
    const runner = gitPublishRunner(config, host.releasesDir, log, {
      timeoutMs: 4000,
      killGraceMs: 500,
    });
    await runner();
    // Stopped at the time-out plus the grace period, although the worker ignores SIGTERM and
    // holds the output pipes open.
    expect(Date.now() - started).toBeLessThan(15_000);
    const worker = await host.worker();
    await until(() => !processAlive(worker), 2000);
    expect(host.halfBuilt()).toEqual([]);
    const attempt = readLastAttempt(host.releasesDir);
    expect(attempt).toMatchObject({ id: host.id, result: 'failed', failedStep: 'publish' });
    expect(attempt?.error).toBe('npm run publish stopped after 4 s');
    expect(errors).toContain('publish failed at publish: npm run publish stopped after 4 s');
    expect(existsSync(join(host.releasesDir, 'failed', `${host.id}.log`))).toBe(true);
  });

  it('is stopped the same way when the server closes', { timeout: SLOW_MS }, async () => {
    const host = stuckHost(false);
    // The server serves a release of this folder (a copy of the built dist/).
    const live = '20260101-000000-live000';
    cpSync(distDir, join(host.releasesDir, live), {
      recursive: true,
      filter: (source) => !source.startsWith(join(distDir, 'ssr')),
    });
    switchCurrent(host.releasesDir, live);
    const app = await buildTestApp({
      config: testConfig({
        PUBLISH_WEBHOOK_SECRET: 'secret',
        PUBLISH_CHECKOUT: host.checkout,
        RELEASES_DIR: host.releasesDir,
      }),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/publish',
      payload: JSON.stringify({ ref: 'refs/heads/main' }),
      headers: { 'content-type': 'application/json', 'x-gitlab-token': 'secret' },
    });
    expect(res.json()).toMatchObject({ data: { accepted: true } });
    const worker = await host.worker();
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(5000);
    await until(() => !processAlive(worker), 2000);
    expect(host.halfBuilt()).toEqual([]);
    expect(readLastAttempt(host.releasesDir)).toMatchObject({ id: host.id, result: 'failed' });
    expect(readLastAttempt(host.releasesDir)?.error).toBe(
      'npm run publish stopped: the server is closing',
    );
    expect(currentRelease(host.releasesDir)).toBe(live);
  });
});

describe('the logs of failed publishes', () => {
  it('keep the newest 20 after every failure, not only after a success', async () => {
    const host = fakeHost({});
    const failed = join(host.releasesDir, 'failed');
    mkdirSync(failed, { recursive: true });
    // 25 older failures (e.g. a branch that failed on every push for a day).
    const old = Array.from(
      { length: 25 },
      (_, n) => `20260101-0000${String(n).padStart(2, '0')}-pull.log`,
    );
    for (const log of old) writeFileSync(join(failed, log), 'failed\n');
    // The checkout is on another branch than PUBLISH_BRANCH: this attempt fails at the pull.
    git(host.checkout, 'checkout', '-q', '-b', 'elsewhere');
    const config = testConfig({ PUBLISH_CHECKOUT: host.checkout });
    await gitPublishRunner(config, host.releasesDir, testLog().log)();
    const attempt = readLastAttempt(host.releasesDir);
    expect(attempt).toMatchObject({ result: 'failed', failedStep: 'pull' });
    const kept = readdirSync(failed).sort();
    expect(kept).toHaveLength(20);
    expect(kept).toEqual([...old.slice(6), `${attempt?.id}.log`]);
  });

  it('keep one log per failed attempt, also for two in the same second', async () => {
    const host = fakeHost({});
    git(host.checkout, 'checkout', '-q', '-b', 'elsewhere');
    const config = testConfig({ PUBLISH_CHECKOUT: host.checkout });
    // Both attempts start at the same instant (only Date is frozen: git still runs).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00.250Z') });
    try {
      const ids: (string | undefined)[] = [];
      for (let n = 0; n < 2; n++) {
        await gitPublishRunner(config, host.releasesDir, testLog().log)();
        ids.push(readLastAttempt(host.releasesDir)?.id);
      }
      expect(new Set(ids).size).toBe(2);
      // Still named by their time first, so that they sort by age.
      for (const id of ids) expect(id).toMatch(/^20260101-000000-pull-[0-9a-f]{6}$/);
      const logs = readdirSync(join(host.releasesDir, 'failed')).sort();
      expect(logs).toEqual(ids.map((id) => `${id}.log`).sort());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a webhook publish of a commit that has a release', () => {
  it('builds nothing when the pulled commit is live, or was rolled back from', async () => {
    const host = fakeHost({
      // The pushed CLI only notes that it ran.
      'scripts/publish.ts': script(() => {
        const file = `${process.env.RELEASES_DIR}/cli-ran`;
        process.getBuiltinModule('node:fs').appendFileSync(file, 'ran\n');
      }, null),
    });
    const pushed = host.push('new content');
    /** A release folder of `commit` (what the CLI writes), made live when asked. */
    const release = (id: string, commit: string) => {
      mkdirSync(join(host.releasesDir, id, 'client'), { recursive: true });
      writeFileSync(join(host.releasesDir, id, 'release.json'), JSON.stringify({ id, commit }));
    };
    release('20260101-000000-older00', 'f'.repeat(40));
    release('20260102-000000-pushed0', pushed);
    switchCurrent(host.releasesDir, '20260102-000000-pushed0');
    const config = testConfig({ PUBLISH_CHECKOUT: host.checkout });
    const building: string[] = [];
    const run = () =>
      gitPublishRunner(
        config,
        host.releasesDir,
        testLog().log,
      )({
        building: (commit) => building.push(commit),
      });
    const ran = () => existsSync(join(host.releasesDir, 'cli-ran'));

    await run(); // a replay of the push after its publish
    expect(building).toEqual([pushed]);
    expect(ran()).toBe(false);
    // The operator rolled back; a replay must not publish the commit again.
    switchCurrent(host.releasesDir, '20260101-000000-older00');
    await run();
    expect(ran()).toBe(false);
    expect(currentRelease(host.releasesDir)).toBe('20260101-000000-older00');
    // A new commit publishes as usual.
    const next = host.push('newer content');
    await run();
    expect(building.at(-1)).toBe(next);
    expect(ran()).toBe(true);
  });
});
