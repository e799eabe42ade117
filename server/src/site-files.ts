import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../../shared/site-manifest';

/** Reads the prerender's manifest; a clear error when the site has not been built. */
export function readSiteManifest(distDir: string): SiteManifest {
  const file = join(distDir, SITE_MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first`, { cause: error });
  }
}

/** The prerendered file for a page path and its query: the variant's own file, else the page's. */
export function pageFile(
  manifest: SiteManifest,
  path: string,
  query: Record<string, unknown>,
): string | undefined {
  const entry = manifest.pages[path];
  if (!entry) return undefined;
  if (entry.variantParam) {
    const value = query[entry.variantParam];
    if (typeof value === 'string') {
      const variant = manifest.pages[`${path}?${entry.variantParam}=${value}`];
      if (variant) return variant.file;
    }
  }
  return entry.file;
}

/** The Home body for an unknown path in the language of its prefix. */
export function notFoundFile(manifest: SiteManifest, path: string): string {
  const match = manifest.notFound.find(
    (n) => n.prefix === '' || path === n.prefix || path.startsWith(`${n.prefix}/`),
  );
  if (!match) throw new Error('The site manifest has no not-found page');
  return match.file;
}
