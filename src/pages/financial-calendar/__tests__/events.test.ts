/**
 * The calendar's event files (`<slug>.<language>.md`, front matter only): each slug in the three
 * languages, the shared fields in `zh-hans` only, a `document:` naming an existing document. The
 * site's build checks them again against its schema; this keeps the files right until then. (The
 * built feed and files are read by ical.js in e2e/financial-calendar.spec.ts.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const FOLDER = join(import.meta.dirname, '../../../content/calendar');
const DOCUMENTS = join(FOLDER, '..', 'documents');
const LANGUAGES = ['zh-hans', 'zh-hant', 'en'] as const;
const CATEGORIES = ['results', 'general-meeting', 'book-closure', 'dividend', 'other'];
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(zh-hans|zh-hant|en)\.md$/;

/** The front matter of one file, which must hold nothing else. */
function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(join(FOLDER, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  expect(match, `${file}: front matter between --- lines`).not.toBeNull();
  expect(match?.[2]?.trim(), `${file}: no body`).toBe('');
  const data: unknown = parse(match?.[1] ?? '');
  expect(typeof data, file).toBe('object');
  return data as Record<string, unknown>;
}

const files = readdirSync(FOLDER).filter((name) => name.endsWith('.md'));
const slugs = [...new Set(files.map((name) => FILE.exec(name)?.[1] ?? name))].sort();

describe('calendar event files', () => {
  it('are named <slug>.<language>.md, each slug in the three languages', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(7);
    expect(files.filter((name) => !FILE.test(name))).toEqual([]);
    for (const slug of slugs)
      expect(files.filter((name) => name.startsWith(`${slug}.`)).sort(), slug).toEqual(
        LANGUAGES.map((language) => `${slug}.${language}.md`).sort(),
      );
  });

  it('give date, category and title in zh-hans, and only a title in the others', () => {
    for (const slug of slugs) {
      const shared = frontMatter(`${slug}.zh-hans.md`);
      expect(shared.date, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(CATEGORIES, slug).toContain(shared.category);
      expect(shared.title, slug).toEqual(expect.stringMatching(/\S/));
      expect(
        Object.keys(shared).filter(
          (key) => !['date', 'time', 'ends', 'category', 'title', 'document'].includes(key),
        ),
        slug,
      ).toEqual([]);
      if (shared.time !== undefined) expect(shared.time, slug).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      if (shared.ends !== undefined) {
        expect(shared.ends, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(String(shared.ends) > String(shared.date), slug).toBe(true);
        expect(shared.time, `${slug}: a span is all-day`).toBeUndefined();
      }
      for (const language of ['zh-hant', 'en']) {
        const translated = frontMatter(`${slug}.${language}.md`);
        expect(Object.keys(translated), `${slug}.${language}`).toEqual(['title']);
        expect(translated.title, `${slug}.${language}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('name only existing documents', () => {
    const linked = slugs.filter((slug) => frontMatter(`${slug}.zh-hans.md`).document !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) {
      const document = frontMatter(`${slug}.zh-hans.md`).document;
      expect(document, slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(existsSync(join(DOCUMENTS, `${document}.zh-hans.md`)), `${slug}: ${document}`).toBe(
        true,
      );
    }
  });
});
