import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const GENERATE_ASSETS = new URL(
  '../../../tools/placeholder-art/generate-assets.ts',
  import.meta.url,
);

/**
 * Writes the git-ignored files the code and the content's image checks read: the asset catalogue
 * (src/config/assets.ts) and the fundus drawing it measures (src/assets/generated/fundus.svg).
 * About a second, nothing encoded (`generate-assets.ts --catalogue`); skipped while up to date.
 */
export function writeAssetCatalogue(): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(GENERATE_ASSETS), '--catalogue'],
    {
      stdio: 'inherit',
    },
  );
}
