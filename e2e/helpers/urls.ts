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
