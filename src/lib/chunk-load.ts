/** docs/spec.md#calls: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** sessionStorage key remembering that we already reloaded once for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this window is not answered with another reload (no loops). */
const RELOAD_GUARD_MS = 60_000;

/**
 * A script or stylesheet chunk that failed to load (docs/spec.md#errors: "Loading chunk {id}
 * failed").
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunkId: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

/** Loads a chunk with the spec's time-out; any failure becomes a `ChunkLoadError` naming it. */
export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, { cause }));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

interface ReloadTarget {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: { reload(): void };
}

/**
 * After a deploy the old chunk names are gone: reload once to fetch the new build. Returns false
 * (and does nothing) when a reload for a chunk failure already happened in the last minute.
 */
export function reloadOnceForChunkError(w: ReloadTarget = window, now = Date.now()): boolean {
  try {
    const last = Number(w.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    w.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch (_error) {
    // Without session storage we cannot guard against a loop, so we do not reload at all.
    return false;
  }
  w.location.reload();
  return true;
}

/** id of the prerendered start-up error notice. */
export const BOOT_ERROR_ID = 'boot-error';

/** Clears the reload guard and reloads: the notice's retry button. */
export function retryAfterChunkError(
  w: ReloadTarget & { sessionStorage: Pick<Storage, 'removeItem'> } = window,
) {
  try {
    w.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch (_error) {
    // Nothing to clear.
  }
  w.location.reload();
}

/**
 * Shows the prerendered notice when the app could not start (React is not running, so this is
 * plain DOM). Returns false when the page has no notice to show.
 */
export function showBootError(doc: Document = document): boolean {
  const notice = doc.getElementById(BOOT_ERROR_ID);
  if (!notice) return false;
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener('click', () => retryAfterChunkError());
  return true;
}
