/**
 * `npm run publish`'s time limit (issue 60): a build that runs past it is stopped and the attempt
 * fails as any failed build does (the live release unchanged, the log kept, the failure
 * reported), so a publish never hangs and never holds the publish lock for good.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandStep, PUBLISH_TIME_LIMIT_MS, publish } from '../publish';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'retinova-publish-limit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a publish past its time limit', { timeout: 30_000 }, () => {
  it('stops the build running, fails the attempt and lets the next publish in', async () => {
    expect(PUBLISH_TIME_LIMIT_MS).toBe(40 * 60_000);
    const releasesDir = join(dir, 'releases');
    const logged: string[] = [];
    // A build that never ends: it prints its process id, then waits.
    const hanging = commandStep('build', dir, [
      process.execPath,
      '-e',
      "console.log('pid', process.pid); setInterval(() => {}, 1000);",
    ]);
    const started = Date.now();
    const attempt = await publish({
      releasesDir,
      checkout: dir,
      steps: [hanging],
      timeLimitMs: 1500,
      log: (line) => logged.push(line),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(attempt).toMatchObject({ result: 'failed', failedStep: 'build' });
    expect(attempt.error).toMatch(/time limit/);
    expect(logged.join('\n')).toMatch(/build/);
    // The failure's log names why, and the build's process is gone.
    const [log] = readdirSync(join(releasesDir, 'failed'));
    const text = readFileSync(join(releasesDir, 'failed', log ?? ''), 'utf8');
    expect(text).toMatch(/time limit of 0\.025 min/);
    const pid = Number(/pid (\d+)/.exec(text)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('dist-publish-'))).toEqual([]);
    expect(existsSync(join(releasesDir, 'current'))).toBe(false);
    // The lock is free: the next publish runs (and fails at once, on its own).
    const next = await publish({
      releasesDir,
      checkout: dir,
      steps: [commandStep('build', dir, [process.execPath, '-e', 'process.exit(3)'])],
      log: () => {},
    });
    expect(next).toMatchObject({ result: 'failed', error: 'exited with 3' });
  });
});
