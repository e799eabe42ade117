/**
 * Writes one complete HTML file per route, variant and language into dist/client, plus a Home
 * body for unknown paths per language, then precompresses text files (gzip, brotli) and writes
 * dist/site-manifest.json for the server.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minifySync } from 'vite';
import {
  type ContactWords,
  cspHashSource,
  SITE_MANIFEST_FILE,
  type SiteManifest,
} from '../shared/site-manifest';
import { metaOfVariant } from '../src/app/head';
import { PAGE_IDS, PAGES, type PageDefinition, type PageId } from '../src/config/paths';
import { SITE } from '../src/config/site';
import type { Office } from '../src/content/types';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import {
  CLIENT_DIR,
  collectFiles,
  DIST_DIR,
  entryKey,
  pageSources,
  readViteManifest,
} from './lib/vite-manifest';
import { type NewsArticle, newsPreloadSources, newsVariantValues } from './news';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The empty element at the end of each page's body that its first paint waits for. */
const PAGE_END_ID = 'page-end';

type EntryServer = typeof import('../src/app/entry-server');

interface Job {
  locale: Locale;
  pageId: PageId;
  variant?: string;
  /** The URL with prefix, as the server will see it. */
  url: string;
  /** Output file relative to dist/client. */
  file: string;
  variantParam?: string;
  notFound?: boolean;
}

/**
 * Every file to write: route × variant × language, `/` per language, and the 404 bodies.
 * `extraVariants` adds values computed at build time to a page's static ones (paths.ts): the
 * news list pages `?page=2…N` and one article page per `?id=<slug>` (scripts/news.ts).
 */
export function prerenderJobs(extraVariants: Partial<Record<PageId, string[]>> = {}): Job[] {
  const jobs: Job[] = [];
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].prefix;
    const dir = prefix.slice(1);
    jobs.push({ locale, pageId: 'home', url: prefix || '/', file: join(dir, 'index.html') });
    jobs.push({
      locale,
      pageId: 'home',
      url: `${prefix}/__not-found__`,
      file: join(dir, '404.html'),
      notFound: true,
    });
    for (const pageId of PAGE_IDS) {
      const def: PageDefinition = PAGES[pageId];
      const url = `${prefix}${def.path}`;
      const variantParam = def.variants?.param;
      jobs.push({ locale, pageId, url, file: join(dir, def.path, 'index.html'), variantParam });
      const values = [...(def.variants?.values.slice(1) ?? []), ...(extraVariants[pageId] ?? [])];
      if (values.length && !variantParam) throw new Error(`${pageId} has no variant parameter`);
      for (const value of new Set(values)) {
        jobs.push({
          locale,
          pageId,
          variant: value,
          url: `${url}?${variantParam}=${value}`,
          file: join(dir, def.path, `${variantParam}-${value}.html`),
        });
      }
    }
  }
  return jobs;
}

/**
 * The shell's inline scripts (language check, care mode, start-up, the micro-frontend hooks),
 * minified: they are written readable in `src/` and sent with every page, before its first paint.
 * Only `<script>` without attributes is code here (the JSON data blocks carry a `type`). Their CSP
 * hashes are taken after this.
 */
function minifyInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, code: string) => {
    const { code: minified, errors } = minifySync('inline-script.js', code);
    if (errors.length > 0)
      throw new Error(`An inline script does not minify: ${errors[0]?.message}`);
    return `<script>${minified.trim()}</script>`;
  });
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
}

