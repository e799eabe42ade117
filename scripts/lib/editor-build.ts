/**
 * The editor's bundle (Decap CMS, vite.admin.config.ts), reused from the build cache when none of
 * its inputs changed: everything under src/ and shared/ but the collections' entries and their
 * uploaded files (the editor reads those from the repository at run time), its Vite
 * configuration, the build plugins, the locked dependencies and the `VITE_*` environment. A
 * publish of an article or a document then skips the editor's build (4-10 s), and the build does
 * not read every investor PDF to hash it.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { build } from 'vite';
import { ENTRY_COLLECTIONS } from '../../src/content/collections';

/** Whether a file is a collection's entry (`src/content/<folder>/<slug>.<locale>.md`) or upload. */
function isEntryOrUpload(file: string): boolean {
  return ENTRY_COLLECTIONS.some((collection) => {
    const folder = join('src', 'content', collection.folder);
    if (dirname(file) === folder && extname(file) === '.md') return true;
    return collection.files !== undefined && file.startsWith(join(folder, collection.files) + sep);
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !isEntryOrUpload(file))
    .sort();
}

async function inputsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await filesUnder('src')),
    ...(await filesUnder('shared')),
    ...(await filesUnder('scripts/lib')).filter((f) => /vite-[\w-]+\.ts$/.test(f)),
    'vite.admin.config.ts',
    'package-lock.json',
    'tsconfig.json',
  ];
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(file));
  // Vite builds `VITE_*` variables (and those of .env files) into the bundle.
  const env = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  hash.update(JSON.stringify(env.sort()));
  for (const file of ['.env', '.env.production', '.env.local', '.env.production.local']) {
    hash.update(file).update(await readFile(file).catch(() => ''));
  }
  return hash.digest('hex').slice(0, 32);
}

/** Builds the editor into `<distDir>/admin`, or copies the cached bundle of the same inputs. */
export async function buildEditor(distDir: string, cacheDir: string | undefined): Promise<boolean> {
  const out = join(distDir, 'admin');
  const key = await inputsKey();
  const cached = cacheDir && join(cacheDir, 'editor', key);
  if (cached) {
    const hit = await cp(cached, out, { recursive: true, errorOnExist: false }).then(
      () => true,
      () => false,
    );
    if (hit) return true;
  }
  // Its dependencies' direct eval() warnings are theirs, not ours: only errors are shown.
  await build({ configFile: 'vite.admin.config.ts', logLevel: 'error' });
  if (cached && cacheDir) {
    // One bundle kept: the previous inputs' is of no further use.
    await rm(join(cacheDir, 'editor'), { recursive: true, force: true });
    await cp(out, `${cached}.part`, { recursive: true });
    await rename(`${cached}.part`, cached);
  }
  return false;
}
