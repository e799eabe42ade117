import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexInDev } from '../lib/vite-search-index';

/** `npm run dev` serves the last build's search index, and nothing outside it. */
describe('the dev server’s /pagefind/', () => {
  const root = mkdtempSync(join(tmpdir(), 'retinova-dev-search-'));
  const indexDir = join(root, 'dist', 'client', 'pagefind');
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(join(indexDir, 'fragment'), { recursive: true });
    writeFileSync(join(indexDir, 'pagefind.js'), 'export const search = 1;');
    writeFileSync(join(indexDir, 'fragment', 'en_1.pf_fragment'), 'fragment');
    writeFileSync(join(indexDir, '..', 'secret.txt'), 'not for the browser');
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [searchIndexInDev(indexDir)],
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    const address = server.httpServer?.address() as { port: number };
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server?.close());

  /** A GET whose path reaches the server byte for byte. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ hostname, port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('serves the index’s files with their types', async () => {
    const script = await fetch(`${origin}/pagefind/pagefind.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('export const search = 1;');
    const fragment = await fetch(`${origin}/pagefind/fragment/en_1.pf_fragment`);
    expect(fragment.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('says to build when a file is missing, and refuses paths out of the index', async () => {
    const missing = await fetch(`${origin}/pagefind/nothing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('npm run build');
    // Sent as written (fetch would resolve the dot segments before sending).
    for (const path of [
      '../secret.txt',
      '..%2fsecret.txt',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      '%E0%A4%A',
    ]) {
      const { status, body } = await rawGet(`/pagefind/${path}`);
      expect(status, path).toBe(400);
      expect(body).not.toContain('not for the browser');
    }
  });
});
