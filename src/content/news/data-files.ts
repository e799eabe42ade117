/**
 * The news data files (what scripts/news.ts writes into the client build, one small JSON file per
 * list page, year, article and language): their shapes and URLs, and which of them a page's URL
 * shows. Free of images and React, so the build step and the dev server load it too; the pages
 * load the files through data.ts.
 */
import type { PageId } from '../../config/paths';
import type { Locale } from '../../i18n/locales';
import type { NewsSummary } from '../types';
import { NEWS_LIST_PAGE, NEWS_TYPES, type NewsCoverKey, type NewsType } from './config';

/** Folder of the data files in the client build, and their URL prefix. */
export const NEWS_DATA_DIR = 'news-data';

/** A list entry as stored: the cover by its key (resolved to images when loaded). */
export type NewsEntry = Omit<NewsSummary, 'cover'> & { cover: NewsCoverKey };

/** What a list's file holds: one page (`page`) or one year (`year`) of entries. */
export interface NewsListFile {
  type: NewsType;
  /** Set on a page of the list, 1-based. */
  page?: number;
  /** Set on a year's archive. */
  year?: number;
  /** Number of pages of the whole list (for the pagination). */
  pageCount: number;
  /** Years with at least one article of this list, newest first (for the archive links). */
  years: number[];
  entries: NewsEntry[];
}

/** A neighbour of an article in its list (previous = newer, next = older). */
export interface NewsNeighbour {
  slug: string;
  title: string;
}

/** What an article's file holds. */
export interface NewsArticleFile {
  article: NewsEntry & { body: string };
  previous?: NewsNeighbour;
  next?: NewsNeighbour;
}

/** The newest entries of both lists (the article page without a known id). */
export interface NewsLatestFile {
  entries: NewsEntry[];
}

const base = (locale: Locale) => `/${NEWS_DATA_DIR}/${locale}`;

/** URL (and path under the client build) of each data file. */
export const newsDataUrl = {
  page: (locale: Locale, type: NewsType, page: number) =>
    `${base(locale)}/${type}/page-${page}.json`,
  year: (locale: Locale, type: NewsType, year: number) => `${base(locale)}/${type}/${year}.json`,
  article: (locale: Locale, slug: string) => `${base(locale)}/article/${slug}.json`,
  latest: (locale: Locale) => `${base(locale)}/latest.json`,
};

/** The one value of a query parameter, or undefined when it is missing or repeated. */
function single(search: URLSearchParams, name: string): string | undefined {
  const values = search.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/** Query parameters of a list: `?page=N` (2…), else `?year=YYYY`; the server tries them in this order. */
export const LIST_PARAMS = ['page', 'year'] as const;

/**
 * The data files a list URL may show, in the order the server picks its prerendered file: the
 * page asked for (not 1, which is the bare path), the year asked for, else page 1.
 */
export function listDataUrls(locale: Locale, type: NewsType, search: URLSearchParams): string[] {
  const urls: string[] = [];
  const page = single(search, 'page');
  if (page && /^[1-9]\d{0,5}$/.test(page) && page !== '1') {
    urls.push(newsDataUrl.page(locale, type, Number(page)));
  }
  const year = single(search, 'year');
  if (year && /^\d{4}$/.test(year)) urls.push(newsDataUrl.year(locale, type, Number(year)));
  urls.push(newsDataUrl.page(locale, type, 1));
  return urls;
}

/** The data files of the article page: the article asked for (`?id=`), else the latest. */
export function articleDataUrls(locale: Locale, search: URLSearchParams): string[] {
  const slug = single(search, 'id');
  return [
    ...(slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? [newsDataUrl.article(locale, slug)] : []),
    newsDataUrl.latest(locale),
  ];
}

/**
 * The data files a page's URL may show, in order (the prerender embeds the first that exists);
 * none for pages without news.
 */
export function pageDataUrls(pageId: PageId, locale: Locale, search: URLSearchParams): string[] {
  if (pageId === 'responsibility-details') return articleDataUrls(locale, search);
  const type = NEWS_TYPES.find((t) => NEWS_LIST_PAGE[t] === pageId);
  return type ? listDataUrls(locale, type, search) : [];
}
