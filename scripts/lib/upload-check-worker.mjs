/**
 * A thread of lib/upload-check-thread.ts: runs an upload kind's whole-file check of
 * shared/uploads.ts (a PDF's, shared/pdf-check.ts) on bytes the main thread sends.
 *
 * The check is TypeScript the editor's browser bundle shares, and a worker thread gets neither
 * the loader `tsx` gave the main thread nor vitest's: this plain script loads it through tsx's
 * own API (`tsImport`, the loader for this import only), the same under `npm run cms`, the build
 * and the tests. Starting costs about half a second (pdf-lib and the transform, cached by tsx),
 * once per thread, which the check's time limit does not count.
 *
 * A task: { id, kind, bytes }. The answer: { id, refusal } (undefined when the file may be
 * uploaded) or { id, error }. Once loaded the thread says so: { ready: true }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Only on a thread the pool started (not on a test runner's own worker threads).
if (workerData === 'upload-check') {
  const { UPLOAD_KINDS } = await tsImport('../../shared/uploads.ts', import.meta.url);
  parentPort?.on('message', async ({ id, kind, bytes }) => {
    try {
      parentPort?.postMessage({ id, refusal: await UPLOAD_KINDS[kind].checkWhole(bytes) });
    } catch (error) {
      parentPort?.postMessage({ id, error: String(error) });
    }
  });
  // The check is loaded: a file's time starts now (lib/thread-pool.ts, `announcesReady`).
  parentPort?.postMessage({ ready: true });
}
