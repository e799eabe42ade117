/**
 * Images uploaded in the editor (public/media/uploads, Decap's media folder): the build derives
 * responsive AVIF and WebP copies with sharp, as for the generated photographs, into
 * public/generated/uploads (git-ignored), and the article HTML gets a <picture> with their
 * srcsets, the intrinsic size (no layout shift) and lazy loading. Before anything, the build
 * checks every upload folder of shared/uploads.ts against its kind.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  hasKindName,
  UPLOAD_FOLDERS,
  UPLOAD_KINDS,
  type UploadBytes,
  type UploadKind,
} from '../../shared/uploads';
import type { BuildCache } from './prerender/cache';
import { uploadProblem as refusalOfUpload } from './upload-words';

const IMAGES = UPLOAD_FOLDERS.find((folder) => folder.kind === 'raster' && folder.url);
if (!IMAGES?.url) throw new Error('shared/uploads.ts has no served folder of raster images');
/** Where uploaded images are served from (Decap's `public_folder`). */
export const UPLOAD_URL = IMAGES.url;
/** The widths derived (never wider than the original). */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;

export interface UploadImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** The largest WebP: the <img> fallback. */
  src: string;
}

/** Why `url` cannot be an article image, or undefined when it can. */
export function uploadProblem(url: string, publicDir: string): string | undefined {
  if (!url.startsWith(UPLOAD_URL) || url.includes('..') || !hasKindName('raster', url)) {
    return `must be an image uploaded in the editor (${UPLOAD_URL}<name>.jpg, .png, .webp or .avif)`;
  }
  if (!existsSync(join(publicDir, url))) return `names public${url}, which does not exist`;
  return undefined;
}

/** Files of the uploads folder that are the developers', not the web team's uploads. */
const NOT_UPLOADS = new Set(['README.md', '.gitkeep']);

/**
 * A file on disk as the policy reads it: the size from stat, then only the bytes asked for (an
 * image's signature is its first 64 bytes; a PDF is read whole, once its size is allowed).
 */
function fileBytes(path: string): UploadBytes {
  return {
    size: statSync(path).size,
    read: (end) => {
      if (end === undefined) return readFileSync(path);
      const head = Buffer.alloc(end);
      const fd = openSync(path, 'r');
      try {
        return head.subarray(0, readSync(fd, head, 0, head.length, 0));
      } finally {
        closeSync(fd);
      }
    },
  };
}

/**
 * What an accepted upload's verdict depends on besides its path and bytes: the policy's code (the
 * table, the PDF check and its bounds, the thread that runs it within its time and memory) and
 * the PDF library's version. A change to any checks every file again.
 */
function policyKey(): string {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
  const pdfLib = JSON.parse(read('../../node_modules/pdf-lib/package.json')) as { version: string };
  return [
    read('../../shared/uploads.ts'),
    read('../../shared/pdf-check.ts'),
    read('./upload-check-thread.ts'),
    read('./upload-check-worker.mjs'),
    read('./thread-pool.ts'),
    pdfLib.version,
  ].join('\0');
}

/**
 * Every entry of the upload folders (shared/uploads.ts, under the repository `root`) that is not
 * of its folder's kind by its bytes and its name, or is over the kind's size, or is not a plain
 * file (a symbolic link would let the copy into the build publish whatever it points at, `.env`
 * included), as `<folder>/<name>: <why>`. A folder that does not exist has nothing to check.
 * With a git host the editor commits uploads straight to the repository; the build is the last
 * gate before the public origin, where an SVG or HTML file would run as the site's own code.
 *
 * A kind checked in whole (a PDF is parsed and walked: about 50 ms a file, 80 s at five years of
 * documents) keeps each accepted file's verdict in the build `cache`, keyed by the policy, the
 * path and the bytes; a refused file is checked again every time, so its message is always
 * given. That check runs on a thread of its own within a time and memory limit (issue 60,
 * upload-check-thread.ts), as the editor's guard runs it.
 */
export async function uploadsFolderProblems(root: string, cache?: BuildCache): Promise<string[]> {
  const problems: string[] = [];
  const policy = cache?.dir ? policyKey() : '';
  for (const { folder, kind } of UPLOAD_FOLDERS) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    const rule: UploadKind = UPLOAD_KINDS[kind];
    const wholeFile = rule.checkWhole !== undefined;
    for (const entry of readdirSync(base, { withFileTypes: true, recursive: true })) {
      if (entry.isDirectory()) continue;
      const path = join(entry.parentPath, entry.name);
      const name = relative(process.cwd(), path);
      if (!entry.isFile()) {
        problems.push(`${name}: not a plain file (a link or a device), which the build would copy`);
        continue;
      }
      if (NOT_UPLOADS.has(entry.name)) continue;
      // The repository path, as the editor and the guard name it: the folder decides the kind.
      const repositoryPath = `${folder}/${relative(base, path).split(sep).join('/')}`;
      const key =
        cache?.dir && wholeFile
          ? cache.keyOf('upload', policy, repositoryPath, readFileSync(path))
          : undefined;
      if (key && cache && (await cache.readText(key, '.ok')) !== undefined) continue;
      const problem = await refusalOfUpload(repositoryPath, fileBytes(path));
      if (problem) problems.push(`${name}: ${problem}`);
      else if (key && cache) await cache.writeText(key, '', '.ok');
    }
  }
  return problems;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Derives the copies of one uploaded image (skipping those newer than the original). */
export async function deriveUpload(url: string, publicDir: string): Promise<UploadImage> {
  const source = join(publicDir, url);
  const meta = await sharp(source).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const stem = basename(url, extname(url))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const outDir = join(publicDir, 'generated/uploads');
  mkdirSync(outDir, { recursive: true });
  const widths = [...new Set([...UPLOAD_WIDTHS.filter((w) => w < width), Math.min(width, 1600)])];
  const sourceTime = statSync(source).mtimeMs;
  const sets: Record<'avif' | 'webp', string[]> = { avif: [], webp: [] };
  for (const w of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const name = `${stem}-${w}.${format}`;
      const file = join(outDir, name);
      if (!existsSync(file) || statSync(file).mtimeMs < sourceTime) {
        const image = sharp(source).rotate().resize({ width: w });
        await (format === 'avif'
          ? image.avif({ quality: 55 })
          : image.webp({ quality: 78 })
        ).toFile(file);
      }
      sets[format].push(`/generated/uploads/${name} ${w}w`);
    }
  }
  const largest = widths[widths.length - 1] ?? width;
  return {
    width,
    height,
    avif: sets.avif.join(', '),
    webp: sets.webp.join(', '),
    src: `/generated/uploads/${stem}-${largest}.webp`,
  };
}

/** The <picture> of an uploaded image in an article (the column is at most 800 px wide). */
export function pictureHtml(image: UploadImage, alt: string): string {
  const sizes = '(min-width: 848px) 800px, 100vw';
  return `<picture><source type="image/avif" srcset="${image.avif}" sizes="${sizes}"><source type="image/webp" srcset="${image.webp}" sizes="${sizes}"><img src="${image.src}" alt="${escapeAttr(alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}
