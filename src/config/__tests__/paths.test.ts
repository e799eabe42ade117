import { describe, expect, it } from 'vitest';
import { PAGE_IDS, PAGES, PUBLIC_PAGE_IDS, pageForPath, pageVariant } from '../paths';

describe('page table', () => {
  it('has the 18 routes of docs/spec.md §2, the privacy notice and the hidden style guide', () => {
    expect(PUBLIC_PAGE_IDS).toHaveLength(19);
    expect(PAGE_IDS).toHaveLength(20);
    expect(PAGE_IDS.filter((id) => !PUBLIC_PAGE_IDS.includes(id))).toEqual(['styleguide']);
    expect(new Set(PAGE_IDS.map((id) => PAGES[id].path)).size).toBe(20);
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
});
