import { PAGE_IDS, PAGES, type PageId } from '../../src/config/paths';
import { LOCALE_INFO, LOCALES, type Locale } from '../../src/i18n/locales';

export interface PageUrl {
  url: string;
  locale: Locale;
  pageId: PageId;
}

/** Every route of src/config/paths.ts (PAGE_IDS) in every language, plus `/` of each language. */
export function allPageUrls(): PageUrl[] {
  const urls: PageUrl[] = [];
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].prefix;
    urls.push({ url: prefix || '/', locale, pageId: 'home' });
    for (const pageId of PAGE_IDS) urls.push({ url: prefix + PAGES[pageId].path, locale, pageId });
  }
  return urls;
}

/** A query per language that site search answers with several results (a11y checks of results). */
export const SEARCH_SAMPLE: Record<Locale, string> = {
  'zh-hans': '糖网',
  'zh-hant': '視網膜',
  en: 'myopia',
};

/** The search page of a language with its sample query (wait for `.search-result a` after load). */
export function searchResultsUrl(locale: Locale): string {
  return `${LOCALE_INFO[locale].prefix}${PAGES.search.path}?q=${encodeURIComponent(SEARCH_SAMPLE[locale])}`;
}

/**
 * What the sweeps of every page visit in a language (the axe checks, in and out of care mode):
 * every route (allPageUrls), and the search page with its results.
 */
export function axePages(locale: Locale): PageUrl[] {
  return [
    ...allPageUrls().filter((u) => u.locale === locale),
    { url: searchResultsUrl(locale), locale, pageId: 'search' },
  ];
}
