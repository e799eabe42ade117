import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Decap refuses i18n `multiple_files` for files collections (one entry per file) with a guard in
 * its configuration check, though its loading and saving handle the layout: the entry's file
 * `pages/home.yml` becomes `pages/home.<locale>.yml` for each language, as for folder
 * collections. Our pages are files-collection entries in exactly that layout (docs/decisions/
 * 0006-editing-in-decap.md), so the guard is lifted for it; `multiple_folders` stays refused.
 * The browser test (e2e/cms.spec.ts) saves a page and checks the files. A Decap release that
 * changes the guard stops the build here instead of failing in the browser.
 */
function decapFilesCollectionI18n(): Plugin {
  const guard = 'if (i18n && i18n.structure !== I18N_STRUCTURE.SINGLE_FILE) {';
  return {
    name: 'decap-files-collection-multiple-files',
    transform(code, id) {
      if (!/[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/.test(id)) return null;
      if (!code.includes(guard)) {
        throw new Error(`decap-cms-core changed: ${id} no longer has the files-collection i18n guard`);
      }
      const lifted = 'if (i18n && i18n.structure === I18N_STRUCTURE.MULTIPLE_FOLDERS) {';
      return { code: code.replace(guard, lifted), map: null };
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
  plugins: [react(), decapFilesCollectionI18n()],
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
