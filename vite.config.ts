import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import qiankun from 'vite-plugin-qiankun';
import { collectionDataInDev } from './scripts/lib/vite-collection-data';
import { leanLucideIcons } from './scripts/lib/vite-lean-lucide';
import {
  reactRouterProductionAlias,
  reactRouterTreeShaking,
} from './scripts/lib/vite-react-router';
import { searchIndexInDev } from './scripts/lib/vite-search-index';
import { FACTS } from './src/content/generated/facts';

// The client build goes to dist/client; `scripts/build.ts` adds the SSR build and the prerender.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: command === 'build' && !isSsrBuild ? [reactRouterProductionAlias] : [],
  },
  plugins: [
    react(),
    reactRouterTreeShaking,
    leanLucideIcons,
    collectionDataInDev,
    searchIndexInDev(),
    // Turns the module entry into a dynamic import() so qiankun 2.x hosts can run it
    // (docs/design.md#stack). The name hosts register the micro-app under is a site fact
    // (src/content/site/facts.yml), compiled before every build and dev start.
    qiankun(FACTS.microAppName, { useDevMode: false }),
    // sonner injects its stylesheet as a <style> element at import time, which the CSP (no
    // 'unsafe-inline' styles) blocks with a console error. Drop the injection; the contact page
    // imports 'sonner/dist/styles.css' as an ordinary stylesheet instead.
    {
      name: 'sonner-without-inline-css',
      transform(code, id) {
        if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
        return { code: code.replace(/^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m, ''), map: null };
      },
    },
  ],
  build: {
    // Dynamic imports keep only their CSS in Vite's preload map: the JS they import arrives
    // through the module graph anyway, and the map of every chunk name would otherwise weigh
    // on each page's first load. The prerender preloads the first page's chunks itself.
    modulePreload: {
      // No polyfill (0.3 KB on every page's first load): browsers without modulepreload
      // (Safari before 17) ignore the links and fetch each module when its importer asks for it,
      // slower but whole.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The pages' stylesheets are named by their hash alone: the entry chunk names every one of
        // them (the preload map of the lazy pages), and their readable names weighed 0.3 KB of
        // every page's first load (docs/design.md#budgets). The care-mode stylesheet, fetched by
        // its URL rather than through the map, keeps its name, as do images and fonts.
        assetFileNames: ({ names }) =>
          !names.includes('care.css') ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // lucide-react is bundled into the prerender too, so that its icons go through the same
  // factory there as in the browser (scripts/lib/vite-lean-lucide.ts).
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 5173 },
}));
