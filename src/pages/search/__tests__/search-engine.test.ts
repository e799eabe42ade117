import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '../../../config/paths';
import {
  excerptParts,
  type Pagefind,
  queryVariants,
  readSearchParams,
  searchAll,
  searchParamsOf,
  synonymWords,
} from '../search-engine';

const GROUPS = [
  ['糖网', '糖尿病视网膜病变'],
  ['myopia', 'short-sightedness'],
  ['AI', '人工智能'],
];

describe('synonym expansion', () => {
  it('splits a group at commas of either width and 、', () => {
    expect(synonymWords({ words: '糖网，糖尿病视网膜病变、 DR ,, ' })).toEqual([
      '糖网',
      '糖尿病视网膜病变',
      'DR',
    ]);
  });

  it('replaces a Chinese word inside a longer query by each other word of its group', () => {
    expect(queryVariants('糖网筛查', GROUPS)).toEqual(['糖网筛查', '糖尿病视网膜病变筛查']);
  });

  it('matches a Latin word only as a whole word, in any case', () => {
    expect(queryVariants('Myopia control', GROUPS)).toEqual([
      'Myopia control',
      'short-sightedness control',
    ]);
    expect(queryVariants('retinal', GROUPS)).toEqual(['retinal']);
    expect(queryVariants('maid', GROUPS)).toEqual(['maid']);
  });

  it('searches at most four variants', () => {
    const many = [['a', 'b', 'c', 'd', 'e', 'f']];
    expect(queryVariants('a', many)).toHaveLength(4);
  });

  it('merges the variants’ results, keeping the best score and the visitor’s words first', async () => {
    const result = (id: string, score: number) => ({
      id,
      score,
      data: async () => ({ url: `/${id}`, excerpt: '', meta: {}, filters: {} }),
    });
    const calls: [string, unknown][] = [];
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async (term, options) => {
        calls.push([term, options]);
        return term === '糖网'
          ? { results: [result('a', 2), result('b', 1)] }
          : { results: [result('b', 5), result('c', 1.5)] };
      },
    };
    const hits = await searchAll(pagefind, '糖网', GROUPS, 'products');
    expect(calls).toEqual([
      ['糖网', { filters: { kind: 'products' } }],
      ['糖尿病视网膜病变', { filters: { kind: 'products' } }],
    ]);
    expect(hits.map((h) => [h.id, h.score])).toEqual([
      ['b', 4.5],
      ['a', 2],
      ['c', 1.35],
    ]);
  });
});

describe('excerpts', () => {
  it('keeps the marked words apart and renders everything as text', () => {
    expect(excerptParts('用 <mark>糖网</mark> 筛查 &lt;script&gt; &amp; <b>x</b>&#39;')).toEqual([
      { text: '用 ', marked: false },
      { text: '糖网', marked: true },
      { text: " 筛查 <script> & x'", marked: false },
    ]);
  });
});

describe('the query in the URL', () => {
  it('reads q and a known kind, ignoring an unknown one', () => {
    expect(readSearchParams('?q=%E7%B3%96%E7%BD%91&kind=news', SEARCH_KINDS)).toEqual({
      query: '糖网',
      kind: 'news',
    });
    expect(readSearchParams('?kind=nope', SEARCH_KINDS)).toEqual({ query: '', kind: undefined });
  });

  it('writes only what is set', () => {
    expect(searchParamsOf('', undefined)).toBe('');
    expect(searchParamsOf('  ', 'careers')).toBe('?kind=careers');
    expect(searchParamsOf('eye care', undefined)).toBe('?q=eye+care');
  });
});
