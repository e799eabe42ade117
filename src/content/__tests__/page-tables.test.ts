import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_IDS, PAGES, type PageId, SECTION_OF } from '../../config/paths';
import { LOCALES } from '../../i18n/locales';
import { collections } from '../collections';
import { PAGE_NAMES } from '../generated/page-names';
import { loadPageContent } from '../index';
import { ENTRY_COLLECTIONS } from '../registry';
import { PAGE_SCHEMAS } from '../schema';
import { documentsSchemas } from '../schema/documents';
import { newsSchemas } from '../schema/news';

/**
 * The page tables derive from the one list of pages, config/paths.ts (docs/design.md, "Content
 * as data"): each page's content schema by its name, its code by its folder, written by the
 * content step (`npm run content`, which `npm test` runs first).
 */
describe('page tables', () => {
  it("gives every page of config/paths.ts its content schema, a collection's page its own", () => {
    expect(Object.keys(PAGE_SCHEMAS).sort()).toEqual([...PAGE_IDS].sort());
    for (const id of PAGE_IDS) expect(PAGE_SCHEMAS[id], id).toBeInstanceOf(z.ZodType);
    expect(PAGE_SCHEMAS['investor-documents']).toBe(documentsSchemas.pages['investor-documents']);
    expect(PAGE_SCHEMAS['company-news']).toBe(newsSchemas.pages['company-news']);
  });

  it("gives every page its lazy module, src/pages/<id>/<id>-page.tsx, in the list's order", () => {
    const table = readFileSync(new URL('../generated/page-modules.ts', import.meta.url), 'utf8');
    const listed = [
      ...table.matchAll(
        /^ {2}"([a-z-]+)": \(\) => import\('\.\.\/\.\.\/pages\/([a-z-]+)\/([a-z-]+)-page'\),$/gm,
      ),
    ];
    expect(listed.map((line) => line[1])).toEqual(PAGE_IDS);
    for (const [, id, folder, file] of listed) {
      expect([folder, file]).toEqual([id, id]);
      expect(existsSync(new URL(`../../pages/${id}/${id}-page.tsx`, import.meta.url)), id).toBe(
        true,
      );
    }
  });

  it('names every page by its own words: its short name, else its title, in each language', async () => {
    for (const locale of LOCALES) {
      expect(Object.keys(PAGE_NAMES[locale])).toEqual(PAGE_IDS);
      for (const id of PAGE_IDS) {
        const { meta } = await loadPageContent(locale, id);
        expect(PAGE_NAMES[locale][id], `${locale} ${id}`).toBe(meta.shortName ?? meta.title);
      }
    }
    expect(PAGE_NAMES.en['samd-detail']).toBe('DR Screening Software');
    expect(PAGE_NAMES.en.investor).toBe('Investor Relations');
  });

  it('registers every collection declared in src/content/<folder>/collection.ts in the map, bound to its schema', () => {
    const root = new URL('../', import.meta.url);
    const declared = readdirSync(root, { withFileTypes: true })
      .filter((dir) => dir.isDirectory() && existsSync(new URL(`${dir.name}/collection.ts`, root)))
      .map((dir) => dir.name)
      .sort();
    expect(ENTRY_COLLECTIONS.map((c) => c.folder).sort()).toEqual(declared);
    // In the order of the collection map.
    expect(ENTRY_COLLECTIONS.map((c) => c.name)).toEqual(Object.keys(collections));
    // Each collection's pages placed once, after the page its declaration names.
    const owned = ENTRY_COLLECTIONS.flatMap((collection) => Object.keys(collection.pages));
    expect(new Set(owned).size).toBe(owned.length);
    for (const collection of ENTRY_COLLECTIONS)
      for (const [id, { menu: _menu, section, ...page }] of Object.entries(collection.pages)) {
        expect(SECTION_OF[id as PageId], id).toBe(section);
        expect(PAGES[id as PageId], id).toEqual(page);
        expect(PAGE_IDS.indexOf(id as PageId), id).toBeGreaterThan(
          PAGE_IDS.indexOf(collection.pagesAfter as PageId),
        );
      }
  });
});
