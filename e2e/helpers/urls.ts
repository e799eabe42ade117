import { PAGE_IDS, PAGES, type PageId } from '../../src/config/paths';
import { LOCALE_INFO, LOCALES, type Locale } from '../../src/i18n/locales';

export interface PageUrl {
  url: string;
  locale: Locale;
  pageId: PageId;
}

/** Every route in every language (18 × 3), plus `/` of each language. */
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

/** What the axe checks visit in a language: every route, and the search page with its results. */
export function axeUrls(locale: Locale): string[] {
  return [
    ...allPageUrls()
      .filter((u) => u.locale === locale)
      .map((u) => u.url),
    searchResultsUrl(locale),
  ];
}
