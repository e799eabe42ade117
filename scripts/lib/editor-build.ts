/**
 * The editor's bundle (Decap CMS, vite.admin.config.ts), reused from the build cache when none of
 * its inputs changed (lib/vite-build-cache.ts): a publish of an article or a document skips the
 * editor's build (4-10 s).
 */
import { join } from 'node:path';
import { build } from 'vite';
import { viteBuildOnce } from './vite-build-cache';

/** Builds the editor into `<distDir>/admin`, or links the cached bundle of the same inputs. */
export function buildEditor(distDir: string, cacheDir: string | undefined): Promise<boolean> {
  return viteBuildOnce({
    name: 'editor',
    own: ['vite.admin.config.ts'],
    outDir: join(distDir, 'admin'),
    cacheDir,
    // Its dependencies' direct eval() warnings are theirs, not ours: only errors are shown.
    build: () => build({ configFile: 'vite.admin.config.ts', logLevel: 'error' }),
  });
}
