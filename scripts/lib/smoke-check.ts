/**
 * The smoke check of a built release before it may go live
 * (docs/design.md#publishing-and-releases): every route × variant × language has its page in the
 * site manifest and on disk, as complete HTML in its language, with every /assets/ file it
 * references; the not-found pages; a well-formed sitemap index whose sitemaps are there,
 * well-formed, and list every public route in every language; well-formed feeds; robots.txt.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseSiteManifest,
  SITE_MANIFEST_FILE,
  type SiteManifest,
} from '../../shared/site-manifest';
import { isUnlisted, PAGE_IDS, PAGES, type PageDefinition } from '../../src/config/paths';
import { collections } from '../../src/content/collections';
import type { CollectionSettings } from '../../src/content/entries/define';
import { FEED_TYPES, feedOf } from '../../src/content/entries/feeds';
import { LOCALE_INFO, LOCALES, localizePath, splitLocalePath } from '../../src/i18n/locales';

const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
const NAME = /^[A-Za-z_][\w.:-]*/;

/** Checks XML text for well-formedness (the subset feeds and sitemaps use). Undefined if fine. */
/**
 * Why an iCalendar file (RFC 5545) is not one a calendar program reads, or undefined: CRLF line
 * ends, lines of at most 75 octets, components opened and closed in order inside one VCALENDAR of
 * VERSION:2.0, and in each VEVENT the properties it must have (UID, DTSTAMP, DTSTART).
 */
export function icalendarProblem(text: string): string | undefined {
  if (!text.endsWith('\r\n')) return 'does not end with CRLF';
  const lines = text.slice(0, -2).split('\r\n');
  const stack: string[] = [];
  let event: Set<string> | undefined;
  let version = false;
  for (const [index, line] of lines.entries()) {
    const at = `line ${index + 1}`;
    if (line.includes('\n') || line.includes('\r')) return `a bare line break at ${at}`;
    if (Buffer.byteLength(line) > 75) return `${at} is longer than 75 octets (not folded)`;
    if (line.startsWith(' ')) continue;
    const name = line.slice(
      0,
      Math.max(0, Math.min(...[':', ';'].map((c) => line.indexOf(c)).filter((i) => i >= 0))),
    );
    const value = line.slice(line.indexOf(':') + 1);
    if (name === 'BEGIN') {
      if (stack.length === 0 && value !== 'VCALENDAR') return `${at}: not inside a VCALENDAR`;
      stack.push(value);
      if (value === 'VEVENT') event = new Set();
    } else if (name === 'END') {
      if (stack.pop() !== value) return `${at}: END:${value} closes nothing open`;
      if (value === 'VEVENT') {
        const missing = ['UID', 'DTSTAMP', 'DTSTART'].filter((p) => !event?.has(p));
        if (missing.length) return `an event ending at ${at} has no ${missing.join(', ')}`;
        event = undefined;
      }
    } else if (stack.length === 0) return `${at}: outside the VCALENDAR`;
    else if (name === 'VERSION' && value === '2.0') version = true;
    else event?.add(name);
  }
  if (stack.length) return `${stack.join(', ')} not closed`;
  return version ? undefined : 'no VERSION:2.0';
}

