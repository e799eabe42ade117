import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import qiankun from 'vite-plugin-qiankun';

// The client build goes to dist/client; `scripts/build.ts` adds the SSR build and the prerender.
export default defineConfig({
  plugins: [
    react(),
    // Turns the module entry into a dynamic import() so qiankun 2.x hosts can run it (DESIGN §2).
    qiankun('retinova', { useDevMode: false }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
});