async function precompress(dir: string) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(entry.name))
      continue;
    const path = join(entry.parentPath, entry.name);
    if ((await stat(path)).size < 1024) continue;
    const body = await readFile(path);
    await writeFile(`${path}.gz`, await gzipAsync(body, { level: 9 }));
    await writeFile(
      `${path}.br`,
      await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`;

/** schema.org Organization of the company (Home's JSON-LD, and an article's publisher). */
function organization(siteUrl: string, name: string, offices: Office[]) {
  return {
    '@type': 'Corporation',
    name,
    alternateName: SITE.brandName,
    url: siteUrl,
    logo: absolute(siteUrl, SITE.logo.light),
    foundingDate: String(SITE.foundedYear),
    tickerSymbol: SITE.stockCode,
    sameAs: [SITE.social.weibo, SITE.social.linkedin],
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: SITE.hotline,
      contactType: 'customer service',
      availableLanguage: ['zh-Hans', 'zh-Hant', 'en'],
    },
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      name: office.title,
      streetAddress: office.address.add,
      postalCode: office.postcode,
      addressCountry: 'CN',
    })),
  };
}

export async function prerender(news: NewsArticle[] = []): Promise<number> {
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const server: EntryServer = await import(
    pathToFileURL(resolve(DIST_DIR, 'ssr/entry-server.js')).href
  );
  // The care-mode stylesheet is loaded by the start-up script in care mode only (care-mode.ts):
  // the client build must have emitted the file that the server build's URL names.
  const careStylesUrl = server.CARE_STYLES_URL;
  if (
    !/^\/assets\/[^/]+\.css$/.test(careStylesUrl) ||
    !existsSync(join(CLIENT_DIR, careStylesUrl))
  ) {
    throw new Error(`The care-mode stylesheet ${careStylesUrl} is not in the client build`);
  }
  // The entry's stylesheets are taken out of Vite's template: each page gets its CSS inline below.
  const entryStylesheets: string[] = [];
  let template = (await readFile(join(CLIENT_DIR, 'index.html'), 'utf8'))
    .replace(
      '<!--language-check-->',
      `<script>${server.LANGUAGE_CHECK_SCRIPT}${server.careStartScript(careStylesUrl)}</script>`,
    )
    .replace(
      /\n\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (_link, file: string) => {
        entryStylesheets.push(file);
        return '';
      },
    )
    // Vite's preloads of the entry's imports: the page's list below has them (start-after-paint).
    .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
  // The entry is started by an inline import() (vite-plugin-qiankun). It starts after the first
  // paint, and the page's chunks are preloaded then (start-after-paint.ts), not from the head.
  const loader = /<script crossorigin="">\s*(import\('([^']+\.js)'\)[\s\S]*?)<\/script>/.exec(
    template,
  );
  const entry = loader?.[2];
  if (!loader?.[1] || !entry) {
    throw new Error('The built index.html does not start the entry with an inline import()');
  }
  template = minifyInlineScripts(
    template.replace(
      loader[0],
      () => `<script>${server.startAfterPaintScript(loader[1] ?? '')}</script>`,
    ),
  );
  // The first paint waits until the whole page has been parsed. A phone's parser yields now and
  // then, and the browser would paint the part it has: the header's tools without the menu
  // button after them, which then pushes them 48 px left (a layout shift Lighthouse measured in a
  // few runs). `rel=expect` (Chromium 124+; other browsers ignore it) holds
  // rendering until an element with that id is in the document, so the target is an empty
  // template at the very end of the body. The page's HTML arrives in one or two round trips and
  // parses in a few milliseconds, and nothing else blocks the first paint.
  if (!template.includes('</body>')) throw new Error('The built index.html has no </body>');
  template = template
    .replace(
      '<!--app-head-->',
      `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">\n    <!--app-head-->`,
    )
    .replace('</body>', `<template id="${PAGE_END_ID}"></template></body>`);
  const viteManifest = readViteManifest();
  const entryCss = new Set(collectFiles(viteManifest, [entryKey(viteManifest)]).css);
  const cssText = new Map<string, string>();
  const readCss = async (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = (await readFile(join(CLIENT_DIR, file), 'utf8')).trim();
      if (/<\/style/i.test(text)) throw new Error(`${file} cannot be inlined: it contains </style`);
      cssText.set(file, text);
    }
    return text;
  };
  /**
   * A page's head: its CSS inline (entry first, then the page's own: the cascade order of the
   * stylesheets it replaces), so nothing but the HTML blocks the first paint
   * (docs/design.md#budgets), and the list of its chunks (entry, component, content), which the
   * client needs before hydrating. Each inlined file is also named by a `disabled` stylesheet link:
   * the browser fetches nothing for it, and Vite's loader of lazy chunks, seeing the link, does not
   * fetch that CSS again.
   */
  const headAssets = async (locale: Locale, pageId: PageId, variant?: string) => {
    const sources = [
      ...pageSources(locale, pageId),
      ...newsPreloadSources(pageId, locale, variant),
    ];
    const { js, css } = collectFiles(viteManifest, sources);
    const files = [...entryStylesheets, ...css.filter((file) => !entryCss.has(file))];
    const inline = (await Promise.all(files.map(readCss))).join('\n');
    return {
      styles: [
        `<style>${inline}</style>`,
        ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      ],
      // A data block (not run, so no CSP hash): the start-up script preloads these after paint.
      scripts: [
        `<script type="application/json" id="${server.PAGE_CHUNKS_ID}">${JSON.stringify([
          entry,
          ...js.map((file) => `/${file}`).filter((file) => file !== entry),
        ])}</script>`,
      ],
    };
  };

  /** The contact page's words the server needs (site-manifest.ts ContactWords), in language_type order. */
  const contactWords = async (): Promise<ContactWords> => {
    // LOCALES is in language_type order (locales.ts).
    const [zhHans, zhHant, en] = await Promise.all(
      LOCALES.map((l) => server.loadPageContent(l, 'contact')),
    );
    if (!zhHans || !zhHant || !en) throw new Error('contact page content missing');
    return {
      messages: [zhHans.form.messages, zhHant.form.messages, en.form.messages],
      appeals: { zh: zhHans.form.appeals, en: en.form.appeals },
      staffMail: zhHans.staffMail,
    };
  };
  const manifest: SiteManifest = {
    pages: {},
    notFound: [],
    scriptHashes: [],
    siteUrl,
    privacyVersion: (await server.loadPageContent(DEFAULT_LOCALE, 'privacy')).version,
    contact: await contactWords(),
  };
  const jobs = prerenderJobs(newsVariantValues(news));
  for (const job of jobs) {
    const rendered = await server.render(job.url, job.locale);
    const { page: info, site } = rendered;
    // React emits resource hints (preload() of priority images) ahead of the markup; they
    // belong in <head>, and hydration must not meet them inside #root.
    const [, hints = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered.html) ?? [];
    if (info.pageId !== job.pageId) {
      throw new Error(`${job.url} rendered ${info.pageId}, expected ${job.pageId}`);
    }
    const meta = metaOfVariant(info, job.variant);
    const article =
      job.pageId === 'responsibility-details' && job.variant
        ? news.find((a) => a.slug === job.variant)
        : undefined;
    const jsonLd: object[] = [];
    if (job.pageId === 'home' && !job.notFound) {
      const contact = await server.loadPageContent(job.locale, 'contact');
      jsonLd.push(organization(siteUrl, site.companyName, contact.offices));
    }
    if (article) {
      jsonLd.push({
        '@type': 'NewsArticle',
        headline: meta.title,
        description: meta.description,
        image: [absolute(siteUrl, meta.image ?? SITE.shareImage)],
        datePublished: article.date,
        inLanguage: LOCALE_INFO[job.locale].htmlLang,
        mainEntityOfPage: `${siteUrl}${job.url}`,
        publisher: organization(siteUrl, site.companyName, []),
      });
    }
    const head = server.renderHeadTags({
      locale: job.locale,
      pageId: job.pageId,
      variant: job.variant,
      // An article page has its own title, description and image (the route's variantMeta).
      meta,
      site,
      siteUrl,
      notFound: job.notFound,
      jsonLd,
      article: article !== undefined,
    });
    // The CSS, then the priority image (the LCP), then the scripts.
    const { styles, scripts } = await headAssets(job.locale, job.pageId, job.variant);
    const page = template
      // `data-lazy-layout`: the page's later blocks stay out of its layout until they near the
      // screen or the visitor first acts (base.css, start-after-paint.ts).
      .replace(
        '<html lang="zh-Hans">',
        `<html lang="${LOCALE_INFO[job.locale].htmlLang}" ${server.LAZY_LAYOUT_ATTRIBUTE}>`,
      )
      .replace('<!--app-head-->', () =>
        [head, ...styles, ...(hints ? [hints] : []), ...scripts].join('\n    '),
      )
      .replace('<!--app-html-->', () => html);
    const out = join(CLIENT_DIR, job.file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, page);
    if (job.notFound) {
      manifest.notFound.push({ prefix: LOCALE_INFO[job.locale].prefix, file: job.file });
    } else {
      manifest.pages[job.url] = { file: job.file, variantParam: job.variantParam };
    }
  }
  // Longest prefix first, so '/en/…' is not taken for the default language.
  manifest.notFound.sort((a, b) => b.prefix.length - a.prefix.length);
  manifest.scriptHashes = [...new Set(inlineScripts(template).map(cspHashSource))];
  await writeFile(join(DIST_DIR, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await precompress(CLIENT_DIR);
  console.log(
    `Prerendered ${jobs.length} files (${relative('.', CLIENT_DIR)}), ${manifest.scriptHashes.length} inline script hashes`,
  );
  return jobs.length;
}
