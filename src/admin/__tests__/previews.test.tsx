import { existsSync, readdirSync } from 'node:fs';
import type CMS from 'decap-cms-app';
import { describe, expect, it } from 'vitest';
import { collections } from '../../content/collections';
import type { EntryPreview } from '../preview-site';
import { collectionPreviews, PREVIEW_MODULES, registerPreviews } from '../previews';

const CONTENT = new URL('../../content/', import.meta.url);

/** The folders of src/content that hold a `preview.tsx`, read from the disk. */
const foldersWithPreview = readdirSync(CONTENT, { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && existsSync(new URL(`${dir.name}/preview.tsx`, CONTENT)))
  .map((dir) => dir.name)
  .sort();

/** A stand-in for Decap's `CMS` that records what is registered with it. */
function fakeCms() {
  const templates = new Map<string, unknown>();
  const styles: unknown[] = [];
  const cms = {
    registerPreviewTemplate(name: string, component: unknown) {
      if (templates.has(name)) throw new Error(`${name} registered twice`);
      templates.set(name, component);
    },
    registerPreviewStyle(style: unknown, options: unknown) {
      expect(options).toEqual({ raw: true });
      styles.push(style);
    },
  };
  return { cms: cms as unknown as typeof CMS, templates, styles };
}

const preview = (): EntryPreview => ({ component: () => null, styles: [] });

describe("the editor's previews", () => {
  it('finds every src/content/<folder>/preview.tsx, each the folder of a collection of the map', () => {
    expect(foldersWithPreview.length).toBeGreaterThan(0);
    const folders = Object.values(collections).map((collection) => collection.folder);
    for (const folder of foldersWithPreview) expect(folders, folder).toContain(folder);
    expect(collectionPreviews(PREVIEW_MODULES).map(({ path }) => path)).toEqual(
      foldersWithPreview.map((folder) => `src/content/${folder}/preview.tsx`),
    );
  });

  it("registers each collection's preview under the collection's name, and the pages'", async () => {
    const { cms, templates, styles } = fakeCms();
    registerPreviews(cms);
    const byFolder = Object.values(collections).filter((c) =>
      foldersWithPreview.includes(c.folder),
    );
    expect(byFolder.length).toBe(foldersWithPreview.length);
    for (const collection of byFolder) {
      const module = (await import(`../../content/${collection.folder}/preview.tsx`)) as {
        default: EntryPreview;
      };
      expect(templates.get(collection.name), collection.name).toBe(module.default.component);
    }
    expect([...templates.keys()].sort()).toEqual(
      [...byFolder.map((c) => c.name), 'home', 'about', 'career', 'investor', 'contact'].sort(),
    );
    // Every stylesheet once (the frame loads each string it is given).
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(styles.length);
  });

  it('the news preview is the news collection’s, by its folder', () => {
    const { cms, templates } = fakeCms();
    registerPreviews(cms, { '../content/news/preview.tsx': { default: preview() } });
    expect(templates.has(collections.news.name)).toBe(true);
  });

  it('stops, naming the file, at a preview in a folder of no collection', () => {
    const { cms, templates } = fakeCms();
    expect(() =>
      registerPreviews(cms, {
        '../content/news/preview.tsx': { default: preview() },
        '../content/press-kits/preview.tsx': { default: preview() },
      }),
    ).toThrow(/^src\/content\/press-kits\/preview\.tsx: no collection .* "press-kits"/);
    expect(() =>
      collectionPreviews({ '../content/pages/preview.tsx': { default: preview() } }),
    ).toThrow('src/content/pages/preview.tsx');
    expect(templates.size).toBe(0);
  });

  it('stops at a preview whose default export is not { component, styles }', () => {
    expect(() =>
      collectionPreviews({ '../content/news/preview.tsx': { default: () => null } }),
    ).toThrow('src/content/news/preview.tsx: its default export must be { component, styles }');
    expect(() => collectionPreviews({ '../content/news/preview.tsx': {} })).toThrow(
      'src/content/news/preview.tsx',
    );
  });
});
