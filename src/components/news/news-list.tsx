import { Link } from 'react-router';
import { PAGES } from '../../config/paths';
import type { NewsSummary } from '../../content/types';
import { NewsCover } from './news-cover';
import './news-list.css';

/** Where a list entry sends the visitor; `from` lets the article's back link return to this list page. */
export const articleHref = (slug: string) =>
  `${PAGES['responsibility-details'].path}?${PAGES['responsibility-details'].variants.param}=${slug}`;

/** State passed to the article page: the list page (path + query) the visitor came from. */
export interface ArticleLinkState {
  from?: string;
}

const CARD_SIZES = '(min-width: 1248px) 384px, (min-width: 768px) 46vw, 100vw';

/** Cards of articles: cover, date, title (the link), summary. */
export function NewsGrid({
  articles,
  published,
  from,
  headingLevel = 3,
  priority = false,
}: {
  articles: NewsSummary[];
  /** Screen-reader word before each date ("Published"). */
  published: string;
  from?: string;
  headingLevel?: 2 | 3;
  /** The grid opens the page: the first card's cover is on a phone's first screen (its LCP). */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const state: ArticleLinkState | undefined = from ? { from } : undefined;
  return (
    <ul className="news-grid">
      {articles.map((article, index) => (
        <li key={article.slug} className="news-card">
          <NewsCover
            cover={article.cover}
            sizes={CARD_SIZES}
            className="news-card__cover"
            priority={index === 0 && priority}
          />
          <div className="news-card__body">
            <p className="news-card__date">
              <span className="visually-hidden">{published} </span>
              <time dateTime={article.date}>{article.dateLabel}</time>
            </p>
            <Heading className="news-card__title">
              <Link to={articleHref(article.slug)} state={state} className="news-card__link">
                {article.title}
              </Link>
            </Heading>
            <p className="news-card__summary">{article.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
