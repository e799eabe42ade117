/**
 * What the build tells the server (written to dist/site-manifest.json by the prerender): which
 * file answers which URL, and the hashes of the inline scripts the CSP allows.
 */
export interface SiteManifest {
  /** URL path (with language prefix, and `?param=value` for non-default variants) → file under dist/client. */
  pages: Record<string, { file: string; variantParam?: string }>;
  /** The Home body served with status 404 for unknown paths, per language prefix ('' first is wrong: longest prefix wins). */
  notFound: { prefix: string; file: string }[];
  /** `'sha256-…'` sources for `script-src`. */
  scriptHashes: string[];
  /** Public origin the canonical URLs were built with. */
  siteUrl: string;
}

export const SITE_MANIFEST_FILE = 'site-manifest.json';
