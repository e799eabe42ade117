import type { NewsSummary, NewsType, PageMeta } from '../types';

/** The articles of one list, newest first (the generated list already is). */
export const articlesOfType = (articles: NewsSummary[], type: NewsType) =>
  articles.filter((a) => a.type === type);

/** Each article page's own `<title>`, description and social image, by slug. */
export function articleMeta(
  articles: NewsSummary[],
  feed: NonNullable<PageMeta['feed']>,
): Record<string, PageMeta> {
  return Object.fromEntries(
    articles.map((a) => [
      a.slug,
      { title: a.title, description: a.summary, image: a.cover.og, feed },
    ]),
  );
}