export function xmlProblem(text: string): string | undefined {
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const stack: string[] = [];
  let roots = 0;
  const at = () => `at offset ${i}`;
  const checkText = (chunk: string): string | undefined => {
    for (let k = chunk.indexOf('&'); k !== -1; k = chunk.indexOf('&', k + 1)) {
      if (!ENTITY.test(chunk.slice(k))) return `bad entity ${chunk.slice(k, k + 10)} ${at()}`;
    }
    if (stack.length === 0 && chunk.trim()) return `text outside the root element ${at()}`;
    return undefined;
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const problem = checkText(lt === -1 ? text.slice(i) : text.slice(i, lt));
    if (problem) return problem;
    if (lt === -1) break;
    i = lt;
    const rest = text.slice(i);
    if (rest.startsWith('<?')) {
      const end = text.indexOf('?>', i);
      if (end === -1) return `unclosed processing instruction ${at()}`;
      i = end + 2;
    } else if (rest.startsWith('<!--')) {
      const end = text.indexOf('-->', i);
      if (end === -1) return `unclosed comment ${at()}`;
      i = end + 3;
    } else if (rest.startsWith('<![CDATA[')) {
      const end = text.indexOf(']]>', i);
      if (end === -1 || stack.length === 0) return `bad CDATA section ${at()}`;
      i = end + 3;
    } else if (rest.startsWith('</')) {
      const name = NAME.exec(rest.slice(2))?.[0];
      const end = text.indexOf('>', i);
      if (!name || end === -1 || text.slice(i + 2 + name.length, end).trim()) {
        return `bad end tag ${at()}`;
      }
      if (stack.pop() !== name) return `</${name}> does not close the open element ${at()}`;
      i = end + 1;
    } else {
      const name = NAME.exec(rest.slice(1))?.[0];
      if (!name) return `bad tag ${at()}`;
      let j = i + 1 + name.length;
      // Attributes: name="value" or name='value', values without < and with valid entities.
      for (;;) {
        const space = /^\s*/.exec(text.slice(j))?.[0].length ?? 0;
        j += space;
        if (text.startsWith('/>', j) || text[j] === '>') break;
        const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/.exec(text.slice(j));
        if (!space || !attribute?.[2]) return `bad attribute in <${name}> at offset ${j}`;
        const problem = checkText(attribute[2]);
        if (problem && !problem.startsWith('text outside')) return problem;
        j += attribute[0].length;
      }
      if (stack.length === 0 && ++roots > 1) return `a second root element <${name}> ${at()}`;
      if (text.startsWith('/>', j)) {
        i = j + 2;
      } else {
        stack.push(name);
        i = j + 1;
      }
    }
  }
  if (stack.length) return `unclosed <${stack.at(-1)}>`;
  if (roots !== 1) return 'no root element';
  return undefined;
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** Problems of the release in `distDir` (empty when it may go live). */
export function smokeCheck(distDir: string): string[] {
  const problems: string[] = [];
  const clientDir = join(distDir, 'client');
  let manifest: SiteManifest;
  try {
    manifest = parseSiteManifest(readFileSync(join(distDir, SITE_MANIFEST_FILE), 'utf8'));
  } catch (error) {
    return [`${SITE_MANIFEST_FILE}: ${(error as Error).message}`];
  }

  // Every route, its static variants and the three languages.
  for (const locale of LOCALES) {
    for (const id of PAGE_IDS) {
      const def: PageDefinition = PAGES[id];
      const path = localizePath(def.path, locale);
      const urls = [
        path,
        ...(def.variants?.values.slice(1) ?? []).map((v) => `${path}?${def.variants?.param}=${v}`),
      ];
      for (const url of urls)
        if (!manifest.pages[url]) problems.push(`${url}: not in the manifest`);
    }
  }

  // Every page file: complete HTML in its language, with the assets it references.
  const entries = [
    ...Object.entries(manifest.pages).map(([url, { file }]) => [url, file] as const),
    ...manifest.notFound.map(({ prefix, file }) => [`${prefix}/(not found)`, file] as const),
  ];
  const checkedAssets = new Set<string>();
  for (const [url, file] of entries) {
    const html = read(join(clientDir, file));
    if (html === undefined) {
      problems.push(`${url}: ${file} is missing`);
      continue;
    }
    const { locale } = splitLocalePath(url.split('?')[0] ?? '/');
    if (!html.includes(`<html lang="${LOCALE_INFO[locale].htmlLang}"`)) {
      problems.push(`${url}: ${file} is not a ${LOCALE_INFO[locale].htmlLang} page`);
    }
    if (!/<h1[\s>]/.test(html) || !html.includes('</html>') || html.includes('<!--app-html-->')) {
      problems.push(`${url}: ${file} is not a complete prerendered page`);
    }
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
      if (!asset || checkedAssets.has(asset)) continue;
      checkedAssets.add(asset);
      if (!existsSync(join(clientDir, asset))) problems.push(`${url}: ${asset} is missing`);
    }
  }
  if (entries.length && checkedAssets.size === 0) problems.push('no page references /assets/');

  // The sitemap index names sitemaps that are there and well-formed, and together they list
  // every public route in every language.
  const index = read(join(clientDir, 'sitemap.xml'));
  if (index === undefined) {
    problems.push('sitemap.xml is missing');
  } else {
    const problem = xmlProblem(index);
    if (problem) problems.push(`sitemap.xml is not well-formed XML: ${problem}`);
    if (!/<sitemapindex[\s>]/.test(index)) problems.push('sitemap.xml has no <sitemapindex>');
    const sitemaps: string[] = [];
    for (const [, loc = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const file = loc.startsWith(`${manifest.siteUrl}/`)
        ? loc.slice(manifest.siteUrl.length + 1)
        : '';
      const text = file && !file.includes('..') ? read(join(clientDir, file)) : undefined;
      if (text === undefined) {
        problems.push(`sitemap.xml names ${loc}, which the build does not have`);
        continue;
      }
      const xml = xmlProblem(text);
      if (xml) problems.push(`${file} is not well-formed XML: ${xml}`);
      if (!/<urlset[\s>]/.test(text)) problems.push(`${file} has no <urlset>`);
      const urls = text.split('<url>').length - 1;
      if (urls > 50_000) problems.push(`${file} has ${urls} URLs (at most 50,000)`);
      sitemaps.push(text);
    }
    if (sitemaps.length === 0) problems.push('sitemap.xml names no sitemap');
    const listed = new Set(
      sitemaps.flatMap((text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])),
    );
    for (const id of PAGE_IDS) {
      const def: PageDefinition = PAGES[id];
      if (isUnlisted(id)) continue;
      for (const locale of LOCALES) {
        const loc = `${manifest.siteUrl}${localizePath(def.path, locale)}`;
        if (!listed.has(loc)) problems.push(`the sitemaps do not list <loc>${loc}</loc>`);
      }
    }
  }
  // Every collection's feed in every language (src/content/collections.ts).
  for (const collection of Object.values(collections as Record<string, CollectionSettings>))
    for (const locale of LOCALES) {
      const feed = feedOf(collection, locale);
      if (!feed) continue;
      const file = feed.path.slice(1);
      const text = read(join(clientDir, file));
      const problem =
        text === undefined
          ? 'missing'
          : feed.type === FEED_TYPES.icalendar
            ? icalendarProblem(text)
            : xmlProblem(text);
      if (problem) problems.push(`${file}: ${problem}`);
    }
  if (!read(join(clientDir, 'robots.txt'))?.includes('Sitemap:')) {
    problems.push('robots.txt is missing or names no sitemap');
  }
  problems.push(...searchIndexProblems(clientDir));
  return problems;
}

