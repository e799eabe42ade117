import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_SEED_ID, type SearchSeed } from '../../../../shared/search';
import { readSeed, renderWithSeed } from '../search-seed';

const SEED: SearchSeed = {
  query: '糖网 ',
  kind: 'news',
  hits: [
    { id: 'a', score: 2, data: { url: '/a', excerpt: 'x', meta: { title: 'A' }, filters: {} } },
  ],
};

/** A browser page whose address is `search` and whose seed block holds `text` (none: no block). */
function browserPage(search: string, text?: string) {
  const g = globalThis as Record<string, unknown>;
  g.window = { location: { search } };
  g.document = {
    getElementById: (id: string) =>
      id === SEARCH_SEED_ID && text !== undefined ? { textContent: text } : null,
  };
}

afterEach(() => {
  const g = globalThis as Record<string, unknown>;
  delete g.window;
  delete g.document;
});

describe('the first results that came with the search page', () => {
  it('are the seed given while the server renders, and nothing after', () => {
    expect(renderWithSeed(SEED, () => readSeed())).toBe(SEED);
    expect(readSeed()).toBeUndefined();
    expect(() =>
      renderWithSeed(SEED, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(readSeed()).toBeUndefined();
  });

  it('are taken in the browser only for the address’s own query and kind', () => {
    const block = JSON.stringify(SEED);
    browserPage(`?q=${encodeURIComponent('糖网 ')}&kind=news`, block);
    expect(readSeed()).toEqual(SEED);
    // Another query, another kind, no kind: the page searches itself.
    browserPage('?q=%E7%B3%96%E7%BD%91&kind=news', block);
    expect(readSeed()).toBeUndefined();
    browserPage(`?q=${encodeURIComponent('糖网 ')}&kind=products`, block);
    expect(readSeed()).toBeUndefined();
    browserPage(`?q=${encodeURIComponent('糖网 ')}`, block);
    expect(readSeed()).toBeUndefined();
    // No block, or one that does not parse.
    browserPage(`?q=${encodeURIComponent('糖网 ')}&kind=news`);
    expect(readSeed()).toBeUndefined();
    browserPage(`?q=${encodeURIComponent('糖网 ')}&kind=news`, '{"query":');
    expect(readSeed()).toBeUndefined();
  });
});
