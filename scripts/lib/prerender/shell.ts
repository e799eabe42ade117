/**
 * The page shell: Vite's index.html turned into the template every prerendered page fills, with
 * its inline start-up scripts (language check, care mode, start-after-paint), minified, whose CSP
 * hashes the server allows.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifySync } from 'vite';
import { cspHashSource } from '../../../shared/site-manifest';
import { CLIENT_DIR } from '../vite-manifest';

type EntryServer = typeof import('../../../src/app/entry-server');

/** The empty element at the end of each page's body that its first paint waits for. */
export const PAGE_END_ID = 'page-end';

/**
 * The shell's inline scripts, minified: they are written readable in `src/` and sent with every
 * page, before its first paint. Only `<script>` without attributes is code here (the JSON data
 * blocks carry a `type`). Their CSP hashes are taken after this.
 */
function minifyInlineScripts(html: string): string {
  return html.replace(
    /<script>([\s\S]*?)<\/script>/g,
    (_tag, code: string) => `<script>${minifyInlineScript(code)}</script>`,
  );
}

/** One inline script's code, minified (its CSP hash is taken of this). */
export function minifyInlineScript(code: string): string {
  const { code: minified, errors } = minifySync('inline-script.js', code);
  if (errors.length > 0) throw new Error(`An inline script does not minify: ${errors[0]?.message}`);
  return minified.trim();
}

/** The code of the inline scripts of some HTML (not the `src=` ones). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
}

export interface Shell {
  /** The HTML with `<!--app-head-->` and `<!--app-html-->` to fill. */
  template: string;
  /** URL of the client entry (the start-up script imports it after the first paint). */
  entry: string;
  /** The entry's stylesheets (relative to dist/client), inlined into each page instead. */
  entryStylesheets: string[];
  /** `'sha256-…'` of each inline script, for the CSP. */
  scriptHashes: string[];
}

export async function pageShell(server: EntryServer): Promise<Shell> {
  // The care-mode stylesheet is loaded by the start-up script in care mode only (care-mode.ts):
  // the client build must have emitted the file that the server build's URL names.
  const careStylesUrl = server.CARE_STYLES_URL;
  if (
    !/^\/assets\/[^/]+\.css$/.test(careStylesUrl) ||
    !existsSync(join(CLIENT_DIR, careStylesUrl))
  ) {
    throw new Error(`The care-mode stylesheet ${careStylesUrl} is not in the client build`);
  }
  // The entry's stylesheets are taken out of Vite's template: each page gets its CSS inline.
  const entryStylesheets: string[] = [];
  let template = (await readFile(join(CLIENT_DIR, 'index.html'), 'utf8'))
    .replace(
      '<!--language-check-->',
      `<script>${server.LANGUAGE_CHECK_SCRIPT}${server.careStartScript(careStylesUrl)}</script>`,
    )
    .replace(
      /\n\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (_link, file: string) => {
        entryStylesheets.push(file);
        return '';
      },
    )
    // Vite's preloads of the entry's imports: the page's list has them (start-after-paint).
    .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
  // The entry is started by an inline import() (vite-plugin-qiankun). It starts after the first
  // paint, and the page's chunks are preloaded then (start-after-paint.ts), not from the head.
  const loader = /<script crossorigin="">\s*(import\('([^']+\.js)'\)[\s\S]*?)<\/script>/.exec(
    template,
  );
  const entry = loader?.[2];
  if (!loader?.[1] || !entry) {
    throw new Error('The built index.html does not start the entry with an inline import()');
  }
  template = minifyInlineScripts(
    template.replace(
      loader[0],
      () => `<script>${server.startAfterPaintScript(loader[1] ?? '')}</script>`,
    ),
  );
  // The first paint waits until the whole page has been parsed. A phone's parser yields now and
  // then, and the browser would paint the part it has: the header's tools without the menu
  // button after them, which then pushes them 48 px left (a layout shift Lighthouse measured in a
  // few runs). `rel=expect` (Chromium 124+; other browsers ignore it) holds rendering until an
  // element with that id is in the document, so the target is an empty template at the very end
  // of the body. The page's HTML arrives in one or two round trips and parses in a few
  // milliseconds, and nothing else blocks the first paint.
  if (!template.includes('</body>')) throw new Error('The built index.html has no </body>');
  template = template
    .replace(
      '<!--app-head-->',
      `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">\n    <!--app-head-->`,
    )
    .replace('</body>', `<template id="${PAGE_END_ID}"></template></body>`);
  const scriptHashes = [...new Set(inlineScripts(template).map(cspHashSource))];
  return { template, entry, entryStylesheets, scriptHashes };
}
