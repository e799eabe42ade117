/**
 * The news pages' data (the collection's data files, content/entries/data.ts) as their
 * components use it: covers resolved to images, an article's meta (title, description, social
 * image) its own.
 */

import { type EntryPageData, loadEntry, loadList } from '../../content/entries/data';
import type { ListFile, Neighbour, StoredEntry } from '../../content/entries/data-files';
import type { NewsCoverKey } from '../../content/news/collection';
import { NEWS, type NewsType } from '../../content/news/collection';
import { NEWS_COVERS } from '../../content/news/covers';
import type { NewsSummary, PageMeta } from '../../content/types';
import type { Locale } from '../../i18n/locales';

const summary = (entry: StoredEntry): NewsSummary =>
  ({ ...entry, cover: NEWS_COVERS[entry.cover as NewsCoverKey] }) as NewsSummary;

/** A list page's data: one page (`?page=N`) or one year (`?year=YYYY`) of a list. */
export interface NewsListData extends Omit<ListFile, 'entries'> {
  articles: NewsSummary[];
}

export async function loadNewsList(
  locale: Locale,
  type: NewsType,
  search: URLSearchParams,
): Promise<NewsListData> {
  const { entries, ...rest } = await loadList(NEWS, type, locale, search, summary);
  return { ...rest, articles: entries };
}

/** The article page's data: one article with its neighbours, or the latest of both lists. */
export type NewsArticleData =
  | {
      kind: 'article';
      article: NewsSummary & { body: string };
      previous?: Neighbour;
      next?: Neighbour;
      /** The page's `<title>`, description and social image are the article's. */
      meta: Pick<PageMeta, 'title' | 'description' | 'image'>;
    }
  | { kind: 'latest'; articles: NewsSummary[] };

export async function loadNewsArticle(
  locale: Locale,
  search: URLSearchParams,
): Promise<NewsArticleData> {
  const data: EntryPageData<NewsSummary> = await loadEntry(NEWS, locale, search, summary);
  if (data.kind === 'latest') return { kind: 'latest', articles: data.entries };
  const { entry: article, previous, next } = data;
  return {
    kind: 'article',
    article,
    previous,
    next,
    meta: { title: article.title, description: article.summary, image: article.cover.og },
  };
}
