/** Content shapes of the news lists, the article page and patient stories (SPEC §3 Story). */
import type { NewsType } from '../news/config';
import type { NewsCover } from '../news/covers';
import type { PageMeta, SectionedPage, Story } from './index';

export type { NewsType } from '../news/config';
export type { NewsCover } from '../news/covers';

/**
 * One article as the lists show it (no body). Generated from the Markdown front matter by
 * scripts/news.ts into src/content/news/generated/<lang>.ts.
 */
export interface NewsSummary {
  slug: string;
  type: NewsType;
  /** ISO date `YYYY-MM-DD` (for `<time datetime>` and sorting). */
  date: string;
  /** The date written in the page's language (Intl.DateTimeFormat at build time). */
  dateLabel: string;
  title: string;
  summary: string;
  /** Who published it first (the company, a newsroom). */
  source: string;
  cover: NewsCover;
}

/** Words of the pagination of a list; `{page}` and `{count}` are replaced. */
export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. "Page {page}". */
  page: string;
  /** Visible status, e.g. "Page {page} of {count}". */
  status: string;
}

/** `/company-news` and `/responsibility`: one type of article, newest first. */
export interface NewsListContent extends SectionedPage<'articles'> {
  /** Articles of this list, newest first (generated from Markdown). */
  articles: NewsSummary[];
  /** Shown before the date of each card, for screen readers ("Published"). */
  published: string;
  pagination: PaginationLabels;
}

/**
 * `/responsibility-details?id=<slug>`: one article; without a known id, the newest of both lists.
 * The body is not here: the page's route loader imports the one article it shows.
 */
export interface ArticleDetailContent extends SectionedPage<'article' | 'moreArticles'> {
  /** Every article of both types, newest first. */
  articles: NewsSummary[];
  /** `<title>`, description and social image of each article, by slug. */
  variantMeta: Record<string, PageMeta>;
  typeNames: Record<NewsType, string>;
  /** The back link, per list the visitor came from (or the article's own type). */
  back: Record<NewsType, string>;
  published: string;
  source: string;
  previous: string;
  next: string;
  /** Links under the fallback list (unknown id) to the two full lists. */
  allOfType: Record<NewsType, string>;
}

/** `/story`: the featured story and the list of all five shared stories. */
export interface StoryContent extends SectionedPage<'featured' | 'stories'> {
  /** id of the story shown large at the top (one of the shared stories). */
  featuredId: string;
  /** The five shared stories (src/content/<lang>/stories.ts), imported, never copied. */
  stories: Story[];
  play: string;
  close: string;
  /** Eyebrow of the topic tag, for screen readers ("Topic"). */
  topic: string;
}
