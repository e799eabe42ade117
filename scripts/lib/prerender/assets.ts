/**
 * A page's assets in its head: its CSS inline and the list of its JavaScript chunks.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageId } from '../../../src/config/paths';
import type { Locale } from '../../../src/i18n/locales';
import {
  CLIENT_DIR,
  collectFiles,
  entryKey,
  pageSources,
  readViteManifest,
} from '../vite-manifest';

/**
 * Returns the head assets of a page: its CSS inline (entry first, then the page's own: the
 * cascade order of the stylesheets it replaces), so nothing but the HTML blocks the first paint
 * (docs/design.md#budgets), and the list of its chunks (entry, component, content), which the
 * client needs before hydrating. Each inlined file is also named by a `disabled` stylesheet link:
 * the browser fetches nothing for it, and Vite's loader of lazy chunks, seeing the link, does not
 * fetch that CSS again.
 */
export function headAssets(shell: { entry: string; entryStylesheets: string[] }, chunksId: string) {
  const viteManifest = readViteManifest();
  const entryCss = new Set(collectFiles(viteManifest, [entryKey(viteManifest)]).css);
  const cssText = new Map<string, Promise<string>>();
  const readCss = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = readFile(join(CLIENT_DIR, file), 'utf8').then((raw) => {
        if (/<\/style/i.test(raw))
          throw new Error(`${file} cannot be inlined: it contains </style`);
        return raw.trim();
      });
      cssText.set(file, text);
    }
    return text;
  };
  const cache = new Map<string, Promise<{ styles: string[]; scripts: string[] }>>();
  const compute = async (locale: Locale, pageId: PageId) => {
    const { js, css } = collectFiles(viteManifest, pageSources(locale, pageId));
    const files = [...shell.entryStylesheets, ...css.filter((file) => !entryCss.has(file))];
    const inline = (await Promise.all(files.map(readCss))).join('\n');
    return {
      styles: [
        `<style>${inline}</style>`,
        ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      ],
      // A data block (not run, so no CSP hash): the start-up script preloads these after paint.
      scripts: [
        `<script type="application/json" id="${chunksId}">${JSON.stringify([
          shell.entry,
          ...js.map((file) => `/${file}`).filter((file) => file !== shell.entry),
        ])}</script>`,
      ],
    };
  };
  /** The same for every variant of a page in a language: computed once. */
  return (locale: Locale, pageId: PageId) => {
    const key = `${locale}:${pageId}`;
    let assets = cache.get(key);
    if (!assets) {
      assets = compute(locale, pageId);
      cache.set(key, assets);
    }
    return assets;
  };
}
