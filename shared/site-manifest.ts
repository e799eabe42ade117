import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { AlertLanguage, AlertMessages, DocumentCategory } from './alerts-limits';
import type { AppealCode, ContactMessages } from './contact-limits';

/**
 * The words the server says and writes, taken from the contact page's content by the build, so
 * the web team edits them with the rest and a release carries its own.
 */
export interface ContactWords {
  /** The visitor-facing messages, by `language_type` (0 Simplified, 1 Traditional Chinese, 2 English). */
  messages: [ContactMessages, ContactMessages, ContactMessages];
  /** The form's appeal names in Simplified Chinese and English, for the staff e-mail. */
  appeals: { zh: Record<AppealCode, string>; en: Record<AppealCode, string> };
  /** The staff e-mail's subject (with `{id}`, `{appeal}`, `{name}`) and labels. */
  staffMail: {
    subject: string;
    message: string;
    time: string;
    name: string;
    phone: string;
    email: string;
    appeal: string;
  };
}

/** The words of the e-mails of alerts in one language (the alerts page's `mail`). */
export interface AlertMailWords {
  /** The confirmation e-mail: subject, and lines; `{link}` is the confirm page's address. */
  confirmSubject: string;
  confirmBody: string[];
  /** An alert: subject (`{count}` new documents) and its first line. */
  alertSubject: string;
  alertIntro: string;
  /** A document's PDF: `{language}` is the version's language name. */
  fileLabel: string;
  languageNames: Record<AlertLanguage, string>;
  categories: Record<DocumentCategory, string>;
  /** Before the unsubscribe link at the end of every alert. */
  unsubscribe: string;
  /** Why the reader gets this e-mail. */
  footer: string;
}

/**
 * The words the server says and writes for e-mail alerts (the alerts page's content), in
 * `language_type` order for the messages, by language for the e-mails.
 */
export interface AlertWords {
  messages: [AlertMessages, AlertMessages, AlertMessages];
  mail: Record<AlertLanguage, AlertMailWords>;
}

/**
 * What the build tells the server (written to dist/site-manifest.json by the prerender): which
 * file answers which URL, and the hashes of the inline scripts and styles the CSP allows.
 */
export interface SiteManifest {
  /**
   * URL path (with language prefix, and `?param=value` for non-default variants) → file under
   * dist/client. A page's `variantParams` are the query parameters that pick one of its variant
   * files, in the order they are tried (`variantParam`: the one parameter of releases built
   * before pages had several, still read so that a rollback to one works).
   */
  pages: Record<
    string,
    {
      file: string;
      variantParams?: string[];
      variantParam?: string;
      /**
       * The page runs WebAssembly (site search's Pagefind): its CSP adds `'wasm-unsafe-eval'` to
       * `script-src`, which no other page gets (docs/decisions/0014-site-search-with-pagefind.md).
       */
      webAssembly?: boolean;
    }
  >;
  /** The Home body served with status 404 for unknown paths, per language prefix ('' first is wrong: longest prefix wins). */
  notFound: { prefix: string; file: string }[];
  /** `'sha256-…'` sources for `script-src` (each page's inline CSS is hashed by the server as it loads the page). */
  scriptHashes: string[];
  /** SITE_URL the canonical URLs, hreflang, sitemap and feeds were built with; `npm start` and the server compare it with SITE_URL. */
  siteUrl: string;
  /**
   * The privacy notice's version (its date) in this build: a contact message records it as the
   * version of the notice its sender agreed to.
   */
  privacyVersion: string;
  contact: ContactWords;
  /** Absent in a release built before alerts: the server then takes no subscriptions. */
  alerts?: AlertWords;
}

export const SITE_MANIFEST_FILE = 'site-manifest.json';

/** A page's entry as site-manifest.json stores it: a variant's `file` is left out (variantFile). */
type StoredPage = Omit<SiteManifest['pages'][string], 'file'> & { file?: string };
export type StoredSiteManifest = Omit<SiteManifest, 'pages'> & {
  pages: Record<string, StoredPage>;
};

/**
 * The file of a page's variant `?param=value`: beside the page's own file (`index.html` of its
 * folder), `<param>-<value>.html`. The prerender writes it there (scripts/lib/prerender/jobs.ts),
 * so site-manifest.json leaves it out of the variant's entry: the manifest names every article's
 * page in every language, and every publish stores it anew (382 KB less at 1,000 articles per
 * language). parseSiteManifest puts it back.
 */
export function variantFile(pageFile: string, param: string, value: string): string {
  return posix.join(posix.dirname(pageFile), `${param}-${value}.html`);
}

/** site-manifest.json as the server and the build read it: every page with its file. */
export function parseSiteManifest(text: string): SiteManifest {
  const manifest = JSON.parse(text) as StoredSiteManifest;
  for (const [url, entry] of Object.entries(manifest.pages)) {
    if (entry.file !== undefined) continue;
    const query = url.indexOf('?');
    const equals = url.indexOf('=', query);
    const page = query > 0 ? manifest.pages[url.slice(0, query)] : undefined;
    if (!page?.file || equals < 0) throw new Error(`${SITE_MANIFEST_FILE}: ${url} has no file`);
    entry.file = variantFile(page.file, url.slice(query + 1, equals), url.slice(equals + 1));
  }
  return manifest as SiteManifest;
}

/** The CSP hash source (`'sha256-…'`) of an inline script's or style's text. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A SITE_URL as compared: parsed (host case, default port) and without a trailing slash. */
function normalizeSiteUrl(url: string): string {
  try {
    return new URL(url).href.replace(/\/$/, '');
  } catch {
    return url.replace(/\/$/, '');
  }
}

/** Whether a build made for `built` (its manifest's `siteUrl`) serves `siteUrl`. */
export function builtFor(built: string | undefined, siteUrl: string): boolean {
  return built !== undefined && normalizeSiteUrl(built) === normalizeSiteUrl(siteUrl);
}

/**
 * Why a build cannot serve `siteUrl`: its canonical URLs, hreflang, sitemap and feeds name the
 * origin it was built for (docs/design.md#the-builds-origin). Undefined when it was built for this
 * one.
 */
export function originMismatch(
  manifest: Partial<Pick<SiteManifest, 'siteUrl'>>,
  siteUrl: string,
  distDir = 'dist',
): string | undefined {
  if (builtFor(manifest.siteUrl, siteUrl)) return undefined;
  return (
    `The build in ${distDir} was made for SITE_URL=${manifest.siteUrl ?? '(not recorded)'} but SITE_URL is ` +
    `${siteUrl}: its canonical URLs, hreflang links, sitemap and feeds would name the wrong ` +
    `origin. Build for this origin (\`SITE_URL=${siteUrl} npm run build\`, or \`npm start\`, ` +
    'which rebuilds when needed).'
  );
}

/**
 * The SITE_URL the build in `distDir` was made for (its site-manifest.json), or undefined when it
 * records none. The benchmarks serve a build as it is and say which origin it names.
 */
export function buildOrigin(distDir: string): string | undefined {
  const manifest: Partial<SiteManifest> = JSON.parse(
    readFileSync(join(distDir, SITE_MANIFEST_FILE), 'utf8'),
  );
  return manifest.siteUrl;
}
