/** What the build tells the server: dist/site-manifest.json (shared/site-manifest.ts). */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AlertWords,
  type ContactWords,
  parseSiteManifest,
  SITE_MANIFEST_FILE,
  type StoredSiteManifest,
} from '../../../shared/site-manifest';
import { PAGES, type PageDefinition } from '../../../src/config/paths';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../../src/i18n/locales';
import { DIST_DIR } from '../vite-manifest';
import type { Job } from './jobs';

type EntryServer = typeof import('../../../src/app/entry-server');

/** The contact page's words the server needs (ContactWords), in language_type order. */
async function contactWords(server: EntryServer): Promise<ContactWords> {
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
}

/** The alerts page's words the server says and writes (AlertWords). */
async function alertWords(server: EntryServer): Promise<AlertWords> {
  const [zhHans, zhHant, en] = await Promise.all(
    LOCALES.map((l) => server.loadPageContent(l, 'alerts')),
  );
  if (!zhHans || !zhHant || !en) throw new Error('alerts page content missing');
  return {
    messages: [zhHans.messages, zhHant.messages, en.messages],
    mail: { 'zh-hans': zhHans.mail, 'zh-hant': zhHant.mail, en: en.mail },
  };
}

/** The manifest of the prerendered files, written to dist/site-manifest.json. */
export async function writeSiteManifest(input: {
  server: EntryServer;
  jobs: Job[];
  scriptHashes: string[];
  siteUrl: string;
}) {
  const { server, jobs, scriptHashes, siteUrl } = input;
  const manifest: StoredSiteManifest = {
    pages: {},
    notFound: [],
    scriptHashes,
    siteUrl,
    privacyVersion: (await server.loadPageContent(DEFAULT_LOCALE, 'privacy')).version,
    contact: await contactWords(server),
    alerts: await alertWords(server),
  };
  for (const job of jobs) {
    if (job.notFound) {
      manifest.notFound.push({ prefix: LOCALE_INFO[job.locale].prefix, file: job.file });
    } else {
      const def: PageDefinition = PAGES[job.pageId];
      manifest.pages[job.url] = {
        // A variant's file is where variantFile puts it: the reader derives it (parseSiteManifest).
        ...(job.query ? {} : { file: job.file }),
        variantParams: job.variantParams,
        ...(def.webAssembly ? { webAssembly: true } : {}),
      };
    }
  }
  // Longest prefix first, so '/en/…' is not taken for the default language.
  manifest.notFound.sort((a, b) => b.prefix.length - a.prefix.length);
  // Without indentation: it names every page (545 KB indented at 1,000 articles per language) and
  // every publish stores it anew (server/src/publish/object-store.ts).
  const text = JSON.stringify(manifest);
  await writeFile(join(DIST_DIR, SITE_MANIFEST_FILE), `${text}\n`);
  // As every reader sees it; and a variant whose file is not where the reader looks stops here.
  const read = parseSiteManifest(text);
  for (const job of jobs) {
    if (!job.notFound && read.pages[job.url]?.file !== job.file) {
      throw new Error(
        `${job.url}: written to ${job.file}, but the manifest's reader looks elsewhere`,
      );
    }
  }
  return read;
}
