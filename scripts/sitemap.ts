/**
 * Writes the sitemaps (docs/design.md#urls-and-languages, "Sitemap") and robots.txt pointing
 * at their index, from the prerender's site manifest and the collections' entries:
 *
 * - dist/client/sitemap.xml: a `<sitemapindex>` naming the others (sitemaps.org protocol);
 * - sitemaps/pages.xml: the site's own pages (config/paths.ts, every variant);
 * - sitemaps/<collection>.xml: a collection's list pages (`?page=N`, its filters);
 * - sitemaps/<collection>-<year>.xml: its entries of that year (`?id=<slug>`, by the year of their
 *   date) and its year archive (`?year=<year>`).
 *
 * Every URL in three languages with hreflang alternates. A sitemap that would pass the protocol's
 * limits (50,000 URLs, 50 MB) goes on in `<name>-2.xml` and so on. A new entry of this year
 * changes only this year's sitemap of its collection (and, once in a page's worth of entries, the
 * collection's list sitemap, which gains a `?page=N`); the index changes only when a sitemap is
 * added (a new year, a new collection). No `<lastmod>`: a page's own changes are not tracked.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../shared/site-manifest';
import { isUnlisted, PAGE_IDS, PAGES } from '../src/config/paths';
import { collections } from '../src/content/collections';
import { LOCALE_INFO, LOCALES, localizePath, splitLocalePath } from '../src/i18n/locales';
import { collectionPageOf, type EntryDates, entryOfPath } from './lib/collections/entry-pages';
import { CLIENT_DIR, DIST_DIR } from './lib/vite-manifest';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The folder under dist/client that holds the sitemaps the index names. */
export const SITEMAP_DIR = 'sitemaps';

/** The protocol's limits of one sitemap: URLs (`<url>` elements) and bytes. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** Unprefixed page URLs (path + variant query) that belong in the sitemaps. */
export function sitemapPaths(manifest: Pick<SiteManifest, 'pages'>): string[] {
  const hidden = new Set<string>(PAGE_IDS.filter(isUnlisted).map((id) => PAGES[id].path));
  const paths = new Set<string>();
  for (const url of Object.keys(manifest.pages)) {
    const [pathname = '/', query] = url.split('?');
    const { locale, path } = splitLocalePath(pathname);
    if (locale !== 'zh-hans') continue;
    // `/` is Home's alias (canonical /home); an article list without ?id is the fallback list.
    if (path === '/' || hidden.has(path) || (query === undefined && url.includes('id='))) continue;
    if (query === 'id=') continue;
    paths.add(query ? `${path}?${query}` : path);
  }
  return [...paths].sort();
}

/** One sitemap: its name (`pages`, `news`, `news-2026`) and its unprefixed paths. */
export interface SitemapSection {
  name: string;
  paths: string[];
}

/**
 * The section of one path: `pages` for the site's own pages; for a collection's, the year of the
 * entry (`?id=`, its date's) or of the archive (`?year=`), else its lists. Throws on an entry page
 * whose slug the collection does not have (the manifest and the entries disagree).
 */
export function sectionOf(path: string, dates: EntryDates): string {
  const page = collectionPageOf(path);
  if (!page) return 'pages';
  const { collection, param, value } = page;
  if (param === 'year' && /^\d{4}$/.test(value)) return `${collection.name}-${value}`;
  const entry = entryOfPath(path, dates);
  if (entry) return `${collection.name}-${entry.date.slice(0, 4)}`;
  return collection.name;
}

/**
 * The paths by section: the site's pages first, then each collection's lists and years (oldest
 * first), in the order of the collection map; each section's paths sorted.
 */
