/**
 * The static files' fast path: a file that has been answered once through Fastify is answered
 * the next time straight from node:http, with a copy of the exact headers Fastify sent (helmet's,
 * the CSP, caching, type, Vary) and the same bytes. Fastify's routing and hooks cost more than the
 * file itself (a bare Fastify route answers ~36k small files a second on 2 cores, node:http ~70k,
 * nginx ~75k), and a page pulls twenty such files.
 *
 * Only what cannot differ from one request to the next takes it: GET or HEAD of a file's own URL
 * (no query, no other spelling of it), in the current release, no Range, no If-None-Match, no
 * Origin (CORS answers depend on it), and not while the server closes (those responses ask to drop
 * the connection). Everything else, and every first request, goes through Fastify.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsEncoding } from './http-headers';

export type Coding = 'br' | 'gzip' | 'identity';

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers node:http writes itself for each response. */
const PER_CONNECTION = new Set(['connection', 'date', 'keep-alive', 'transfer-encoding']);

/** Which compressed copies a file has (the choice between them is sendAsset's). */
export interface Copies {
  br: boolean;
  gzip: boolean;
}

/** The coding a file is sent in: brotli, else gzip, else as stored (asset-cache.ts sendAsset). */
export function codingFor(copies: Copies, accepted: string | string[] | undefined): Coding {
  if (copies.br && acceptsEncoding(accepted, 'br')) return 'br';
  if (copies.gzip && acceptsEncoding(accepted, 'gzip')) return 'gzip';
  return 'identity';
}

/**
 * One release's answers, by path and coding. The caller remembers a file only under its own
 * spelling (plugins/site.ts), so there are at most as many answers as the release has files × codings.
 */
export class FastAnswers {
  private readonly answers = new Map<
    string,
    { copies: Copies } & Partial<Record<Coding, Answer>>
  >();

  private count = 0;

  /** How many answers are kept (one per path and coding). */
  get size(): number {
    return this.count;
  }

  /** Keeps the answer Fastify just sent for `path` in `coding`. */
  remember(
    path: string,
    copies: Copies,
    coding: Coding,
    headers: Record<string, string | number | string[] | undefined>,
    body: Buffer,
  ) {
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_CONNECTION.has(name.toLowerCase())) kept[name] = value;
    }
    kept['content-length'] = String(body.length);
    const entry = this.answers.get(path) ?? { copies };
    if (entry[coding] === undefined) this.count += 1;
    entry[coding] = { headers: kept, body };
    this.answers.set(path, entry);
  }

  /** Answers the request when it can; false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url, headers } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (headers.range !== undefined || headers['if-none-match'] !== undefined) return false;
    if (headers.origin !== undefined) return false;
    const entry = url === undefined ? undefined : this.answers.get(url);
    const answer = entry?.[codingFor(entry.copies, headers['accept-encoding'])];
    if (!answer) return false;
    response.writeHead(200, answer.headers);
    response.end(method === 'HEAD' ? undefined : answer.body);
    return true;
  }
}
