/**
 * The build's three Vite bundles (the client, the server's renderer, the editor) reused from the
 * build cache when none of their inputs changed: everything under src/ and shared/ but the
 * collections' entries and their uploaded files (no bundle imports them: the pages read the
 * collections' data files, the editor reads the repository at run time), the build plugins
 * (scripts/lib/vite-*.ts), the bundle's own files (its Vite configuration; the client's
 * index.html and public/, which it copies), the locked dependencies and the `VITE_*`
 * environment. A publish of an article or a document then skips all three builds (2-3 s at any
 * size; the editor's 4-10 s), and the build does not read every investor PDF to hash it.
 *
 * A bundle is kept as `<cache>/vite/<name>-<key>/` and restored as hard links: like every file
 * the build links from its cache (lib/prerender/cache.ts), a restored file is never written in
 * place, only replaced (the prerender writes Home over the client's index.html so).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import { ENTRY_COLLECTIONS } from '../../src/content/registry';
import { placeLink } from './prerender/hard-links.mjs';

/** Whether a file is a collection's entry (`src/content/<folder>/<slug>.<locale>.md`) or upload. */
function isEntryOrUpload(file: string): boolean {
  return ENTRY_COLLECTIONS.some((collection) => {
    const folder = join('src', 'content', collection.folder);
    if (dirname(file) === folder && extname(file) === '.md') return true;
    return collection.files !== undefined && file.startsWith(join(folder, collection.files) + sep);
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !isEntryOrUpload(file))
    .sort();
}

/** A hash of files' names and bytes. */
async function hashFiles(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(file).catch(() => 'missing'))
      .update('\0');
  return hash.digest('hex');
}

/** The inputs every bundle shares, hashed once per build. */
let common: Promise<string> | undefined;

async function commonInputs(): Promise<string> {
  const files = [
    ...(await filesUnder('src')),
    ...(await filesUnder('shared')),
    ...(await filesUnder(join('scripts', 'lib'))).filter((f) => /vite-[\w-]+\.ts$/.test(f)),
    'package-lock.json',
    'tsconfig.json',
    // Vite builds `VITE_*` variables (and those of .env files) into a bundle.
    '.env',
    '.env.production',
    '.env.local',
    '.env.production.local',
  ];
  const env = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return `${await hashFiles(files)} ${JSON.stringify(env.sort())}`;
}

/**
 * A key of every input a bundle is built from: the common ones and `own` (files, or folders
 * whose every file counts), relative to the working directory.
 */
export async function inputsKey(own: readonly string[]): Promise<string> {
  common ??= commonInputs();
  const files: string[] = [];
  for (const input of own) {
    const under = await filesUnder(input);
    files.push(...(under.length > 0 ? under : [input]));
  }
  return createHash('sha256')
    .update(await common)
    .update(await hashFiles(files))
    .digest('hex')
    .slice(0, 32);
}

/** Every file under `from` as a hard link under `to` (folders made as needed). */
async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    placeLink(source, target);
  }
}

/**
 * Puts the bundle `name` into `outDir`: from the build cache when it holds one built from the
 * same inputs, else by `build()` (which writes `outDir`), then kept there (one per name: an
 * older inputs' bundle is of no further use). True when it came from the cache.
 */
export async function viteBuildOnce(input: {
  name: 'client' | 'server' | 'editor';
  /** The inputs of this bundle only (see `inputsKey`). */
  own: readonly string[];
  outDir: string;
  /** The build cache's folder (undefined: no cache). */
  cacheDir: string | undefined;
  build: () => Promise<unknown>;
}): Promise<boolean> {
  const { name, own, outDir, cacheDir, build } = input;
  const folder = cacheDir && join(cacheDir, 'vite');
  const kept = folder && join(folder, `${name}-${await inputsKey(own)}`);
  if (kept) {
    const found = await readdir(kept).then(
      () => true,
      () => false,
    );
    if (found) {
      await rm(outDir, { recursive: true, force: true });
      await linkTree(kept, outDir);
      return true;
    }
  }
  await build();
  if (folder && kept) {
    for (const old of await readdir(folder).catch(() => [])) {
      if (old.startsWith(`${name}-`)) await rm(join(folder, old), { recursive: true, force: true });
    }
    await linkTree(outDir, `${kept}.part`);
    await rename(`${kept}.part`, kept);
  }
  return false;
}
