import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGES } from '../../config/paths';
import { listPageNumber, NEWS_PAGE_SIZE, pageCountOf } from '../../content/news/config';
import type { NewsListContent } from '../../content/types';
import { SectionHeading } from '../ui/section-heading';
import { NewsGrid, Pagination } from './news-list';
import './news-list.css';

/**
 * `/company-news` and `/responsibility`: the list's articles, newest first, NEWS_PAGE_SIZE per
 * page (`?page=N`, each page prerendered). Any other query (the menus' `?type=1|2`) or an
 * unknown page number shows page 1, as the server does.
 */
export function NewsListPage({
  content,
  pageId,
}: {
  content: NewsListContent;
  pageId: 'company-news' | 'responsibility';
}) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const { path, variants } = PAGES[pageId];
  const count = pageCountOf(content.articles.length);
  const page = listPageNumber(params, count);
  const start = (page - 1) * NEWS_PAGE_SIZE;
  const articles = content.articles.slice(start, start + NEWS_PAGE_SIZE);
  return (
    <div className="news-page">
      <header className="news-page__header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <section className="news-page__list container" aria-labelledby={headingId}>
        <h2 id={headingId} className="news-page__list-title">
          {content.sections.articles.title}
        </h2>
        <NewsGrid
          articles={articles}
          published={content.published}
          from={pathname + search}
          priority
        />
        <Pagination
          path={path}
          param={variants.param}
          page={page}
          count={count}
          labels={content.pagination}
        />
      </section>
    </div>
  );
}
