/**
 * Starting on a build made for another SITE_URL (docs/design.md#the-builds-origin): the build's
 * canonical URLs, hreflang, sitemap and feeds name its origin, so `npm start` rebuilds and the
 * server refuses.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildReason } from '../../scripts/lib/build-check';
import { SITE_MANIFEST_FILE } from '../../shared/site-manifest';
import { readSiteManifest } from '../src/site-files';
import { buildTestApp, freePort, testConfig } from './helpers';

const distDir = process.env.DIST_DIR ?? 'dist';
const built = readSiteManifest(distDir).siteUrl;
const OTHER = 'https://www.retinova.example';

describe('the build records its origin', () => {
  it('in dist/site-manifest.json', () => {
    expect(built).toBe('http://localhost:8080');
  });
});

describe('the server on a build for another origin', () => {
  it('refuses to start, naming both origins', async () => {
    await expect(buildTestApp({ config: testConfig({ SITE_URL: OTHER }) })).rejects.toThrow(
      `was made for SITE_URL=${built} but SITE_URL is ${OTHER}`,
    );
  });

  it('starts when SITE_URL names the same origin, written differently', async () => {
    const app = await buildTestApp({ config: testConfig({ SITE_URL: 'http://LOCALHOST:8080/' }) });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('exits 1 from server/src/main.ts with the message, before listening', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: String(port), SITE_URL: `${OTHER}/`, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => {
      stdout += d;
    });
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start the server');
    expect(stderr).toContain(`SITE_URL=${built}`);
    expect(stderr).toContain(`SITE_URL is ${OTHER}`);
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(stdout).not.toContain('Server listening');
  });
});

describe('npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'retinova-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const manifest = (siteUrl?: string) =>
    writeFileSync(
      join(dir, SITE_MANIFEST_FILE),
      JSON.stringify({ pages: {}, notFound: [], scriptHashes: [], siteUrl }),
    );

  it('builds when there is no build, or one for another origin, and not otherwise', () => {
    expect(rebuildReason(dir, OTHER)).toBe(`No build found in ${dir}`);
    manifest('http://localhost:8080');
    expect(rebuildReason(dir, OTHER)).toBe(
      `The build in ${dir} was made for SITE_URL=http://localhost:8080, not ${OTHER}`,
    );
    expect(rebuildReason(dir, 'http://localhost:8080')).toBeUndefined();
    manifest(`${OTHER}/`);
    expect(rebuildReason(dir, OTHER)).toBeUndefined();
    manifest(undefined);
    expect(rebuildReason(dir, OTHER)).toMatch(/made for SITE_URL=\(not recorded\)/);
  });
});
