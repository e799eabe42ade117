/**
 * The parts every collection's list page shares (the news', the documents', the calendar's): the
 * category links, the pagination, the links to each year and the list's foot. A module of their
 * own, apart from the news cards (news-list.tsx) and the news data: the documents and calendar
 * pages load none of those (issue 64: the documents list's first-load JavaScript).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { ListFile } from '../../content/entries/data-files';
import type {
  NewsListContent,
  PaginationLabels,
  SectionHeading as SectionHeadingContent,
} from '../../content/types';
import { ButtonLink } from '../ui/button';
import { Icon } from '../ui/icon';
import { SectionHeading } from '../ui/section-heading';

const fillNumbers = (template: string, values: Record<string, number>) =>
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
      <p className="pagination__status">{fillNumbers(labels.status, { page, count })}</p>
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
                aria-label={fillNumbers(labels.page, { page: item.page })}
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

/** Links to each year of the list, the current one marked. */
export function YearLinks({
  path,
  years,
  current,
  words,
}: {
  path: string;
  years: number[];
  current?: number;
  words: NewsListContent['archive'];
}) {
  const titleId = useId();
  if (years.length === 0) return null;
  return (
    <nav className="news-archive" aria-label={words.label}>
      <p className="news-archive__title" id={titleId}>
        {words.title}
      </p>
      <ul className="news-archive__list" aria-labelledby={titleId}>
        {years.map((year) => (
          <li key={year}>
            <Link
              className="news-archive__year"
              to={`${path}?year=${year}`}
              aria-current={year === current ? 'page' : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The foot of a collection's list page (the news', the documents', the calendar's): on a view of
 * one year or one category, the link back to the newest entries, else the links to the other
 * pages (`?<param>=N`); then the links to each year.
 */
export function ListFooter({
  path,
  param,
  data,
  filtered,
  words,
}: {
  path: string;
  param: string;
  data: Pick<ListFile<unknown>, 'page' | 'pageCount' | 'years' | 'year'>;
  /** The view is one year's or one category's, not a page of the list. */
  filtered: boolean;
  words: { pagination: PaginationLabels; archive: NewsListContent['archive'] };
}) {
  return (
    <>
      {filtered ? (
        <p className="news-page__all">
          <ButtonLink variant="secondary" to={path}>
            {words.archive.latest}
          </ButtonLink>
        </p>
      ) : (
        <Pagination
          path={path}
          param={param}
          page={data.page ?? 1}
          count={data.pageCount}
          labels={words.pagination}
        />
      )}
      <YearLinks path={path} years={data.years} current={data.year} words={words.archive} />
    </>
  );
}

/**
 * The category links of a collection's list page (the documents', the calendar's): every entry,
 * then each value of its filter field (`?<param>=<value>`, each view prerendered); the one shown
 * marked as the current page.
 */
export function CategoryLinks<C extends string>({
  path,
  param = 'category',
  categories,
  names,
  current,
  label,
  all,
}: {
  path: string;
  param?: string;
  categories: readonly C[];
  names: Record<C, string>;
  /** The category shown, undefined for every entry (or a view of another kind: no link marked). */
  current: C | undefined;
  /** The links' accessible name. */
  label: string;
  /** The link to every entry. */
  all: { label: string; current: boolean };
}) {
  return (
    <nav className="category-links" aria-label={label}>
      <ul className="category-links__list">
        <li>
          <Link
            className="category-links__link"
            to={path}
            aria-current={all.current ? 'page' : undefined}
          >
            {all.label}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Link
              className="category-links__link"
              to={`${path}?${param}=${category}`}
              aria-current={category === current ? 'page' : undefined}
            >
              {names[category]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shell of a collection's list page with category links (the documents', the calendar's):
 * the page header with its heading and intro, then in the page's container the category links
 * and the page's own list (`children`, which ends with its `ListFooter`). `block` names the
 * page's CSS block: `<block>`, `<block>__header`, `<block>__body`.
 */
export function CollectionListPage<C extends string>({
  block,
  attributes,
  heading,
  categories,
  children,
}: {
  block: string;
  /** More attributes of the page's root element (`data-*`). */
  attributes?: Record<`data-${string}`, string>;
  heading: SectionHeadingContent;
  categories: Parameters<typeof CategoryLinks<C>>[0];
  children: ReactNode;
}) {
  return (
    <div className={block} {...attributes}>
      <header className={`${block}__header`}>
        <div className="container">
          <SectionHeading level={1} {...heading} />
        </div>
      </header>
      <div className={`container ${block}__body`}>
        <CategoryLinks {...categories} />
        {children}
      </div>
    </div>
  );
}
