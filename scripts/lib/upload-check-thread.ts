/**
 * The upload policy's whole-file checks in Node (a PDF's: shared/pdf-check.ts), on a thread of
 * their own within a time and a memory limit (issue 60): the editor's guard runs in the process
 * of the site's server (`npm run cms`), whose event loop must not parse an upload, and a file
 * may cost far more than its size. The check bounds what pdf-lib inflates itself; the thread's
 * limits cover the rest (a parse that is slow or large within that budget): a file over either
 * is refused as too complex (`OVER_BOUNDS`), never half-checked.
 *
 * One thread, started at the first file and kept (it does not keep the process alive when idle,
 * lib/thread-pool.ts): the guard checks one upload at a time, the build one file after another.
 */
import type { UploadKindName, UploadRefusal, WholeFileCheck } from '../../shared/uploads';
import { TaskStopped, ThreadPool } from './thread-pool';

/**
 * How long one file's check may take, from when its thread has loaded (a clean 47 MB report:
 * about 0.5 s); the thread's start has as long again.
 */
export const CHECK_TIME_LIMIT_MS = 30_000;
/** The checking thread's heap (checking that report, the whole process peaks at about 310 MB). */
export const CHECK_MEMORY_MB = 512;

/** What a kind answers when its check ran past the thread's time or memory. */
const OVER_BOUNDS: Partial<Record<UploadKindName, UploadRefusal>> = { pdf: 'pdfTooComplex' };

type Task = { kind: UploadKindName; bytes: Uint8Array };
type Answer = { refusal?: UploadRefusal; error?: string };

export interface UploadCheckThread {
  check: WholeFileCheck;
  close(): Promise<void>;
}

/** A checking thread with these limits (tests give smaller ones). */
export function uploadCheckThread({
  timeLimitMs = CHECK_TIME_LIMIT_MS,
  memoryMb = CHECK_MEMORY_MB,
} = {}): UploadCheckThread {
  let pool: ThreadPool<Task, Answer> | undefined;
  return {
    check: async (kind, bytes) => {
      pool ??= new ThreadPool(
        new URL('./upload-check-worker.mjs', import.meta.url),
        'upload check',
        {
          workerData: 'upload-check',
          threads: 1,
          timeLimitMs,
          announcesReady: true,
          // The young generation bounded too: with the old one alone, a check that ran into its
          // limit sometimes took the whole process down (V8's "FATAL ERROR: Reached heap limit",
          // 1 run in 6 of upload-check-thread.test.ts on Node 24) instead of the thread.
          resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 },
        },
      );
      let answer: Answer;
      try {
        answer = await pool.run({ kind, bytes });
      } catch (error) {
        const refusal = OVER_BOUNDS[kind];
        if (error instanceof TaskStopped && refusal) return refusal;
        throw error;
      }
      if (answer.error !== undefined) throw new Error(`The ${kind} check failed: ${answer.error}`);
      return answer.refusal;
    },
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
  };
}

/** The process's checking thread (the guard's and the build's). */
const shared = uploadCheckThread();

/** Runs a kind's whole-file check on the process's checking thread. */
export const checkOnThread: WholeFileCheck = (kind, bytes) => shared.check(kind, bytes);
