import type { Plugin } from 'vite';
import { LOCALES } from '../../src/i18n/locales';

/**
 * `npm run dev`: serves each collection's data files (`/<name>-data/…`,
 * src/content/entries/data.ts) from its Markdown as it is now, as the build writes them into
 * dist/client, so the lists and entries work in the dev server. The collections are loaded on the
 * first such request, not with the configuration.
 */
export const collectionDataInDev: Plugin = {
  name: 'collection-data-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = (request.url ?? '').split('?')[0] ?? '';
      if (!/^\/[a-z0-9-]+-data\//.test(url)) return next();
      Promise.all([
        import('../../src/content/registry'),
        import('../../src/content/entries/data-files'),
        import('./collections/load'),
        import('./collections/output'),
      ])
        .then(async ([{ ENTRY_COLLECTIONS }, { dataFolder }, { loadEntries }, { dataFiles }]) => {
          const collection = ENTRY_COLLECTIONS.find((c) => url.startsWith(`/${dataFolder(c)}/`));
          if (!collection) return next();
          const entries = await loadEntries(collection);
          for (const locale of LOCALES) {
            const data = dataFiles(collection, entries, locale).get(url);
            if (data !== undefined) {
              response.setHeader('content-type', 'application/json; charset=utf-8');
              response.end(JSON.stringify(data));
              return;
            }
          }
          response.statusCode = 404;
          response.end();
        })
        .catch(next);
    });
  },
};
