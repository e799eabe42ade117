/**
 * Pagefind's own search (the build's `pagefind.js` and its WebAssembly, the very files the
 * search page runs) run in Node, so the server finds exactly what the page would. Pagefind ships
 * it for browsers only: it is evaluated in a context of its own (node:vm) that gives it what it
 * asks of a browser — `fetch`, which reads the index's files from the build's folders (its own
 * and the bundles merged into it, site search's archive); a
 * `document` whose `<html lang>` picks the language's index — and nothing else of the server.
 * Its module syntax is the one change made to it: its last statement, `export{…}`, becomes the
 * context's result, and `import.meta.url` a URL under which `fetch` finds the folder (one folder
 * of a made-up origin per bundle, as the site's /assets/pagefind/<hash>/).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import vm from 'node:vm';
import {
  bundledSearch,
  bundleOptions,
  PAGEFIND_OPTIONS,
  type Pagefind,
} from '../../../shared/search';

/** What the server uses of Pagefind's API (the page's, shared/search.ts). */
export type PagefindSearch = Pick<Pagefind, 'search'>;

/** The made-up origin the folder is fetched under (never a request: `fetch` reads files). */
const BASE = 'http://pagefind.invalid/';

/**
 * Loads Pagefind from its folder (`…/assets/pagefind/<hash>/`) for one language (an `<html lang>`
 * value, `zh-Hans`), initialised with the page's options, with the bundles of `merged` (folders
 * beside it, each with its entry file's tag: site search's archive) merged in as the page
 * merges them.
 */
export async function loadPagefind(
  folder: string,
  htmlLang: string,
  merged: readonly { folder: string; tag: string | null }[] = [],
): Promise<PagefindSearch> {
  // Searched as one index of all its bundles would be (shared/search.ts).
  return bundledSearch(
    await loadMergedPagefind(folder, htmlLang, merged),
    1 + merged.length,
    htmlLang,
  );
}

/**
 * Pagefind with the bundles of `merged` merged in by Pagefind alone (`mergeIndex`), each marked by
 * its synthetic filter: what `loadPagefind` searches through `bundledSearch`.
 */
export async function loadMergedPagefind(
  folder: string,
  htmlLang: string,
  merged: readonly { folder: string; tag: string | null }[] = [],
): Promise<PagefindSearch> {
  const own = resolve(folder);
  // The folder of the bundles, which `fetch` reads from: each bundle is a folder of it.
  const root = dirname(own);
  const urlOf = (bundle: string) => {
    const path = resolve(bundle);
    if (dirname(path) !== root) throw new Error(`${bundle} is not beside ${folder}`);
    return `${BASE}${encodeURIComponent(basename(path))}/`;
  };
  const source = await readFile(join(own, 'pagefind.js'), 'utf8');
  const exported = source.lastIndexOf('export{');
  const tail = exported < 0 ? '' : source.slice(exported).trim();
  if (exported < 0 || !/^export\{[\w$, ]+\};?$/.test(tail)) {
    throw new Error(`${join(own, 'pagefind.js')} does not end in the export list this code reads`);
  }
  const names = tail
    .slice('export{'.length, tail.indexOf('}'))
    .split(',')
    .map((name) => name.trim());
  if (names.some((name) => name.includes(' '))) {
    throw new Error(`${join(own, 'pagefind.js')} renames an export: ${names.join(', ')}`);
  }
  const script = `${source.slice(0, exported).replaceAll('import.meta.url', JSON.stringify(`${urlOf(own)}pagefind.js`))}\n;({${names.join(',')}})`;

  /** The bundles' files, read from their folders (a path that leaves them is not found). */
  const fetchFile = async (input: string | URL): Promise<Response> => {
    const url = new URL(String(input));
    const path = resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (url.origin !== new URL(BASE).origin || !path.startsWith(`${root}${sep}`)) {
      return new Response(null, { status: 404 });
    }
    try {
      return new Response(await readFile(path));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  const html = { getAttribute: (name: string) => (name === 'lang' ? htmlLang : null) };
  const context = vm.createContext({
    fetch: fetchFile,
    document: {
      currentScript: null,
      querySelector: (selector: string) => (selector === 'html' ? html : null),
    },
    window: {},
    location: { href: BASE },
    console,
    URL,
    Response,
    TextDecoder,
    TextEncoder,
    WebAssembly,
    Intl,
    setTimeout,
    clearTimeout,
    FinalizationRegistry,
  });
  const api = vm.runInContext(script, context, {
    filename: join(own, 'pagefind.js'),
  }) as Pagefind;
  const bundles = 1 + merged.length;
  await api.options(bundleOptions(PAGEFIND_OPTIONS, null, 0, bundles));
  await api.init();
  for (const [i, bundle] of merged.entries())
    await api.mergeIndex(
      urlOf(bundle.folder),
      bundleOptions(PAGEFIND_OPTIONS, bundle.tag, i + 1, bundles),
    );
  return api;
}
