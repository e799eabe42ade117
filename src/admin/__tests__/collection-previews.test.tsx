// @vitest-environment happy-dom
/**
 * Every collection's preview drawn in the editor's second language from one of the collection's
 * own entries, as Decap hands it (src/admin/preview-entry.ts): the English title shows, with the
 * date the build writes for that language. No list of collections: a new one's preview is drawn
 * here as soon as it has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { collections } from '../../content/collections';
import { formatDate } from '../../content/entries/dates';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import type { ImmutableLike } from '../preview-entry';
import { collectionPreviews, PREVIEW_MODULES } from '../previews';

afterEach(cleanup);
// No built data files here: a preview that reads them draws what it has without them.
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// A path, not a URL: happy-dom's URL is not Node's.
const CONTENT = join(process.cwd(), 'src/content');

/** The front matter of `src/content/<folder>/<slug>.<locale>.md`. */
const frontMatter = (folder: string, file: string) =>
  parseYaml(readFileSync(join(CONTENT, folder, file), 'utf8').split(/^---$/m)[1] ?? '') as Record<
    string,
    unknown
  >;

/** A collection's first entry as Decap's preview gets it with the pane in `en`. */
function entryOf(folder: string) {
  const slug = readdirSync(join(CONTENT, folder))
    .filter((file) => file.endsWith(`.${DEFAULT_LOCALE}.md`))
    .sort()[0]
    ?.slice(0, -`.${DEFAULT_LOCALE}.md`.length);
  if (!slug) throw new Error(`src/content/${folder} has no entry`);
  const i18n = Object.fromEntries(
    LOCALES.map((locale) => [locale, { data: frontMatter(folder, `${slug}.${locale}.md`) }]),
  );
  // Decap's preview of another language: that language's data, the default's beside it.
  const value = { slug, data: i18n.en?.data, i18n };
  const getIn = (path: (string | number)[]) =>
    path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
  const entry: ImmutableLike = { get: (key) => value[key as keyof typeof value], getIn };
  return { entry, hans: i18n[DEFAULT_LOCALE]?.data ?? {}, en: i18n.en?.data ?? {} };
}

const previews = collectionPreviews(PREVIEW_MODULES);

describe("each collection's preview", () => {
  it('is there for every collection', () => {
    expect(previews.map(({ name }) => name).sort()).toEqual(
      Object.values(collections)
        .map((collection) => collection.name)
        .sort(),
    );
  });

  it.each(previews)('$name: draws an entry in English with its date', async ({ name, preview }) => {
    const collection = Object.values(collections).find((c) => c.name === name);
    if (!collection) throw new Error(name);
    const { entry, hans, en } = entryOf(collection.folder);
    const title = String(en[collection.title]);
    const date = String(hans[collection.date]);
    expect(title.length).toBeGreaterThan(0);
    const Preview = preview.component;
    const { container } = render(<Preview entry={entry} />);
    await waitFor(() => expect(container.textContent).toContain(title), { timeout: 5000 });
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    expect(container.textContent).toContain(formatDate(date, 'en'));
    expect(container.textContent).not.toMatch(/undefined|NaN/);
  });
});
