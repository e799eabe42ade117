import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageDataLoader } from '../../app/routes';
import { PAGES } from '../../config/paths';
import type { ListFile } from '../../content/entries/data-files';
import { NEWS, type NewsType } from '../../content/news/collection';
import type { NewsListContent, PaginationLabels } from '../../content/types';
import { ButtonLink } from '../ui/button';
import { SectionHeading } from '../ui/section-heading';
import { loadNewsList, type NewsListData } from './news-data';
import { NewsGrid, Pagination } from './news-list';
import './news-list.css';

/** The route loader of a list page: the one page (`?page=N`) or year (`?year=YYYY`) it shows. */
export const newsListLoader =
  (type: NewsType): PageDataLoader =>
  (locale, search) =>
    loadNewsList(locale, type, search);

const fill = (template: string, year: number) => template.replace('{year}', String(year));

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
 * `/company-news` and `/responsibility`: the list's articles, newest first, one page at a time
 * (`?page=N`), or all of one year (`?year=YYYY`); each prerendered. Any other query (the menus'
 * `?type=1|2`), an unknown page or year shows page 1, as the server does.
 */
export function NewsListPage({
  content,
  type,
  data,
}: {
  content: NewsListContent;
  type: NewsType;
  data: NewsListData;
}) {
  const { pathname, search } = useLocation();
  const headingId = useId();
  const { path, variants } = PAGES[NEWS.lists.pages[type]];
  return (
    <div className="news-page">
      <header className="news-page__header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <section className="news-page__list container" aria-labelledby={headingId}>
        <h2 id={headingId} className="news-page__list-title">
          {data.year === undefined
            ? content.sections.articles.title
            : fill(content.archive.yearTitle, data.year)}
        </h2>
        <NewsGrid
          articles={data.articles}
          published={content.published}
          from={pathname + search}
          priority
        />
        <ListFooter
          path={path}
          param={variants.param}
          data={data}
          filtered={data.year !== undefined}
          words={content}
        />
      </section>
    </div>
  );
}
