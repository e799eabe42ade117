/**
 * `npm run check:content`: checks every content file without writing anything: the YAML files
 * against their zod schemas (every language, every field, links and images), and the news
 * articles' Markdown. Exits 1 naming the file, line, field and language of each problem.
 * The build and `npm test` run the same checks (scripts/content.ts, scripts/news.ts).
 */
import { ContentError, loadContent } from './lib/content/compile';
import { loadNews, NewsError } from './news';

let failed = false;
try {
  const content = await loadContent();
  console.log(`Content check passed: ${content.size} documents × 3 languages.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  failed = true;
}
try {
  const articles = await loadNews();
  console.log(`News check passed: ${articles.length} articles × 3 languages.`);
} catch (error) {
  if (!(error instanceof NewsError)) throw error;
  console.error(error.message);
  failed = true;
}
if (failed) process.exitCode = 1;
