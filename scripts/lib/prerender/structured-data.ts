/** schema.org objects of the pages (JSON-LD in their heads). */
import { SITE } from '../../../src/config/site';
import type { Office, PageMeta } from '../../../src/content/types';
import { LOCALE_INFO, type Locale } from '../../../src/i18n/locales';

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`;

/** schema.org Organization of the company (Home's JSON-LD, and an article's publisher). */
export function organization(siteUrl: string, name: string, offices: Office[]) {
  return {
    '@type': 'Corporation',
    name,
    alternateName: SITE.brandName,
    url: siteUrl,
    logo: absolute(siteUrl, SITE.logo.light),
    foundingDate: String(SITE.foundedYear),
    tickerSymbol: SITE.stockCode,
    sameAs: [SITE.social.weibo, SITE.social.linkedin],
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: SITE.hotline,
      contactType: 'customer service',
      availableLanguage: ['zh-Hans', 'zh-Hant', 'en'],
    },
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      name: office.title,
      streetAddress: office.address.add,
      postalCode: office.postcode,
      addressCountry: 'CN',
    })),
  };
}

/** schema.org NewsArticle of an article page. */
export function newsArticle(input: {
  siteUrl: string;
  url: string;
  locale: Locale;
  meta: PageMeta;
  date: string;
  companyName: string;
}) {
  const { siteUrl, url, locale, meta, date, companyName } = input;
  return {
    '@type': 'NewsArticle',
    headline: meta.title,
    description: meta.description,
    image: [absolute(siteUrl, meta.image ?? SITE.shareImage)],
    datePublished: date,
    inLanguage: LOCALE_INFO[locale].htmlLang,
    mainEntityOfPage: `${siteUrl}${url}`,
    publisher: organization(siteUrl, companyName, []),
  };
}
