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

  it('lists Pagefind’s script and the page’s own chunks to modulepreload, its entry (with its tag), meta and WebAssembly to preload, and no link', () => {
    const block = /<script type="application\/json" id="search-preloads">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      modules: ['/assets/pagefind/0123456789/pagefind.js', '/assets/search-page-B.js'],
      fetches: [
        '/assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789',
        '/assets/pagefind/0123456789/pagefind.zh-hans_abc.pf_meta',
        '/assets/pagefind/0123456789/wasm.unknown.pagefind',
      ],
    });
    // The page's start adds the links (src/pages/search/search-boot.ts): none in the HTML.
    expect(html).not.toContain('<link');
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

describe('the search page’s links to an index with an archive', () => {
  const html = searchPreloads({
    base: '/assets/pagefind/0123456789/',
    tag: '0123456789',
    language: { hash: 'en_abc', wasm: 'en' },
    merged: [
      { base: '/assets/pagefind/abcdef0123/', tag: 'abcdef0123', language: { hash: 'en_def' } },
    ],
    chunks: ['/assets/index-A.js'],
    indexChunks: [],
  });

  it('preloads the archive’s entry (with its own tag) and meta after the index’s files', () => {
    const block = /<script type="application\/json" id="search-preloads">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block?.[1] ?? 'null').fetches).toEqual([
      '/assets/pagefind/0123456789/pagefind-entry.json?ts=0123456789',
      '/assets/pagefind/0123456789/pagefind.en_abc.pf_meta',
      '/assets/pagefind/0123456789/wasm.en.pagefind',
      '/assets/pagefind/abcdef0123/pagefind-entry.json?ts=abcdef0123',
      '/assets/pagefind/abcdef0123/pagefind.en_def.pf_meta',
    ]);
    expect(warmList(`<head>${html}</head>`)).toContain(
      '/assets/pagefind/abcdef0123/pagefind-entry.json?ts=abcdef0123',
    );
  });
});
