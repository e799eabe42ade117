import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { collectProblems, type Harness, isolatedContext, startHarness } from './helpers/harness';

let harness: Harness;
let hostDir: string;

beforeAll(async () => {
  hostDir = await mkdtemp(join(tmpdir(), 'qiankun-host-'));
  await build({
    configFile: false,
    root: 'e2e/fixtures/qiankun-host',
    base: '/qiankun-host/',
    logLevel: 'warn',
    build: { outDir: hostDir, emptyOutDir: true },
  });
  harness = await startHarness((app) => {
    // The host page is a different application: it is not under our CSP (qiankun evaluates
    // the micro-app's scripts with eval), so these test routes drop it.
    app.get('/qiankun-host/assets/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      const body = await readFile(join(hostDir, 'assets', file.replace(/[^\w.-]/g, '')));
      reply.removeHeader('content-security-policy');
      return reply.type('text/javascript').send(body);
    });
    const hostPage = async (_request: unknown, reply: FastifyReply) => {
      reply.removeHeader('content-security-policy');
      return reply.type('text/html').send(await readFile(join(hostDir, 'index.html')));
    };
    app.get('/qiankun-host', hostPage);
    app.get('/qiankun-host/app/*', hostPage);
  });
});

afterAll(async () => {
  await harness?.close();
  if (hostDir) await rm(hostDir, { recursive: true, force: true });
});

describe('micro-frontend (qiankun 2.x host)', () => {
  it('mounts, navigates, unmounts and mounts again without console errors', async () => {
    const context = await isolatedContext(harness);
    const page = await context.newPage();
    const problems = collectProblems(page);
    page.setDefaultTimeout(10_000);
    const home = await loadPageContent('zh-hans', 'home');
    const about = await loadPageContent('zh-hans', 'about');

    await page.goto('/qiankun-host/');
    await page.locator('#host-banner').waitFor();
    expect(await page.locator('#subapp h1').count()).toBe(0);

    // Mount.
    await page.evaluate(() => window.hostNavigate('/qiankun-host/app/home'));
    const h1 = page.locator('#subapp h1');
    await h1.waitFor();
    expect(await h1.textContent()).toBe(home.heading.title);

    // Navigate inside the micro-app: its links carry the host's base path.
    const aboutLink = page.locator('#subapp footer nav a[href="/qiankun-host/app/about"]');
    await aboutLink.click();
    await page.waitForURL('**/qiankun-host/app/about');
    await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();

    // Unmount: the host leaves the app's address; nothing of the app remains.
    await page.evaluate(() => window.hostNavigate('/qiankun-host/'));
    await page.waitForFunction(() => !document.querySelector('#subapp h1'));
    expect(await page.locator('#subapp main').count()).toBe(0);
    expect(await page.locator('#host-banner').isVisible()).toBe(true);

    // Mount again, straight onto a deeper page.
    await page.evaluate(() => window.hostNavigate('/qiankun-host/app/about'));
    await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('applies the stored care mode when mounted, and takes it off when unmounted', async () => {
    const context = await isolatedContext(harness);
    await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/qiankun-host/');
    await page.locator('#host-banner').waitFor();
    const isCare = () => page.evaluate(() => document.documentElement.hasAttribute('data-care'));
    expect(await isCare()).toBe(false);

    // qiankun shows the entry's prerendered Home before it mounts the app: wait for the app's
    // own About page, or the host would leave before the mount and single-spa skip it.
    const about = await loadPageContent('zh-hans', 'about');
    await page.evaluate(() => window.hostNavigate('/qiankun-host/app/about'));
    await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();
    expect(await isCare()).toBe(true);
    // Its stylesheet is added to the host's page by the mount.
    await expect
      .poll(() =>
        page
          .locator('#subapp main')
          .evaluate((main) => Number.parseFloat(getComputedStyle(main).fontSize)),
      )
      .toBeGreaterThanOrEqual(20);

    await page.evaluate(() => window.hostNavigate('/qiankun-host/'));
    await page.waitForFunction(() => !document.querySelector('#subapp h1'));
    expect(await isCare()).toBe(false);
    expect(await page.locator('link[href*="/assets/care-"]').count()).toBe(0);
    await context.close();
  });
});
