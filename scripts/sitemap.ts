/**
 * Writes dist/client/sitemap.xml (every indexable page and article in three languages, with
 * hreflang alternates) and robots.txt pointing at it, from the prerender's site manifest.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../shared/site-manifest';
import { isUnlisted, PAGE_IDS, PAGES } from '../src/config/paths';
import { LOCALE_INFO, LOCALES, localizePath, splitLocalePath } from '../src/i18n/locales';
import { CLIENT_DIR, DIST_DIR } from './lib/vite-manifest';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Unprefixed page URLs (path + variant query) that belong in the sitemap. */
export function sitemapPaths(manifest: SiteManifest): string[] {
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

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => {
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
    return LOCALES.map((l) => `<url><loc>${escapeXml(href(l))}</loc>${alternates}</url>`).join(
      '\n',
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export async function writeSitemap(): Promise<number> {
  const manifest = JSON.parse(
    await readFile(join(DIST_DIR, SITE_MANIFEST_FILE), 'utf8'),
  ) as SiteManifest;
  const paths = sitemapPaths(manifest);
  await writeFile(join(CLIENT_DIR, 'sitemap.xml'), sitemapXml(manifest.siteUrl, paths));
  await writeFile(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_styleguide\n\nSitemap: ${manifest.siteUrl}/sitemap.xml\n`,
  );
  return paths.length * LOCALES.length;
}
