/**
 * The site the server answers with: one build (dist/, or a release of RELEASES_DIR) loaded
 * into memory, and the switch to another one without a restart
 * (docs/design.md#publishing-and-releases).
 *
 * Each request takes the site that is current when it arrives (`siteOf`) and keeps it to the
 * end, so its CSP, its HTML and its files all come from one release. A reload reads the whole
 * new release (manifest, every HTML page with its compressed copies, the list of its files)
 * before it replaces the reference: requests that arrive after the swap get the new release,
 * the ones in flight finish on the old one (whose folder stays on disk).
 */
import { readdir, realpath } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { SiteManifest } from '../../shared/site-manifest';
import { AssetCache } from './asset-cache';
import { FastAnswers } from './asset-fast-path';
import type { Config } from './config';
import { sitePolicy } from './csp';
import { type CachedPage, loadPages, policyKeyOf } from './page-cache';
import { CURRENT_LINK, listReleases, RELEASE_ID } from './publish/releases';
import { readSiteManifest } from './site-files';

export interface LoadedSite {
  /** Release id, or `dist` when serving DIST_DIR directly. */
  id: string;
  /** The build folder (client/, the manifest, the lists the build writes beside them). */
  dir: string;
  clientDir: string;
  manifest: SiteManifest;
  pages: Map<string, CachedPage>;
  /** Every file under client/, relative with `/` separators. */
  files: Set<string>;
  /** The Content-Security-Policy of every response that is not a page (no hash sources). */
  policy: string;
  /** The release's static files, read into memory on first request. */
  assets: AssetCache;
  /** Their answers once sent, for the fast path (asset-fast-path.ts). */
  fast: FastAnswers;
}

/** What a release's responses depend on besides its files. */
export interface SiteOptions {
  /** Micro-frontend hosts allowed to frame the site (EMBED_ORIGINS). */
  frameAncestors: readonly string[];
  /** Cache-Control of a static file (by its path). */
  cacheControl: (file: string) => string;
}

