/**
 * The build's static files (scripts, stylesheets, images, feeds) served from memory, as the
 * pages are: each file is read once per release, with its brotli and gzip copies, its type, its
 * ETag and its headers, and every later request is a map look-up and a write. Reading the file
 * on each request (stat, open, read, close) cost a quarter of a static file server's throughput.
 *
 * Bounded: a file over MAX_FILE_BYTES, or one that would take a release's cache over
 * MAX_RELEASE_BYTES, is not kept (the caller streams it from disk instead), and range requests
 * are left to the streaming path too. Both paths send one strong ETag per file (the SHA-1 of
 * its bytes), so a resumed download's If-Range matches what the full answer said.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Coding, codingFor } from './asset-fast-path';

const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_RELEASE_BYTES = 128 * 1024 * 1024;

/**
 * Types of the files a build contains. Anything else is sent as bytes to download
 * (`application/octet-stream`), never as something a browser would run or render.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // A collection's iCalendar feed and its events' files (`format: 'icalendar'`).
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

/** The Content-Type a static file is sent with. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface CachedAsset {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Every header but Content-Encoding and Vary, computed once. */
  headers: Record<string, string>;
  etag: string;
}

const optional = (path: string) => readFile(path).catch(() => undefined);

/** A file's strong ETag: the start of the SHA-1 of its bytes, the same whichever path sends it. */
const etagOfDigest = (hash: ReturnType<typeof createHash>) =>
  `"${hash.digest('base64url').slice(0, 20)}"`;

/** The strong ETag of a file on disk, read as a stream (a large PDF is not held in memory). */
async function etagOfFile(path: string): Promise<string> {
  const hash = createHash('sha1');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return etagOfDigest(hash);
}

/** One release's files in memory, filled on first request. */
export class AssetCache {
  private readonly entries = new Map<string, Promise<CachedAsset | undefined>>();
  /** The ETags of files streamed from disk (too large to keep, or asked for in part). */
  private readonly etags = new Map<string, Promise<string | undefined>>();
  private bytes = 0;

  constructor(private readonly cacheControl: (file: string) => string) {}

  /** The file `relative` under `root` (undefined: too large to keep, or gone). */
  get(root: string, relative: string): Promise<CachedAsset | undefined> {
    const key = `${root}\0${relative}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = this.load(join(root, relative)).catch(() => undefined);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The strong ETag of the file `relative` under `root`, as `get` gives a kept file's, for the
   * streaming path: computed once per file and release (undefined: gone).
   */
  etag(root: string, relative: string): Promise<string | undefined> {
    const key = `${root}\0${relative}`;
    let entry = this.etags.get(key);
    if (!entry) {
      entry = this.entries
        .get(key)
        ?.then((asset) => asset?.etag ?? etagOfFile(join(root, relative)))
        .catch(() => undefined);
      entry ??= etagOfFile(join(root, relative)).catch(() => undefined);
      this.etags.set(key, entry);
    }
    return entry;
  }

  private async load(path: string): Promise<CachedAsset | undefined> {
    const info = await stat(path);
    if (!info.isFile() || info.size > MAX_FILE_BYTES || this.bytes + info.size > MAX_RELEASE_BYTES)
      return undefined;
    const [identity, br, gzip] = await Promise.all([
      readFile(path),
      optional(`${path}.br`),
      optional(`${path}.gz`),
    ]);
    this.bytes += identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    const etag = etagOfDigest(createHash('sha1').update(identity));
    return {
      identity,
      br,
      gzip,
      etag,
      headers: {
        'content-type': contentType(path),
        'cache-control': this.cacheControl(path),
        'last-modified': info.mtime.toUTCString(),
        'accept-ranges': 'bytes',
        etag,
      },
    };
  }
}

/** Which compressed copies a cached file has. */
export const copiesOf = (asset: CachedAsset) => ({
  br: asset.br !== undefined,
  gzip: asset.gzip !== undefined,
});

/**
 * Sends a cached file: 304 on a matching If-None-Match, else brotli, gzip or as stored. Returns
 * the coding sent (undefined for a 304).
 */
export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: CachedAsset,
): Coding | undefined {
  reply.headers(asset.headers);
  const copies = copiesOf(asset);
  if (copies.br || copies.gzip) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  if (request.headers['if-none-match'] === asset.etag) {
    reply.code(304).send();
    return undefined;
  }
  const coding = codingFor(copies, request.headers['accept-encoding']);
  if (coding === 'identity') reply.send(asset.identity);
  else reply.header('content-encoding', coding).send(asset[coding === 'br' ? 'br' : 'gzip']);
  return coding;
}
