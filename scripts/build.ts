/**
 * `npm run build`: client build, SSR build, then the prerender of every route × language.
 * Output: dist/client (served files), dist/ssr (renderer, build-time only), dist/site-manifest.json.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { generateQrCodes } from './generate-qr';
import { CLIENT_DIR, DIST_DIR } from './lib/vite-manifest';
import { prerender } from './prerender';

const started = Date.now();
await rm(DIST_DIR, { recursive: true, force: true });
// Artwork (rasters into public/generated, the asset catalogue): skipped when up to date.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-assets.ts'], {
  stdio: 'inherit',
});
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
await generateQrCodes(siteUrl);
await build({ logLevel: 'warn', build: { outDir: CLIENT_DIR } });
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: join(DIST_DIR, 'ssr'),
    emptyOutDir: true,
    manifest: false,
  },
});
const count = await prerender();
console.log(
  `Built and prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
