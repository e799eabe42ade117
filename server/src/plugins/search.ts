/**
 * The search page's first results (search/): a worker per release served, made at its first
 * search, stopped when the server closes.
 */
import fp from 'fastify-plugin';
import { searchPagesOf } from '../search/results';
import type { SiteHolder } from '../site';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search pages of each release served (the site plugin's catch-all asks them). */
    searches: ReturnType<typeof searchPagesOf>;
  }
}

export const searchPlugin = fp<{ site: SiteHolder }>(async (app, { site }) => {
  const searches = searchPagesOf(site, app.log);
  app.decorate('searches', searches);
  app.addHook('onClose', () => searches.close());
});
