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
 * - the actions the editor uses, reading under `src/content/` and the upload folders only,
 *   writing entries only as `.yml`/`.md` files under `src/content/` outside the upload folders
 *   (the folder also holds the TypeScript the build runs), deleting only those and uploads,
 * - uploads into the upload folders of shared/uploads.ts, each of its folder's kind by its bytes
 *   and its name, within the kind's size: JPEG, PNG, WebP or AVIF images (10 MB) into
 *   `public/media/uploads/`, PDFs without scripts, launch actions, embedded files or encryption
 *   (50 MB) into `src/content/documents/files/`. A PDF is checked on a thread of its own within
 *   a time and memory limit (upload-check-thread.ts): `npm run cms` runs the site's server in
 *   this process, whose event loop must not parse an upload (issue 60).
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
import { UPLOAD_FOLDERS, UPLOAD_KINDS } from '../../shared/uploads';
import {
  type Locale,
  localeOfAcceptLanguage,
  uploadProblem as refusalOfUpload,
} from './upload-words';

const CONTENT_FOLDER = 'src/content';
/** The folders that take uploads (shared/uploads.ts), each of one kind. */
const UPLOAD_FOLDER_PATHS = UPLOAD_FOLDERS.map(({ folder }) => folder);
/**
 * Folders the editor may read (relative to the repository, `/` separators): the content and
 * the upload folders outside it.
 */
export const EDITABLE_FOLDERS: readonly string[] = [
  CONTENT_FOLDER,
  ...UPLOAD_FOLDER_PATHS.filter((folder) => !folder.startsWith(`${CONTENT_FOLDER}/`)),
];
/** The files Decap writes as entries (src/content/cms/config.ts: `yml` files, `md` articles). */
const ENTRY_EXTENSIONS = ['.yml', '.md'] as const;

/**
 * The largest request: the largest upload the table allows (a 50 MB PDF) as base64 in JSON,
 * with room for the rest of the request, about 68 MB. A save that carries several new files
 * sends them in one request (Decap's persistEntry), so together they must fit too.
 */
export const BODY_LIMIT =
  Math.ceil((Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes)) * 4) / 3) +
  1024 * 1024;
/** A body over this (or of no announced length) is an upload's: one is handled at a time. */
const LARGE_BODY = 1024 * 1024;

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
  // An upload folder inside src/content takes its kind's files only, never an entry's text.
  if (pathProblem(name, UPLOAD_FOLDER_PATHS) === undefined) return 'in an upload folder';
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

/**
 * An upload as decap-server takes it: `{ path, content (base64), encoding }`, into an upload
 * folder, of that folder's kind (shared/uploads.ts; a whole-file check on the checking thread,
 * upload-words.ts).
 */
async function uploadProblem(asset: unknown, locale: Locale): Promise<string | undefined> {
  const { path, content, encoding } = record(asset);
  const where = pathProblem(path, UPLOAD_FOLDER_PATHS);
  if (where) return `upload ${where}`;
  if (encoding !== 'base64' || typeof content !== 'string') return 'upload is not base64';
  return refusalOfUpload(String(path), Buffer.from(content, 'base64'), locale);
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
export async function actionProblem(
  body: unknown,
  locale: Locale = 'en',
): Promise<string | undefined> {
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
    pathProblem(value, UPLOAD_FOLDER_PATHS) === undefined ? undefined : entryPathProblem(value);
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
      return named(pathProblem(params.mediaFolder, UPLOAD_FOLDER_PATHS) && 'not an upload folder');
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
      // One at a time: each decoded file is let go before the next is decoded.
      for (const asset of list(params.assets)) {
        const problem = await uploadProblem(asset, locale);
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

  /**
   * Requests with a large body (uploads) are read, checked and forwarded one after another, so
   * the guard holds one upload's body, its parse and its decoded file at a time: a few hundred
   * MB at most, however many the editor sends at once.
   */
  let largeQueue: Promise<unknown> = Promise.resolve();
  const oneLargeAtATime = (work: () => Promise<unknown>) => {
    const run = largeQueue.then(work, work);
    largeQueue = run.catch(() => undefined);
    return run;
  };

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
    // A body announced over the limit is refused before any of it is read; a large one waits
    // for the large one before it (see `oneLargeAtATime`).
    const length = request.headers['content-length'];
    const announced = length === undefined ? Number.POSITIVE_INFINITY : Number(length);
    if (announced > BODY_LIMIT && Number.isFinite(announced)) {
      return refuse(response, request, 413, 'request too large', { cors });
    }
    const pass = () => checkAndForward(request, response, cors);
    // Of no length, or one that is not a number: counted as large.
    return announced <= LARGE_BODY ? pass() : oneLargeAtATime(pass);
  };

  /** Reads the body, checks the action and forwards it to decap-server, or refuses it. */
  const checkAndForward = async (
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT) return refuse(response, request, 413, 'request too large', { cors });
      chunks.push(chunk);
    }
    // One copy of the body, checked and then forwarded as it came.
    const raw = Buffer.concat(chunks, size);
    chunks.length = 0;
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return refuse(response, request, 400, 'not JSON', { cors });
    }
    const locale = localeOfAcceptLanguage(request.headers['accept-language']);
    const problem = await actionProblem(body, locale);
    if (problem) {
      const { action } = record(body);
      return refuse(response, request, 422, problem, {
        cors,
        detail: `action ${shown(String(action))}`,
      });
    }
    // The parsed copy is not needed while decap-server writes: let it go.
    body = undefined;
    const answer = await postToSocket(options.upstream, raw);
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
