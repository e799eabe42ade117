import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PAGE_IDS, PAGES, type PageId } from '../config/paths';
import { loadPageContent } from '../content';
import type { PageMeta } from '../content/types';
import type { Locale } from '../i18n/locales';
import { loadChunk } from '../lib/chunk-load';
import type { PageProps } from './page-props';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A page module may also export `loader(locale)`: a route loader for data that depends on the URL
 * (the article page loads the body of `?id=`). The prerender runs it through the static handler;
 * the client runs it before hydrating (entry-client). It must return null, not undefined, for
 * "nothing".
 */
export type PageLoaderFactory = (locale: Locale) => LoaderFunction;

type PageModules = {
  [K in PageId]: () => Promise<{
    default: ComponentType<PageProps<K>>;
    loader?: PageLoaderFactory;
  }>;
};

/** Each page is its own chunk (SPEC §9 "lazy page groups"). */
const PAGE_MODULES: PageModules = {
  home: () => import('../pages/home/home-page'),
  about: () => import('../pages/about/about-page'),
  'development-history': () => import('../pages/development-history/development-history-page'),
  partner: () => import('../pages/partner/partner-page'),
  awards: () => import('../pages/awards/awards-page'),
  product: () => import('../pages/product/product-page'),
  'samd-detail': () => import('../pages/samd-detail/samd-detail-page'),
  medical: () => import('../pages/medical/medical-page'),
  health: () => import('../pages/health/health-page'),
  'health-eye': () => import('../pages/health-eye/health-eye-page'),
  responsibility: () => import('../pages/responsibility/responsibility-page'),
  'company-news': () => import('../pages/company-news/company-news-page'),
  'responsibility-details': () =>
    import('../pages/responsibility-details/responsibility-details-page'),
  story: () => import('../pages/story/story-page'),
  career: () => import('../pages/career/career-page'),
  'career-detail': () => import('../pages/career-detail/career-detail-page'),
  investor: () => import('../pages/investor/investor-page'),
  contact: () => import('../pages/contact/contact-page'),
  privacy: () => import('../pages/privacy/privacy-page'),
  styleguide: () => import('../pages/styleguide/styleguide-page'),
};

/** What a page route carries in `handle`, read by the document head. */
export interface PageHandle {
  pageId: PageId;
  meta: PageMeta;
  /** Meta of single variants (by value of the page's variant parameter), e.g. one per article. */
  variantMeta?: Record<string, PageMeta>;
  notFound: boolean;
}

function pageRoute<K extends PageId>(locale: Locale, id: K, notFound = false) {
  return async () => {
    const [module, content] = await Promise.all([
      loadChunk(`page-${id}`, PAGE_MODULES[id]),
      loadChunk(`content-${locale}-${id}`, () => loadPageContent(locale, id)),
    ]);
    const Page = module.default as ComponentType<PageProps<K>>;
    // A page's content may give some variants their own meta (the article page: per `?id=`).
    const { variantMeta } = content as { variantMeta?: Record<string, PageMeta> };
    const handle: PageHandle = { pageId: id, meta: content.meta, variantMeta, notFound };
    // lazy() resolves once per route, so this component is created once and keeps its identity.
    return {
      Component: () => <Page content={content} />,
      handle,
      ...(module.loader ? { loader: module.loader(locale) } : {}),
    };
  };
}

/**
 * The route tree of one language. The language prefix is the router's `basename`, so routes and
 * links are written without it. `/` and any unknown path show Home.
 */
export function createRoutes(locale: Locale): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          // Errors inside a page keep the header and footer around the message.
          ErrorBoundary: RouteError,
          children: [
            { id: 'index', index: true, lazy: pageRoute(locale, 'home') },
            ...PAGE_IDS.map((id) => ({
              id,
              path: PAGES[id].path.slice(1),
              lazy: pageRoute(locale, id),
            })),
            { id: 'not-found', path: '*', lazy: pageRoute(locale, 'home', true) },
          ],
        },
      ],
    },
  ];
}
