import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer/site-footer';
import { SiteHeader } from '../components/layout/site-header/site-header';
import { Button } from '../components/ui/button';
import { BOOT_ERROR_ID } from '../lib/chunk-load';
import { documentTitle } from './head';
import type { PageHandle } from './routes';
import { useSite } from './site-context';

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** SPEC §2: the page scrolls to the top on load and whenever the location changes. */
function useScrollToTopOnNavigation() {
  const { pathname, search } = useLocation();
  useBrowserLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** The handle of the page route being shown. */
function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  return matches.map((m) => m.handle as PageHandle | undefined).findLast(Boolean);
}

/** Keeps `document.title` in step with the page after client-side navigation. */
function useDocumentTitle(handle: PageHandle | undefined) {
  const { site } = useSite();
  useEffect(() => {
    if (handle) document.title = documentTitle(handle.pageId, handle.meta, site);
  }, [handle, site]);
}

/** Marks the document once React has taken over the prerendered HTML (tests wait for it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * Prerendered, hidden notice that the start-up code shows (without React) when the page's
 * scripts cannot load even after one reload; see `showBootError` in entry-client.
 */
function BootError() {
  const { site } = useSite();
  return (
    <div id={BOOT_ERROR_ID} className="boot-error" role="alert" hidden>
      <p>
        <strong>{site.ui.chunkError.title}</strong> {site.ui.chunkError.body}
      </p>
      <Button>{site.ui.chunkError.retry}</Button>
    </div>
  );
}

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  const { site, locale } = useSite();
  const handle = usePageHandle();
  useScrollToTopOnNavigation();
  useDocumentTitle(handle);
  useHydratedMarker();
  return (
    <>
      <BootError />
      <a className="skip-link" href="#main">
        {site.ui.skipToContent}
      </a>
      <SiteHeader chrome={site.chrome} locale={locale} isHome={handle?.pageId === 'home'} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter chrome={site.chrome} companyName={site.companyName} />
    </>
  );
}
