/**
 * The start-up language check (docs/design.md#urls-and-languages). It runs as an inline script in
 * `<head>`, before the first paint, so it must be self-contained: no imports, no closures, plain
 * ES2015. The build inlines `LANGUAGE_CHECK_SCRIPT` and puts its sha256 in the CSP; the unit tests
 * call `languageCheck` with a fake window.
 *
 * - On a prefixed URL (`/zh-hant/…`, `/en/…`) the URL wins and its code is stored.
 * - On an unprefixed URL, a stored '2' or '3' sends the visitor to the prefixed URL.
 * - Inside a micro-frontend host it does nothing: the host owns the address bar.
 */
import { LANGUAGE_STORAGE_KEY, LOCALE_INFO, LOCALES } from './locales';

export interface LanguageCheckWindow {
  location: { pathname: string; search: string; hash: string; replace(url: string): void };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { documentElement: { style: { visibility: string } } };
  __POWERED_BY_QIANKUN__?: boolean;
}

/** What the check needs to know, passed in because an inline script cannot import it. */
export interface LanguageCheckConstants {
  /** The localStorage key of the chosen language (`LANGUAGE_STORAGE_KEY`). */
  key: string;
  /** Each prefixed language: its stored code and its URL prefix without the slash. */
  prefixed: { code: string; prefix: string }[];
}

/** The constants of the site's languages (locales.ts). */
export const LANGUAGE_CHECK_CONSTANTS: LanguageCheckConstants = {
  key: LANGUAGE_STORAGE_KEY,
  prefixed: LOCALES.filter((l) => LOCALE_INFO[l].prefix !== '').map((l) => ({
    code: LOCALE_INFO[l].code,
    prefix: LOCALE_INFO[l].prefix.slice(1),
  })),
};

export function languageCheck(w: LanguageCheckWindow, c: LanguageCheckConstants): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  try {
    if (w.__POWERED_BY_QIANKUN__) return;
    const path = w.location.pathname;
    const first = path.split('/')[1];
    for (const entry of c.prefixed) {
      if (entry.prefix === first) {
        w.localStorage.setItem(c.key, entry.code);
        return;
      }
    }
    const stored = w.localStorage.getItem(c.key);
    for (const entry of c.prefixed) {
      if (entry.code === stored) {
        // Hide the wrong language while the browser leaves for the right one.
        w.document.documentElement.style.visibility = 'hidden';
        const prefix = `/${entry.prefix}`;
        w.location.replace(
          prefix + (path === '/' ? '' : path) + w.location.search + w.location.hash,
        );
        return;
      }
    }
  } catch (_error) {
    // Storage can be disabled (private mode, policies): the URL's language then simply stands.
  }
}

/** The inline `<script>` body: calls the function above with the real window and the constants. */
export const LANGUAGE_CHECK_SCRIPT = `(${languageCheck.toString()})(window,${JSON.stringify(LANGUAGE_CHECK_CONSTANTS)});`;
