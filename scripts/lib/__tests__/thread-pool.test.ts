/**
 * The build's worker threads (lib/thread-pool.ts) with a script of the test's own
 * (fixtures/pool-worker.mjs): answers by id, progress, and the limits of issue 60 (a task past
 * its time or its thread's memory is stopped, the thread replaced, the other tasks answered).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TaskStopped, ThreadPool } from '../thread-pool';

const SCRIPT = new URL('./fixtures/pool-worker.mjs', import.meta.url);
type Task = { op: 'echo' | 'progress' | 'wait' | 'spin' | 'grow'; value?: number };
type Answer = { value?: number; threadId: number };

const pool = (options: ConstructorParameters<typeof ThreadPool>[2] = {}) =>
  new ThreadPool<Task, Answer>(SCRIPT, 'test', { workerData: 'pool-test', ...options });

describe('the build’s thread pool', { timeout: 30_000 }, () => {
  it('answers each task by its id on threads up to its size, with its progress in order', async () => {
    const threads = pool({ threads: 2 });
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4].map((value) => threads.run({ op: 'echo', value })),
      );
      expect(answers.map((a) => a.value)).toEqual([1, 2, 3, 4]);
      expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
      const progress: unknown[] = [];
      const answer = await threads.run(
        { op: 'progress', value: 3 },
        { onProgress: (n) => progress.push(n) },
      );
      expect(answer.value).toBe(3);
      expect(progress).toEqual([0, 1, 2]);
    } finally {
      await threads.close();
    }
  });

  it('stops a task past its time limit, and answers the tasks behind it on a new thread', async () => {
    const threads = pool({ threads: 1, timeLimitMs: 1000 });
    try {
      const first = await threads.run({ op: 'echo', value: 0 });
      const started = Date.now();
      const stuck = threads.run({ op: 'spin' });
      const behind = [1, 2, 3].map((value) => threads.run({ op: 'echo', value }));
      const error = await stuck.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskStopped);
      expect((error as TaskStopped).reason).toBe('time');
      expect(Date.now() - started).toBeLessThan(5000);
      const answers = await Promise.all(behind);
      expect(answers.map((a) => a.value)).toEqual([1, 2, 3]);
      // A new thread: the stuck one was stopped.
      expect(answers[0]?.threadId).not.toBe(first.threadId);
      expect(threads.waiting).toBe(0);
      // Each task has its own time: these took the new thread's start, and none was stopped.
      expect((await threads.run({ op: 'echo', value: 4 })).value).toBe(4);
    } finally {
      await threads.close();
    }
  });

  it('starts a task’s time when its thread says it is ready, its start timed on its own', async () => {
    // A start of 600 ms and a task of 600 ms, each within the 1 s limit, together over it.
    const slow = pool({
      threads: 1,
      timeLimitMs: 1000,
      announcesReady: true,
      workerData: { slowStart: 600 },
    });
    try {
      expect((await slow.run({ op: 'wait', value: 600 })).value).toBe(600);
    } finally {
      await slow.close();
    }
    // A start past the limit fails its task as one past its time.
    const stuck = pool({
      threads: 1,
      timeLimitMs: 300,
      announcesReady: true,
      workerData: { slowStart: 5000 },
    });
    try {
      const error = await stuck.run({ op: 'echo', value: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskStopped);
      expect((error as TaskStopped).message).toMatch(/thread took past 0\.3 s/);
    } finally {
      await stuck.close();
    }
  });

  it('stops a thread that runs out of memory, refusing its task only', async () => {
    const threads = pool({ threads: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    try {
      const grown = threads.run({ op: 'grow' });
      const next = threads.run({ op: 'echo', value: 7 });
      const error = await grown.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskStopped);
      expect((error as TaskStopped).reason).toBe('memory');
      expect((await next).value).toBe(7);
    } finally {
      await threads.close();
    }
  });

  it('refuses the tasks not answered when closed', async () => {
    const threads = pool({ threads: 1 });
    const stuck = threads.run({ op: 'spin' }).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await threads.close();
    expect(await stuck).toMatch(/stopped/);
    await expect(threads.run({ op: 'echo', value: 1 })).rejects.toThrow(/stopped/);
  });

  it('does not keep the process alive once its threads are idle', () => {
    // A process that runs one task and never closes the pool (as the editor's guard does).
    const dir = mkdtempSync(join(tmpdir(), 'retinova-pool-'));
    try {
      const script = join(dir, 'idle.mts');
      writeFileSync(
        script,
        `import { ThreadPool } from ${JSON.stringify(fileURLToPath(new URL('../thread-pool.ts', import.meta.url)))};
const threads = new ThreadPool(new URL(${JSON.stringify(SCRIPT.href)}), 'test', { workerData: 'pool-test' });
console.log(JSON.stringify(await threads.run({ op: 'echo', value: 5 })));\n`,
      );
      const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(JSON.parse(output).value).toBe(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
