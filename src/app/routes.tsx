import { type ComponentType, type ReactPromise, use } from 'react';
import { matchRoutes } from 'react-router';
import { PAGE_IDS, PAGES, type PageId } from '../config/paths';
import { loadPageContent } from '../content';
import { PAGE_MODULES } from '../content/generated/page-modules';
import type { PageMeta } from '../content/types';
import type { Locale } from '../i18n/locales';
import { loadChunk } from '../lib/chunk-load';
import type { PageProps } from './page-props';

/**
 * Pages and how they load (docs/decisions/0007-declarative-router.md). The router only keeps the
 * location (React Router's declarative `BrowserRouter`, which updates it in a transition); this
 * module says which page a path shows and loads that page's code, content and data, once, into
 * a cache that `use()` reads. A page not yet loaded suspends the transition, so the previous page
 * stays on screen until the next one is ready (no blank frame), as the data router did.
 */

/**
 * A page module may also export `loadData(locale, search)`: data that depends on the URL (the
 * article page loads the body of `?id=`). The prerender and the client start await it before
 * rendering; a navigation suspends on it. It must resolve to null, not undefined, for "nothing".
 */
export type PageDataLoader = (locale: Locale, search: URLSearchParams) => Promise<unknown>;

/**
 * Each page's lazy module, by the folder convention `src/pages/<id>/<id>-page.tsx`: the table
 * (`PAGE_MODULES`) is written from the list of pages in config/paths.ts by the content step
 * (scripts/content.ts), so a new page is a folder and a line in that list.
 */
export type PageModules = {
  [K in PageId]: () => Promise<{
    default: ComponentType<PageProps<K>>;
    loadData?: PageDataLoader;
  }>;
};

/** What the document head needs of the page being shown. */
export interface PageInfo {
  pageId: PageId;
  /** The page's meta, with what its data gives of its own (an article: title, description, image). */
  meta: PageMeta;
  /** The Home body served for an unknown path. */
  notFound: boolean;
  /** What its data gives of its own meta (an article's, a document's: its WeChat share card). */
  own?: Partial<PageMeta>;
}

/** One page's code and content in one language. */
export interface LoadedPage {
  info: Omit<PageInfo, 'notFound'>;
  Component: ComponentType<{ data: unknown }>;
  loadData?: PageDataLoader;
}

// The paths of the pages, in React Router's matching (case-insensitive, trailing slash allowed).
// `/` and any unknown path show Home.
const PATHS = [
  { id: 'home', index: true },
  ...PAGE_IDS.map((id) => ({ id, path: PAGES[id].path })),
  { id: 'not-found', path: '*' },
];

// matchRoutes flattens and ranks every route on each call; an address is matched again on every
// render of the frame, so each answer is kept (a site has a few hundred addresses at most).
const matched = new Map<string, { pageId: PageId; notFound: boolean }>();

/** The page an address shows (matched under the router's basename, as the router does). */
export function pageOfPath(
  pathname: string,
  basename = '/',
): { pageId: PageId; notFound: boolean } {
  const key = `${basename} ${pathname}`;
  let page = matched.get(key);
  if (!page) {
    const id = matchRoutes(PATHS, pathname, basename)?.at(-1)?.route.id ?? 'not-found';
    page =
      id === 'not-found'
        ? { pageId: 'home', notFound: true }
        : { pageId: id as PageId, notFound: false };
    if (matched.size >= 1000) matched.clear();
    matched.set(key, page);
  }
  return page;
}

const cache = new Map<string, ReactPromise<unknown>>();

/**
 * Who asks for a page: a render reads what is cached, whatever its outcome; the start loads again
 * what failed before; a prefetch does too, and a prefetch that fails is forgotten, so a failed
 * prefetch costs nothing (the click loads the page afresh).
 */
type LoadMode = 'render' | 'start' | 'prefetch';

