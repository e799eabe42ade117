/**
 * News articles from Markdown, laid out as Decap CMS's i18n `multiple_files`: one file
 * per article and language, the same slug in every language,
 *
 *     src/content/news/<slug>.zh-hans.md   type, date, cover (the same in every language, so
 *                                          written once, in the default language: Decap's
 *                                          `i18n: none`), title, summary, source
 *     src/content/news/<slug>.zh-hant.md   title, summary, source
 *     src/content/news/<slug>.en.md        title, summary, source
 *
 * each starting with a `---` front-matter block (YAML), the body below it. The file name is the
 * slug. Beside the articles the folder holds only config.ts, covers.ts, data.ts and data-files.ts.
 * This build step
 *   1. validates every file with a zod schema, naming the file and the field of each problem,
 *      and requires all three languages of each article;
 *   2. turns the Markdown into sanitised HTML (shared/article-html.ts) and formats the dates
 *      with Intl.DateTimeFormat per language (here, once, so server and client show the same);
 *   3. writes the news as data files into the client build (src/content/news/data.ts): per
 *      language each page and each year of both lists, each article with its neighbours, and
 *      the latest, so the site's code does not grow with the number of articles;
 *   4. gives the prerender the extra variant values (`?page=N`, `?year=YYYY`, `?id=<slug>`) and
 *      writes one Atom feed per language (the newest FEED_ENTRIES) into the client build.
 *
 * `npx tsx scripts/news.ts` checks the articles (`npm test` runs it first).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Feed } from 'feed';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { articleHtml } from '../shared/article-html';
import type { PageId } from '../src/config/paths';
import {
  markdownImages,
  NEWS_LIST_PAGE,
  NEWS_PAGE_SIZE,
  NEWS_TYPES,
  type NewsCoverKey,
  type NewsType,
  pageCountOf,
} from '../src/content/news/config';
import {
  type NewsArticleFile,
  type NewsEntry,
  type NewsLatestFile,
  type NewsListFile,
  newsDataUrl,
} from '../src/content/news/data-files';
import {
  NEWS_SHARED_FIELDS,
  newsFrontMatter,
  newsTranslationFrontMatter,
} from '../src/content/schema/news';
import { issueMessage } from '../src/content/schema/walk';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  localizePath,
} from '../src/i18n/locales';
import { deriveUpload, pictureHtml, type UploadImage, uploadProblem } from './lib/uploads';

// CONTENT_DIR: read another copy of the content (as scripts/content.ts does).
export const NEWS_DIR = process.env.CONTENT_DIR
  ? join(process.env.CONTENT_DIR, 'news')
  : 'src/content/news';

/** Lower-case words joined by hyphens: an article's file name before `.<locale>.md`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The language whose file holds the fields that are the same in every language. */
export const NEWS_DEFAULT_LOCALE: Locale = DEFAULT_LOCALE;

/** Front-matter fields written once, in the default language's file (Decap `i18n: none`). */
export const SHARED_FIELDS = NEWS_SHARED_FIELDS;

/** TypeScript modules that live beside the articles (not articles, not unexpected). */
const MODULES = new Set(['config.ts', 'covers.ts', 'data.ts', 'data-files.ts']);

/** The front matter of a translation (`<slug>.zh-hant.md`, `<slug>.en.md`): the text fields only. */
export const translationFrontMatterSchema = newsTranslationFrontMatter;

/** The front matter of the default language's file (`<slug>.zh-hans.md`): every field. */
export const defaultFrontMatterSchema = newsFrontMatter;

export type TranslationFrontMatter = z.infer<typeof translationFrontMatterSchema>;
export type DefaultFrontMatter = z.infer<typeof defaultFrontMatterSchema>;

/** One language of an article. */
export interface ArticleText {
  /** Its Markdown file, `<dir>/<slug>.<locale>.md`. */
  file: string;
  title: string;
  summary: string;
  source: string;
  /** Sanitised HTML of the body. */
  html: string;
}

/** One article in every language. */
export interface NewsArticle {
  slug: string;
  type: NewsType;
  date: string;
  cover: NewsCoverKey;
  text: Record<Locale, ArticleText>;
}

