import { useId } from 'react';
import { useLocation } from 'react-router';
import type { PageDataLoader } from '../../app/routes';
import { PAGES } from '../../config/paths';
import { NEWS, type NewsType } from '../../content/news/collection';
import type { NewsListContent } from '../../content/types';
import { SectionHeading } from '../ui/section-heading';
import { ListFooter } from './collection-list';
import { loadNewsList, type NewsListData } from './news-data';
import { NewsGrid } from './news-list';
import './news-list.css';

/** The route loader of a list page: the one page (`?page=N`) or year (`?year=YYYY`) it shows. */
export const newsListLoader =
  (type: NewsType): PageDataLoader =>
  (locale, search) =>
    loadNewsList(locale, type, search);

const fill = (template: string, year: number) => template.replace('{year}', String(year));

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
