import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';

/** Top-level folders not copied: installed packages (linked instead), history, build output. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'releases', 'data', 'coverage', 'tmp']);

/**
 * A copy of this checkout (the working directory) under the system's temporary folder, for a
 * build that must not write into the checkout: scripts/build.ts compiles the content into
 * src/content/generated/ of the checkout it runs in, which the spec files running at the same
 * time import, and writes the build cache there. Copied as in the working tree, timestamps kept
 * (the artwork step compares them to find its outputs up to date): everything but the folders
 * above, `dist-*` and the compiled content; the build cache comes along, so the build is as warm
 * as in the checkout. node_modules is linked, never copied: the prerender's server bundle
 * resolves react & co. from it.
 */
export async function copyCheckout(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const checkout = resolve('.');
  const dir = await mkdtemp(join(tmpdir(), 'retinova-checkout-'));
  const generated = join(checkout, 'src', 'content', 'generated');
  await cp(checkout, dir, {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const [top = ''] = relative(checkout, source).split(sep);
      return !NOT_COPIED.has(top) && !top.startsWith('dist-') && source !== generated;
    },
  });
  await symlink(join(checkout, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