/**
 * Site search's index ships in the release (docs/design.md#search): one or two bundles
 * `assets/pagefind/<hash>/` (the current one and the archive merged into it,
 * scripts/search-index.ts), each with Pagefind's script and its entry file, and together an index
 * with pages for each language, named by its `<html lang>` in lower case. (That the search pages
 * link to its files is the check of every page's /assets/ references above.)
 */
export function searchIndexProblems(clientDir: string): string[] {
  const root = 'assets/pagefind';
  const folders = existsSync(join(clientDir, root))
    ? readdirSync(join(clientDir, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
    : [];
  if (folders.length === 0 || folders.length > 2) {
    return [`${root}/: ${folders.length === 0 ? 'no search index' : `${folders.length} indexes`}`];
  }
  const pages = new Map<string, number>();
  for (const folder of folders) {
    const dir = `${root}/${folder}`;
    if (!existsSync(join(clientDir, dir, 'pagefind.js'))) return [`${dir}/pagefind.js: missing`];
    let languages: Record<string, { page_count?: number }> = {};
    try {
      languages = (
        JSON.parse(readFileSync(join(clientDir, dir, 'pagefind-entry.json'), 'utf8')) as {
          languages: typeof languages;
        }
      ).languages;
    } catch (error) {
      return [`${dir}/pagefind-entry.json: ${(error as Error).message}`];
    }
    for (const [language, info] of Object.entries(languages))
      pages.set(language, (pages.get(language) ?? 0) + (info.page_count ?? 0));
  }
  return LOCALES.map((locale) => LOCALE_INFO[locale].htmlLang.toLowerCase())
    .filter((language) => !((pages.get(language) ?? 0) > 0))
    .map((language) => `pagefind: no search index for ${language}`);
}
