import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import { clearNewList, NEW_LIST_KEY } from '../menu-navigation';
import { createSiteStore, PERSIST_KEY, rehydrateWithTimeout } from '../store';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const storeWith = (storage: Storage) => createSiteStore(createJSONStorage(() => storage));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('site store', () => {
  it('sets variables and persists them under "root"', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    store.getState().setVariable('footBg', true);
    expect(store.getState().variables).toEqual({
      footBg: true,
      isIndexHeader: false,
      changgeIndexHeader: false,
    });
    const saved = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}');
    expect(saved.state.variables.footBg).toBe(true);
  });

  it('sets and merges keyed objects', () => {
    const store = storeWith(new MemoryStorage());
    store.getState().setObject('filters', { year: 2024 });
    store.getState().mergeObject('filters', { page: 2 });
    store.getState().mergeObject('fresh', { a: 1 });
    expect(store.getState().objects).toEqual({ filters: { year: 2024, page: 2 }, fresh: { a: 1 } });
    store.getState().setObject('filters', { only: true });
    expect(store.getState().objects.filters).toEqual({ only: true });
  });

  it('restores saved state on rehydration, and resetFlags clears the three flags', async () => {
    const storage = new MemoryStorage();
    storeWith(storage).getState().setVariable('isIndexHeader', true);
    storeWith(storage).getState().setObject('k', { v: 1 });
    const later = storeWith(storage);
    expect(later.getState().variables.isIndexHeader).toBe(false);
    await expect(rehydrateWithTimeout(later)).resolves.toBe('hydrated');
    expect(later.getState().objects.k).toEqual({ v: 1 });
    later.getState().resetFlags();
    expect(later.getState().variables).toEqual({
      footBg: false,
      isIndexHeader: false,
      changgeIndexHeader: false,
    });
    expect(later.getState().objects.k).toEqual({ v: 1 });
  });

  it('gives up after the time-out with the SPEC log line and keeps defaults', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const never = createSiteStore({
      getItem: () => new Promise(() => {}),
      setItem: () => {},
      removeItem: () => {},
    });
    const result = rehydrateWithTimeout(never, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('timed-out');
    expect(warn).toHaveBeenCalledWith('persist timed out for persist key "root"');
    expect(never.getState().variables.footBg).toBe(false);
  });

  it('goes on with defaults when the saved state cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new MemoryStorage();
    broken.setItem(PERSIST_KEY, '{not json');
    const store = storeWith(broken);
    const result = await rehydrateWithTimeout(store, 1000);
    expect(['hydrated', 'failed']).toContain(result);
    expect(store.getState().variables.isIndexHeader).toBe(false);
  });
});

describe('clearNewList', () => {
  it('removes sessionStorage.newList', () => {
    const storage = new MemoryStorage();
    storage.setItem(NEW_LIST_KEY, '[1,2]');
    storage.setItem('other', 'kept');
    clearNewList(storage);
    expect(storage.getItem(NEW_LIST_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });
});
