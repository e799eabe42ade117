/**
 * Worker threads for the build's CPU-bound work (compressing) and for the work an uploaded file
 * decides (checking a PDF, reading its text), one per core (four at most) unless told: each task
 * goes to the thread with the fewest waiting, and is answered by its id. The thread's script is
 * plain JavaScript (a worker does not get the build's TypeScript loader); it answers each
 * `{ id, ...task }` message with `{ id, ...answer }`, and may send `{ id, progress }` messages
 * before it (an answer never has a `progress` key).
 *
 * A pool given a time limit sends a thread one task at a time, and stops a thread whose task
 * runs past it (terminate() ends even a loop that never yields). A task's time starts when its
 * thread is ready: a script that loads for a while (PDF.js, the TypeScript check) posts
 * `{ ready: true }` once it has (`announcesReady`), and its start has a time limit of its own,
 * the same; otherwise the time starts when the task is sent. One given `resourceLimits` has
 * its threads stopped by V8 at that heap size. Either way the task is refused with a
 * `TaskStopped` (what it sent as progress is the caller's to keep), the thread is replaced when
 * a task needs it, and the tasks behind it go on. Without a time limit tasks are queued on their
 * thread at once, so that a thread never waits for the main thread between two.
 *
 * Threads are started at the first task, and a thread with no task does not keep the process
 * alive: a pool left open (the editor's guard keeps one for its uploads) never holds up an exit.
 */
import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface ThreadPoolOptions {
  /** What each thread is started with (its script tells by it that it is one of the pool's). */
  workerData?: unknown;
  /** How many threads at most (default: one per core, four at most). */
  threads?: number;
  /** How long one task may run on its thread before the thread is stopped. */
  timeLimitMs?: number;
  /** Each thread's memory (worker_threads: `maxOldGenerationSizeMb` and the rest). */
  resourceLimits?: ResourceLimits;
  /** The script posts `{ ready: true }` once loaded: a task's time starts then. */
  announcesReady?: boolean;
}

export interface RunOptions {
  /** Called with each `progress` the thread sends for this task, in order. */
  onProgress?: (progress: unknown) => void;
}

/** A task stopped by the pool: it ran past the time limit, or its thread out of memory. */
export class TaskStopped extends Error {
  constructor(
    readonly reason: 'time' | 'memory',
    message: string,
  ) {
    super(message);
  }
}

interface Job<Task, Answer> extends RunOptions {
  id: number;
  task: Task;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Thread<Task, Answer> {
  worker: Worker;
  /** Tasks sent to it and not answered, oldest first: the first is the one running. */
  sent: Job<Task, Answer>[];
  timer?: NodeJS.Timeout;
  /** Its script has loaded (see `announcesReady`). */
  ready: boolean;
  /** Stopped or failed: its events no longer count. */
  retired: boolean;
}

export class ThreadPool<Task extends object, Answer extends object> {
  private readonly threads: Thread<Task, Answer>[] = [];
  /** Tasks not sent to a thread yet, in order. */
  private readonly backlog: Job<Task, Answer>[] = [];
  private readonly pending = new Map<number, Job<Task, Answer>>();
  private readonly count: number;
  /** How many tasks a thread is sent before its first is answered. */
  private readonly perThread: number;
  private nextId = 0;
  private closed = false;

  /** `name` says what failed when a thread does (e.g. "compressing"). */
  constructor(
    private readonly script: URL,
    private readonly name: string,
    private readonly options: ThreadPoolOptions = {},
  ) {
    this.count = options.threads ?? Math.max(1, Math.min(4, availableParallelism()));
    // A time limit is one task's: it starts when the task does, so the thread has no other.
    this.perThread = options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : 1;
  }

  /** Tasks sent and not answered yet, on all threads. */
  get waiting(): number {
    return this.pending.size;
  }

  /** The number of threads it runs at most. */
  get size(): number {
    return this.count;
  }

  /** Runs `task` on the least busy thread. */
  run(task: Task, options: RunOptions = {}): Promise<Answer> {
    if (this.closed) return Promise.reject(new Error(`The ${this.name} threads are stopped`));
    return new Promise<Answer>((resolve, reject) => {
      const job: Job<Task, Answer> = { id: this.nextId++, task, resolve, reject, ...options };
      this.pending.set(job.id, job);
      this.backlog.push(job);
      this.dispatch();
    });
  }

