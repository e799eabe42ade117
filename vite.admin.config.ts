import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Exact replacements in Decap's published modules; the build stops if one no longer applies. */
const DECAP_PATCHES: { file: RegExp; find: string; replace: string; why: string }[] = [
  {
    // Decap refuses i18n `multiple_files` for files collections (one entry per file) with a guard
    // in its configuration check, though its loading and saving handle the layout: the entry's
    // file `pages/home.yml` becomes `pages/home.<locale>.yml` for each language, as for folder
    // collections. Our pages are files-collection entries in exactly that layout
    // (docs/decisions/0006-editing-in-decap.md); `multiple_folders` stays refused.
    file: /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/,
    find: 'if (i18n && i18n.structure !== I18N_STRUCTURE.SINGLE_FILE) {',
    replace: 'if (i18n && i18n.structure === I18N_STRUCTURE.MULTIPLE_FOLDERS) {',
    why: 'files collections in the multiple_files layout',
  },
  {
    // The second language pane of the side-by-side editor has no `onLocaleChange`: choosing its
    // language works, then throws (decap-cms-core 3.19).
    file: /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorControlPane[\\/]EditorControlPane\.js$/,
    find: 'this.props.onLocaleChange(val);',
    replace: 'this.props.onLocaleChange?.(val);',
    why: 'choosing the language of the second pane',
  },
  {
    // The preview of a language other than the default gets the entry with `data` replaced by
    // that language's data, which lacks the values written once (`i18n: false`: an article's
    // type, date, cover). Keep the default language's data beside it, at `i18n.<default>.data`,
    // where the previews read it (src/admin/preview-entry.ts). Only the preview's copy changes.
    file: /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]i18n\.js$/,
    find: "return entry.set('data', entry.getIn([I18N, locale, 'data']));",
    replace:
      "return entry.set('data', entry.getIn([I18N, locale, 'data'])).setIn([I18N, defaultLocale, 'data'], entry.get('data'));",
    why: 'the values written once in the preview of another language',
  },
];

/** Applies DECAP_PATCHES (the browser test, e2e/cms.spec.ts, exercises them). */
function decapPatches(): Plugin {
  return {
    name: 'decap-patches',
    transform(code, id) {
      const patches = DECAP_PATCHES.filter((p) => p.file.test(id));
      if (!patches.length) return null;
      let patched = code;
      for (const patch of patches) {
        if (!patched.includes(patch.find)) {
          throw new Error(`Decap changed: ${id} no longer has the code patched for ${patch.why}`);
        }
        patched = patched.replace(patch.find, patch.replace);
      }
      return { code: patched, map: null };
    },
  };
}

// The editor (/admin/): its own build into <DIST_DIR>/admin, beside dist/client, so none of it
// is a file of the public site, counts in `npm run size` or changes a public page.
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

export default defineConfig({
  root: resolve('src/admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [react(), decapPatches()],
  define: {
    // Decap's dependencies read these at run time (as in its own webpack build).
    'process.env.NODE_ENV': JSON.stringify('production'),
    global: 'globalThis',
  },
  build: {
    outDir: join(distDir, 'admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    sourcemap: false,
  },
});
