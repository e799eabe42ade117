/**
 * `npm run check:content`: checks every content file without writing any (only the git-ignored
 * asset catalogue and fundus drawing the image checks read, when missing or stale): the YAML files
 * against their zod schemas (every language, every field, links and images), and the Markdown
 * of every collection of entries (the news). Exits 1 naming the file, line, field and language of
 * each problem. The build and `npm test` run the same checks (scripts/content.ts,
 * scripts/collections.ts).
 */

import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { EntriesError, loadEntries } from './lib/collections/load';
import { writeAssetCatalogue } from './lib/content/asset-catalogue';
import { ContentError, loadContent } from './lib/content/compile';

writeAssetCatalogue();
let failed = false;
try {
  const content = await loadContent();
  console.log(`Content check passed: ${content.size} documents × 3 languages.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  failed = true;
}
for (const collection of ENTRY_COLLECTIONS) {
  try {
    const entries = await loadEntries(collection);
    console.log(`${collection.name} check passed: ${entries.length} entries × 3 languages.`);
  } catch (error) {
    if (!(error instanceof EntriesError)) throw error;
    console.error(error.message);
    failed = true;
  }
}
if (failed) process.exitCode = 1;
