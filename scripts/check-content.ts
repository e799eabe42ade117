/**
 * Content check beyond the type-check (CONVENTIONS habit 2): every language has every page, no
 * string is empty, and the languages have the same keys and list lengths as zh-hans.
 * Exits non-zero naming each problem. The content modules are loaded through Vite (they import
 * images with `?url`), in SSR mode without a server.
 */
import { createServer } from 'vite';

type ContentModule = typeof import('../src/content');
type PathsModule = typeof import('../src/config/paths');
type LocalesModule = typeof import('../src/i18n/locales');

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});

const problems: string[] = [];

function compare(reference: unknown, other: unknown, where: string) {
  if (typeof reference === 'string') {
    if (typeof other !== 'string') problems.push(`${where}: expected text`);
    else if (!other.trim()) problems.push(`${where}: empty text`);
    return;
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(other) || other.length !== reference.length) {
      problems.push(`${where}: expected a list of ${reference.length}`);
      return;
    }
    for (const [i, item] of reference.entries()) compare(item, other[i], `${where}[${i}]`);
    return;
  }
  if (reference && typeof reference === 'object') {
    if (!other || typeof other !== 'object') {
      problems.push(`${where}: expected an object`);
      return;
    }
    const keys = new Set([...Object.keys(reference), ...Object.keys(other)]);
    for (const key of keys) {
      compare(
        (reference as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        `${where}.${key}`,
      );
    }
    return;
  }
  if (typeof reference !== typeof other) problems.push(`${where}: expected ${typeof reference}`);
}

try {
  const { loadPageContent, loadSiteContent } = (await vite.ssrLoadModule(
    '/src/content/index.ts',
  )) as ContentModule;
  const { PAGE_IDS } = (await vite.ssrLoadModule('/src/config/paths.ts')) as PathsModule;
  const { LOCALES } = (await vite.ssrLoadModule('/src/i18n/locales.ts')) as LocalesModule;
  const reference = 'zh-hans' as const;
  for (const locale of LOCALES) {
    compare(await loadSiteContent(reference), await loadSiteContent(locale), `${locale}/site`);
    for (const id of PAGE_IDS) {
      compare(
        await loadPageContent(reference, id),
        await loadPageContent(locale, id),
        `${locale}/pages/${id}`,
      );
    }
  }
  if (problems.length) {
    console.error(`Content check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Content check passed: ${LOCALES.length} languages × ${PAGE_IDS.length} pages.`);
  }
} finally {
  await vite.close();
}
