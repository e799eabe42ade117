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
import { readFileSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { articleHtml } from '../../../shared/article-html';
import { type EntryCollection, markdownImages, SLUG } from '../../../src/content/entries/define';
import { sharedKeys, translatedKeys } from '../../../src/content/registry';
import { isDocumentFileSchema } from '../../../src/content/schema/primitives';
import { issueMessage, nodeOf, unwrap } from '../../../src/content/schema/walk';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales';
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
  /** Its date (the collection's `date` field), `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`. */
  date: string;
  /**
   * The fields written once, in the default language's file; an uploaded file (`documentFile()`)
   * as its published address and size, `{ url, bytes }`.
   */
  shared: Record<string, unknown>;
  text: Record<Locale, EntryText>;
  /** Its uploaded files: where each is in the repository and the address it is published at. */
  files: PublishedFile[];
  /** Why it was withdrawn (the collection's `withdrawal` field), if it was. */
  withdrawn?: string;
}

/** An uploaded file of an entry, published by the build at a stable address. */
export interface PublishedFile {
  source: string;
  url: string;
  bytes: number;
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
  const hasBody = collection.body !== false;
  if (hasBody && !parts.body.trim()) {
    problems.push(`${file}: the ${collection.singular} has no body below the front matter`);
    return undefined;
  }
  if (!hasBody && parts.body.trim()) {
    problems.push(`${file}: a ${collection.singular} has no body: write only its front matter`);
    return undefined;
  }
  return {
    data: result.data as Record<string, unknown>,
    html: hasBody ? markdownToHtml(parts.body, images) : '',
  };
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
  return (await loadCollection(collection, dir)).entries;
}

/** The entries of a collection, and apart from them those withdrawn (not listed, not published). */
export async function loadCollection(
  collection: EntryCollection,
  dir = folderOf(collection),
): Promise<{ entries: Entry[]; withdrawn: Entry[] }> {
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
    if (item.isDirectory() && item.name === collection.files) continue;
    if (item.isDirectory()) {
      problems.push(`${path}: unexpected folder (${singular} files are ${expected})`);
      continue;
    }
    // The collection's own modules (its declaration, its covers), its preview in the editor
    // (`preview.tsx`, src/admin/previews.tsx) and its words in the editor (`editor.<locale>.yml`,
    // content/registry.ts) live beside the entries.
    if (
      item.name.endsWith('.ts') ||
      item.name === 'preview.tsx' ||
      /^editor\.[a-z-]+\.yml$/.test(item.name)
    )
      continue;
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
  const translated = translatedKeys(collection.schema);
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
      // Read synchronously: thousands of small files, each awaited in turn, left the thread idle
      // half of the load (2.0 s → 0.95 s at 3,000 files).
      const text = readFileSync(file, 'utf8');
      const images = await entryImages(text, file, problems);
      parsed[locale] = parseEntryFile(collection, text, file, locale, problems, images);
    }
    const base = parsed[DEFAULT_LOCALE];
    if (!base || LOCALES.some((l) => !parsed[l])) continue;
    // An optional translated field (a document's summary) is written in every language or none.
    for (const key of translated) {
      const given = LOCALES.filter((l) => parsed[l]?.data[key] !== undefined);
      if (given.length === 0 || given.length === LOCALES.length) continue;
      for (const locale of LOCALES.filter((l) => !given.includes(l)))
        problems.push(
          `${entryFile(dir, slug, locale)}: ${key}: missing (written in ${given.join(', ')}: write it in this language too, or in none)`,
        );
    }
    const date = String(base.data[collection.date]);
    const files: PublishedFile[] = [];
    const publish = async (value: unknown, key: string): Promise<unknown> => {
      const source = join(dir, String(value));
      const url = `/${collection.folder}/${date.slice(0, 4)}/${slug}-${key}${extname(source)}`;
      const problem = await fileProblem(source);
      if (problem) {
        problems.push(`${entryFile(dir, slug, DEFAULT_LOCALE)}: ${key}: ${value} ${problem}`);
        return undefined;
      }
      const { size: bytes } = await stat(source);
      files.push({ source, url, bytes });
      return { url, bytes };
    };
    const text = Object.fromEntries(
      LOCALES.map((locale) => {
        const { data, html } = parsed[locale] as ParsedFile;
        const fields = Object.fromEntries(
          Object.entries(data).filter(([key]) => !shared.includes(key)),
        );
        return [locale, { file: entryFile(dir, slug, locale), fields, html }];
      }),
    ) as Record<Locale, EntryText>;
    const sharedValues: Record<string, unknown> = {};
    for (const key of shared) {
      const value = base.data[key];
      const schema = collection.schema.shape[key] as z.core.$ZodType;
      sharedValues[key] = await publishFiles(schema, value, key, publish);
    }
    const reason = collection.withdrawal && base.data[collection.withdrawal];
    entries.push({
      slug,
      date,
      shared: sharedValues,
      text,
      files,
      ...(typeof reason === 'string' && reason.trim() ? { withdrawn: reason.trim() } : {}),
    });
  }
  if (problems.length) throw new EntriesError(collection.name, problems);
  const sorted = sortNewestFirst(entries);
  return {
    entries: sorted.filter((e) => e.withdrawn === undefined),
    withdrawn: sorted.filter((e) => e.withdrawn !== undefined),
  };
}

/**
 * A value with its uploaded files (`documentFile()`, alone or as the values of an object such as
 * `files: { en, zh-hant }`) replaced by their published address and size.
 */
async function publishFiles(
  schema: z.core.$ZodType,
  value: unknown,
  key: string,
  publish: (value: unknown, key: string) => Promise<unknown>,
): Promise<unknown> {
  if (value === undefined) return value;
  const inner = unwrap(schema);
  if (isDocumentFileSchema(inner)) return publish(value, key);
  const node = nodeOf(inner);
  if (node.type !== 'object' || typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const child = node.shape[k];
    out[k] =
      child && isDocumentFileSchema(unwrap(child)) && v !== undefined ? await publish(v, k) : v;
  }
  return out;
}

/** Why an uploaded PDF cannot be published: missing, or not a PDF by its bytes. */
async function fileProblem(path: string): Promise<string | undefined> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return 'does not exist (upload it in the editor)';
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-' ? undefined : 'is not a PDF';
  } finally {
    await handle.close();
  }
}

/** Newest first; the same date by slug (a stable order for lists, feeds and prev/next). */
export function sortNewestFirst<T extends { date: string; slug: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1,
  );
}

// Written out as the editor's previews write them (src/content/entries/dates.ts).
export { formatDate, instantOf } from '../../../src/content/entries/dates';

/** A field of an entry in a language: translated, else written once. */
export function fieldOf(entry: Entry, key: string, locale: Locale): unknown {
  return key in entry.text[locale].fields ? entry.text[locale].fields[key] : entry.shared[key];
}
