import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadSiteContent } from '../content';
import type { SiteContent } from '../content/types';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import type { PageHandle } from './routes';
import { createRoutes } from './routes';
import { SiteProvider } from './site-context';

export interface RenderResult {
  html: string;
  handle: PageHandle;
  site: SiteContent;
}

/** Renders one URL (path and query, with its language prefix) to HTML for the prerender. */
export async function render(url: string, locale: Locale): Promise<RenderResult> {
  const basename = LOCALE_INFO[locale].prefix || '/';
  const handler = createStaticHandler(createRoutes(locale), { basename });
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  if (context.errors) {
    throw new Error(`Rendering ${url} failed: ${JSON.stringify(context.errors)}`);
  }
  const site = await loadSiteContent(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteProvider value={{ locale, site }}>
        {/* hydrate={false}: no inline hydration script, which our CSP would forbid. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProvider>
    </StrictMode>,
  );
  const handle = context.matches
    .map((m) => m.route.handle as PageHandle | undefined)
    .findLast(Boolean);
  if (!handle) throw new Error(`No page matched ${url}`);
  return { html, handle, site };
}

export { loadPageContent } from '../content';
export { LANGUAGE_CHECK_SCRIPT } from '../i18n/language-check';
export { CARE_START_SCRIPT } from '../state/care-mode';
export { renderHeadTags } from './head';
export { PAGE_CHUNKS_ID, startAfterPaintScript } from './start-after-paint';