/**
 * Loads once per key. The promise records its outcome in `status`/`value`/`reason`, the fields
 * `use()` reads to return a settled value without suspending (so hydration and the prerender
 * render synchronously). A failure met by a render stays cached, so the page's error boundary
 * shows it (and reloads the page once) instead of the render retrying for ever.
 */
function cached<T>(key: string, load: () => Promise<T>, mode: LoadMode): ReactPromise<T> {
  let promise = cache.get(key) as ReactPromise<T> | undefined;
  if (!promise || (mode !== 'render' && promise.status === 'rejected')) {
    const tracked = load() as Promise<T> & { status: string; value?: T; reason?: unknown };
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        if (mode === 'prefetch' && cache.get(key) === promise) cache.delete(key);
      },
    );
    promise = tracked as unknown as ReactPromise<T>;
    cache.set(key, promise);
  }
  return promise;
}

/** A page's code and content in one language (cached). */
function loadPage<K extends PageId>(
  locale: Locale,
  id: K,
  mode: LoadMode = 'render',
): ReactPromise<LoadedPage> {
  return cached(
    `page:${locale}:${id}`,
    async () => {
      const [module, content] = await Promise.all([
        loadChunk(`page-${id}`, PAGE_MODULES[id]),
        loadChunk(`content-${locale}-${id}`, () => loadPageContent(locale, id)),
      ]);
      const Page = module.default as ComponentType<PageProps<K>>;
      return {
        info: { pageId: id, meta: content.meta },
        // Created once per page and language, so it keeps its identity across renders.
        Component: ({ data }: { data: unknown }) => <Page content={content} data={data} />,
        loadData: module.loadData,
      };
    },
    mode,
  );
}

/** The URL-dependent data of a loaded page (cached per query), or null when it has none. */
function pageData(
  locale: Locale,
  page: LoadedPage,
  search: string,
  mode: LoadMode = 'render',
): ReactPromise<unknown> | null {
  const { loadData } = page;
  if (!loadData) return null;
  return cached(
    `data:${locale}:${page.info.pageId}:${search}`,
    () => loadData(locale, new URLSearchParams(search)),
    mode,
  );
}

/**
 * Loads everything the page of an address needs (code, content, data) before it is rendered: the
 * prerender and the client start await it, the link prefetch starts it.
 */
export async function preloadPage(
  locale: Locale,
  { pathname, search }: { pathname: string; search: string },
  basename = '/',
  mode: Exclude<LoadMode, 'render'> = 'start',
): Promise<PageInfo> {
  const { pageId, notFound } = pageOfPath(pathname, basename);
  const page = await loadPage(locale, pageId, mode);
  const data = await pageData(locale, page, search, mode);
  return withDataMeta(page.info, data, notFound);
}

/** A page's info, its meta with what its data gives of its own (`meta` of the loaded data, if any). */
function withDataMeta(info: LoadedPage['info'], data: unknown, notFound: boolean): PageInfo {
  const own = (data as { meta?: Partial<PageMeta> } | null)?.meta;
  return own ? { ...info, meta: { ...info.meta, ...own }, notFound, own } : { ...info, notFound };
}

/** The info of a page and its data that have loaded (for the title after a navigation), else undefined. */
export function loadedPageInfo(
  locale: Locale,
  pathname: string,
  search: string,
): PageInfo | undefined {
  const { pageId, notFound } = pageOfPath(pathname);
  const page = loadPage(locale, pageId);
  if (page.status !== 'fulfilled') return undefined;
  const data = pageData(locale, page.value, search);
  const value = data?.status === 'fulfilled' ? data.value : null;
  return withDataMeta(page.value.info, value, notFound);
}

/** Renders the page of a path; suspends while its code, content or data load. */
export function PageView({
  locale,
  pathname,
  search,
}: {
  locale: Locale;
  pathname: string;
  search: string;
}) {
  const page = use(loadPage(locale, pageOfPath(pathname).pageId));
  const data = pageData(locale, page, search);
  return <page.Component data={data ? use(data) : null} />;
}
