import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PdfInWechat } from '../components/documents/pdf-in-wechat';
import { CareModeReadAloud } from '../components/layout/care-mode/care-mode-read-aloud';
import { SiteFooter } from '../components/layout/site-footer/site-footer';
import { SiteHeader } from '../components/layout/site-header/site-header';
import { Button } from '../components/ui/button';
import { LOCALE_INFO } from '../i18n/locales';
import { BOOT_ERROR_ID } from '../lib/chunk-load';
import { ErrorBoundary } from './error-boundary';
import { documentTitle } from './head';
import { loadedPageInfo, PageView, pageOfPath } from './routes';
import { useSite } from './site-context';
import { useWechatShare } from './use-wechat-share';

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * docs/spec.md#pages-and-routes: the page scrolls to the top on load and whenever the location
 * changes.
 */
function useScrollToTopOnNavigation() {
  const { pathname, search, state } = useLocation();
  // A navigation within a page (choosing a tab, which changes ?type=) passes { keepScroll: true }.
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  // keepScroll is read for the navigation that changed pathname/search.
  useBrowserLayoutEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, search]);
  // A link that closed with its menu leaves focus on <body>; the next Tab should start at the new
  // page's content, not back in the header (the main landmark takes focus without scrolling).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname]);
}

/** Keeps `document.title` in step with the page (and its variant, e.g. an article) after client-side navigation. */
function useDocumentTitle() {
  const { site, locale } = useSite();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page has loaded: the location changes only once it can be shown.
    const info = loadedPageInfo(locale, pathname, search);
    if (!info) return;
    document.title = documentTitle(info.pageId, info.meta, site);
  }, [locale, site, pathname, search]);
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

/** The frame of every page: skip link, header, the page of the address, footer. */
export function RootLayout() {
  const { site, locale } = useSite();
  const { pathname, search } = useLocation();
  useScrollToTopOnNavigation();
  useDocumentTitle();
  useHydratedMarker();
  useWechatShare();
  return (
    <>
      <BootError />
      <a className="skip-link" href="#main">
        {site.ui.skipToContent}
      </a>
      <SiteHeader
        chrome={site.chrome}
        locale={locale}
        isHome={pageOfPath(pathname).pageId === 'home'}
      />
      <main id="main" tabIndex={-1}>
        {/* Errors inside a page keep the header and footer around the message. */}
        <ErrorBoundary resetKey={pathname + search}>
          <PageView locale={locale} pathname={pathname} search={search} />
        </ErrorBoundary>
      </main>
      <SiteFooter chrome={site.chrome} companyName={site.companyName} />
      <CareModeReadAloud words={site.chrome.careMode} lang={LOCALE_INFO[locale].speech} />
      <PdfInWechat words={site.ui.pdfInWechat} />
    </>
  );
}

/** The whole app inside a router: the frame, with an error boundary for the frame itself. */
export function SiteApp() {
  return (
    <ErrorBoundary>
      <RootLayout />
    </ErrorBoundary>
  );
}
