import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '../../config/paths';
import type { NewsSummary, PaginationLabels } from '../../content/types';
import { Icon } from '../ui/icon';
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

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** Page links of a list: previous, numbers (current marked), next. Page 1 is the bare path. */
export function Pagination({
  path,
  param,
  page,
  count,
  labels,
}: {
  path: string;
  param: string;
  page: number;
  count: number;
  labels: PaginationLabels;
}) {
  if (count <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?${param}=${n}`);
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={labels.label}>
      <p className="pagination__status">{fill(labels.status, { page, count })}</p>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={href(page - 1)} aria-label={labels.previous}>
              <Icon icon={ChevronLeft} size={20} />
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              <Icon icon={ChevronLeft} size={20} />
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              className="pagination__page"
              to={href(n)}
              aria-label={fill(labels.page, { page: n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < count ? (
            <Link className="pagination__step" to={href(page + 1)} aria-label={labels.next}>
              <Icon icon={ChevronRight} size={20} />
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              <Icon icon={ChevronRight} size={20} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
