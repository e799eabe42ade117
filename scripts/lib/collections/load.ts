/**
 * Reading a collection of entries (src/content/entries/define.ts) from its folder, laid out as
 * Decap CMS's i18n `multiple_files`: one Markdown file per entry and language, the same slug in
 * every language,
 *
 *     src/content/<folder>/<slug>.zh-hans.md   every field: those written once (not `text()`)
 *                                              and the translated ones
 *     src/content/<folder>/<slug>.zh-hant.md   the translated fields
 *     src/content/<folder>/<slug>.en.md        the translated fields
 *
 * each starting with a `---` front-matter block (YAML), the body below it. Beside the entries the
 * folder holds only TypeScript modules (the declaration, the covers). Every file is validated
 * with the collection's zod schema, naming the file and the field of each problem; every entry
 * needs all three languages. The Markdown becomes sanitised HTML (shared/article-html.ts), with
 * uploaded images as responsive <picture>s.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { articleHtml } from '../../../shared/article-html';
import { sharedKeys, translatedKeys } from '../../../src/content/collections';
import { type EntryCollection, markdownImages, SLUG } from '../../../src/content/entries/define';
import { issueMessage } from '../../../src/content/schema/walk';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../../../src/i18n/locales';
import { deriveUpload, pictureHtml, type UploadImage, uploadProblem } from '../uploads';

/** The folder of a collection (CONTENT_DIR: read another copy of the content, as scripts/content.ts). */
export const folderOf = (collection: EntryCollection) =>
  join(process.env.CONTENT_DIR ?? 'src/content', collection.folder);

/** One language of an entry: its file, its translated fields and its body as HTML. */
export interface EntryText {
  file: string;
  fields: Record<string, unknown>;
  /** Sanitised HTML of the body. */
  html: string;
}

/** One entry in every language. */
export interface Entry {
  slug: string;
  /** Its date (the collection's `date` field), `YYYY-MM-DD`. */
  date: string;
  /** The fields written once, in the default language's file. */
  shared: Record<string, unknown>;
  text: Record<Locale, EntryText>;
}

/** Thrown with every problem found, one per line, each naming its file (and field). */
export class EntriesError extends Error {
  constructor(
    readonly collection: string,
    readonly problems: string[],
  ) {
    super(`The ${collection} entries are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EntriesError';
  }
}

/** Splits `---\n<yaml>\n---\n<markdown>`; undefined when the file does not start with one. */
export function splitFrontMatter(text: string): { data: string; body: string } | undefined {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { data: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

/**
 * Markdown → HTML with only the tags an entry needs (shared/article-html.ts, which the editor's
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

/** The file of one language of an entry. */
export const entryFile = (dir: string, slug: string, locale: Locale) =>
  join(dir, `${slug}.${locale}.md`);

/** One parsed file: its front matter (only the default language's has the shared fields). */
export type ParsedFile = { data: Record<string, unknown>; html: string };

/**
 * Parses and validates one file of `locale` (the default language's file has the shared fields,
 * the others must not); problems are pushed, not thrown, so one run lists them all.
 */
export function parseEntryFile(
  collection: EntryCollection,
  text: string,
  file: string,
  locale: Locale,
  problems: string[],
  images: ReadonlyMap<string, UploadImage> = new Map(),
): ParsedFile | undefined {
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
  const isDefault = locale === DEFAULT_LOCALE;
  const shared = sharedKeys(collection.schema);
  const schema = isDefault
    ? collection.schema
    : collection.schema.pick(
        Object.fromEntries(translatedKeys(collection.schema).map((k) => [k, true])) as never,
      );
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          problems.push(
            !isDefault && shared.includes(key)
              ? `${file}: field "${key}" is the same in every language: write it only in the ${DEFAULT_LOCALE} file`
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
    problems.push(`${file}: the ${collection.singular} has no body below the front matter`);
    return undefined;
  }
  return { data: result.data as Record<string, unknown>, html: markdownToHtml(parts.body, images) };
}

/** Where uploaded images are looked up (public/ of this checkout). */
const PUBLIC_DIR = 'public';

/**
 * The images of one entry file, checked (an upload that exists, alternative text written in
 * this language) and their responsive copies derived.
 */
async function entryImages(
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
 * Reads every entry (`<slug>.<locale>.md`) of a collection in `dir`; throws an EntriesError
 * listing every problem. Returns the entries newest first (same date: by slug, a stable order).
 */
export async function loadEntries(
  collection: EntryCollection,
  dir = folderOf(collection),
): Promise<Entry[]> {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const { singular } = collection;
  const expected = `<slug>.<locale>.md with <locale> one of ${LOCALES.join(', ')}`;
  /** The languages found of each slug. */
  const found = new Map<string, Set<Locale>>();
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const item of names) {
    const path = join(dir, item.name);
    if (item.isDirectory()) {
      problems.push(`${path}: unexpected folder (${singular} files are ${expected})`);
      continue;
    }
    // The collection's own modules (its declaration, its covers) live beside the entries.
    if (item.name.endsWith('.ts')) continue;
    const match = /^(.*)\.([^.]+)\.md$/.exec(item.name);
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
  const shared = sharedKeys(collection.schema);
  for (const slug of [...found.keys()].sort()) {
    const locales = found.get(slug) ?? new Set<Locale>();
    const parsed: Partial<Record<Locale, ParsedFile>> = {};
    for (const locale of LOCALES) {
      const file = entryFile(dir, slug, locale);
      if (!locales.has(locale)) {
        const all = LOCALES.map((l) => `${slug}.${l}.md`).join(', ');
        problems.push(`${file}: missing (every ${singular} needs ${all})`);
        continue;
      }
      const text = await readFile(file, 'utf8');
      const images = await entryImages(text, file, problems);
      parsed[locale] = parseEntryFile(collection, text, file, locale, problems, images);
    }
    const base = parsed[DEFAULT_LOCALE];
    if (!base || LOCALES.some((l) => !parsed[l])) continue;
    const text = Object.fromEntries(
      LOCALES.map((locale) => {
        const { data, html } = parsed[locale] as ParsedFile;
        const fields = Object.fromEntries(
          Object.entries(data).filter(([key]) => !shared.includes(key)),
        );
        return [locale, { file: entryFile(dir, slug, locale), fields, html }];
      }),
    ) as Record<Locale, EntryText>;
    entries.push({
      slug,
      date: String(base.data[collection.date]),
      shared: Object.fromEntries(shared.map((key) => [key, base.data[key]])),
      text,
    });
  }
  if (problems.length) throw new EntriesError(collection.name, problems);
  return sortNewestFirst(entries);
}

/** Newest first; the same date by slug (a stable order for lists, feeds and prev/next). */
export function sortNewestFirst<T extends { date: string; slug: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1,
  );
}

/** The date in a language, e.g. 2024年5月8日 / May 8, 2024 (UTC: the same on every machine). */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A field of an entry in a language: translated, else written once. */
export function fieldOf(entry: Entry, key: string, locale: Locale): unknown {
  return key in entry.text[locale].fields ? entry.text[locale].fields[key] : entry.shared[key];
}
