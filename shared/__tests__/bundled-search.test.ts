import { describe, expect, it } from 'vitest';
import { bundledSearch, bundleOptions, type Pagefind } from '../search';

/**
 * A model of how Pagefind matches a query (pagefind_web's search.rs): the query cut at spaces,
 * each word stemmed (here: a plural's s dropped), each matched by the index's words that begin with it, or, if none does, by the longest
 * word of the index that begins it (careers → care); a word matched by nothing is left out; a
 * page must have every word left. `"…"` finds the whole words only. A merged index searches each
 * bundle with its own words; `bundle` and `kind` filter as synthetic and page filters do.
 */
interface ModelPage {
  id: string;
  bundle: string;
  kind: string;
  words: string[];
}

function model(pages: ModelPage[], merged: boolean): Pick<Pagefind, 'search'> {
  const bundles = merged ? [...new Set(pages.map((page) => page.bundle))] : [''];
  const inBundle = (bundle: string) => pages.filter((page) => !merged || page.bundle === bundle);
  return {
    search: async (term, options = {}) => {
      const filters = (options.filters ?? {}) as Record<string, string>;
      const exact = /^".+"$/.test(term);
      const stem = (word: string) =>
        word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
      const query = term.replaceAll('"', '').split(' ').filter(Boolean).map(stem);
      const results = bundles.flatMap((bundle) => {
        const own = inBundle(bundle);
        const vocabulary = [...new Set(own.flatMap((page) => page.words))];
        const matchers = query.flatMap((word) => {
          if (exact) return [[word]];
          const extensions = vocabulary.filter((known) => known.startsWith(word));
          if (extensions.length > 0) return [extensions];
          const prefix = vocabulary
            .filter((known) => word.startsWith(known))
            .sort((a, b) => b.length - a.length)[0];
          return prefix ? [[prefix]] : [];
        });
        if (matchers.length === 0) return [];
        return own.filter(
          (page) =>
            (filters.bundle === undefined || page.bundle === filters.bundle) &&
            (filters.kind === undefined || page.kind === filters.kind) &&
            matchers.every((words) => words.some((word) => page.words.includes(word))),
        );
      });
      return {
        results: results.map((page, i) => ({
          id: page.id,
          score: results.length - i,
          data: async () => ({ url: page.id, excerpt: '', meta: {}, filters: {} }),
        })),
      };
    },
  };
}

const PAGES: ModelPage[] = [
  { id: 'careers', bundle: '0', kind: 'careers', words: ['career', 'algorithm', 'engineer'] },
  { id: 'jobs', bundle: '0', kind: 'careers', words: ['career', 'retina'] },
  { id: 'camera', bundle: '0', kind: 'products', words: ['fundus', 'camera'] },
  { id: 'care-2024', bundle: '1', kind: 'news', words: ['care', 'algorithm', 'primary'] },
  { id: 'ai-2024', bundle: '1', kind: 'news', words: ['algorithms', 'retina', 'screening'] },
  { id: 'fundus-2023', bundle: '1', kind: 'news', words: ['fundus', 'screening', 'engine'] },
];

const ids = async (pagefind: Pick<Pagefind, 'search'>, term: string, kind?: string) =>
  ((await pagefind.search(term, kind ? { filters: { kind } } : {}))?.results ?? [])
    .map((result) => result.id)
    .sort();

describe('search over bundles merged into one Pagefind', () => {
  const one = model(PAGES, false);
  const two = bundledSearch(model(PAGES, true), 2, 'en');

  it('finds what one index of both finds, where the bundles alone do not', async () => {
    // The archive has no "career*": alone, it matches "care" and finds care-2024.
    expect(await ids(model(PAGES, true), 'careers algorithm')).toContain('care-2024');
    expect(await ids(one, 'careers algorithm')).toEqual(['careers']);
    // The archive has no "camera" at all: alone, it drops the word and finds fundus-2023.
    expect(await ids(model(PAGES, true), 'fundus camera')).toEqual(['camera', 'fundus-2023']);
    expect(await ids(one, 'fundus camera')).toEqual(['camera']);
    // One word: the archive has no "engineer*", and matches its "engine".
    expect(await ids(model(PAGES, true), 'engineers')).toEqual(['careers', 'fundus-2023']);
    expect(await ids(one, 'engineers')).toEqual(['careers']);
  });

  it('gives the same pages as one index for every query, with and without a kind', async () => {
    const queries = [
      'careers algorithm',
      'fundus camera',
      'retina screening',
      'algorithm retina',
      'algorithm',
      'algo retina',
      'fundus screening',
      'nothing here',
      '"fundus camera"',
      'care',
      'engineers',
      'engine',
    ];
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      for (const kind of [undefined, 'news', 'careers']) {
        expect(await ids(two, query, kind), `${query} ${kind ?? ''}`).toEqual(
          await ids(one, query, kind),
        );
      }
    }
  });

  it('cuts Chinese as Pagefind does, with the language’s word segmenter', async () => {
    const chinese: ModelPage[] = [
      { id: 'camera', bundle: '0', kind: 'products', words: ['眼底', '相机'] },
      { id: 'old', bundle: '1', kind: 'news', words: ['眼底', '筛查'] },
    ];
    // Pagefind's JS cuts 眼底相机 into 眼底 and 相机 before its index sees it (the model: spaces).
    const segmented = (pagefind: Pick<Pagefind, 'search'>): Pick<Pagefind, 'search'> => ({
      search: (term, options) => pagefind.search(term === '眼底相机' ? '眼底 相机' : term, options),
    });
    const two = bundledSearch(segmented(model(chinese, true)), 2, 'zh-Hans');
    expect(await ids(segmented(model(chinese, true)), '眼底相机')).toEqual(['camera', 'old']);
    expect(await ids(two, '眼底相机')).toEqual(['camera']);
  });

  it('leaves a single bundle’s Pagefind as it is', () => {
    const pagefind = model(PAGES, false);
    expect(bundledSearch(pagefind, 1, 'en')).toBe(pagefind);
  });

  it('marks each bundle with its synthetic filter only when there are several', () => {
    const options = { baseUrl: '/', excerptLength: 30, noWorker: true };
    expect(bundleOptions(options, 'abc', 0, 1)).toEqual({ ...options, metaCacheTag: 'abc' });
    expect(bundleOptions(options, null, 0, 2)).toEqual({
      ...options,
      mergeFilter: { bundle: '0' },
    });
    // A merged bundle: not noWorker, its own tag.
    expect(bundleOptions(options, 'def', 1, 2)).toEqual({
      baseUrl: '/',
      excerptLength: 30,
      metaCacheTag: 'def',
      mergeFilter: { bundle: '1' },
    });
  });
});
