import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  reloadOnceForChunkError,
} from '../chunk-load';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('passes the module through', async () => {
    await expect(loadChunk('home', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('turns a failed import into a ChunkLoadError naming the chunk', async () => {
    const failure = loadChunk('about', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failure).rejects.toThrow('Loading chunk about failed');
    await failure.catch((error: unknown) => {
      expect(isChunkLoadError(error)).toBe(true);
      expect((error as Error).cause).toBeInstanceOf(TypeError);
    });
  });

  it('fails a chunk that has not arrived within the time-out', async () => {
    vi.useFakeTimers();
    const slow = loadChunk('story', () => new Promise(() => {}), 120_000);
    const assertion = expect(slow).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});

describe('reloadOnceForChunkError', () => {
  function target() {
    const storage = new Map<string, string>();
    let reloads = 0;
    return {
      get reloads() {
        return reloads;
      },
      storage,
      w: {
        sessionStorage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => {
            storage.set(k, v);
          },
        },
        location: {
          reload: () => {
            reloads += 1;
          },
        },
      },
    };
  }

  it('reloads once, then refuses within the guard window, then allows again later', () => {
    const t = target();
    expect(reloadOnceForChunkError(t.w, 1_000_000)).toBe(true);
    expect(t.reloads).toBe(1);
    expect(t.storage.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(t.w, 1_030_000)).toBe(false);
    expect(t.reloads).toBe(1);
    expect(reloadOnceForChunkError(t.w, 1_100_000)).toBe(true);
    expect(t.reloads).toBe(2);
  });

  it('does not reload when it cannot remember having reloaded', () => {
    const t = target();
    t.w.sessionStorage.setItem = () => {
      throw new Error('disabled');
    };
    expect(reloadOnceForChunkError(t.w)).toBe(false);
    expect(t.reloads).toBe(0);
  });
});
