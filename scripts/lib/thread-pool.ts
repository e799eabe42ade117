/**
 * Worker threads for the build's CPU-bound work (compressing, reading PDFs' text), one per core
 * (four at most): each task goes to the thread with the fewest waiting, and is answered by its
 * id. The thread's script is plain JavaScript (a worker does not get the build's TypeScript
 * loader); it answers each `{ id, ...task }` message with `{ id, ...answer }`.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Pending<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

export class ThreadPool<Task extends object, Answer extends object> {
  private readonly threads: { worker: Worker; queued: number }[];
  private readonly pending = new Map<number, Pending<Answer>>();
  private nextId = 0;

  /** `name` says what failed when a thread does (e.g. "compressing"). */
  constructor(script: URL, name: string, workerData?: unknown) {
    const count = Math.max(1, Math.min(4, availableParallelism()));
    this.threads = Array.from({ length: count }, () => {
      const thread = { worker: new Worker(script, { workerData }), queued: 0 };
      thread.worker.on('message', ({ id, ...answer }: { id: number }) => {
        thread.queued--;
        this.pending.get(id)?.resolve(answer as Answer);
        this.pending.delete(id);
      });
      const fail = (error: Error) => {
        for (const task of this.pending.values()) task.reject(error);
        this.pending.clear();
      };
      thread.worker.on('error', fail);
      // A thread that ends with tasks in its queue (out of memory, killed) fails them rather than
      // leaving them waiting.
      thread.worker.on('exit', (code) => {
        if (thread.queued > 0) fail(new Error(`A ${name} thread exited (code ${code})`));
      });
      return thread;
    });
  }

  /** Tasks sent and not answered yet, on all threads. */
  get waiting(): number {
    return this.pending.size;
  }

  /** The number of threads. */
  get size(): number {
    return this.threads.length;
  }

  /** Runs `task` on the least busy thread. */
  run(task: Task): Promise<Answer> {
    const thread = this.threads.reduce((a, b) => (b.queued < a.queued ? b : a));
    const id = this.nextId++;
    thread.queued++;
    const answer = new Promise<Answer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    thread.worker.postMessage({ id, ...task });
    return answer;
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }
}
