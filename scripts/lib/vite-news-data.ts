import type { Plugin } from 'vite';
import { NEWS_DATA_DIR } from '../../src/content/news/data-files';
import { LOCALES } from '../../src/i18n/locales';

/**
 * `npm run dev`: serves the news data files (src/content/news/data.ts) from the Markdown as it is
 * now, as the build writes them into dist/client, so the lists and articles work in the dev server.
 */
export const newsDataInDev: Plugin = {
  name: 'news-data-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(`/${NEWS_DATA_DIR}/`, (request, response, next) => {
      const url = `/${NEWS_DATA_DIR}${(request.url ?? '').split('?')[0]}`;
      import('../news')
        .then(async ({ loadNews, newsDataFiles }) => {
          const articles = await loadNews();
          for (const locale of LOCALES) {
            const data = newsDataFiles(articles, locale).get(url);
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
