/**
 * The guard in front of Decap's local backend (`npm run cms`). decap-server reads and writes any
 * file of the repository it is given, answers CORS for any localhost port and checks no Host:
 * while it runs, another local web app, or a page that rebinds its DNS name to 127.0.0.1, could
 * read `.env` and `data/site.db` or write `.git/hooks/*`. decap-server listens on no port at all:
 * on a Unix socket of mode 0600 in a folder of mode 0700 (decap-socket.cjs), which only this user
 * can open. The guard is the only thing that connects to it, the editor's only way in, and lets
 * through
 *
 * - requests whose `Host` is exactly `127.0.0.1:<port>` or `localhost:<port>` (no rebound name),
 * - from the editor's exact `Origin` (the site server's), answering CORS for that origin only,
 * - carrying this run's random token in the path (`/<token>/api/v1`, the editor's configured
 *   backend URL), compared in constant time,
 * - the actions the editor uses, reading under `src/content/` and `public/media/uploads/` only,
 *   writing entries only as `.yml`/`.md` files under `src/content/` (the folder also holds the
 *   TypeScript the build runs), deleting only those and uploads,
 * - uploads into `public/media/uploads/` that are JPEG, PNG, WebP or AVIF by their bytes and
 *   their name, 10 MB at most (shared/raster.ts).
 *
 * Everything else is refused with a 4xx and a JSON `{ error }`, and logged without its content.
 * A refusal of the editor's own origin carries that origin's CORS headers, so the editor can read
 * and show the reason (in its language, from Accept-Language).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type Locale, localeOfAcceptLanguage, RASTER_MAX_BYTES, rasterProblem } from './raster';

/** Folders the editor may read (relative to the repository, `/` separators). */
export const EDITABLE_FOLDERS = ['src/content', 'public/media/uploads'] as const;
const CONTENT_FOLDER = 'src/content';
const MEDIA_FOLDER = 'public/media/uploads';
/** The files Decap writes as entries (src/content/cms/config.ts: `yml` files, `md` articles). */
const ENTRY_EXTENSIONS = ['.yml', '.md'] as const;

/** A base64 upload of RASTER_MAX_BYTES, in JSON, with room for the rest of the request. */
const BODY_LIMIT = Math.ceil((RASTER_MAX_BYTES * 4) / 3) + 1024 * 1024;

export interface GuardOptions {
  /** The Unix socket decap-server listens on (local-backend.ts). */
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

/**
 * Why a path is not an entry file the editor may write or delete: only `.yml` and `.md` under
 * src/content. The folder also holds TypeScript (schemas, the registry) that the build and the
 * tests run: writing one would run code at the next `npm run build`.
 */
export function entryPathProblem(path: unknown): string | undefined {
  const where = pathProblem(path, [CONTENT_FOLDER]);
  if (where) return where;
  const name = String(path);
  return ENTRY_EXTENSIONS.some((extension) => name.endsWith(extension))
    ? undefined
    : `not an entry file (${ENTRY_EXTENSIONS.join(' or ')})`;
}

/** The folder part of a path (`a/b/c.yml` → `a/b`). */
const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

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
  return rasterProblem(String(path), bytes.length, bytes, locale);
}

/** An entry file of persistEntry: `{ path, raw, newPath? }`. */
function dataFileProblem(file: Params): string | undefined {
  const problem = entryPathProblem(file.path);
  if (problem) return problem;
  if (file.newPath === undefined) return undefined;
  const moved = entryPathProblem(file.newPath);
  if (moved) return `newPath ${moved}`;
  // decap-server moves every file of the old path's folder along with the entry (its
  // `hasSubfolders` default): only a rename within the folder, which this configuration never
  // needs (no nested collections), keeps that from carrying the folder's code elsewhere.
  return folderOf(String(file.path)) === folderOf(String(file.newPath))
    ? undefined
    : 'newPath in another folder';
}

/**
 * What is wrong with an action, or undefined when it may go through: the paths it touches, and
 * for uploads the file. Actions the local backend does not need (the editorial workflow's) are
 * refused.
 */
