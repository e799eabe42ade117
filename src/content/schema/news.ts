/** Content of the news lists, the article page and the stories page (SPEC §3 Story). */
import { z } from 'zod';
import { NEWS_TYPES } from '../news/config';
import type { NewsCover } from '../news/covers';
import { code, injected, keyedObject, sectionedPage, text } from './primitives';
import type { PageMeta, Story } from './site';

export type { NewsCover } from '../news/covers';

/** Front-matter `type` of an article: the list it belongs to. */
export const newsType = z.enum(NEWS_TYPES);
export type NewsType = z.output<typeof newsType>;

/**
 * One article as the lists show it (no body). Generated from the Markdown front matter by
 * scripts/news.ts into src/content/news/generated/<lang>.ts (not written in YAML).
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
export const paginationLabels = z.strictObject({
  label: text(),
  previous: text(),
  next: text(),
  /** Accessible name of a page link, e.g. "Page {page}". */
  page: text(),
  /** Visible status, e.g. "Page {page} of {count}". */
  status: text(),
});
export type PaginationLabels = z.output<typeof paginationLabels>;

/** `/company-news` and `/responsibility`: one type of article, newest first. */
export const newsListContent = z.strictObject({
  ...sectionedPage(['articles']),
  /** Articles of this list, newest first (generated from Markdown). */
  articles: injected<NewsSummary[]>(),
  /** Shown before the date of each card, for screen readers ("Published"). */
  published: text(),
  pagination: paginationLabels,
});
export type NewsListContent = z.output<typeof newsListContent>;

/**
 * `/responsibility-details?id=<slug>`: one article; without a known id, the newest of both lists.
 * The body is not here: the page's route loader imports the one article it shows.
 */
export const articleDetailContent = z.strictObject({
  ...sectionedPage(['article', 'moreArticles']),
  /** Every article of both types, newest first. */
  articles: injected<NewsSummary[]>(),
  /** `<title>`, description and social image of each article, by slug. */
  variantMeta: injected<Record<string, PageMeta>>(),
  typeNames: keyedObject(NEWS_TYPES, text()),
  /** The back link, per list the visitor came from (or the article's own type). */
  back: keyedObject(NEWS_TYPES, text()),
  published: text(),
  source: text(),
  previous: text(),
  next: text(),
  /** Links under the fallback list (unknown id) to the two full lists. */
  allOfType: keyedObject(NEWS_TYPES, text()),
});
export type ArticleDetailContent = z.output<typeof articleDetailContent>;

/** `/story`: the featured story and the list of all five shared stories. */
export const storyContent = z.strictObject({
  ...sectionedPage(['featured', 'stories']),
  /** id of the story shown large at the top (one of the shared stories). */
  featuredId: code(),
  /** The five shared stories (src/content/<lang>/stories), filled in, never copied. */
  stories: injected<Story[]>(),
  play: text(),
  close: text(),
  /** Eyebrow of the topic tag, for screen readers ("Topic"). */
  topic: text(),
});
export type StoryContent = z.output<typeof storyContent>;
