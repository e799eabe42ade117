import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageId } from '../../src/config/paths';
import type { Locale } from '../../src/i18n/locales';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Build output folder (`DIST_DIR`, default dist): several checkouts can build side by side. */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';
export const CLIENT_DIR = join(DIST_DIR, 'client');

export function readViteManifest(clientDir = CLIENT_DIR): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** Source modules a page needs at first load besides the entry: its component and content. */
export function pageSources(locale: Locale, pageId: PageId): string[] {
  return [
    `src/pages/${pageId}/${pageId}-page.tsx`,
    `src/content/generated/${locale}/pages/${pageId}.ts`,
    `src/content/generated/${locale}/site.ts`,
    `src/content/generated/${locale}/index.ts`,
  ];
}

/** The JS and CSS files (relative to dist/client) of some manifest keys and their static imports. */
export function collectFiles(
  manifest: ViteManifest,
  keys: string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** Manifest key of the client entry. */
export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('No entry in the Vite manifest');
  return key;
}