/** Files of a client folder (relative, `/` separators), skipping the compressed copies. */
async function listFiles(clientDir: string, under = ''): Promise<Set<string>> {
  const files = new Set<string>();
  const entries = await readdir(join(clientDir, under), { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const relative = join(entry.parentPath, entry.name).slice(clientDir.length + 1);
    files.add(relative.split(sep).join('/'));
  }
  return files;
}

/** Loads one build folder (the one with client/ and site-manifest.json) completely. */
export async function loadSite(
  distDir: string,
  id: string,
  options: SiteOptions,
  /** The release served until now: the pages both share are taken over (page-cache.ts). */
  earlier?: LoadedSite,
): Promise<LoadedSite> {
  const clientDir = join(distDir, 'client');
  const manifest = readSiteManifest(distDir);
  const htmlFiles = [
    ...Object.values(manifest.pages).map((p) => p.file),
    ...manifest.notFound.map((n) => n.file),
  ];
  const { frameAncestors } = options;
  const [pages, files] = await Promise.all([
    loadPages(
      clientDir,
      htmlFiles,
      { scriptHashes: manifest.scriptHashes, frameAncestors },
      new Set(
        Object.values(manifest.pages)
          .filter((p) => p.webAssembly === true)
          .map((p) => p.file),
      ),
      earlier && {
        clientDir: earlier.clientDir,
        pages: earlier.pages,
        policyKey: policyKeyOf({ scriptHashes: earlier.manifest.scriptHashes, frameAncestors }),
      },
    ),
    listFiles(clientDir),
  ]);
  const policy = sitePolicy({ scriptHashes: [], frameAncestors });
  return {
    id,
    dir: distDir,
    clientDir,
    manifest,
    pages,
    files,
    policy,
    assets: new AssetCache(options.cacheControl),
    fast: new FastAnswers(),
  };
}

/** An older release kept on disk: its hashed assets stay served for pages still open. */
export interface OlderAssets {
  id: string;
  clientDir: string;
  assets: Set<string>;
}

/** A release as a folder on this machine's disk. */
export interface LocalRelease {
  id: string;
  dir: string;
}

/**
 * Where the served releases come from: RELEASES_DIR's `current` link (one machine), or the live
 * pointer of the object store (RELEASES_URL, publish/follow.ts), whose releases are fetched into
 * a local cache first. Either way a release is loaded from a whole folder on local disk.
 */
export interface ReleaseSource {
  /** The live release, on local disk (fetched first if need be). */
  live(): Promise<LocalRelease>;
  /** The other releases on local disk, newest first (their hashed assets stay answerable). */
  others(liveId: string): Promise<LocalRelease[]>;
}

/** RELEASES_DIR as a source: `current` is the live release, the folders beside it the others. */
export function releasesDirSource(releasesDir: string, distDir: string): ReleaseSource {
  return {
    async live() {
      let target: string;
      try {
        // The real folder, not the link: the link may be switched while this release is served.
        target = await realpath(join(releasesDir, CURRENT_LINK));
      } catch (error) {
        throw new Error(
          `${releasesDir} has no current release: run \`npm run publish\` first (or unset RELEASES_DIR to serve ${distDir})`,
          { cause: error },
        );
      }
      const id = target.slice(target.lastIndexOf(sep) + 1);
      if (!RELEASE_ID.test(id))
        throw new Error(`${CURRENT_LINK} points at ${target}, not a release`);
      return { id, dir: target };
    },
    async others(liveId) {
      return listReleases(releasesDir)
        .filter((id) => id !== liveId)
        .reverse()
        .map((id) => ({ id, dir: join(releasesDir, id) }));
    },
  };
}

export interface SiteHolder {
  readonly current: LoadedSite;
  /** Older releases whose `assets/` answer when the current release lacks a file, newest first. */
  readonly older: OlderAssets[];
  /** True when serving RELEASES_DIR (reloadable), false for a plain DIST_DIR. */
  readonly releasesDir: string | undefined;
  /** Loads the live release (if it changed) and switches to it. Returns the id served. */
  reload(): Promise<string>;
  /** Calls `listener` with each release once it is served (after each reload). */
  onLoaded(listener: (site: LoadedSite) => void): void;
}

/**
 * The site of a configuration: the live release of `source` when given (the object store),
 * RELEASES_DIR/current when RELEASES_DIR is set (reloadable), else DIST_DIR (a new build needs a
 * restart).
 */
export async function openSite(
  config: Pick<Config, 'DIST_DIR' | 'RELEASES_DIR'>,
  options: SiteOptions,
  given?: ReleaseSource,
): Promise<SiteHolder> {
  const releasesDir = config.RELEASES_DIR ? resolve(config.RELEASES_DIR) : undefined;
  const source =
    given ?? (releasesDir ? releasesDirSource(releasesDir, config.DIST_DIR) : undefined);

  async function loadCurrent(): Promise<LoadedSite> {
    if (!source) return loadSite(resolve(config.DIST_DIR), 'dist', options);
    const { id, dir } = await source.live();
    return id === current?.id ? current : loadSite(dir, id, options, current);
  }

  async function loadOlder(currentId: string): Promise<OlderAssets[]> {
    if (!source) return [];
    const older: OlderAssets[] = [];
    for (const { id, dir } of await source.others(currentId)) {
      const clientDir = join(dir, 'client');
      try {
        older.push({ id, clientDir, assets: await listFiles(clientDir, 'assets') });
      } catch {
        // Deleted meanwhile (pruned): nothing to serve from it.
      }
    }
    return older;
  }

  let current: LoadedSite | undefined;
  current = await loadCurrent();
  let older = await loadOlder(current.id);
  let reloading: Promise<string> | undefined;
  const listeners: ((site: LoadedSite) => void)[] = [];

  return {
    get current() {
      return current as LoadedSite;
    },
    get older() {
      return older;
    },
    releasesDir: given ? undefined : releasesDir,
    onLoaded(listener) {
      listeners.push(listener);
    },
    reload() {
      // Signals that arrive during a reload share it, and one more runs after it if needed.
      const run = async (): Promise<string> => {
        const next = await loadCurrent();
        const nextOlder = await loadOlder(next.id);
        // The swap: one assignment each, after everything is in memory.
        const changed = next !== current;
        current = next;
        older = nextOlder;
        if (changed) for (const listener of listeners) listener(next);
        return next.id;
      };
      const chained: Promise<string> = (reloading ?? Promise.resolve('')).then(run, run);
      reloading = chained;
      void chained.finally(() => {
        if (reloading === chained) reloading = undefined;
      });
      return chained;
    },
  };
}

/** The site a request was given when it arrived (set in the first onRequest hook). */
const assigned = new WeakMap<IncomingMessage, LoadedSite>();

export function assignSite(request: IncomingMessage, site: LoadedSite): void {
  assigned.set(request, site);
}

export function siteOf(request: IncomingMessage, fallback: SiteHolder): LoadedSite {
  return assigned.get(request) ?? fallback.current;
}
