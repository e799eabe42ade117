/** schema.org objects of the pages (JSON-LD in their heads). */
import { SITE } from '../../../src/config/site';
import type { EntryCollection, StructuredDataType } from '../../../src/content/entries/define';
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

/** A document's date as schema.org reads it: a Hong Kong date and time gets its offset. */
const hongKongInstant = (date: string) => (date.includes('T') ? `${date}+08:00` : date);

/** schema.org DigitalDocument of a document's page: its PDFs, one per language, its encodings. */
export function digitalDocument(input: EntryStructuredData) {
  const { siteUrl, url, locale, meta, date, companyName, collection, entry } = input;
  const field = collection.fileVersions?.field;
  const files = ((field && entry[field]) ?? {}) as Partial<
    Record<Locale, { url: string; bytes: number }>
  >;
  return {
    '@type': 'DigitalDocument',
    name: meta.title,
    description: meta.description,
    datePublished: hongKongInstant(date),
    inLanguage: LOCALE_INFO[locale].htmlLang,
    url: `${siteUrl}${url}`,
    publisher: organization(siteUrl, companyName, []),
    encoding: Object.entries(files).map(([language, file]) => ({
      '@type': 'MediaObject',
      contentUrl: absolute(siteUrl, file.url),
      encodingFormat: 'application/pdf',
      contentSize: `${file.bytes} B`,
      inLanguage: LOCALE_INFO[language as Locale].htmlLang,
    })),
  };
}

/** What an entry page's JSON-LD is made of: the page, and the entry its data shows. */
export interface EntryStructuredData {
  siteUrl: string;
  url: string;
  locale: Locale;
  meta: PageMeta;
  /** The entry's date field, as written. */
  date: string;
  companyName: string;
  collection: EntryCollection;
  /** The entry as its data file stores it. */
  entry: Record<string, unknown>;
}

/** The JSON-LD of each schema.org type a collection's declaration may name (`structuredData`). */
export const ENTRY_STRUCTURED_DATA: Record<
  StructuredDataType,
  (input: EntryStructuredData) => Record<string, unknown>
> = {
  NewsArticle: newsArticle,
  DigitalDocument: digitalDocument,
};