  /** Stops the threads; tasks not answered yet are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error(`The ${this.name} threads were stopped`);
    for (const job of this.pending.values()) job.reject(stopped);
    this.pending.clear();
    this.backlog.length = 0;
    const threads = this.threads.splice(0);
    for (const thread of threads) {
      thread.retired = true;
      clearTimeout(thread.timer);
    }
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }

  /** Sends waiting tasks to threads with room, starting threads up to the pool's size. */
  private dispatch() {
    while (this.backlog.length > 0) {
      let thread: Thread<Task, Answer> | undefined;
      for (const candidate of this.threads) {
        if (candidate.sent.length >= this.perThread) continue;
        if (!thread || candidate.sent.length < thread.sent.length) thread = candidate;
      }
      // A new thread rather than a queue behind a busy one.
      if (this.threads.length < this.count && (!thread || thread.sent.length > 0)) {
        thread = this.start();
      }
      if (!thread) return;
      const job = this.backlog.shift() as Job<Task, Answer>;
      thread.sent.push(job);
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, ...job.task });
      if (thread.sent.length === 1) this.startClock(thread);
    }
  }

  private start(): Thread<Task, Answer> {
    const { workerData, resourceLimits } = this.options;
    const thread: Thread<Task, Answer> = {
      worker: new Worker(this.script, { workerData, resourceLimits }),
      sent: [],
      ready: !this.options.announcesReady,
      retired: false,
    };
    this.threads.push(thread);
    thread.worker.on('message', (message: { id: number; progress?: unknown; ready?: true }) => {
      if (thread.retired) return;
      if (message.ready && message.id === undefined) {
        thread.ready = true;
        this.startClock(thread);
      } else {
        this.answered(thread, message);
      }
    });
    thread.worker.on('error', (error: Error & { code?: string }) => {
      this.fail(
        thread,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new TaskStopped('memory', `A ${this.name} thread ran out of memory`)
          : error,
      );
    });
    // A thread that ends by itself (killed, or its script returned) fails its task too.
    thread.worker.on('exit', (code) =>
      this.fail(thread, new Error(`A ${this.name} thread exited (code ${code})`)),
    );
    return thread;
  }

  /**
   * Starts the time limit of the thread's running task, if any: from now when the thread is
   * ready, else for its start (a thread that does not load in time fails its task too).
   */
  private startClock(thread: Thread<Task, Answer>) {
    clearTimeout(thread.timer);
    thread.timer = undefined;
    const limit = this.options.timeLimitMs;
    if (limit === undefined || thread.sent.length === 0) return;
    const what = thread.ready ? 'task ran' : 'thread took';
    thread.timer = setTimeout(
      () =>
        this.fail(
          thread,
          new TaskStopped('time', `A ${this.name} ${what} past ${limit / 1000} s and was stopped`),
        ),
      limit,
    );
  }

  private answered(thread: Thread<Task, Answer>, message: { id: number; progress?: unknown }) {
    const job = this.pending.get(message.id);
    if (!job) return;
    if ('progress' in message) {
      job.onProgress?.(message.progress);
      return;
    }
    const { id: _id, ...answer } = message;
    const at = thread.sent.indexOf(job);
    if (at >= 0) thread.sent.splice(at, 1);
    this.pending.delete(job.id);
    if (at === 0) this.startClock(thread);
    // An idle thread does not keep the process alive.
    if (thread.sent.length === 0) thread.worker.unref();
    job.resolve(answer as Answer);
    this.dispatch();
  }

  /**
   * A thread stopped (its task's time ran out) or failed (out of memory, an error, an exit):
   * its running task is refused with `error`, the thread is let go, and the tasks sent behind
   * the running one, which had not started, go to other threads.
   */
  private fail(thread: Thread<Task, Answer>, error: Error) {
    if (thread.retired) return;
    thread.retired = true;
    clearTimeout(thread.timer);
    void thread.worker.terminate();
    this.threads.splice(this.threads.indexOf(thread), 1);
    const [running, ...notStarted] = thread.sent;
    if (running) {
      this.pending.delete(running.id);
      running.reject(error);
    }
    this.backlog.unshift(...notStarted);
    if (!this.closed) this.dispatch();
  }
}
