/**
 * Care mode (长者模式, DESIGN §11): larger text, stronger contrast, no motion, read-aloud. The
 * choice is the `data-care` attribute of the document element, kept in localStorage under its
 * own key so it survives pages and visits. The inline start-up script (`careStart`) sets the
 * attribute before the first paint; the toggle changes both and tells its subscribers.
 */
import { useSyncExternalStore } from 'react';

/** localStorage key of the choice: '1' when on, absent when off. */
export const CARE_STORAGE_KEY = 'care';
/** Attribute on `<html>` that the care-mode styles select (`:root[data-care]`). */
export const CARE_ATTRIBUTE = 'data-care';

export interface CareStartWindow {
  /** Set by qiankun on the sandbox window its host runs our page's inline scripts in. */
  __POWERED_BY_QIANKUN__?: boolean;
  localStorage: { getItem(key: string): string | null };
  document: { documentElement: { setAttribute(name: string, value: string): void } };
}

/**
 * The start-up part of care mode. It runs inline in `<head>` before the first paint, so, like
 * `languageCheck`, it must be self-contained: no imports, no closures, plain ES2015.
 */
export function careStart(w: CareStartWindow, mounting?: boolean): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  // In a micro-frontend host the page's inline scripts run when the app loads, and the host may
  // leave before it mounts (then no unmount takes the attribute off): only the mount applies it.
  if (w.__POWERED_BY_QIANKUN__ && !mounting) return;
  try {
    if (w.localStorage.getItem('care') === '1') {
      w.document.documentElement.setAttribute('data-care', '');
    }
  } catch (_error) {
    // Storage disabled: care mode can still be switched on for this page.
  }
}

/** The inline `<script>` body: calls the function above with the real window. */
export const CARE_START_SCRIPT = `(${careStart.toString()})(window);`;

const listeners = new Set<() => void>();

/** Whether care mode is on in this document. */
export function isCareMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(CARE_ATTRIBUTE);
}

/** Applies the stored choice (the micro-frontend mount, where no start-up script ran). */
export function applyStoredCareMode(): void {
  if (typeof window !== 'undefined') careStart(window, true);
}

/** Takes the attribute off again (the micro-frontend unmount: the host's page stays as it was). */
export function detachCareMode(): void {
  document.documentElement.removeAttribute(CARE_ATTRIBUTE);
}

/** Switches care mode on or off, remembers the choice, and tells the subscribers. */
export function setCareMode(on: boolean): void {
  document.documentElement.toggleAttribute(CARE_ATTRIBUTE, on);
  try {
    if (on) localStorage.setItem(CARE_STORAGE_KEY, '1');
    else localStorage.removeItem(CARE_STORAGE_KEY);
  } catch (_error) {
    // Storage disabled: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Care mode as React state. The prerendered HTML is the normal mode (`false` on the server and
 * during hydration); the stored choice shows right after, while the attribute set by the
 * start-up script has already styled the first paint.
 */
export function useCareMode(): boolean {
  return useSyncExternalStore(subscribe, isCareMode, () => false);
}
