import { describe, expect, it } from 'vitest';
import { editDistance, suggestWord } from '../../../../shared/search';
import { SEARCH_KINDS } from '../../../../shared/search-kinds';
import { SEARCH_BOOT_HITS } from '../search-boot';
import {
  excerptParts,
  type Pagefind,
  type PagefindData,
  queryVariants,
  readSearchParams,
  searchAll,
  searchParamsOf,
  suggestQuery,
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
      mergeIndex: async () => {},
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

  it('takes the start’s results of the same query, kind and variants once, else searches', async () => {
    const calls: string[] = [];
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      mergeIndex: async () => {},
      search: async (term) => {
        calls.push(term);
        return {
          results: [{ id: 'own', score: 1, data: async () => ({}) as PagefindData }],
        };
      },
    };
    const started = [{ id: 'started', score: 1, load: async () => ({}) as PagefindData }];
    const g = globalThis as Record<string, unknown>;
    const bootHits = (query: string, kind: string | null, variants: string[]) => {
      g[SEARCH_BOOT_HITS] = { query, kind, variants, hits: Promise.resolve(started) };
    };
    bootHits('糖网', 'products', ['糖网', '糖尿病视网膜病变']);
    expect((await searchAll(pagefind, '糖网', GROUPS, 'products')).map((h) => h.id)).toEqual([
      'started',
    ]);
    expect(calls).toEqual([]);
    // Once: the next search of the same query is the page's own.
    expect((await searchAll(pagefind, '糖网', GROUPS, 'products')).map((h) => h.id)).toEqual([
      'own',
    ]);
    // Another kind, or other variants (the start read other synonyms): searched again.
    bootHits('糖网', null, ['糖网', '糖尿病视网膜病变']);
    await searchAll(pagefind, '糖网', GROUPS, 'products');
    bootHits('糖网', 'products', ['糖网']);
    await searchAll(pagefind, '糖网', GROUPS, 'products');
    expect(calls).toHaveLength(6);
    expect(g[SEARCH_BOOT_HITS]).toBeUndefined();
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

describe('did you mean (typos in Chinese)', () => {
  /** The index's words as the build lists them, most frequent first. */
  const WORDS = ['視瞳', '科技', '視網膜', '影像', '青光眼', '青少年', '近視', '網膜', '視光中心'];
  const HANT_SYNONYMS = ['糖網', '糖尿病視網膜病變', '近視', '屈光'];

  it('counts edits by character', () => {
    expect(editDistance('視綱膜', '視網膜')).toBe(1);
    expect(editDistance('青光演', '青光眼')).toBe(1);
    expect(editDistance('視膜', '視網膜')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', '糖網')).toBe(2);
  });

  it('finds the index word one character off', () => {
    expect(suggestWord('視綱膜', WORDS, HANT_SYNONYMS)).toBe('視網膜');
    expect(suggestWord('青光演', WORDS, [])).toBe('青光眼');
  });

  it('prefers a word of the synonym list, then the more frequent index word', () => {
    expect(suggestWord('糖尿病視網膜病辯', WORDS, HANT_SYNONYMS)).toBe('糖尿病視網膜病變');
    expect(suggestWord('青光年', ['青少年', '青光眼'], [])).toBe('青少年');
  });

  it('corrects two characters only to a synonym, and nothing too far off or not Chinese', () => {
    expect(suggestWord('糖网', WORDS, HANT_SYNONYMS)).toBe('糖網');
    expect(suggestWord('影向', WORDS, HANT_SYNONYMS)).toBeUndefined();
    expect(suggestWord('眼底相機', WORDS, HANT_SYNONYMS)).toBeUndefined();
    expect(suggestWord('glaucomma', ['glaucoma'], [])).toBeUndefined();
    expect(suggestWord('視', WORDS, [])).toBeUndefined();
  });

  /** Pagefind that knows the words of `index` (an exact search finds those alone). */
  const fake = (index: string[]) => {
    const searched: string[] = [];
    const pagefind = {
      search: async (term: string) => {
        searched.push(term);
        const exact = /^"(.*)"$/.exec(term)?.[1];
        const found = exact === undefined || index.includes(exact);
        return { results: found ? [{ id: 'p', score: 1, data: async () => ({}) as never }] : [] };
      },
    };
    return { pagefind, searched };
  };

  it('suggests the query with its word corrected when the word has no match of its own', async () => {
    const { pagefind, searched } = fake(['視網膜', '招聘']);
    const words = async () => WORDS;
    expect(await suggestQuery(pagefind, '招聘 視綱膜', [HANT_SYNONYMS], words)).toBe('招聘 視網膜');
    expect(searched).toEqual(['"招聘"', '"視綱膜"', '"視網膜"']);
  });

  it('suggests nothing for a word found as written, a synonym, or a correction not found', async () => {
    const words = async () => WORDS;
    expect(await suggestQuery(fake(['視網膜']).pagefind, '視網膜', [], words)).toBeUndefined();
    expect(await suggestQuery(fake([]).pagefind, '糖網', [HANT_SYNONYMS], words)).toBeUndefined();
    expect(await suggestQuery(fake([]).pagefind, '視綱膜', [], words)).toBeUndefined();
    expect(await suggestQuery(fake([]).pagefind, 'glaucomma', [], words)).toBeUndefined();
  });
});
