/** Events that show a visitor is about to follow a link: pointing, touching, focusing. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The JSON data block of a page that opens as a document of its own (the search page): the URLs
 * that another page's intent to open it fetches ahead (scripts/lib/prerender/search-preloads.ts).
 */
export const PAGE_WARM_ID = 'page-warm';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on a metered or very slow connection (docs/design.md#budgets). */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The same-origin address of the site a link points at, or undefined. */
function linkTarget(target: EventTarget | null): URL | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

/**
 * The same-origin page a GET form opens (the header's and the drawer's search), or undefined. A
 * form is submitted as a document load, never a client navigation.
 */
function formTarget(target: EventTarget | null): URL | undefined {
  const form = target instanceof Element ? target.closest('form') : null;
  if (!(form instanceof HTMLFormElement) || form.method !== 'get' || !form.getAttribute('action'))
    return undefined;
  const url = new URL(form.action, window.location.href);
  url.search = '';
  return url.origin === window.location.origin ? url : undefined;
}

/** The URLs a page's HTML lists to fetch ahead (its `#page-warm` block), or none. */
export function warmList(html: string): string[] {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_WARM_ID}">([^<]*)</script>`,
  ).exec(html);
  return warmListOf(block?.[1]);
}

/** The URLs of a `#page-warm` block's text (this document's: `getElementById`), or none. */
export function warmListOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const list: unknown = JSON.parse(text);
  return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
}

/**
 * Warms a page that opens as a document: fetches its HTML and prefetches what it lists
 * (`#page-warm`: the search page's code, Pagefind's script, WebAssembly, entry and meta files,
 * and the index of its language while that is small), into the HTTP cache, at the lowest
 * priority. The files under /assets/ are cached for a year, so the page finds them without
 * asking the server again; its HTML is fetched anew (its address carries the query).
 */
async function warmDocument(url: URL): Promise<void> {
  const response = await fetch(url.pathname, { credentials: 'same-origin', priority: 'low' });
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
  for (const href of warmList(await response.text())) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Instant navigation (docs/design.md#budgets): when the visitor points at, touches or focuses a
 * link to another page of the site, `prefetch` loads that page's code, content and data (into the
 * page cache the next render reads, see src/app/routes.tsx). When they point at, touch or focus
 * a search form (the header's, the drawer's), the page it opens is warmed (warmDocument). Once
 * per address; a failed fetch costs nothing (the click loads it again and the chunk-failure
 * recovery still applies). Returns the function that stops listening.
 */
export function installIntentPrefetch(prefetch: (url: URL) => Promise<unknown>): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!prefetchAllowed(connection)) return () => {};
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = linkTarget(event.target);
    const form = link ? undefined : formTarget(event.target);
    const url = link ?? form;
    if (!url) return;
    const key = url.pathname + url.search;
    const here = form
      ? window.location.pathname
      : window.location.pathname + window.location.search;
    if (key === here || done.has(key)) return;
    done.add(key);
    Promise.resolve()
      .then(() => (form ? warmDocument(form) : prefetch(url)))
      .catch(() => done.delete(key));
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) {
      document.removeEventListener(type, onIntent, { capture: true });
    }
  };
}
