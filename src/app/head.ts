import type { PageId } from '../config/paths';
import { isUnlisted, PAGES } from '../config/paths';
import { SITE } from '../config/site';
import type { PageMeta, SiteContent } from '../content/types';
import { LOCALE_INFO, LOCALES, type Locale, localizePath } from '../i18n/locales';

/**
 * The document title (docs/design.md#urls-and-languages): Home shows the shared title; other pages
 * prefix their name.
 */
export function documentTitle(pageId: PageId, meta: PageMeta, site: SiteContent): string {
  return pageId === 'home' ? site.sharedTitle : `${meta.title} | ${site.sharedTitle}`;
}

/** The unprefixed address of a page, with the query of its variant (`page=2`, `id=<slug>`), if any. */
export function pagePath(pageId: PageId, query?: string): string {
  return query ? `${PAGES[pageId].path}?${query}` : PAGES[pageId].path;
}

export interface HeadInput {
  locale: Locale;
  pageId: PageId;
  /** The variant's query (`param=value`), none for the page's default. */
  query?: string;
  meta: PageMeta;
  site: SiteContent;
  /** Public origin, e.g. https://www.example.com (no trailing slash). */
  siteUrl: string;
  /** The Home body served for an unknown path: not to be indexed. */
  notFound?: boolean;
  /**
   * schema.org objects, written as JSON-LD (Organization on Home, an entry page's type on its
   * entries: NewsArticle, DigitalDocument).
   */
  jsonLd?: object[];
  /**
   * The feed of the collection that owns the page, when its words name one (`meta.feed`): its
   * path under the site root and its media type (the prerender gives it, entries/feeds.ts).
   */
  feed?: { path: string; type: string };
  /** The page is an article (og:type article). */
  article?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<head>` tags of one prerendered page: title, description, canonical, hreflang, Open Graph. */
export function renderHeadTags(input: HeadInput): string {
  const { locale, pageId, query, meta, site, siteUrl, notFound, jsonLd = [], article } = input;
  const path = pagePath(pageId, query);
  const url = (l: Locale) => siteUrl + localizePath(path, l);
  const title = escapeHtml(documentTitle(pageId, meta, site));
  const description = escapeHtml(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}">`];
  if (notFound || isUnlisted(pageId)) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url(locale))}">`);
    for (const l of LOCALES) {
      tags.push(
        `<link rel="alternate" hreflang="${LOCALE_INFO[l].htmlLang}" href="${escapeHtml(url(l))}">`,
      );
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('zh-hans'))}">`);
  }
  if (meta.feed) {
    const { feed } = input;
    if (!feed) throw new Error(`Page ${pageId} names a feed, but no collection of its has one`);
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(siteUrl + feed.path)}">`,
    );
  }
  const imagePath = meta.image ?? SITE.shareImage;
  const image = escapeHtml(/^https?:\/\//.test(imagePath) ? imagePath : siteUrl + imagePath);
  tags.push(
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${article ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url(locale))}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.companyName)}">`,
    `<meta property="og:locale" content="${LOCALE_INFO[locale].intl.replace('-', '_')}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  );
  for (const data of jsonLd) {
    // `<` escaped so the JSON can never close the script element.
    const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
      /</g,
      '\\u003c',
    );
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
