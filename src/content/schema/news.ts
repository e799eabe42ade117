/**
 * Content of the news lists, the article page and the stories page (Story in
 * docs/spec.md#content-shapes).
 */
import { z } from 'zod';
import type { CollectionSchemas } from '../entries/define';
import { NEWS_COVER_SOURCES, NEWS_TYPES, type NewsCoverKey } from '../news/collection';
import type { NewsCover } from '../news/covers';
import { code, injected, isoDate, keyedObject, sectionedPage, text } from './primitives';
import type { Story } from './site';

export type { NewsCoverKey, NewsType } from '../news/collection';
export type { NewsCover } from '../news/covers';

const NEWS_COVER_KEYS = Object.keys(NEWS_COVER_SOURCES) as [NewsCoverKey, ...NewsCoverKey[]];

/** An article's summary: at most this many characters, in every language. */
export const NEWS_SUMMARY_MAX = 240;

/**
 * An article's front matter (`src/content/news/<slug>.<language>.md`), the one declaration the
 * build (scripts/lib/collections), the editor (its fields and its check) and the list types
 * read. `text()` fields are written in every language's file; the others once, in the default
 * language's file. The Markdown below it is the article's body.
 */
export const newsFrontMatter = z.strictObject({
  /** The list it belongs to (news/collection.ts). */
  type: z.enum(NEWS_TYPES, { error: `must be one of: ${NEWS_TYPES.join(', ')}` }),
  date: isoDate(),
  title: text(),
  summary: text({ max: NEWS_SUMMARY_MAX }),
  /** Who published it first (the company, a newsroom). */
  source: text(),
  /** An image of the asset catalogue (NEWS_COVER_SOURCES, news/collection.ts). */
  cover: z.enum(NEWS_COVER_KEYS, {
    error: `must be one of: ${NEWS_COVER_KEYS.join(', ')} (see src/content/news/collection.ts)`,
  }),
});

/**
 * One article as the lists show it (no body), written from the front matter by the build
 * (scripts/lib/collections) into the data files (entries/data-files.ts): the front matter with
 * the slug and the date in the page's language; the cover resolved to its image when loaded.
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
 * The articles are not here: the page's route loader reads the one it shows (entries/data.ts).
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

/** Both news lists share one shape; each page's schema by its name (schema/index.ts). */
/** What the collection's declaration (news/collection.ts) loads: its schemas, by its pages. */
export const newsSchemas = {
  frontMatter: newsFrontMatter,
  pages: {
    responsibility: newsListContent,
    'company-news': newsListContent,
    'responsibility-details': articleDetailContent,
  },
} as const satisfies CollectionSchemas;
