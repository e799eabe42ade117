import type { PageId } from '../config/paths';
import type { Locale } from '../i18n/locales';
import type { PageContentLoaders, PageContentMap, SiteContent } from './schema';

/**
 * The compiled content (src/content/generated/, written from the YAML files by scripts/content.ts).
 * Each language's registry of page loaders is its own small chunk: the entry then carries three
 * dynamic imports instead of one per page and language (the import map of every chunk name
 * weighs on every page's first load).
 */
const PAGE_LOADERS: Record<Locale, () => Promise<{ pages: PageContentLoaders }>> = {
  'zh-hans': () => import('./generated/zh-hans'),
  'zh-hant': () => import('./generated/zh-hant'),
  en: () => import('./generated/en'),
};

const SITE_LOADERS: Record<Locale, () => Promise<{ site: SiteContent }>> = {
  'zh-hans': () => import('./generated/zh-hans/site'),
  'zh-hant': () => import('./generated/zh-hant/site'),
  en: () => import('./generated/en/site'),
};

/** Loads the content every page of a language shares (its own small chunk per language). */
export async function loadSiteContent(locale: Locale): Promise<SiteContent> {
  return (await SITE_LOADERS[locale]()).site;
}

/** Loads one page's content in one language. */
export async function loadPageContent<K extends PageId>(
  locale: Locale,
  id: K,
): Promise<PageContentMap[K]> {
  const { pages } = await PAGE_LOADERS[locale]();
  const loader = pages[id] as () => Promise<{ content: PageContentMap[K] }>;
  return (await loader()).content;
}
