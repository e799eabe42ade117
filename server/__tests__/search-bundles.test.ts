/**
 * Site search in two bundles finds what one index finds (docs/decisions/0025-split-search-and-
 * sitemap.md): the build's pages indexed both ways (scripts/lib/search-index-both-ways.ts), then
 * every query of `npm run bench:search` and a few of two words, with their synonym variants,
 * searched in each with the server's Pagefind (pagefind-vm.ts, the page's own script and the search its start and page run),
 * without a kind and with each. The same pages, as many; their order is not compared (Pagefind
 * scores a page against its own bundle's pages: the decision record says by how much it moves).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IndexedBothWays, indexBothWays } from '../../scripts/lib/search-index-both-ways';
import { QUERIES } from '../../scripts/lib/search-queries';
import { SITE_LOCALES, type SiteLocale } from '../../shared/locales';
import { queryVariants, SEARCH_KINDS, SEARCH_SYNONYMS_ID } from '../../shared/search';
import { loadMergedPagefind, loadPagefind, type PagefindSearch } from '../src/search/pagefind-vm';

const DIST = process.env.DIST_DIR ?? 'dist';

/** Queries of two words besides bench:search's (its 招聘 算法 and careers algorithm among them). */
const TWO_WORDS: Record<SiteLocale, string[]> = {
  'zh-hans': ['眼底相机', '眼底 相机', '视网膜 筛查', '算法 招聘'],
  'zh-hant': ['眼底相機', '眼底 相機', '視網膜 篩查'],
  en: ['careers algorithm', 'fundus camera', 'retina screening', 'algorithm careers'],
};

/** Each language's `<html lang>`, which picks its index, and its prefix (src/i18n/locales.ts). */
const HTML_LANG: Record<SiteLocale, string> = {
  'zh-hans': 'zh-Hans',
  'zh-hant': 'zh-Hant',
  en: 'en',
};
const PREFIX: Record<SiteLocale, string> = { 'zh-hans': '', 'zh-hant': 'zh-hant/', en: 'en/' };

/** The synonym groups of a language's search page, whose variants the site searches too. */
function synonymGroups(locale: SiteLocale): string[][] {
  const html = readFileSync(join(DIST, 'client', PREFIX[locale], 'search/index.html'), 'utf8');
  const open = `<script type="application/json" id="${SEARCH_SYNONYMS_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as string[][];
}

let indexed: IndexedBothWays;

beforeAll(async () => {
  indexed = await indexBothWays(DIST);
}, 180_000);

afterAll(() => {
  for (const { distDir } of [indexed?.one, indexed?.two]) {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  }
});

/** The URLs a search finds, sorted. */
async function urls(pagefind: PagefindSearch, query: string, kind?: string): Promise<string[]> {
  const response = await pagefind.search(query, kind ? { filters: { kind } } : {});
  const found = await Promise.all(
    (response?.results ?? []).map(async (result) => (await result.data()).url),
  );
  return found.sort();
}

describe('site search in two bundles', () => {
  it('is written as one bundle and as two from the same pages', () => {
    expect(indexed.one.stats.archive).toBeUndefined();
    expect(indexed.two.stats.archive?.pages).toBeGreaterThan(0);
    expect(indexed.two.stats.current.pages + (indexed.two.stats.archive?.pages ?? 0)).toBe(
      indexed.one.stats.current.pages,
    );
  });

  for (const locale of SITE_LOCALES) {
    it(`finds the same pages as one index in ${locale}, with each kind and without`, async () => {
      const lang = HTML_LANG[locale];
      const { one, two } = indexed;
      const single = await loadPagefind(join(one.distDir, 'client', one.stats.current.dir), lang);
      const archive = two.stats.archive?.dir ?? '';
      const merged = await loadPagefind(join(two.distDir, 'client', two.stats.current.dir), lang, [
        { folder: join(two.distDir, 'client', archive), tag: null },
      ]);
      // Each query and its synonym variants (糖网 → 糖尿病视网膜病变…), as the site searches them.
      const groups = synonymGroups(locale);
      const queries = [
        ...new Set(
          [...QUERIES[locale], ...TWO_WORDS[locale]].flatMap((q) => queryVariants(q, groups)),
        ),
      ];
      expect(queries.length).toBeGreaterThan(QUERIES[locale].length + TWO_WORDS[locale].length);
      let found = 0;
      for (const query of queries) {
        for (const kind of [undefined, ...SEARCH_KINDS]) {
          const expected = await urls(single, query, kind);
          expect(await urls(merged, query, kind), `${query} (${kind ?? 'any kind'})`).toEqual(
            expected,
          );
          found += expected.length;
        }
      }
      // The queries find something (a comparison of empty lists would prove nothing).
      expect(found).toBeGreaterThan(queries.length);
    }, 120_000);
  }

  it('needs the word check: the bundles merged by Pagefind alone find more', async () => {
    const { one, two } = indexed;
    const single = await loadPagefind(join(one.distDir, 'client', one.stats.current.dir), 'en');
    // Pagefind's own merge, as the page had it before: the archive lacks "career", so it
    // matches "care" and finds pages without any career in them.
    const plain = await loadMergedPagefind(
      join(two.distDir, 'client', two.stats.current.dir),
      'en',
      [{ folder: join(two.distDir, 'client', two.stats.archive?.dir ?? ''), tag: null }],
    );
    const expected = await urls(single, 'careers algorithm');
    expect(expected.length).toBeGreaterThan(0);
    expect((await urls(plain, 'careers algorithm')).length).toBeGreaterThan(expected.length);
  });
});
