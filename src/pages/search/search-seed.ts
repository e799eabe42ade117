/**
 * The first results that come with the search page (docs/design.md#search): the server answers
 * `/search?q=…` with the page rendered with them (server/src/search/), and a JSON block of them
 * (`#search-seed`), so the page shows results before any script runs and hydrates with the same
 * state. The page takes them at its first render: from the block in the browser, from
 * `renderWithSeed` while the server renders it.
 */
import { SEARCH_KINDS, SEARCH_SEED_ID, type SearchSeed } from '../../../shared/search';
import { readSearchParams } from './search-engine';

let rendering: SearchSeed | undefined;

/** Runs a (synchronous) render of the search page with the server's results as its seed. */
export function renderWithSeed<T>(seed: SearchSeed | undefined, render: () => T): T {
  rendering = seed;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

/**
 * The seed of the address's query: while rendering on the server, the one given; in the browser,
 * the page's block if it holds the results of the address's query and kind (a page reached by a
 * client navigation, or whose address changed, searches itself).
 */
export function readSeed(): SearchSeed | undefined {
  if (typeof document === 'undefined') return rendering;
  const block = document.getElementById(SEARCH_SEED_ID);
  if (!block?.textContent) return undefined;
  try {
    const seed = JSON.parse(block.textContent) as SearchSeed;
    const { query, kind } = readSearchParams(window.location.search, SEARCH_KINDS);
    return seed.query === query && (seed.kind ?? undefined) === kind ? seed : undefined;
  } catch (_error) {
    // A block that does not parse: the page searches itself.
    return undefined;
  }
}
