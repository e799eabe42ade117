/**
 * The start-up language check (docs/design.md §3). It runs as an inline script in `<head>`, before the
 * first paint, so it must be self-contained: no imports, no closures, plain ES2015. The build
 * inlines `LANGUAGE_CHECK_SCRIPT` and puts its sha256 in the CSP; the unit tests call
 * `languageCheck` with a fake window.
 *
 * - On a prefixed URL (`/zh-hant/…`, `/en/…`) the URL wins and its code is stored.
 * - On an unprefixed URL, a stored '2' or '3' sends the visitor to the prefixed URL.
 * - Inside a micro-frontend host it does nothing: the host owns the address bar.
 */
export interface LanguageCheckWindow {
  location: { pathname: string; search: string; hash: string; replace(url: string): void };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { documentElement: { style: { visibility: string } } };
  __POWERED_BY_QIANKUN__?: boolean;
}

export function languageCheck(w: LanguageCheckWindow): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  try {
    if (w.__POWERED_BY_QIANKUN__) return;
    const path = w.location.pathname;
    const match = /^\/(zh-hant|en)(\/|$)/.exec(path);
    if (match) {
      w.localStorage.setItem('i18n', match[1] === 'en' ? '3' : '2');
      return;
    }
    const stored = w.localStorage.getItem('i18n');
    if (stored === '2' || stored === '3') {
      // Hide the wrong language while the browser leaves for the right one.
      w.document.documentElement.style.visibility = 'hidden';
      const prefix = stored === '2' ? '/zh-hant' : '/en';
      w.location.replace(prefix + (path === '/' ? '' : path) + w.location.search + w.location.hash);
    }
  } catch (_error) {
    // Storage can be disabled (private mode, policies): the URL's language then simply stands.
  }
}

/** The inline `<script>` body: calls the function above with the real window. */
export const LANGUAGE_CHECK_SCRIPT = `(${languageCheck.toString()})(window);`;
