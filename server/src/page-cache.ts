import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineStyleHashes, sitePolicy } from './csp';
import { acceptsEncoding } from './http-headers';

export interface CachedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /** The page's Content-Security-Policy: the build's script hashes and its own inline styles. */
  policy: string;
}

const optional = (path: string) => readFile(path).catch(() => undefined);

/** A page's ETag: the start of its SHA-1. */
export function etagOf(identity: Buffer): string {
  return `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
}

/** The pages of the release served before, which the next one may share (see loadPages). */
export interface EarlierPages {
  clientDir: string;
  pages: ReadonlyMap<string, CachedPage>;
  /** What its policies were made from (script hashes, frame ancestors). */
  policyKey: string;
}

/** Files read at once while a release loads (the disk and the CPU overlap). */
const READ_AT_ONCE = 32;

/** The same file on disk: one inode (a hard link) in both releases. */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([
    stat(a, { bigint: true }).catch(() => undefined),
    stat(b, { bigint: true }).catch(() => undefined),
  ]);
  if (!x || !y) return x === y;
  return x.ino === y.ino && x.dev === y.dev;
}

/** What a page's policy is made from besides its own bytes. */
export const policyKeyOf = (policy: {
  scriptHashes: readonly string[];
  frameAncestors: readonly string[];
}) => JSON.stringify([policy.scriptHashes, policy.frameAncestors]);

/**
 * Reads the prerendered HTML files of one release into memory with their brotli and gzip
 * copies, all of them before the release is served: a release switch then never waits on the
 * disk, and serving from memory is what keeps page throughput near a static file server's.
 *
 * A page whose three files are the very files of the release served before (hard links to one
 * inode: the object store's cache links every release's files to their objects, and a publish
 * on one machine links what did not change) is taken over from it when its policy's inputs are
 * the same, so a release that changes one article loads in the time of its changed pages.
 */
export async function loadPages(
  clientDir: string,
  files: Iterable<string>,
  policy: { scriptHashes: readonly string[]; frameAncestors: readonly string[] },
  /** Files whose pages run WebAssembly (the manifest's `webAssembly`): their CSP allows it. */
  webAssemblyFiles: ReadonlySet<string> = new Set(),
  earlier?: EarlierPages,
): Promise<Map<string, CachedPage>> {
  const pages = new Map<string, CachedPage>();
  const reusable = earlier && earlier.policyKey === policyKeyOf(policy) ? earlier : undefined;
  const load = async (file: string) => {
    const path = join(clientDir, file);
    const before = reusable?.pages.get(file);
    if (before && reusable) {
      const old = join(reusable.clientDir, file);
      const same = await Promise.all(
        ['', '.br', '.gz'].map((suffix) => sameFile(`${path}${suffix}`, `${old}${suffix}`)),
      );
      if (same.every(Boolean)) return before;
    }
    const [identity, br, gzip] = await Promise.all([
      readFile(path),
      optional(`${path}.br`),
      optional(`${path}.gz`),
    ]);
    return {
      identity,
      br,
      gzip,
      etag: etagOf(identity),
      policy: sitePolicy({
        ...policy,
        styleHashes: inlineStyleHashes(identity.toString('utf8')),
        webAssembly: webAssemblyFiles.has(file),
      }),
    };
  };
  const queue = [...new Set(files)];
  const loaded: CachedPage[] = new Array(queue.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < queue.length; at = next++) {
      loaded[at] = await load(queue[at] as string);
    }
  };
  await Promise.all(Array.from({ length: READ_AT_ONCE }, worker));
  // In the order given, as before the reads overlapped.
  for (const [at, file] of queue.entries()) pages.set(file, loaded[at] as CachedPage);
  return pages;
}

/**
 * Sends one prerendered page (negotiating brotli/gzip, revalidated by ETag); `copies`, when given,
 * are sent instead of the page's own (the search page with results, search/results.ts), with the
 * page's CSP.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedPage,
  status = 200,
  copies?: Pick<CachedPage, 'identity' | 'br' | 'gzip' | 'etag'>,
) {
  const page = copies ? { ...copies, policy: cached.policy } : cached;
  const accepted = request.headers['accept-encoding'];
  // Keep what others put in Vary (CORS adds Origin when micro-frontend hosts are configured).
  const vary = reply.getHeader('vary');
  reply
    .header('content-security-policy', page.policy)
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  if (page.br && acceptsEncoding(accepted, 'br'))
    return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && acceptsEncoding(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.identity);
}
