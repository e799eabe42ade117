/**
 * The public site's Content-Security-Policy, written once per release (site.ts keeps it with the
 * loaded release), never assembled per request.
 *
 * Only our own files and the build's hashed inline scripts run (no 'unsafe-inline'). Only an
 * HTML document has inline code, so
 * - a page's policy adds to `style-src` the hashes of its own `<style>` elements (its inline CSS,
 *   docs/design.md#budgets), and to `script-src` the build's script hashes;
 * - any other response (scripts, stylesheets, images, JSON) carries the policy without hashes:
 *   headers are sent with every file, and a page's twenty scripts need not each carry them
 *   over a phone's connection.
 */
import { cspHashSource } from '../../shared/site-manifest';

/** The CSP hash source of each inline `<style>` element of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  return [...new Set(styles.map((m) => cspHashSource(m[1] ?? '')))];
}

interface PolicyInput {
  /** Hash sources of the build's inline scripts (site-manifest.json). */
  scriptHashes: readonly string[];
  /** Hash sources of the document's inline styles. */
  styleHashes?: readonly string[];
  /** Micro-frontend hosts allowed to frame the site (EMBED_ORIGINS). */
  frameAncestors: readonly string[];
  /**
   * The document runs WebAssembly (the search page's Pagefind): `'wasm-unsafe-eval'` lets it
   * compile a module, and nothing more (no `eval`). Every other page goes without.
   */
  webAssembly?: boolean;
}

/** The policy of a document with these inline scripts and styles (none: any other response). */
export function sitePolicy({
  scriptHashes,
  styleHashes = [],
  frameAncestors,
  webAssembly = false,
}: PolicyInput) {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // A configured micro-frontend host may frame us; nobody else.
    ['frame-ancestors', "'self'", ...frameAncestors],
  ];
  return directives.map((d) => d.join(' ')).join(';');
}
