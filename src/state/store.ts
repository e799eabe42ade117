import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, type PersistStorage, persist } from 'zustand/middleware';

/** localStorage key of the persisted client state (docs/spec.md#constants-and-figures). */
export const PERSIST_KEY = 'root';
/**
 * How long the app waits for rehydration before going on with defaults
 * (docs/spec.md#constants-and-figures).
 */
export const REHYDRATION_TIMEOUT_MS = 5000;

/** The flat interface flags of "Shared client state" in docs/spec.md#content-shapes. */
export interface Variables {
  /** Footer background: true = white, false = light grey. */
  footBg: boolean;
  /** The header is the transparent variant drawn over the Home hero. */
  isIndexHeader: boolean;
  /** The index header has turned solid (the page scrolled). Spelling as in the spec. */
  changgeIndexHeader: boolean;
}

export type ObjectCollection = Record<string, unknown>;

export interface SiteState {
  variables: Variables;
  objects: Record<string, ObjectCollection>;
  setVariable: <K extends keyof Variables>(key: K, value: Variables[K]) => void;
  /** Replaces the collection under `key`. */
  setObject: (key: string, value: ObjectCollection) => void;
  /** Merges `value` into the collection under `key` (creating it if missing). */
  mergeObject: (key: string, value: ObjectCollection) => void;
  /** Sets the three flags back to false (done on every page load). */
  resetFlags: () => void;
}

export const DEFAULT_VARIABLES: Variables = {
  footBg: false,
  isIndexHeader: false,
  changgeIndexHeader: false,
};

type PersistedState = Pick<SiteState, 'variables' | 'objects'>;
export type SiteStore = UseBoundStore<StoreApi<SiteState>> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean };
};

/**
 * Creates the store. Rehydration is explicit (`skipHydration`) so the app decides when persisted
 * state may appear: after the prerendered HTML is hydrated with the defaults.
 */
export function createSiteStore(storage?: PersistStorage<PersistedState>): SiteStore {
  return create<SiteState>()(
    persist(
      (set) => ({
        variables: { ...DEFAULT_VARIABLES },
        objects: {},
        setVariable: (key, value) =>
          set((state) => ({ variables: { ...state.variables, [key]: value } })),
        setObject: (key, value) =>
          set((state) => ({ objects: { ...state.objects, [key]: value } })),
        mergeObject: (key, value) =>
          set((state) => ({
            objects: { ...state.objects, [key]: { ...state.objects[key], ...value } },
          })),
        resetFlags: () => set({ variables: { ...DEFAULT_VARIABLES } }),
      }),
      {
        name: PERSIST_KEY,
        storage: storage ?? createJSONStorage<PersistedState>(() => localStorage),
        partialize: (state) => ({ variables: state.variables, objects: state.objects }),
        skipHydration: true,
      },
    ),
  ) as SiteStore;
}

/** The app's store. */
export const useSiteStore = createSiteStore();

/**
 * Rehydrates persisted state, giving up after `timeoutMs` (docs/spec.md#states: the app waits with
 * a 5000 ms time-out, then goes on with defaults). Resolves 'timed-out' after logging the
 * docs/spec.md#errors line.
 */
export async function rehydrateWithTimeout(
  store: Pick<SiteStore, 'persist'>,
  timeoutMs = REHYDRATION_TIMEOUT_MS,
): Promise<'hydrated' | 'timed-out' | 'failed'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`persist timed out for persist key "${PERSIST_KEY}"`);
      resolve('timed-out');
    }, timeoutMs);
  });
  const hydration = Promise.resolve()
    .then(() => store.persist.rehydrate())
    .then(
      () => 'hydrated' as const,
      (error: unknown) => {
        console.error('Could not restore the saved interface state; using defaults.', error);
        return 'failed' as const;
      },
    );
  try {
    return await Promise.race([hydration, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
