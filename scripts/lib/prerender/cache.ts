/**
 * The build cache (`.cache/build/`, or RETINOVA_BUILD_CACHE; `off` disables it): rendered pages
 * and compressed copies kept between builds, keyed by the SHA-256 of everything they are made
 * from, so a publish that changes one article renders and compresses only the pages that show it.
 *
 * A key is a hash of content and code: a page's key covers the server bundle (all code and site
 * words), the page shell, the client build's manifest, SITE_URL, the prerender's own source, the
 * page's URL and the news data it shows; a compressed copy's key covers the file's bytes (a
 * page's copies: the page's key) and the compression policy; a data file's, its bytes. So any
 * change to code or to a shared word changes every page's key, and a stale entry is never read.
 * Entries a build did not use are deleted at its end, so the cache holds one build's worth.
 * Entries and the build's files are hard links to one another (`linkTo`, `keep`): neither is
 * ever written in place.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { placeLink } from './hard-links.mjs';

/**
 * The kinds of entry, each a folder of the cache (the Vite bundles have their own, vite/:
 * lib/vite-build-cache.ts): rendered pages, compressed copies, the collections' data files, a
 * PDF's text for search, and an upload that passed its kind's check (an empty file).
 */
const NAMESPACES = ['page', 'compress', 'data', 'pdf', 'upload'] as const;

export class BuildCache {
  private readonly used = new Set<string>();
  /** Files of this build whose bytes an entry's key stands for (`placed`, `sourceOf`). */
  private readonly sources = new Map<string, string>();
  private readonly ready = new Map<string, Promise<unknown>>();

  private constructor(readonly dir: string | undefined) {}

  static open(dir = process.env.RETINOVA_BUILD_CACHE ?? join('.cache', 'build')): BuildCache {
    return new BuildCache(dir === 'off' ? undefined : dir);
  }

  /** A key from its parts (strings or bytes), in a namespace (`code` keys are only parts of others). */
  keyOf(
    namespace: (typeof NAMESPACES)[number] | 'code',
    ...parts: (string | Uint8Array)[]
  ): string {
    const hash = createHash('sha256').update(namespace);
    for (const part of parts) hash.update('\0').update(part);
    return `${namespace}-${hash.digest('hex')}`;
  }

  private path(key: string, ext: string) {
    return join(this.dir ?? '', key.slice(0, key.indexOf('-')), `${key}${ext}`);
  }

  private async folder(key: string) {
    const dir = join(this.dir ?? '', key.slice(0, key.indexOf('-')));
    let made = this.ready.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.ready.set(dir, made);
    }
    await made;
  }

  private async read(key: string, ext: string): Promise<Buffer | undefined> {
    if (!this.dir) return undefined;
    this.used.add(`${key}${ext}`);
    return readFile(this.path(key, ext)).catch(() => undefined);
  }

  private async write(key: string, ext: string, body: string | Uint8Array) {
    if (!this.dir) return;
    this.used.add(`${key}${ext}`);
    await this.folder(key);
    await writeFile(this.path(key, ext), body);
  }

  async readText(key: string, ext = '.html'): Promise<string | undefined> {
    return (await this.read(key, ext))?.toString('utf8');
  }

  writeText(key: string, text: string, ext = '.html') {
    return this.write(key, ext, text);
  }

  /**
   * Puts an entry at `dest` as a hard link to it (a copy on another file system): no bytes
   * through JavaScript, and none written (creating a file with its bytes costs this machine about
   * 0.7 ms, a link 0.02 ms). False when there is none. An entry and the build's files linked to
   * it are never written in place: whoever changes such a file replaces it (decision 0019's rule
   * for releases).
   */
  async linkTo(key: string, dest: string, ext = '.html'): Promise<boolean> {
    if (!this.dir) return false;
    this.used.add(`${key}${ext}`);
    try {
      placeLink(this.path(key, ext), dest);
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps `file` (just written by the build) as the entry: a hard link to it. */
  async keep(key: string, file: string, ext = '.html'): Promise<void> {
    if (!this.dir) return;
    this.used.add(`${key}${ext}`);
    await this.folder(key);
    placeLink(file, this.path(key, ext));
  }

  /**
   * Notes that `file` has the bytes of the entry `key` (linked from it, or kept as it), so that
   * what is made of the file later (its compressed copies) can be keyed by `key` without reading
   * the file again.
   */
  placed(file: string, key: string): void {
    if (this.dir) this.sources.set(file, key);
  }

  /** The key `file` was `placed` with. */
  sourceOf(file: string): string | undefined {
    return this.sources.get(file);
  }

  /** Where a compressed pair is kept (marked used), for a thread that reads and writes it itself. */
  pairFiles(key: string): { gz: string; br: string } | undefined {
    if (!this.dir) return undefined;
    this.used.add(`${key}.gz`).add(`${key}.br`);
    return { gz: this.path(key, '.gz'), br: this.path(key, '.br') };
  }

  /** Deletes the pages and copies this build did not use; returns how many files. */
  async prune(): Promise<number> {
    if (!this.dir) return 0;
    let removed = 0;
    for (const namespace of NAMESPACES) {
      const dir = join(this.dir, namespace);
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (entry.isFile() && !this.used.has(entry.name)) {
          await rm(join(dir, entry.name), { force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}
