import { describe, expect, it } from 'vitest';
import { type PaginationItem, pageNumbers, paginationItems } from '../collection-list';

/** How one layout reads the items: numbers, `…` for gaps, the current page in brackets. */
function row(items: PaginationItem[], page: number, layout: 'wide' | 'narrow'): string {
  return items
    .filter((item) =>
      item.kind === 'page'
        ? layout === 'wide' || !item.wideOnly
        : layout === 'narrow' || !item.narrowOnly,
    )
    .map((item) => (item.kind === 'gap' ? '…' : item.page === page ? `[${item.page}]` : item.page))
    .join(' ');
}

describe('short pagination', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageNumbers(1, 1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3, 1)).toEqual([1, 2, 3]);
    expect(pageNumbers(40, 84, 1)).toEqual([1, 39, 40, 41, 84]);
    // A gap that would hide one page shows it.
    expect(pageNumbers(4, 84, 1)).toEqual([1, 2, 3, 4, 5, 84]);
    expect(pageNumbers(4, 84, 0)).toEqual([1, 4, 84]);
    expect(pageNumbers(3, 84, 0)).toEqual([1, 2, 3, 84]);
  });

  it('stays one short row at any count, wide and on a phone', () => {
    for (const count of [2, 7, 84, 167, 1000]) {
      for (let page = 1; page <= count; page++) {
        const items = paginationItems(page, count);
        const wide = row(items, page, 'wide').split(' ');
        const narrow = row(items, page, 'narrow').split(' ');
        expect(wide.length, `${page}/${count}`).toBeLessThanOrEqual(7);
        expect(narrow.length, `${page}/${count}`).toBeLessThanOrEqual(5);
        for (const layout of [wide, narrow]) {
          expect(layout[0]).toMatch(/^\[?1\]?$/);
          expect(layout.at(-1)).toMatch(new RegExp(`^\\[?${count}\\]?$`));
          expect(layout).toContain(`[${page}]`);
          expect(layout.join(' ')).not.toContain('… …');
        }
      }
    }
  });

  it('reads as expected in the middle of a long list', () => {
    const items = paginationItems(40, 84);
    expect(row(items, 40, 'wide')).toBe('1 … 39 [40] 41 … 84');
    expect(row(items, 40, 'narrow')).toBe('1 … [40] … 84');
    expect(row(paginationItems(4, 84), 4, 'wide')).toBe('1 2 3 [4] 5 … 84');
    expect(row(paginationItems(4, 84), 4, 'narrow')).toBe('1 … [4] … 84');
    expect(row(paginationItems(3, 5), 3, 'narrow')).toBe('1 2 [3] 4 5');
  });
});
