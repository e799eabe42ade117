/**
 * Fitting the one Content-Security-Policy (set by helmet in app.ts) to what a response is.
 *
 * helmet's policy allows `'self'` styles and the build's inline scripts by hash. Only an HTML
 * document has inline code, so
 * - a page adds to `style-src` the hashes of its own `<style>` elements (its inline CSS, DESIGN §8),
 *   computed when the page cache loads it;
 * - any other response (scripts, stylesheets, images, JSON) carries the policy without hashes.
 * Every directive stays as it is otherwise. Headers are sent with every file, so this keeps a
 * page's twenty scripts from each carrying the script hashes over a phone's connection.
 */
import { cspHashSource } from '../../shared/site-manifest';

const HASH_SOURCE = / 'sha256-[A-Za-z0-9+/]+={0,2}'/g;

/** The CSP hash source of each inline `<style>` element of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  return [...new Set(styles.map((m) => cspHashSource(m[1] ?? '')))];
}

/** The policy without hash sources (for responses that are not HTML documents). */
export function withoutHashes(policy: string): string {
  return policy.replace(HASH_SOURCE, '');
}

/** The policy with `style-src` allowing exactly these inline styles besides `'self'`. */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/(^|;)\s*style-src [^;]*/, (_, start: string) =>
    [`${start}style-src 'self'`, ...hashes].join(' '),
  );
}
