/**
 * What `npm run publish` hands to the checkout's build (docs/design.md#publishing-and-releases):
 * the build is the pushed commit's code, so it gets an allow-listed environment, never the secrets
 * the CLI read from .env or the server's environment.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_SECRETS } from '../../../server/__tests__/helpers';
import { checkoutBuildSteps, commandStep, Output, publish } from '../publish';

/** What a server's environment (and .env) holds: none of it may reach the build. */
const SECRETS = SERVER_SECRETS;
/** What the build needs. */
const ALLOWED = {
  SITE_URL: 'https://www.example.com',
  VITE_ASSET_BASE_URL: 'https://cdn.example.com',
  NODE_ENV: 'production',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TMPDIR: '/tmp',
};

let checkout: string;
const saved: Record<string, string | undefined> = {};
beforeEach(() => {
  // Beside the repository, so `node --import tsx` in the checkout finds tsx.
  checkout = mkdtempSync(resolve('dist-test-build-env-'));
  mkdirSync(join(checkout, 'scripts'));
  // Both steps print the environment they were given.
  for (const script of ['check-content.ts', 'build.ts']) {
    writeFileSync(
      join(checkout, 'scripts', script),
      "console.log('ENV', JSON.stringify(process.env));\n",
    );
  }
  for (const [name, value] of Object.entries({ ...SECRETS, ...ALLOWED })) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(checkout, { recursive: true, force: true });
});

describe('the environment of npm run publish and its build', () => {
  it('gets PATH, HOME, SITE_URL, VITE_*, locale and its folder, and no secret', async () => {
    const steps = checkoutBuildSteps(checkout);
    expect(steps.map((step) => step.name)).toEqual(['content check', 'build']);
    const dir = join(checkout, 'dist-publish-x');
    for (const step of steps) {
      const output = new Output();
      await step.run(dir, output);
      const line = output.text.split('\n').find((l) => l.startsWith('ENV '));
      const env = JSON.parse(line?.slice(4) ?? '{}') as Record<string, string>;
      for (const name of Object.keys(SECRETS)) {
        expect(env[name], `${step.name}: ${name}`).toBeUndefined();
      }
      expect(env, step.name).toMatchObject({ ...ALLOWED, PATH: process.env.PATH });
      if (process.env.HOME) expect(env.HOME).toBe(process.env.HOME);
      expect(env.DIST_DIR).toBe(step.name === 'build' ? dir : undefined);
      expect(JSON.stringify(env)).not.toMatch(/password|secret/);
    }
  }, 30_000);

  // Each test here starts `npm run publish` as a process: seconds on a busy machine.
  it('reads no .env when the webhook starts it with --no-env-file', () => {
    writeFileSync(join(checkout, '.env'), `RELEASES_DIR=${join(checkout, 'from-env-file')}\n`);
    const list = (...args: string[]) =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', resolve('scripts/publish.ts'), '--list', ...args],
        // Without the variables of this test (and of the machine) that .env would set.
        { cwd: checkout, encoding: 'utf8', env: { PATH: process.env.PATH } },
      );
    expect(list()).toContain(`releases in ${join(checkout, 'from-env-file')}`);
    expect(list('--no-env-file')).toContain(`releases in ${join(checkout, 'releases')}`);
  }, 30_000);

  it('refuses --lock-held-by-parent when its parent does not hold the publish lock', () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', resolve('scripts/publish.ts'), '--lock-held-by-parent'],
        {
          cwd: checkout,
          encoding: 'utf8',
          stdio: 'pipe',
          env: { PATH: process.env.PATH, RELEASES_DIR: join(checkout, 'releases') },
        },
      );
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(2);
    expect(failure?.stderr).toContain('is held by nobody, not by the parent process');
  }, 30_000);
});

describe('a failed npm run publish', () => {
  it('keeps the newest 20 failure logs, not only after a success', async () => {
    const releasesDir = join(checkout, 'releases');
    const failed = join(releasesDir, 'failed');
    mkdirSync(failed, { recursive: true });
    const old = Array.from(
      { length: 25 },
      (_, n) => `20260101-0000${String(n).padStart(2, '0')}-x.log`,
    );
    for (const log of old) writeFileSync(join(failed, log), 'failed\n');
    const attempt = await publish({
      releasesDir,
      checkout,
      log: () => {},
      steps: [commandStep('content check', checkout, [process.execPath, '-e', 'process.exit(1)'])],
    });
    expect(attempt).toMatchObject({ result: 'failed', failedStep: 'content check' });
    expect(readdirSync(failed).sort()).toEqual([...old.slice(6), `${attempt.id}.log`]);
  });
});
