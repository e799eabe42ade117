import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_IDS } from '../../config/paths';
import { PAGE_SCHEMAS, pageSchemaName } from '../schema';

/**
 * The page tables derive from the one list of pages, config/paths.ts (docs/design.md, "Content
 * as data"): each page's content schema by its name, its code by its folder, written by the
 * content step (`npm run content`, which `npm test` runs first).
 */
describe('page tables', () => {
  it('gives every page of config/paths.ts its content schema, by its name', () => {
    expect(Object.keys(PAGE_SCHEMAS)).toEqual(PAGE_IDS);
    for (const id of PAGE_IDS) expect(PAGE_SCHEMAS[id], id).toBeInstanceOf(z.ZodType);
    expect(pageSchemaName('development-history')).toBe('developmentHistoryContent');
    expect(pageSchemaName('health-eye')).toBe('healthEyeContent');
    expect(pageSchemaName('home')).toBe('homeContent');
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
});
