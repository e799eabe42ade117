import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { EntryBackLink, EntryPager } from '../../components/entries/entry-page';
import { NewsCover } from '../../components/news/news-cover';
import { loadNewsArticle, type NewsArticleData } from '../../components/news/news-data';
import { type ArticleLinkState, articleHref, NewsGrid } from '../../components/news/news-list';
import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { NEWS, NEWS_TYPES, type NewsType } from '../../content/news/collection';
import type {
  ArticleDetailContent,
  NewsCover as NewsCoverContent,
  NewsSummary,
} from '../../content/types';
import '../../components/news/news-list.css';
import './responsibility-details-page.css';

const listPath = (type: NewsType) => PAGES[NEWS.lists.pages[type]].path;

/** The list a `from` state points to, if it is one of ours (path, optionally with a query). */
function listTypeOf(from: unknown): NewsType | undefined {
  if (typeof from !== 'string') return undefined;
  return NEWS_TYPES.find((type) => {
    const path = listPath(type);
    return from === path || from.startsWith(`${path}?`);
  });
}

/**
 * The list page the visitor came from (router state), read after hydration: history state
 * survives a reload, and reading it while hydrating would change the prerendered link.
 */
function useCameFrom(): string | undefined {
  const { state } = useLocation();
  const [from, setFrom] = useState<string>();
  useEffect(() => {
    const value = (state as ArticleLinkState | null)?.from;
    setFrom(listTypeOf(value) ? value : undefined);
  }, [state]);
  return from;
}

/**
 * An article's header (type, title, date, source), cover and body: its page and the editor's
 * preview (src/content/news/preview.tsx) draw it alike. The body is HTML sanitised at build time
 * (shared/article-html.ts: marked + sanitize-html, links only), and so is the preview's.
 */
export function ArticleMain({
  words,
  article,
  typeName,
  priority = false,
}: {
  words: Pick<ArticleDetailContent, 'published' | 'source'>;
  article: {
    title: string;
    date: string;
    dateLabel: string;
    source: string;
    cover: NewsCoverContent;
    body: string;
  };
  typeName: string;
  /** The cover is the page's largest image: fetched first (not in the editor's preview). */
  priority?: boolean;
}) {
  return (
    <>
      <header className="entry-page__header">
        <p className="news-article__type">{typeName}</p>
        <h1 className="entry-page__title">{article.title}</h1>
        <dl className="fact-list entry-page__meta">
          <div>
            <dt>{words.published}</dt>
            <dd>
              <time dateTime={article.date}>{article.dateLabel}</time>
            </dd>
          </div>
          <div>
            <dt>{words.source}</dt>
            <dd>{article.source}</dd>
          </div>
        </dl>
      </header>
      <NewsCover
        cover={article.cover}
        sizes="(min-width: 848px) 800px, 100vw"
        priority={priority}
        className="news-article__cover"
      />
      <div className="news-article__body" dangerouslySetInnerHTML={{ __html: article.body }} />
    </>
  );
}

function Article({
  content,
  data: { article, previous, next },
}: {
  content: ArticleDetailContent;
  data: Extract<NewsArticleData, { kind: 'article' }>;
}) {
  const from = useCameFrom();
  const backType = listTypeOf(from) ?? article.type;
  const backHref = from ?? listPath(article.type);
  const state: ArticleLinkState | undefined = from ? { from } : undefined;
  return (
    <article className="entry-page news-article">
      <div className="container entry-page__inner">
        <EntryBackLink to={backHref}>{content.back[backType]}</EntryBackLink>
        <ArticleMain
          words={content}
          article={article}
          typeName={content.typeNames[article.type]}
          priority
        />
        <EntryPager
          label={content.sections.moreArticles.title}
          previous={previous && { href: articleHref(previous.slug), title: previous.title }}
          next={next && { href: articleHref(next.slug), title: next.title }}
          words={content}
          state={state}
        />
      </div>
    </article>
  );
}

/** No id or an unknown one: the newest articles of both lists and links to each full list. */
function Latest({ content, articles }: { content: ArticleDetailContent; articles: NewsSummary[] }) {
  const headingId = useId();
  return (
    <div className="news-page">
      <header className="news-page__header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <section className="news-page__list container" aria-labelledby={headingId}>
        <h2 id={headingId} className="news-page__list-title">
          {content.sections.moreArticles.title}
        </h2>
        <NewsGrid articles={articles} published={content.published} priority />
        <p className="news-page__all">
          {NEWS_TYPES.map((type) => (
            <ButtonLink key={type} variant="secondary" to={listPath(type)}>
              {content.allOfType[type]}
            </ButtonLink>
          ))}
        </p>
      </section>
    </div>
  );
}

/**
 * The page's data (see PageDataLoader in src/app/routes.tsx): the requested article with its
 * neighbours, else the latest of both lists; one small data file either way (components/news/news-data.ts).
 */
export const loadData: PageDataLoader = (locale, search) => loadNewsArticle(locale, search);

/** `/responsibility-details?id=<slug>`: one article (each prerendered), else the latest list. */
export default function ResponsibilityDetailsPage({
  content,
  data: pageData,
}: PageProps<'responsibility-details'>) {
  const data = pageData as NewsArticleData;
  if (data.kind === 'latest') return <Latest content={content} articles={data.articles} />;
  return <Article key={data.article.slug} content={content} data={data} />;
}
