/**
 * The news as data files, not code: scripts/news.ts writes one small JSON file per list page,
 * year, article and language into the client build (`/news-data/…`), and the list and article
 * pages load the one they show. So the site's JavaScript is the same at 15 articles or 15,000:
 * a list page carries its own page of entries, an article page its article and its neighbours.
 *
 * The prerender embeds the file a page shows in its HTML (a JSON data block, `PAGE_DATA_ID`), so
 * hydration reads it without a request; a navigation fetches the file. During the prerender the
 * files are read from the build folder (`setNewsDataReader`, entry-server.tsx).
 */

import type { Locale } from '../../i18n/locales';
import type { NewsSummary, PageMeta } from '../types';
import type { NewsType } from './config';
import { NEWS_COVERS } from './covers';
import {
  articleDataUrls,
  listDataUrls,
  type NewsArticleFile,
  type NewsEntry,
  type NewsLatestFile,
  type NewsListFile,
  type NewsNeighbour,
  newsDataUrl,
} from './data-files';

export { pageDataUrls } from './data-files';

/** Id of the JSON data block holding the data the page was prerendered with. */
export const PAGE_DATA_ID = 'page-data';

/** Reads a data file by URL; null when there is none. */
export type NewsDataReader = (url: string) => Promise<unknown | null>;

let serverReader: NewsDataReader | undefined;

/** The prerender reads the files from the build folder (entry-server.tsx). */
export function setNewsDataReader(reader: NewsDataReader) {
  serverReader = reader;
}

/**
 * The data block of the prerendered page, taken by the first load (the page being hydrated) and
 * then forgotten: the server picked the page's file by the same rules as `first` below, so the
 * block is the answer for that URL, also for an unknown `?id=` or `?page=` (no request, no 404).
 */
let embedded: { url: string; data: unknown } | null | undefined;

function takeEmbedded(): { url: string; data: unknown } | null {
  if (embedded === undefined) {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    const url = block?.dataset.src;
    embedded = block && url ? { url, data: JSON.parse(block.textContent ?? 'null') } : null;
    return embedded;
  }
  return null;
}

async function read(url: string): Promise<unknown | null> {
  if (serverReader) return serverReader(url);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The first of `urls` that exists, with its URL. The prerender embeds that one in the page
 * (pageDataUrls gives it the same list), so hydration renders what the HTML shows.
 */
async function first(urls: string[]): Promise<{ url: string; data: unknown } | null> {
  const block = serverReader ? null : takeEmbedded();
  if (block && urls.includes(block.url)) return block;
  for (const url of urls) {
    const data = await read(url);
    if (data !== null) return { url, data };
  }
  return null;
}

const summary = (entry: NewsEntry): NewsSummary => ({ ...entry, cover: NEWS_COVERS[entry.cover] });

/** A list page's data as its component uses it. */
export interface NewsListData extends Omit<NewsListFile, 'entries'> {
  articles: NewsSummary[];
}

export async function loadNewsList(
  locale: Locale,
  type: NewsType,
  search: URLSearchParams,
): Promise<NewsListData> {
  const found = await first(listDataUrls(locale, type, search));
  if (!found) throw new Error(`No news data for the ${type} list in ${locale}`);
  const { entries, ...rest } = found.data as NewsListFile;
  return { ...rest, articles: entries.map(summary) };
}

/** The article page's data: one article with its neighbours, or the latest of both lists. */
export type NewsArticleData =
  | {
      kind: 'article';
      article: NewsSummary & { body: string };
      previous?: NewsNeighbour;
      next?: NewsNeighbour;
      /** The page's `<title>`, description and social image are the article's. */
      meta: Pick<PageMeta, 'title' | 'description' | 'image'>;
    }
  | { kind: 'latest'; articles: NewsSummary[] };

export async function loadNewsArticle(
  locale: Locale,
  search: URLSearchParams,
): Promise<NewsArticleData> {
  const found = await first(articleDataUrls(locale, search));
  if (!found) throw new Error(`No news data for the article page in ${locale}`);
  if (found.url === newsDataUrl.latest(locale)) {
    return { kind: 'latest', articles: (found.data as NewsLatestFile).entries.map(summary) };
  }
  const { article, previous, next } = found.data as NewsArticleFile;
  const cover = NEWS_COVERS[article.cover];
  return {
    kind: 'article',
    article: { ...article, cover },
    previous,
    next,
    meta: { title: article.title, description: article.summary, image: cover.og },
  };
}
