import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

/**
 * Reads the prerendered HTML files of one release into memory with their brotli and gzip
 * copies, all of them before the release is served: a release switch then never waits on the
 * disk, and serving from memory is what keeps page throughput near a static file server's.
 */
export async function loadPages(
  clientDir: string,
  files: Iterable<string>,
  policy: { scriptHashes: readonly string[]; frameAncestors: readonly string[] },
  /** Files whose pages run WebAssembly (the manifest's `webAssembly`): their CSP allows it. */
  webAssemblyFiles: ReadonlySet<string> = new Set(),
): Promise<Map<string, CachedPage>> {
  const pages = new Map<string, CachedPage>();
  for (const file of new Set(files)) {
    const path = join(clientDir, file);
    const [identity, br, gzip] = await Promise.all([
      readFile(path),
      optional(`${path}.br`),
      optional(`${path}.gz`),
    ]);
    pages.set(file, {
      identity,
      br,
      gzip,
      etag: etagOf(identity),
      policy: sitePolicy({
        ...policy,
        styleHashes: inlineStyleHashes(identity.toString('utf8')),
        webAssembly: webAssemblyFiles.has(file),
      }),
    });
  }
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
