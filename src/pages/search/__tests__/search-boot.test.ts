import { describe, expect, it } from 'vitest';
import {
  SEARCH_BOOT_GLOBAL,
  type SearchBootWindow,
  searchBoot,
  searchBootScript,
} from '../search-boot';

const BASE = 'https://www.example.com/assets/pagefind/0123456789/';

/** A search page's window: its preload links (or none) and its address. */
function page(search: string, links = true) {
  const hrefs: Record<string, string> = links
    ? {
        'link[rel="modulepreload"][href$="/pagefind.js"]': `${BASE}pagefind.js`,
        'link[rel="preload"][href*="/pagefind-entry.json?ts="]': `${BASE}pagefind-entry.json?ts=0123456789`,
      }
    : {};
  const w: SearchBootWindow = {
    document: {
      querySelector: ((selector: string) =>
        hrefs[selector] ? { href: hrefs[selector] } : null) as Document['querySelector'],
      documentElement: { lang: 'zh-Hans' },
    },
    location: { search, href: `https://www.example.com/search${search}` },
  };
  return w;
}

function fakePagefind(results: number) {
  const calls: unknown[][] = [];
  const loaded: number[] = [];
  const pagefind = {
    options: async (options: Record<string, unknown>) => {
      calls.push(['options', options]);
    },
    init: async () => {
      calls.push(['init']);
    },
    search: async (term: string, options?: unknown) => {
      calls.push(['search', term, options]);
      return {
        results: Array.from({ length: results }, (_, i) => ({
          data: async () => {
            loaded.push(i);
          },
        })),
      };
    },
  };
  return { pagefind, calls, loaded };
}

describe('the search page’s start in its HTML', () => {
  it('starts Pagefind from the preloaded script with the entry’s tag, then searches ?q=', async () => {
    const w = page('?q=%E7%B3%96%E7%BD%91&kind=products');
    const { pagefind, calls, loaded } = fakePagefind(14);
    const urls: string[] = [];
    searchBoot(w, SEARCH_BOOT_GLOBAL, { excerptLength: 30 }, 10, async (url) => {
      urls.push(url);
      return pagefind;
    });
    await expect(w[SEARCH_BOOT_GLOBAL]).resolves.toBe(pagefind);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual([`${BASE}pagefind.js`]);
    expect(calls).toEqual([
      ['options', { excerptLength: 30, metaCacheTag: '0123456789' }],
      ['init'],
      ['search', '糖网', { filters: { kind: 'products' } }],
    ]);
    // The first page of results' fragments, no more.
    expect(loaded).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts Pagefind without searching on an empty search page', async () => {
    const w = page('');
    const { pagefind, calls } = fakePagefind(3);
    searchBoot(w, SEARCH_BOOT_GLOBAL, {}, 10, async () => pagefind);
    await w[SEARCH_BOOT_GLOBAL];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c[0])).toEqual(['options', 'init']);
  });

  it('does nothing on a page without the build’s links (dev server, micro-frontend host)', () => {
    const w = page('?q=x', false);
    searchBoot(w, SEARCH_BOOT_GLOBAL, {}, 10, async () => {
      throw new Error('not loaded');
    });
    expect(w[SEARCH_BOOT_GLOBAL]).toBeUndefined();
  });

  it('is one self-contained call for the inline script', () => {
    const script = searchBootScript({ baseUrl: '/', excerptLength: 30, noWorker: true }, 10);
    expect(script).toMatch(/^\(function searchBoot\(/);
    expect(script).toContain(
      `(window, "${SEARCH_BOOT_GLOBAL}", {"baseUrl":"/","excerptLength":30,"noWorker":true}, 10);`,
    );
  });
});