export function actionProblem(body: unknown, locale: Locale = 'en'): string | undefined {
  const { action, params: raw } = record(body);
  const params = record(raw);
  const named = (problem: string | undefined) => problem && `${String(action)}: ${problem}`;
  const readable = (...values: unknown[]) => {
    for (const value of values) {
      const problem = pathProblem(value);
      if (problem) return named(problem);
    }
    return undefined;
  };
  // An entry file (src/content, .yml/.md) or an upload (which may be removed whatever it is).
  const deletable = (value: unknown) =>
    pathProblem(value, [MEDIA_FOLDER]) === undefined ? undefined : entryPathProblem(value);
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return undefined;
    case 'entriesByFolder':
      return readable(params.folder);
    case 'entriesByFiles':
      return readable(...list(params.files).map((f) => record(f).path));
    case 'getEntry':
    case 'getMediaFile':
      return readable(params.path);
    case 'getMedia':
      return named(pathProblem(params.mediaFolder, [MEDIA_FOLDER]) && 'not the media folder');
    case 'deleteFile':
      return named(deletable(params.path));
    case 'deleteFiles': {
      const paths = list(params.paths);
      if (paths.length === 0) return named('no paths');
      for (const path of paths) {
        const problem = deletable(path);
        if (problem) return named(problem);
      }
      return undefined;
    }
    case 'persistEntry': {
      const files = [record(params.entry), ...list(params.dataFiles).map(record)].filter(
        (f) => Object.keys(f).length > 0,
      );
      for (const file of files) {
        const problem = dataFileProblem(file);
        if (problem) return named(problem);
      }
      for (const asset of list(params.assets)) {
        const problem = uploadProblem(asset, locale);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'persistMedia':
      return uploadProblem(params.asset, locale);
    default:
      return `action ${JSON.stringify(action)} is not allowed`;
  }
}

/** What decap-server answered. */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** POSTs a JSON body to decap-server's API over its Unix socket. */
export function postToSocket(socketPath: string, body: Buffer | string): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        socketPath,
        path: '/api/v1',
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
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

  /**
   * A 4xx with `{ error }`, logged with the request's method and the reason, never its body (it
   * holds the web team's content). `cors`: the editor's origin's headers, so it can read why;
   * `detail`: what else names the request in the log (the action, the Host or Origin sent).
   */
  const refuse = (
    response: ServerResponse,
    request: IncomingMessage,
    status: number,
    error: string,
    { cors = {}, detail = '' }: { cors?: Record<string, string>; detail?: string } = {},
  ) => {
    log(`cms guard: refused ${request.method}${detail && ` ${detail}`} (${status}): ${error}`);
    response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ error }));
  };
  /** A header's value for the log, cut short (it is the client's to choose). */
  const shown = (value: string | undefined) => JSON.stringify((value ?? '').slice(0, 80));

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      // The name a rebinding page would send; a header, not content.
      return refuse(response, request, 421, 'wrong Host', { detail: `Host ${shown(host)}` });
    }
    const origin = request.headers.origin;
    if (origin === undefined || !options.editorOrigins.includes(origin)) {
      return refuse(response, request, 403, 'not the editor', {
        detail: `Origin ${shown(origin)}`,
      });
    }
    const cors = { 'access-control-allow-origin': origin, vary: 'Origin' };
    const [path] = (request.url ?? '').split('?');
    if (!equalSecret(path ?? '', prefix)) {
      // The editor's own origin with an old token (npm run cms restarted): tell it why.
      return refuse(response, request, 403, 'missing or wrong token (reload the editor)', { cors });
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
    if (request.method !== 'POST') return refuse(response, request, 405, 'POST only', { cors });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT) return refuse(response, request, 413, 'request too large', { cors });
      chunks.push(chunk);
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return refuse(response, request, 400, 'not JSON', { cors });
    }
    const locale = localeOfAcceptLanguage(request.headers['accept-language']);
    const problem = actionProblem(body, locale);
    if (problem) {
      const { action } = record(body);
      return refuse(response, request, 422, problem, {
        cors,
        detail: `action ${shown(String(action))}`,
      });
    }
    const answer = await postToSocket(options.upstream, Buffer.concat(chunks));
    response.writeHead(answer.status, {
      ...cors,
      'content-type': answer.headers['content-type'] ?? 'application/json',
    });
    response.end(answer.body);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`cms guard: ${request.method} not answered (502): ${(error as Error).message}`);
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
