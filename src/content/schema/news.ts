/**
 * Content of the news lists, the article page and the stories page (Story in
 * docs/spec.md#content-shapes).
 */
import { z } from 'zod';
import { NEWS_COVER_KEYS, NEWS_TYPES } from '../news/config';
import type { NewsCover } from '../news/covers';
import { code, injected, isoDate, keyedObject, sectionedPage, text } from './primitives';
import type { Story } from './site';

export type { NewsType } from '../news/config';
export type { NewsCover } from '../news/covers';

/** An article's summary: at most this many characters, in every language. */
export const NEWS_SUMMARY_MAX = 240;

/**
 * An article's front matter (`src/content/news/<slug>.<language>.md`), the one declaration the
 * build (scripts/news.ts), the editor's check and the list types read. `text()` fields are
 * written in every language's file; the others once, in the default language's file.
 */
const sharedFields = {
  /** The list it belongs to. */
  type: z.enum(NEWS_TYPES, { error: `must be one of: ${NEWS_TYPES.join(', ')}` }),
  date: isoDate(),
  /** An image of the asset catalogue (src/content/news/covers.ts). */
  cover: z.enum(NEWS_COVER_KEYS, {
    error: `must be one of: ${NEWS_COVER_KEYS.join(', ')} (see src/content/news/covers.ts)`,
  }),
};
const textFields = {
  title: text(),
  summary: text({ max: NEWS_SUMMARY_MAX }),
  /** Who published it first (the company, a newsroom). */
  source: text(),
};
export const newsFrontMatter = z.strictObject({
  type: sharedFields.type,
  date: sharedFields.date,
  ...textFields,
  cover: sharedFields.cover,
});

/** The fields written once, in the default language's file. */
export const NEWS_SHARED_FIELDS = Object.keys(sharedFields) as (keyof typeof sharedFields)[];

/** The front matter of a translation: the text fields only. */
export const newsTranslationFrontMatter = z.strictObject(textFields);

/** An article as the editor holds it: the front matter and the Markdown body. */
export const newsEntry = newsFrontMatter.extend({ body: text() });

/**
 * One article as the lists show it (no body), written from the front matter by scripts/news.ts
 * into the news data files (src/content/news/data.ts): the front matter with the slug and the
 * date in the page's language; the cover resolved to its image when the file is loaded.
 */
export type NewsSummary = Omit<z.output<typeof newsFrontMatter>, 'cover'> & {
  slug: string;
  /** The date written in the page's language (Intl.DateTimeFormat at build time). */
  dateLabel: string;
  cover: NewsCover;
};

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
  /** Shown before the date of each card, for screen readers ("Published"). */
  published: text(),
  pagination: paginationLabels,
  /** The links to each year's articles (`?year=YYYY`) and the year pages' words. */
  archive: z.strictObject({
    /** Accessible name of the list of years, e.g. "Archive by year". */
    label: text(),
    /** Visible heading before the years, e.g. "By year". */
    title: text(),
    /** Heading of a year's page; `{year}` is replaced, e.g. "Articles of {year}". */
    yearTitle: text(),
    /** Link from a year's page back to the newest articles. */
    latest: text(),
  }),
});
export type NewsListContent = z.output<typeof newsListContent>;

/**
 * `/responsibility-details?id=<slug>`: one article; without a known id, the newest of both lists.
 * The articles are not here: the page's route loader reads the one it shows (news/data.ts).
 */
export const articleDetailContent = z.strictObject({
  ...sectionedPage(['article', 'moreArticles']),
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
