import { useEffect, useLayoutEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { PAGE_IDS, PAGES } from '../config/paths';
import { SITE } from '../config/site';
import { BOOT_ERROR_ID } from '../lib/chunk-load';
import { clearNewList } from '../state/menu-navigation';
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

/** Keeps `document.title` in step with the page after client-side navigation. */
function useDocumentTitle() {
  const { site } = useSite();
  const matches = useMatches();
  const handle = matches.map((m) => m.handle as PageHandle | undefined).findLast(Boolean);
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
      <button type="button" className="button">
        {site.ui.chunkError.retry}
      </button>
    </div>
  );
}

/** The frame of every page: skip link, header, main content, footer. */
export function RootLayout() {
  const { site } = useSite();
  useScrollToTopOnNavigation();
  useDocumentTitle();
  useHydratedMarker();
  return (
    <>
      <BootError />
      <a className="skip-link" href="#main">
        {site.ui.skipToContent}
      </a>
      <header className="site-header">
        <Link to={PAGES.home.path} className="brand" onClick={() => clearNewList()}>
          {site.companyName}
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={site.ui.siteNavigation}>
          <ul>
            {PAGE_IDS.filter((id) => id !== 'responsibility-details').map((id) => (
              <li key={id}>
                <Link to={PAGES[id].path} onClick={() => clearNewList()}>
                  {site.pageNames[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {SITE.foundedYear}–
          {/* The build year may differ from the visitor's year; the browser's value wins. */}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.companyName} ·{' '}
          {SITE.stockCode} · {SITE.hotline}
        </p>
      </footer>
    </>
  );
}
