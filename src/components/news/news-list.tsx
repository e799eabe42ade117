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

/**
 * The page numbers a short pagination shows: the first, the last, and those within `around` of
 * the current one; a gap that would hide a single number shows that number instead.
 */
export function pageNumbers(page: number, count: number, around: number): number[] {
  const shown = new Set([1, count]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= count) shown.add(n);
  const numbers: number[] = [];
  for (const n of [...shown].sort((a, b) => a - b)) {
    const last = numbers.at(-1);
    if (last !== undefined && n - last === 2) numbers.push(last + 1);
    numbers.push(n);
  }
  return numbers;
}

/** What the pagination lists: page links, and gaps (…) where pages are left out. */
export type PaginationItem =
  | { kind: 'page'; page: number; wideOnly: boolean }
  | { kind: 'gap'; narrowOnly: boolean; key: string };

/**
 * The items of both layouts at once (the HTML is the same for every screen): a wide screen shows
 * the current page's neighbours too, a phone only the first, current and last pages (CSS hides
 * `wideOnly` pages and shows `narrowOnly` gaps below 480 px), so the list stays one short row.
 */
export function paginationItems(page: number, count: number): PaginationItem[] {
  const wide = pageNumbers(page, count, 1);
  const narrow = new Set(pageNumbers(page, count, 0));
  const items: PaginationItem[] = [];
  let previous = 0;
  let previousNarrow = 0;
  let gapSinceNarrow = false;
  for (const n of wide) {
    if (n - previous > 1) {
      items.push({ kind: 'gap', narrowOnly: false, key: `gap-${n}` });
      gapSinceNarrow = true;
    }
    if (narrow.has(n)) {
      if (n - previousNarrow > 1 && !gapSinceNarrow && previousNarrow > 0) {
        items.push({ kind: 'gap', narrowOnly: true, key: `narrow-gap-${n}` });
      }
      previousNarrow = n;
      gapSinceNarrow = false;
    }
    items.push({ kind: 'page', page: n, wideOnly: !narrow.has(n) });
    previous = n;
  }
  return items;
}

/**
 * Page links of a list: previous, first, the pages around the current one (marked), last, next,
 * with gaps between. Page 1 is the bare path.
 */
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
        {paginationItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li
              key={item.key}
              className={`pagination__gap${item.narrowOnly ? ' pagination__gap--narrow' : ''}`}
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item.page} className={item.wideOnly ? 'pagination__wide' : undefined}>
              <Link
                className="pagination__page"
                to={href(item.page)}
                aria-label={fill(labels.page, { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
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