export function sitemapSections(paths: readonly string[], dates: EntryDates): SitemapSection[] {
  const bySection = new Map<string, string[]>();
  for (const path of paths) {
    const name = sectionOf(path, dates);
    const list = bySection.get(name) ?? [];
    list.push(path);
    bySection.set(name, list);
  }
  const order = ['pages', ...Object.values(collections).map((c) => c.name)];
  const rank = (name: string) => {
    const collection = order.indexOf(name.replace(/-\d{4}$/, ''));
    return collection < 0 ? order.length : collection;
  };
  return [...bySection]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, list]) => ({ name, paths: list.sort() }));
}

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`;
const URLSET_CLOSE = '</urlset>\n';

/** The `<url>` elements of one path: one per language, each with every language's alternate. */
function urlElements(siteUrl: string, path: string): string {
  const href = (locale: (typeof LOCALES)[number]) => {
    const [p = '/', q] = path.split('?');
    return `${siteUrl}${localizePath(p, locale)}${q ? `?${q}` : ''}`;
  };
  const alternates = [
    ...LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[l].htmlLang}" href="${escapeXml(href(l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('zh-hans'))}"/>`,
  ].join('');
  return LOCALES.map((l) => `<url><loc>${escapeXml(href(l))}</loc>${alternates}</url>`).join('\n');
}

/** One `<urlset>` of the paths, each in every language. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => urlElements(siteUrl, path));
  return `${URLSET_OPEN}${urls.join('\n')}\n${URLSET_CLOSE}`;
}

/**
 * A section's sitemaps within the protocol's limits (`limits`: the tests' smaller ones): its
 * paths in order, a new file when the next path's URLs would pass either limit; the first is
 * `<name>.xml`, the next `<name>-2.xml` and so on.
 */
export function sitemapFiles(
  siteUrl: string,
  section: SitemapSection,
  limits = SITEMAP_LIMITS,
): { file: string; xml: string; urls: number }[] {
  const files: { file: string; xml: string; urls: number }[] = [];
  const fixedBytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  let parts: string[] = [];
  let bytes = fixedBytes;
  const flush = () => {
    const file = `${section.name}${files.length === 0 ? '' : `-${files.length + 1}`}.xml`;
    files.push({
      file,
      xml: `${URLSET_OPEN}${parts.join('\n')}\n${URLSET_CLOSE}`,
      urls: parts.length * LOCALES.length,
    });
    parts = [];
    bytes = fixedBytes;
  };
  for (const path of section.paths) {
    const elements = urlElements(siteUrl, path);
    const size = Buffer.byteLength(elements) + 1;
    const urls = (parts.length + 1) * LOCALES.length;
    if (parts.length > 0 && (urls > limits.urls || bytes + size > limits.bytes)) flush();
    parts.push(elements);
    bytes += size;
  }
  if (parts.length > 0 || files.length === 0) flush();
  return files;
}

/** The sitemap index naming each sitemap file (under SITEMAP_DIR). */
export function sitemapIndexXml(siteUrl: string, files: readonly string[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${siteUrl}/${SITEMAP_DIR}/${file}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

/**
 * Writes the index, its sitemaps and robots.txt into dist/client; `dates`: each collection's
 * entries' dates (the build's loaded collections). Returns the URLs and the sitemaps written.
 */
export async function writeSitemap(dates: EntryDates): Promise<{ urls: number; files: number }> {
  const manifest = JSON.parse(
    await readFile(join(DIST_DIR, SITE_MANIFEST_FILE), 'utf8'),
  ) as SiteManifest;
  const sections = sitemapSections(sitemapPaths(manifest), dates);
  const dir = join(CLIENT_DIR, SITEMAP_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  let urls = 0;
  for (const section of sections) {
    for (const { file, xml, urls: count } of sitemapFiles(manifest.siteUrl, section)) {
      await writeFile(join(dir, file), xml);
      names.push(file);
      urls += count;
    }
  }
  await writeFile(join(CLIENT_DIR, 'sitemap.xml'), sitemapIndexXml(manifest.siteUrl, names));
  await writeFile(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_styleguide\n\nSitemap: ${manifest.siteUrl}/sitemap.xml\n`,
  );
  return { urls, files: names.length };
}
