import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * The prerendered HTML files, kept in memory with their brotli and gzip copies: they never change
 * while the server runs (a deploy restarts it), and serving them from memory instead of the disk
 * is what keeps page throughput near a static file server's.
 */
export function createPageCache(clientDir: string) {
  const pages = new Map<string, CachedPage>();

  function load(file: string): CachedPage {
    let page = pages.get(file);
    if (!page) {
      const path = join(clientDir, file);
      const identity = readFileSync(path);
      const optional = (suffix: string) =>
        existsSync(path + suffix) ? readFileSync(path + suffix) : undefined;
      page = {
        identity,
        br: optional('.br'),
        gzip: optional('.gz'),
        etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
      };
      pages.set(file, page);
    }
    return page;
  }

  /** Sends one prerendered page (negotiating brotli/gzip, revalidated by ETag). */
  return function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status = 200,
  ) {
    const page = load(file);
    const accepts = (coding: string) =>
      new RegExp(`(^|,)\\s*${coding}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(
        String(request.headers['accept-encoding'] ?? ''),
      );
    // Keep what others put in Vary (CORS adds Origin when micro-frontend hosts are configured).
    const vary = reply.getHeader('vary');
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
      .header('etag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    if (page.br && accepts('br')) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gzip && accepts('gzip')) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.identity);
  };
}
