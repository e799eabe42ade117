/** Events that show a visitor is about to follow a link: pointing, touching, focusing. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

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
 * Instant navigation (docs/design.md#budgets): when the visitor points at, touches or focuses a
 * link to another page of the site, `prefetch` loads that page's code, content and data (into the
 * page cache the next render reads, see src/app/routes.tsx). Once per address; a failed fetch costs
 * nothing (the click loads it again and the chunk-failure recovery still applies).
 * Returns the function that stops listening.
 */
export function installIntentPrefetch(prefetch: (url: URL) => Promise<unknown>): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!prefetchAllowed(connection)) return () => {};
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const url = linkTarget(event.target);
    if (!url) return;
    const key = url.pathname + url.search;
    if (key === window.location.pathname + window.location.search || done.has(key)) return;
    done.add(key);
    Promise.resolve()
      .then(() => prefetch(url))
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
