import type { PageId } from '../config/paths';
import type { Locale } from '../i18n/locales';
import { pages as enPages } from './en';
import type { PageContentLoaders, PageContentMap, SiteContent } from './types';
import { pages as zhHansPages } from './zh-hans';
import { pages as zhHantPages } from './zh-hant';

const PAGE_LOADERS: Record<Locale, PageContentLoaders> = {
  'zh-hans': zhHansPages,
  'zh-hant': zhHantPages,
  en: enPages,
};

const SITE_LOADERS: Record<Locale, () => Promise<{ site: SiteContent }>> = {
  'zh-hans': () => import('./zh-hans/site'),
  'zh-hant': () => import('./zh-hant/site'),
  en: () => import('./en/site'),
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
  const loader = PAGE_LOADERS[locale][id] as () => Promise<{ content: PageContentMap[K] }>;
  return (await loader()).content;
}
