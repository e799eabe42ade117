/**
 * One publish at a time, and a burst of pushes coalesces: a request while a publish runs marks
 * one more run (which pulls everything pushed meanwhile); further requests join that mark.
 */
export interface PublishQueue {
  /** `started` now, `queued` to run after the current one, or `coalesced` into a queued run. */
  request(): 'started' | 'queued' | 'coalesced';
  /** Forgets the queued run: the running one publishes what it was queued for after all. */
  cancelQueued(): void;
  readonly running: boolean;
  readonly pending: boolean;
  /** Resolves when nothing runs or waits (tests, shutdown). */
  idle(): Promise<void>;
}

export function createPublishQueue(
  run: () => Promise<void>,
  onError: (error: unknown) => void,
): PublishQueue {
  let running: Promise<void> | undefined;
  let pending = false;

  function start() {
    running = (async () => {
      do {
        pending = false;
        try {
          await run();
        } catch (error) {
          onError(error);
        }
      } while (pending);
      running = undefined;
    })();
  }

  return {
    request() {
      if (!running) {
        start();
        return 'started';
      }
      if (pending) return 'coalesced';
      pending = true;
      return 'queued';
    },
    cancelQueued() {
      pending = false;
    },
    get running() {
      return running !== undefined;
    },
    get pending() {
      return pending;
    },
    async idle() {
      while (running) await running;
    },
  };
}
