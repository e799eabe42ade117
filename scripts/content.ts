/**
 * `npm run content`: checks every content file (src/content/**.yml) against its schema and
 * writes the TypeScript modules the pages import (src/content/generated/, shared/generated/),
 * after the asset catalogue (src/config/assets.ts and src/assets/generated/fundus.svg, from
 * `generate-assets.ts --catalogue`, skipped while up to date): every generated file the code
 * imports, all git-ignored. Run by `npm ci` (`prepare`), the build, `npm run dev`, `npm run
 * typecheck` and `npm test` before the type-check; `npm run check:content` checks without
 * writing. Exits 1 naming the file, line, field and language of every problem.
 */
import { join } from 'node:path';
import { writeAssetCatalogue } from './lib/content/asset-catalogue';
import { writeCollectionPages } from './lib/content/collection-pages';

// The collections' pages first: the list of pages (src/config/paths.ts), which the compiler
// reads, is made with them.
await writeCollectionPages(
  join(import.meta.dirname, '../src/content/generated'),
  join(import.meta.dirname, '../shared/generated'),
);
const { ContentError, loadContent, writeGenerated } = await import('./lib/content/compile');

/** Checks the content and regenerates the modules. */
export async function compileContent(): Promise<void> {
  const content = await loadContent();
  await writeGenerated(content);
  const files = content.size;
  console.log(
    `Content: ${files} documents × 3 languages checked → src/content/generated, shared/generated`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    // First: the content's image checks read the fundus drawing, and its modules the catalogue.
    writeAssetCatalogue();
    await compileContent();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
