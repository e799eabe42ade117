import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { qiankunWindow, renderWithQiankun } from 'vite-plugin-qiankun/dist/helper';
import { loadSiteContent } from '../content';
import {
  LANGUAGE_STORAGE_KEY,
  LOCALE_INFO,
  type Locale,
  localeFromCode,
  splitLocalePath,
} from '../i18n/locales';
import { isChunkLoadError, reloadOnceForChunkError, showBootError } from '../lib/chunk-load';
import { applyStoredCareMode, detachCareMode } from '../state/care-mode';
import { rehydrateWithTimeout, useSiteStore } from '../state/store';
import { SiteApp } from './root-layout';
import { preloadPage } from './routes';
import { SiteProvider } from './site-context';
import '../styles/tokens.css';
import '../styles/base.css';

interface Running {
  root: Root;
  dispose: () => void;
}

function domReady(): Promise<void> {
  // The entry is started from a classic inline script (vite-plugin-qiankun), so it may run
  // before the prerendered body has been parsed.
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

async function start(container: Element, locale: Locale, basename: string, hydrate: boolean) {
  // Everything the first render needs is loaded first, so hydration renders the same page as the
  // prerendered HTML (the article's body included) instead of suspending.
  const [site] = await Promise.all([
    loadSiteContent(locale),
    preloadPage(locale, window.location, basename),
    rehydrateWithTimeout(useSiteStore),
  ]);
  // docs/spec.md#pages-and-routes: every page load starts with the three interface flags false.
  useSiteStore.getState().resetFlags();
  const app = (
    <StrictMode>
      <SiteProvider value={{ locale, site }}>
        <BrowserRouter basename={basename}>
          <SiteApp />
        </BrowserRouter>
      </SiteProvider>
    </StrictMode>
  );
  let root: Root;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (one long task of ~80 ms on a mid-range phone);
    // a click or key press meanwhile hydrates its target first (React replays the event).
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(container, app);
    });
    root = hydrated as Root;
  } else {
    root = createRoot(container);
    root.render(app);
  }
  // The link prefetcher is its own small chunk, loaded once the page runs (not first-load JS).
  let stopPrefetch: (() => void) | undefined;
  let disposed = false;
  import('./intent-prefetch')
    .then(({ installIntentPrefetch }) => {
      if (!disposed) {
        stopPrefetch = installIntentPrefetch((url) =>
          preloadPage(locale, url, basename, 'prefetch'),
        );
      }
    })
    .catch((error: unknown) => console.warn('Links are not prefetched', error));
  const dispose = () => {
    disposed = true;
    stopPrefetch?.();
  };
  return { root, dispose } satisfies Running;
}

function handleStartFailure(error: unknown) {
  // The prerendered HTML stays readable; a stale chunk after a deploy gets one reload, and if
  // that did not help (or it was another error) the visitor sees the translated notice.
  console.error('The page could not start', error);
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
  showBootError();
}

let running: Running | undefined;

/** Standalone start: hydrate the prerendered page of the URL's language. */
async function startStandalone() {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
  await domReady();
  // A task of its own for the start: the browser evaluated the entry and everything it imports
  // (React DOM the most) in the task that imported it; starting in that same task made it one of
  // the longest of the page load.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const { locale } = splitLocalePath(window.location.pathname);
  // The Vite dev server serves the bare template; only prerendered HTML can be hydrated.
  const prerendered = container.firstElementChild !== null;
  running = await start(container, locale, LOCALE_INFO[locale].prefix || '/', prerendered);
}

interface QiankunProps {
  container?: Element;
  /** Where the host mounts the app, e.g. `/portal/retinova`. */
  basename?: string;
}

/** qiankun lifecycle: nothing to prepare before the first mount. */
export async function bootstrap(): Promise<void> {}

/** qiankun lifecycle: client-renders into the host's container (no prerendered HTML there). */
export async function mount(props: QiankunProps): Promise<void> {
  const host = props.container ?? document;
  const container = host.querySelector('#root') ?? props.container;
  if (!container) throw new Error('qiankun mount: no container');
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch (_error) {
    // Storage disabled: default language.
  }
  const locale = localeFromCode(stored);
  // No start-up script runs inside the host's page: apply the stored care-mode choice here.
  applyStoredCareMode();
  const basename =
    `${(props.basename ?? '').replace(/\/$/, '')}${LOCALE_INFO[locale].prefix}` || '/';
  running = await start(container, locale, basename, false);
}

/** qiankun lifecycle: removes everything the app rendered and stops listening to history. */
export async function unmount(): Promise<void> {
  running?.root.unmount();
  running?.dispose();
  running = undefined;
  detachCareMode();
}

renderWithQiankun({ bootstrap, mount, unmount, update: async () => {} });

if (!qiankunWindow.__POWERED_BY_QIANKUN__) {
  startStandalone().catch(handleStartFailure);
}
