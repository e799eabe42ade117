import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SearchSeed } from '../../shared/search';
import { loadPageContent, loadSiteContent } from '../content';
import type { SiteContent } from '../content/types';
import { LOCALE_INFO, type Locale, splitLocalePath } from '../i18n/locales';
import { SEARCH_SYNONYMS_ID, searchBootScript } from '../pages/search/search-boot';
import { PAGE_SIZE, PAGEFIND_OPTIONS, synonymGroups } from '../pages/search/search-engine';
import { renderWithSeed } from '../pages/search/search-seed';
import { SiteApp } from './root-layout';
import { type PageInfo, preloadPage } from './routes';
import { SiteProvider } from './site-context';

export interface RenderResult {
  html: string;
  page: PageInfo;
  site: SiteContent;
}

/**
 * Renders one URL (path and query, with its language prefix) to HTML for the prerender; with a
 * seed, the search page with the server's first results (renderSearchPage).
 */
export async function render(
  url: string,
  locale: Locale,
  seed?: SearchSeed,
): Promise<RenderResult> {
  const basename = LOCALE_INFO[locale].prefix || '/';
  const [site, page] = await Promise.all([
    loadSiteContent(locale),
    // Loaded first: renderToString does not wait for anything that suspends.
    preloadPage(locale, new URL(url, 'http://prerender.local'), basename),
  ]);
  const html = renderWithSeed(seed, () =>
    renderToString(
      <StrictMode>
        <SiteProvider value={{ locale, site }}>
          <StaticRouter basename={basename} location={url}>
            <SiteApp />
          </StaticRouter>
        </SiteProvider>
      </StrictMode>,
    ),
  );
  return { html, page, site };
}

/**
 * React's resource hints (preload() of priority images), which it emits ahead of the markup, and
 * the markup: the hints belong in `<head>`, and hydration must not meet them inside #root.
 */
export function splitResourceHints(html: string): { hints: string; body: string } {
  const [, hints = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  return { hints, body };
}

/**
 * The content of #root of a search page (`/search`, `/en/search?q=…`) rendered with the server's
 * first results (server/src/search/): its hints are in the prerendered page's head already.
 */
export async function renderSearchPage(url: string, seed?: SearchSeed): Promise<string> {
  const { locale } = splitLocalePath(new URL(url, 'http://search.local').pathname);
  const { html, page } = await render(url, locale, seed);
  if (page.pageId !== 'search') throw new Error(`${url} is not the search page`);
  return splitResourceHints(html).body;
}

export { loadPageContent } from '../content';
export { PAGE_DATA_ID, setDataReader } from '../content/entries/data';
export { LANGUAGE_CHECK_SCRIPT } from '../i18n/language-check';
export { CARE_STYLES_URL, careStartScript } from '../state/care-mode';
export { renderHeadTags } from './head';
export { LAZY_LAYOUT_ATTRIBUTE, PAGE_CHUNKS_ID, startAfterPaintScript } from './start-after-paint';

/** The search page's inline start (search-boot.ts), with the options the page itself uses. */
export const SEARCH_BOOT_SCRIPT = searchBootScript(PAGEFIND_OPTIONS, PAGE_SIZE);

/**
 * The JSON block of a language's synonym groups, read by the start above (before it in the head),
 * so it searches the same variants as the page. `<` escaped: the block ends at no `</script>`.
 */
export async function searchSynonymsBlock(locale: Locale): Promise<string> {
  const { synonyms } = await loadPageContent(locale, 'search');
  const json = JSON.stringify(synonymGroups(synonyms)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SEARCH_SYNONYMS_ID}">${json}</script>`;
}
