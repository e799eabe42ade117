/**
 * Care mode (长者模式, docs/design.md#care-mode): larger text, stronger contrast, no motion,
 * read-aloud. The choice is the `data-care` attribute of the document element, kept in localStorage
 * under its own key so it survives pages and visits. The inline start-up script (`careStart`) sets
 * the attribute before the first paint; the toggle changes both and tells its subscribers.
 *
 * The care-mode styles (`styles/care.css`) are a stylesheet of their own, not part of the CSS
 * inlined in every page: only care-mode visitors load it. The start-up script adds it as a
 * render-blocking link when it turns care mode on (the first paint is already large), and the
 * switch adds it when it is pointed at, focused or pressed.
 */
import { useSyncExternalStore } from 'react';
import careStylesUrl from '../styles/care.css?url';

/** localStorage key of the choice: '1' when on, absent when off. */
export const CARE_STORAGE_KEY = 'care';
/** Attribute on `<html>` that the care-mode styles select (`:root[data-care]`). */
export const CARE_ATTRIBUTE = 'data-care';

/** URL of the built care-mode stylesheet (hashed, under /assets/). */
export const CARE_STYLES_URL: string = careStylesUrl;

/** The care-mode stylesheet link, as far as care mode uses it. */
export interface CareStylesLink {
  rel: string;
  href: string;
  /** `blocking` tokens; absent in browsers that cannot hold the first paint for a stylesheet. */
  blocking?: { supports(token: string): boolean };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  setAttribute(name: string, value: string): void;
}

/** The parts of a document that care mode touches. */
export interface CareDocument {
  documentElement: {
    setAttribute(name: string, value: string): void;
    style: { visibility: string };
  };
  head: { appendChild(node: never): unknown };
  querySelector(selectors: string): unknown;
  createElement(tagName: 'link'): CareStylesLink;
}

export interface CareStartWindow {
  /** Set by qiankun on the sandbox window its host runs our page's inline scripts in. */
  __POWERED_BY_QIANKUN__?: boolean;
  localStorage: { getItem(key: string): string | null };
  document: CareDocument;
  setTimeout(handler: () => void, ms: number): unknown;
}

/**
 * How long, at most, a browser without `blocking="render"` keeps a care-mode page hidden while
 * its stylesheet loads (from the cache after the first page it takes no time).
 */
export const CARE_STYLES_WAIT_MS = 3000;

/**
 * Adds the care-mode stylesheet to the document once and returns its link (nothing when it was
 * there already). Added by the start-up script while the head is being parsed, it blocks the
 * first paint (`blocking="render"`: Chrome 105, Safari 18.2), so a care-mode visitor never sees
 * the small page first (`careStart` covers browsers without `blocking`). Added later (the switch,
 * the micro-frontend mount), the page stays as it is until the styles arrive. Stringified into
 * the start-up script with `careStart`, so it too must be self-contained. (No `document.write`
 * fallback: a link written from the inline script reads as a stylesheet of the page to qiankun's
 * HTML parser, which fetches it.)
 */
export function addCareStyles(d: CareDocument, href: string): CareStylesLink | undefined {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  if (d.querySelector('link[data-care-styles]')) return undefined;
  const link = d.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('blocking', 'render');
  link.setAttribute('data-care-styles', '');
  d.head.appendChild(link as never);
  return link;
}

/**
 * The start-up part of care mode. It runs inline in `<head>` before the first paint, so, like
 * `languageCheck`, it must be self-contained: no imports, no closures, plain ES2015. `add` is
 * `addCareStyles`, `wait` is `CARE_STYLES_WAIT_MS` and `key` is `CARE_STORAGE_KEY`, passed in
 * because the inline script cannot import them.
 */
export function careStart(
  w: CareStartWindow,
  href: string,
  add: typeof addCareStyles,
  wait: number,
  key: string,
): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  // In a micro-frontend host the page's inline scripts run when the app loads, and the host may
  // leave before it mounts (then no unmount takes the attribute off): only the mount applies it
  // (`applyStoredCareMode`).
  if (w.__POWERED_BY_QIANKUN__) return;
  try {
    if (w.localStorage.getItem(key) === '1') {
      const root = w.document.documentElement;
      root.setAttribute('data-care', '');
      const link = add(w.document, href);
      // A browser that cannot hold the first paint for the stylesheet (no `blocking`: Firefox,
      // Safari before 18.2) would show the page at its normal size first, then enlarge it under
      // the reader's eyes: the page stays hidden until the styles have arrived (or failed, or
      // `wait` ms have passed).
      // biome-ignore lint/complexity/useOptionalChain: plain ES2015 for old browsers, as above.
      if (link && !(link.blocking && link.blocking.supports('render'))) {
        root.style.visibility = 'hidden';
        const show = () => {
          root.style.visibility = '';
        };
        link.onload = show;
        link.onerror = show;
        w.setTimeout(show, wait);
      }
    }
  } catch (_error) {
    // Storage disabled: care mode can still be switched on for this page.
  }
}

/** The inline `<script>` body: calls `careStart` with the real window and the stylesheet. */
export function careStartScript(href: string): string {
  return `(${careStart.toString()})(window,${JSON.stringify(href)},${addCareStyles.toString()},${CARE_STYLES_WAIT_MS},${JSON.stringify(CARE_STORAGE_KEY)});`;
}

const listeners = new Set<() => void>();

/** Whether care mode is on in this document. */
export function isCareMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(CARE_ATTRIBUTE);
}

/**
 * Applies the stored choice where no start-up script ran: the micro-frontend mount. The host's
 * page is on screen already, so nothing is hidden while the styles load.
 */
export function applyStoredCareMode(w: CareStartWindow = window): void {
  try {
    if (w.localStorage.getItem(CARE_STORAGE_KEY) === '1') {
      w.document.documentElement.setAttribute(CARE_ATTRIBUTE, '');
      addCareStyles(w.document, CARE_STYLES_URL);
    }
  } catch (_error) {
    // Storage disabled: care mode can still be switched on for this page.
  }
}

/**
 * Takes the attribute and the stylesheet off again (the micro-frontend unmount: the host's page
 * stays as it was).
 */
export function detachCareMode(): void {
  document.documentElement.removeAttribute(CARE_ATTRIBUTE);
  document.querySelector('link[data-care-styles]')?.remove();
}

/**
 * Loads the care-mode stylesheet ahead of the switch (pointed at, touched or focused), so that
 * switching on changes the page at once. The styles select `:root[data-care]` only: until then
 * nothing changes.
 */
export function prepareCareMode(): void {
  addCareStyles(document, CARE_STYLES_URL);
}

/** Switches care mode on or off, remembers the choice, and tells the subscribers. */
export function setCareMode(on: boolean): void {
  // The styles apply as soon as their stylesheet has arrived (a first switch on this site: one
  // request; afterwards from the cache). Left in place when switched off: they select
  // `:root[data-care]` only.
  if (on) prepareCareMode();
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
