import { describe, expect, it } from 'vitest';
import { warmList } from '../../../../src/app/intent-prefetch';
import { searchPreloads } from '../search-preloads';

describe('the search page’s links to its index', () => {
  const html = searchPreloads({
    base: '/assets/pagefind/0123456789/',
    tag: '0123456789',
    language: { hash: 'zh-hans_abc', wasm: null },
    chunks: ['/assets/index-A.js', '/assets/search-page-B.js'],
    indexChunks: ['/assets/pagefind/0123456789/index/zh-hans_1.pf_index'],
  });

  it('preloads Pagefind’s script, entry (with its tag), meta and WebAssembly, then the page’s own chunks', () => {
    expect(html.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" href="/assets/pagefind/0123456789/pagefind.js" crossorigin>',
      '<link rel="preload" as="fetch" href="/assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789" crossorigin>',
      '<link rel="preload" as="fetch" href="/assets/pagefind/0123456789/pagefind.zh-hans_abc.pf_meta" crossorigin>',
      '<link rel="preload" as="fetch" href="/assets/pagefind/0123456789/wasm.unknown.pagefind" crossorigin>',
      '<link rel="modulepreload" href="/assets/search-page-B.js" crossorigin>',
      expect.stringMatching(/^<script type="application\/json" id="page-warm">/),
    ]);
  });

  it('lists what another page warms: the same files and the index chunks', () => {
    expect(warmList(`<head>${html}</head>`)).toEqual([
      '/assets/pagefind/0123456789/pagefind.js',
      '/assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789',
      '/assets/pagefind/0123456789/pagefind.zh-hans_abc.pf_meta',
      '/assets/pagefind/0123456789/wasm.unknown.pagefind',
      '/assets/index-A.js',
      '/assets/search-page-B.js',
      '/assets/pagefind/0123456789/index/zh-hans_1.pf_index',
    ]);
    expect(warmList('<html><head></head></html>')).toEqual([]);
  });
});
