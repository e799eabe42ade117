import { join } from 'node:path';
import { variantFile } from '../../../shared/site-manifest';
import { PAGE_IDS, PAGES, type PageDefinition, type PageId } from '../../../src/config/paths';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../src/i18n/locales';

/** One file the prerender writes. */
export interface Job {
  locale: Locale;
  pageId: PageId;
  /** The variant's query, e.g. `page=2`, `year=2024`, `id=<slug>` (none: the page's default). */
  query?: string;
  /** The URL with prefix, as the server will see it. */
  url: string;
  /** Output file relative to dist/client. */
  file: string;
  /** The query parameters that pick a variant's file, in the order the server tries them. */
  variantParams?: string[];
  notFound?: boolean;
}

/** Variant values computed at build time, by page and query parameter (scripts/lib/collections). */
export type ExtraVariants = Partial<Record<PageId, Record<string, string[]>>>;

/**
 * Every file to write: route × variant × language, `/` per language, and the 404 bodies. A page's
 * static variants (paths.ts, the first being its default) and `extra` values are each one file,
 * `<param>-<value>.html`, beside the page's `index.html`.
 */
export function prerenderJobs(extra: ExtraVariants = {}): Job[] {
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
      const variants: Record<string, string[]> = {};
      if (def.variants) variants[def.variants.param] = def.variants.values.slice(1);
      for (const [param, values] of Object.entries(extra[pageId] ?? {})) {
        variants[param] = [...(variants[param] ?? []), ...values];
      }
      if (def.variants === undefined && Object.keys(variants).length > 0) {
        throw new Error(`${pageId} has no variant parameter`);
      }
      const variantParams = Object.keys(variants);
      const file = join(dir, def.path, 'index.html');
      jobs.push({
        locale,
        pageId,
        url,
        file,
        variantParams: variantParams.length ? variantParams : undefined,
      });
      for (const [param, values] of Object.entries(variants)) {
        for (const value of new Set(values)) {
          jobs.push({
            locale,
            pageId,
            query: `${param}=${value}`,
            url: `${url}?${param}=${value}`,
            file: variantFile(file, param, value),
          });
        }
      }
    }
  }
  return jobs;
}
