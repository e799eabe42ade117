import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

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
});
afterAll(async () => {
  if (hostDir) await rm(hostDir, { recursive: true, force: true });
});

// Started after the host page is built (hooks run in order), which its routes serve.
const harness = useHarness((app) => {
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

/**
 * single-spa's notice that a lifecycle of the app has not settled yet (message #31): a warning
 * each second, then an error at 3 s (4 s for the bootstrap), while it goes on waiting. It reports wall-clock time, which on a
 * loaded machine is the time the server takes to send the app's code (the mount includes loading
 * it); budgets are measured by scripts, never by timed tests (docs/design.md#budgets). That each
 * lifecycle does finish is checked through the host's own record of it (`lifecycle` below).
 */
const SINGLE_SPA_STILL_WAITING = /single-spa minified message #31:|did not resolve or reject for/;
const withoutTimingNotices = (problems: string[]) =>
  problems.filter((problem) => !SINGLE_SPA_STILL_WAITING.test(problem));

/**
 * Waits until the host has seen these lifecycles of the app finish, in this order (the host's
 * afterMount and afterUnmount hooks, e2e/fixtures/qiankun-host/main.ts), e.g. 'mount unmount'.
 */
const lifecycle = (page: Page, seen: string) =>
  page.locator(`body[data-lifecycle="${seen}"]`).waitFor({ state: 'attached' });

/**
 * Every wait below ends as soon as its condition holds; the limit only stops a hang. A mount
 * includes qiankun fetching the site's entry and every script it imports, then the page's content
 * and chunks: 3.9 s with each script 400 ms late (single-spa then warned of the bootstrap and the
 * mount), so 20 s leaves room on a loaded machine where two spec files share the two cores.
 */
const WAIT_MS = 20_000;

describe('micro-frontend (qiankun 2.x host)', () => {
  it('mounts, navigates, unmounts and mounts again without console errors', async () => {
    await withPage(harness(), {}, async (page, { problems }) => {
      page.setDefaultTimeout(WAIT_MS);
      const home = await loadPageContent('zh-hans', 'home');
      const about = await loadPageContent('zh-hans', 'about');

      await page.goto('/qiankun-host/');
      await page.locator('#host-banner').waitFor();
      expect(await page.locator('#subapp h1').count()).toBe(0);

      // Mount. Until the app renders, qiankun shows the entry's prerendered HTML, whose links lack
      // the host's base path: a link with it is the mounted app's own.
      await page.evaluate(() => window.hostNavigate('/qiankun-host/app/home'));
      await lifecycle(page, 'mount');
      const aboutLink = page.locator('#subapp footer nav a[href="/qiankun-host/app/about"]');
      await aboutLink.waitFor();
      expect(await page.locator('#subapp h1').textContent()).toBe(home.heading.title);

      // Navigate inside the micro-app: its links carry the host's base path.
      await aboutLink.click();
      await page.waitForURL('**/qiankun-host/app/about');
      await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();

      // Unmount: the host leaves the app's address; nothing of the app remains.
      await page.evaluate(() => window.hostNavigate('/qiankun-host/'));
      await lifecycle(page, 'mount unmount');
      await page.waitForFunction(() => !document.querySelector('#subapp h1'));
      expect(await page.locator('#subapp main').count()).toBe(0);
      expect(await page.locator('#host-banner').isVisible()).toBe(true);

      // Mount again, straight onto a deeper page.
      await page.evaluate(() => window.hostNavigate('/qiankun-host/app/about'));
      await lifecycle(page, 'mount unmount mount');
      await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();

      expectNoProblems(withoutTimingNotices(problems));
    });
  });

  it('applies the stored care mode when mounted, and takes it off when unmounted', async () => {
    await withPage(harness(), {}, async (page, { context }) => {
      await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
      page.setDefaultTimeout(WAIT_MS);
      await page.goto('/qiankun-host/');
      await page.locator('#host-banner').waitFor();
      const isCare = () => page.evaluate(() => document.documentElement.hasAttribute('data-care'));
      expect(await isCare()).toBe(false);

      // qiankun shows the entry's prerendered Home before it mounts the app: wait for the mount to
      // finish and the app's own About page, or the host would leave before the mount and
      // single-spa skip it.
      const about = await loadPageContent('zh-hans', 'about');
      await page.evaluate(() => window.hostNavigate('/qiankun-host/app/about'));
      await lifecycle(page, 'mount');
      await page.locator('#subapp h1', { hasText: about.heading.title }).waitFor();
      expect(await isCare()).toBe(true);
      // Its stylesheet is added to the host's page by the mount.
      await expect
        .poll(
          () =>
            page
              .locator('#subapp main')
              .evaluate((main) => Number.parseFloat(getComputedStyle(main).fontSize)),
          { timeout: WAIT_MS },
        )
        .toBeGreaterThanOrEqual(20);

      await page.evaluate(() => window.hostNavigate('/qiankun-host/'));
      await lifecycle(page, 'mount unmount');
      await page.waitForFunction(() => !document.querySelector('#subapp h1'));
      expect(await isCare()).toBe(false);
      expect(await page.locator('link[href*="/assets/care-"]').count()).toBe(0);
    });
  });
});
