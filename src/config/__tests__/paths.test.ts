import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '../../../shared/search-kinds';
import {
  isUnlisted,
  PAGE_IDS,
  PAGES,
  type PageDefinition,
  PUBLIC_PAGE_IDS,
  pageForPath,
  pageVariant,
} from '../paths';

/** The routes docs/spec.md ("Pages and routes") names: its 18, the investor documents and governance. */
const SPEC_ROUTES = [
  '/home',
  '/about',
  '/development-history',
  '/partner',
  '/awards',
  '/product',
  '/samd-detail',
  '/medical',
  '/health',
  '/health-eye',
  '/responsibility',
  '/company-news',
  '/responsibility-details',
  '/story',
  '/career',
  '/career-detail',
  '/investor',
  '/contact',
  '/investor-documents',
  '/corporate-governance',
];

describe('page table', () => {
  it('has every route of docs/spec.md, each page at its own path, the style guide hidden and the pages that are not documents unlisted', () => {
    for (const path of SPEC_ROUTES) {
      const id = pageForPath(path);
      expect(id, path).toBeDefined();
      expect(PUBLIC_PAGE_IDS, path).toContain(id);
      expect(isUnlisted(id as (typeof PAGE_IDS)[number]), path).toBe(false);
    }
    expect(new Set(PAGE_IDS.map((id) => PAGES[id].path)).size).toBe(PAGE_IDS.length);
    expect(PAGE_IDS.filter((id) => !PUBLIC_PAGE_IDS.includes(id))).toEqual(['styleguide']);
    expect(PAGE_IDS.filter(isUnlisted)).toEqual(['alerts', 'search', 'styleguide']);
    expect(pageForPath('/health-eye')).toBe('health-eye');
    expect(pageForPath('/nope')).toBeUndefined();
  });

  it('picks a variant from the query, the first for a missing or unknown value', () => {
    expect(pageVariant('product', '?type=4')).toBe('4');
    expect(pageVariant('product', '?type=9')).toBe('1');
    expect(pageVariant('product', '')).toBe('1');
    expect(pageVariant('career-detail', new URLSearchParams('type=3'))).toBe('3');
    expect(pageVariant('career-detail', '?type=5')).toBe('1');
    expect(pageVariant('about', '?type=2')).toBeUndefined();
  });

  it('gives site search a kind for every public page but search itself, and WebAssembly to search alone', () => {
    for (const id of PUBLIC_PAGE_IDS) {
      const def: PageDefinition = PAGES[id];
      if (id === 'search' || id === 'alerts') expect(def.kind).toBeUndefined();
      else expect(SEARCH_KINDS).toContain(def.kind);
    }
    expect(PAGE_IDS.filter((id) => (PAGES[id] as PageDefinition).webAssembly)).toEqual(['search']);
  });
});
