import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFor, SITE_MANIFEST_FILE, type SiteManifest } from '../../shared/site-manifest';

/**
 * Why `npm start` must build before serving: no build in `distDir`, or one made for another
 * SITE_URL (docs/design.md#the-builds-origin). Undefined when the build there serves `siteUrl`.
 */
export function rebuildReason(distDir: string, siteUrl: string): string | undefined {
  let manifest: Partial<SiteManifest>;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, SITE_MANIFEST_FILE), 'utf8'));
  } catch {
    return `No build found in ${distDir}`;
  }
  if (builtFor(manifest.siteUrl, siteUrl)) return undefined;
  return `The build in ${distDir} was made for SITE_URL=${manifest.siteUrl ?? '(not recorded)'}, not ${siteUrl}`;
}

/**
 * Compiles the content when the editor's words, which the server reads, are not compiled yet
 * (shared/generated/: a checkout whose build predates them, or whose content step never ran).
 */
export function ensureEditorWords(): void {
  if (existsSync('shared/generated/cms-words.ts')) return;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], { stdio: 'inherit' });
}
