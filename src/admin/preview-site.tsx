/**
 * What the editor's previews are drawn in (src/admin/previews.tsx, and each collection's
 * `src/content/<folder>/preview.tsx`): the site around a preview (its language, its shared
 * content, a router for its links), a page's words as last built, and the shape of a
 * collection's preview.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { type SiteContextValue, SiteProvider } from '../app/site-context';
import type { PageId } from '../config/paths';
import { loadPageContent, loadSiteContent } from '../content/index';
import type { PageContentMap } from '../content/schema';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import type { ImmutableLike } from './preview-entry';

/** What Decap hands a preview template: the entry being edited (src/admin/preview-entry.ts). */
export interface PreviewProps {
  entry: ImmutableLike;
}

/**
 * A collection's preview, the default export of `src/content/<folder>/preview.tsx`: its
 * component, and the stylesheets it needs besides the site's shared ones (`?inline` imports),
 * which the preview frame loads.
 */
export interface EntryPreview {
  component: ComponentType<PreviewProps>;
  styles: readonly string[];
}

/** The value, resolved: what a promise made from `key` resolved to, while `key` stays the same. */
function useLoaded<T>(load: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<{ key: string; value: T }>();
  // `key` names what `load` loads: loaded again when it changes.
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setValue({ key, value: loaded }));
    return () => {
      live = false;
    };
  }, [key]);
  return value?.key === key ? value.value : undefined;
}

/** The site around a preview: its language and shared content. */
export function useSiteOf(locale: Locale): SiteContextValue | undefined {
  return useLoaded(async () => ({ locale, site: await loadSiteContent(locale) }), locale);
}

/** A page's words as last built (src/content/generated), in a language. */
export function usePageContent<K extends PageId>(
  locale: Locale,
  id: K,
): PageContentMap[K] | undefined {
  return useLoaded(() => loadPageContent(locale, id), `${locale} ${id}`);
}

/** Anything loaded for a preview, again when `key` changes (the slug being edited, …). */
export const usePreviewData = useLoaded;

/** A preview's content in the site: its language, its shared content and a router for links. */
export function PreviewSite({ site, children }: { site: SiteContextValue; children: ReactNode }) {
  return (
    <div lang={LOCALE_INFO[site.locale].htmlLang}>
      <SiteProvider value={site}>
        <MemoryRouter>{children}</MemoryRouter>
      </SiteProvider>
    </div>
  );
}
