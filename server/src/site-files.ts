import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseSiteManifest,
  SITE_MANIFEST_FILE,
  type SiteManifest,
} from '../../shared/site-manifest';

/** Reads the prerender's manifest; a clear error when the site has not been built. */
export function readSiteManifest(distDir: string): SiteManifest {
  const file = join(distDir, SITE_MANIFEST_FILE);
  try {
    return parseSiteManifest(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first`, { cause: error });
  }
}

/**
 * The prerendered file for a page path and its query: the file of the first variant parameter
 * (in the page's order) that has one for its value, else the page's. A repeated parameter is not
 * a value (`?page=2&page=3` shows the page's default, as the client does).
 */
export function pageFile(
  manifest: SiteManifest,
  path: string,
  query: Record<string, unknown>,
): string | undefined {
  const entry = manifest.pages[path];
  if (!entry) return undefined;
  for (const param of entry.variantParams ?? (entry.variantParam ? [entry.variantParam] : [])) {
    const value = query[param];
    if (typeof value === 'string') {
      const variant = manifest.pages[`${path}?${param}=${value}`];
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