/** Thrown with every problem found, one per line, each naming its file (and field). */
export class NewsError extends Error {
  constructor(readonly problems: string[]) {
    super(`News articles are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'NewsError';
  }
}

/** Splits `---\n<yaml>\n---\n<markdown>`; undefined when the file does not start with one. */
export function splitFrontMatter(text: string): { data: string; body: string } | undefined {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { data: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

/**
 * Markdown → HTML with only the tags an article needs (shared/article-html.ts, which the editor's
 * preview uses too). Images are kept only when `images` has their derived copies (uploads, see
 * scripts/lib/uploads.ts), as a <picture>.
 */
export function markdownToHtml(
  markdown: string,
  images: ReadonlyMap<string, UploadImage> = new Map(),
): string {
  return articleHtml(markdown, (src) => images.has(src))
    .replace(/<img src="([^"]*)" alt="([^"]*)" \/>/g, (whole, src: string, alt: string) => {
      const image = images.get(src);
      return image ? pictureHtml(image, decodeEntities(alt)) : whole;
    })
    .trim();
}

const decodeEntities = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The file of one language of an article. */
export const articleFile = (dir: string, slug: string, locale: Locale) =>
  join(dir, `${slug}.${locale}.md`);

/** One parsed file: the shared fields only in the default language's. */
export type ParsedArticleFile = TranslationFrontMatter &
  Partial<DefaultFrontMatter> & { html: string };

/**
 * Parses and validates one file of `locale` (the default language's file has the shared fields,
 * the others must not); problems are pushed, not thrown, so one run lists them all.
 */
export function parseArticleFile(
  text: string,
  file: string,
  locale: Locale,
  problems: string[],
  images: ReadonlyMap<string, UploadImage> = new Map(),
): ParsedArticleFile | undefined {
  const parts = splitFrontMatter(text);
  if (!parts) {
    problems.push(`${file}: must start with a front-matter block between two lines of ---`);
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(parts.data);
  } catch (error) {
    const position = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    if (position) {
      // linePos counts from the front matter's first line; the file has the opening --- above it.
      const reason = (error as Error).message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
      problems.push(
        `${file}:${position.line + 1}:${position.col}: front matter is not valid YAML (${reason})`,
      );
    } else {
      problems.push(`${file}: front matter is not valid YAML (${(error as Error).message})`);
    }
    return undefined;
  }
  const isDefault = locale === NEWS_DEFAULT_LOCALE;
  const schema = isDefault ? defaultFrontMatterSchema : translationFrontMatterSchema;
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          problems.push(
            !isDefault && (SHARED_FIELDS as readonly string[]).includes(key)
              ? `${file}: field "${key}" is the same in every language: write it only in the ${NEWS_DEFAULT_LOCALE} file`
              : `${file}: field "${key}" is not known`,
          );
        }
      } else {
        problems.push(`${file}: field "${issue.path.join('.') || '?'}" ${issueMessage(issue)}`);
      }
    }
    return undefined;
  }
  if (!parts.body.trim()) {
    problems.push(`${file}: the article has no body below the front matter`);
    return undefined;
  }
  return { ...result.data, html: markdownToHtml(parts.body, images) };
}

/** Where uploaded images are looked up (public/ of this checkout). */
const PUBLIC_DIR = 'public';

/**
 * The images of one article file, checked (an upload that exists, alternative text written in
 * this language) and their responsive copies derived.
 */
async function articleImages(
  text: string,
  file: string,
  problems: string[],
): Promise<Map<string, UploadImage>> {
  const images = new Map<string, UploadImage>();
  for (const { alt, src } of markdownImages(splitFrontMatter(text)?.body ?? '')) {
    const problem = uploadProblem(src, PUBLIC_DIR);
    if (problem) problems.push(`${file}: image ${src} ${problem}`);
    if (!alt.trim())
      problems.push(`${file}: image ${src} has no alternative text: describe it in this language`);
    if (!problem && !images.has(src)) images.set(src, await deriveUpload(src, PUBLIC_DIR));
  }
  return images;
}

/**
 * Reads every article (`<slug>.<locale>.md`) in `dir`; throws a NewsError listing every problem.
 * Returns the articles newest first (same date: by slug, so the order is stable).
 */
export async function loadNews(dir = NEWS_DIR): Promise<NewsArticle[]> {
  const problems: string[] = [];
  const articles: NewsArticle[] = [];
  const expected = `<slug>.<locale>.md with <locale> one of ${LOCALES.join(', ')}`;
  /** The languages found of each slug. */
  const found = new Map<string, Set<Locale>>();
  const entries = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      problems.push(`${path}: unexpected folder (articles are files ${expected})`);
      continue;
    }
    if (MODULES.has(entry.name)) continue;
    const match = /^(.*)\.([^.]+)\.md$/.exec(entry.name);
    const locale = LOCALES.find((l) => l === match?.[2]);
    const slug = match?.[1];
    if (slug === undefined || !locale) {
      problems.push(`${path}: unexpected file (expected ${expected})`);
      continue;
    }
    if (!SLUG.test(slug)) {
      problems.push(
        `${path}: the slug "${slug}" (the file name) must be lower-case words joined by hyphens`,
      );
      continue;
    }
    found.set(slug, (found.get(slug) ?? new Set<Locale>()).add(locale));
  }
  for (const slug of [...found.keys()].sort()) {
    const locales = found.get(slug) ?? new Set<Locale>();
    const parsed: Partial<Record<Locale, ParsedArticleFile>> = {};
    for (const locale of LOCALES) {
      const file = articleFile(dir, slug, locale);
      if (!locales.has(locale)) {
        const all = LOCALES.map((l) => `${slug}.${l}.md`).join(', ');
        problems.push(`${file}: missing (every article needs ${all})`);
        continue;
      }
      const text = await readFile(file, 'utf8');
      const images = await articleImages(text, file, problems);
      parsed[locale] = parseArticleFile(text, file, locale, problems, images);
    }
    const shared = parsed[NEWS_DEFAULT_LOCALE];
    if (!shared?.type || !shared.date || !shared.cover || LOCALES.some((l) => !parsed[l])) {
      continue;
    }
    const text = Object.fromEntries(
      LOCALES.map((locale) => {
        const a = parsed[locale] as ParsedArticleFile;
        const file = articleFile(dir, slug, locale);
        return [
          locale,
          { file, title: a.title, summary: a.summary, source: a.source, html: a.html },
        ];
      }),
    ) as Record<Locale, ArticleText>;
    articles.push({ slug, type: shared.type, date: shared.date, cover: shared.cover, text });
  }
  if (problems.length) throw new NewsError(problems);
  return sortNewestFirst(articles);
}

/** Newest first; the same date by slug (a stable order for lists, feeds and prev/next). */
export function sortNewestFirst<T extends { date: string; slug: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1,
  );
}

/** The date in a language, e.g. 2024年5月8日 / May 8, 2024 (UTC: the same on every machine). */
export function formatNewsDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** One article as a list entry of a language (no body). */
function entryOf(article: NewsArticle, locale: Locale): NewsEntry {
  const t = article.text[locale];
  return {
    slug: article.slug,
    type: article.type,
    date: article.date,
    dateLabel: formatNewsDate(article.date, locale),
    title: t.title,
    summary: t.summary,
    source: t.source,
    cover: article.cover,
  };
}

/** The year of an article's date. */
const yearOf = (article: NewsArticle) => Number(article.date.slice(0, 4));

/**
 * The news data files of one language (src/content/news/data.ts), by URL: each page and each year
 * of both lists, each article with its neighbours in its list, and the latest of both lists.
 */
export function newsDataFiles(articles: NewsArticle[], locale: Locale): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const type of NEWS_TYPES) {
    const list = articles.filter((a) => a.type === type);
    const pageCount = pageCountOf(list.length);
    const years = [...new Set(list.map(yearOf))].sort((a, b) => b - a);
    for (let page = 1; page <= pageCount; page++) {
      const entries = list
        .slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE)
        .map((a) => entryOf(a, locale));
      files.set(newsDataUrl.page(locale, type, page), {
        type,
        page,
        pageCount,
        years,
        entries,
      } satisfies NewsListFile);
    }
    for (const year of years) {
      const entries = list.filter((a) => yearOf(a) === year).map((a) => entryOf(a, locale));
      files.set(newsDataUrl.year(locale, type, year), {
        type,
        year,
        pageCount,
        years,
        entries,
      } satisfies NewsListFile);
    }
    list.forEach((article, index) => {
      const neighbour = (other: NewsArticle | undefined) =>
        other && { slug: other.slug, title: other.text[locale].title };
      files.set(newsDataUrl.article(locale, article.slug), {
        article: { ...entryOf(article, locale), body: article.text[locale].html },
        previous: neighbour(list[index - 1]),
        next: neighbour(list[index + 1]),
      } satisfies NewsArticleFile);
    });
  }
  files.set(newsDataUrl.latest(locale), {
    entries: articles.slice(0, NEWS_PAGE_SIZE).map((a) => entryOf(a, locale)),
  } satisfies NewsLatestFile);
  return files;
}

/**
 * Writes the news data files of every language under `<clientDir>/news-data/` (after the client
 * build, which empties the folder). Returns how many.
 */
export async function writeNewsData(articles: NewsArticle[], clientDir: string): Promise<number> {
  let count = 0;
  for (const locale of LOCALES) {
    for (const [url, data] of newsDataFiles(articles, locale)) {
      const file = join(clientDir, url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(data));
      count++;
    }
  }
  return count;
}

/**
 * Variant values the prerender adds to the route table's static ones (src/config/paths.ts), by
 * query parameter: list pages 2…N and each year of each list, and one article page per slug.
 */
export function newsVariantValues(
  articles: NewsArticle[],
): Partial<Record<PageId, Record<string, string[]>>> {
  const values: Partial<Record<PageId, Record<string, string[]>>> = {
    'responsibility-details': { id: articles.map((a) => a.slug) },
  };
  for (const type of NEWS_TYPES) {
    const list = articles.filter((a) => a.type === type);
    const count = pageCountOf(list.length);
    values[NEWS_LIST_PAGE[type]] = {
      page: Array.from({ length: count - 1 }, (_, i) => String(i + 2)),
      year: [...new Set(list.map((a) => String(yearOf(a))))],
    };
  }
  return values;
}

/** URL of the feed of a language, under the site root (e.g. /en/feed.xml). */
export const feedPath = (locale: Locale) => `${LOCALE_INFO[locale].prefix}/feed.xml`;

/** Address of an article page in a language, without origin. */
export const articlePath = (slug: string, locale: Locale) =>
  localizePath(`/responsibility-details?id=${encodeURIComponent(slug)}`, locale);

/** Entries of a feed: the newest, as feed readers poll it (older articles stay on the site). */
export const FEED_ENTRIES = 50;

/** One Atom feed of the newest FEED_ENTRIES articles (both lists) in one language. */
export function atomFeed(
  articles: NewsArticle[],
  locale: Locale,
  siteUrl: string,
  channel: { title: string; description: string; homePath: string },
): string {
  const feedUrl = siteUrl + feedPath(locale);
  const newest = articles[0]?.date ?? '2015-01-01';
  const feed = new Feed({
    id: feedUrl,
    title: channel.title,
    description: channel.description,
    link: siteUrl + channel.homePath,
    language: LOCALE_INFO[locale].htmlLang,
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { atom: feedUrl },
    copyright: channel.title,
  });
  for (const article of articles.slice(0, FEED_ENTRIES)) {
    const t = article.text[locale];
    const link = siteUrl + articlePath(article.slug, locale);
    const date = new Date(`${article.date}T00:00:00Z`);
    feed.addItem({
      title: t.title,
      id: link,
      link,
      date,
      published: date,
      description: t.summary,
      content: t.html,
      author: [{ name: t.source }],
    });
  }
  return feed.atom1();
}

/** Writes `<clientDir>/feed.xml`, `<clientDir>/zh-hant/feed.xml`, `<clientDir>/en/feed.xml`. */
export async function writeFeeds(
  articles: NewsArticle[],
  clientDir: string,
  siteUrl: string,
  channels: Record<Locale, { title: string; description: string }>,
) {
  for (const locale of LOCALES) {
    const file = join(clientDir, feedPath(locale));
    await mkdir(join(file, '..'), { recursive: true });
    const channel = { ...channels[locale], homePath: localizePath('/company-news', locale) };
    await writeFile(file, atomFeed(articles, locale, siteUrl, channel));
  }
}

/** Loads and validates the articles; exits 1 with the list of problems on bad input. */
export async function loadNewsOrExit(): Promise<NewsArticle[]> {
  try {
    const articles = await loadNews();
    console.log(`News: ${articles.length} articles × ${LOCALES.length} languages checked`);
    return articles;
  } catch (error) {
    if (error instanceof NewsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await loadNewsOrExit();
}
