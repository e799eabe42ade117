/**
 * The guard in front of Decap's local backend (`npm run cms`). decap-server reads and writes any
 * file of the repository it is given, answers CORS for any localhost port and checks no Host:
 * while it runs, another local web app, or a page that rebinds its DNS name to 127.0.0.1, could
 * read `.env` and `data/site.db` or write `.git/hooks/*`. decap-server listens on a loopback port
 * only the guard knows; the guard is the editor's only way in, and lets through
 *
 * - requests whose `Host` is exactly `127.0.0.1:<port>` or `localhost:<port>` (no rebound name),
 * - from the editor's exact `Origin` (the site server's), answering CORS for that origin only,
 * - carrying this run's random token in the path (`/<token>/api/v1`, the editor's configured
 *   backend URL), compared in constant time,
 * - the actions the editor uses, on paths under `src/content/` and `public/media/uploads/` only,
 * - uploads that are JPEG, PNG, WebP or AVIF by their bytes (not their name), 10 MB at most.
 *
 * Everything else is refused with a 4xx and a JSON `{ error }` the editor shows, and logged
 * without its content.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type Locale, localeOfAcceptLanguage, RASTER_MAX_BYTES, rasterType } from './raster';

/** Folders the editor may read and write (relative to the repository, `/` separators). */
export const EDITABLE_FOLDERS = ['src/content', 'public/media/uploads'] as const;
const MEDIA_FOLDER = 'public/media/uploads';

/** A base64 upload of RASTER_MAX_BYTES, in JSON, with room for the rest of the request. */
const BODY_LIMIT = Math.ceil((RASTER_MAX_BYTES * 4) / 3) + 1024 * 1024;

export interface GuardOptions {
  /** Where decap-server listens (loopback, a port nobody else is told). */
  upstream: string;
  /** The editor's origin, e.g. `http://localhost:8080`: the site server that serves /admin/. */
  editorOrigins: readonly string[];
  /** The port the guard listens on (127.0.0.1). 0: any free one. */
  port?: number;
  /** Where refusals are reported (default: stderr). */
  log?: (line: string) => void;
}

export interface Guard {
  /** The backend URL the editor is configured with: `http://127.0.0.1:<port>/<token>/api/v1`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Why a repository path is not one the editor may touch, or undefined when it is. */
export function pathProblem(path: unknown, folders: readonly string[] = EDITABLE_FOLDERS) {
  if (typeof path !== 'string' || path.length === 0 || path.length > 512) return 'not a path';
  if (path.includes('\\') || path.includes('\0') || path.startsWith('/')) return 'not a path';
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return 'not a path';
  const inside = folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
  return inside ? undefined : `outside ${folders.join(' and ')}`;
}

type Params = Record<string, unknown>;
const record = (value: unknown): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An upload as decap-server takes it: `{ path, content (base64), encoding }`. */
function uploadProblem(asset: unknown, locale: Locale): string | undefined {
  const { path, content, encoding } = record(asset);
  const where = pathProblem(path, [MEDIA_FOLDER]);
  if (where) return `upload ${where}`;
  if (encoding !== 'base64' || typeof content !== 'string') return 'upload is not base64';
  const bytes = Buffer.from(content, 'base64');
  return rasterType(bytes, locale).problem;
}

/**
 * The paths an action touches, and what else makes it wrong; undefined when it may go through.
 * Actions the local backend does not need (the editorial workflow's) are refused.
 */
export function actionProblem(body: unknown, locale: Locale = 'en'): string | undefined {
  const { action, params: raw } = record(body);
  const params = record(raw);
  const paths = (...values: unknown[]) => {
    for (const value of values) {
      const problem = pathProblem(value);
      if (problem) return `${String(action)}: ${problem}`;
    }
    return undefined;
  };
  switch (action) {
    case 'info':
      return undefined;
    case 'entriesByFolder':
      return paths(params.folder);
    case 'entriesByFiles':
      return paths(...list(params.files).map((f) => record(f).path));
    case 'getEntry':
    case 'getMediaFile':
    case 'deleteFile':
      return paths(params.path);
    case 'deleteFiles':
      return list(params.paths).length === 0
        ? 'deleteFiles: no paths'
        : paths(...list(params.paths));
    case 'getMedia':
      return pathProblem(params.mediaFolder, [MEDIA_FOLDER]) && 'getMedia: not the media folder';
    case 'persistEntry': {
      const files = [record(params.entry), ...list(params.dataFiles).map(record)].filter(
        (f) => Object.keys(f).length > 0,
      );
      const problem = paths(...files.flatMap((f) => [f.path, ...(f.newPath ? [f.newPath] : [])]));
      if (problem) return problem;
      for (const asset of list(params.assets)) {
        const upload = uploadProblem(asset, locale);
        if (upload) return upload;
      }
      return undefined;
    }
    case 'persistMedia':
      return uploadProblem(params.asset, locale);
    case 'getDeployPreview':
      return undefined;
    default:
      return `action ${JSON.stringify(action)} is not allowed`;
  }
}

const equalSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Starts the guard on 127.0.0.1 in front of `upstream`. */
export async function startGuard(options: GuardOptions): Promise<Guard> {
  const token = randomBytes(24).toString('base64url');
  const prefix = `/${token}/api/v1`;
  const log = options.log ?? ((line: string) => console.error(line));
  let port = options.port ?? 0;

  const refuse = (
    response: ServerResponse,
    status: number,
    error: string,
    request: IncomingMessage,
  ) => {
    // The reason and the request line, never the body (it holds the web team's content).
    log(`cms guard: refused ${request.method} (${status}): ${error}`);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ error }));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      return refuse(response, 421, 'wrong Host', request);
    }
    const origin = request.headers.origin;
    if (origin === undefined || !options.editorOrigins.includes(origin)) {
      return refuse(response, 403, 'not the editor', request);
    }
    const cors = {
      'access-control-allow-origin': origin,
      vary: 'Origin',
    };
    const [path] = (request.url ?? '').split('?');
    if (!equalSecret(path ?? '', prefix)) {
      return refuse(response, 403, 'missing or wrong token', request);
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
      return response.end();
    }
    if (request.method !== 'POST') return refuse(response, 405, 'POST only', request);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT) return refuse(response, 413, 'request too large', request);
      chunks.push(chunk);
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return refuse(response, 400, 'not JSON', request);
    }
    const locale = localeOfAcceptLanguage(request.headers['accept-language']);
    const problem = actionProblem(body, locale);
    if (problem) return refuse(response, 422, problem, request);
    const answer = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    response.writeHead(answer.status, {
      ...cors,
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`cms guard: ${(error as Error).message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'the local backend did not answer' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
