/**
 * What the benchmarks share to look at a build as a phone does: the site's own server on
 * loopback (the build in DIST_DIR, or dist/, with a throwaway SQLite database) and a page of
 * Debian's Chromium on Slow 4G (lib/slow-4g.ts) that reaches no other origin.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { buildApp, loadConfig } from '../../server/src/index';
import { emulateSlow4G } from './slow-4g';

export interface ServedBuild {
  /** e.g. `http://127.0.0.1:41234` (`host` decides the name: Lighthouse reads `localhost`). */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the build on a free loopback port. `name` names the database file; `quiet` turns the
 * server's log off (for scripts whose output is Markdown), otherwise warnings and errors show.
 */
export async function serveBuild(
  name: string,
  { host = '127.0.0.1', quiet = false }: { host?: '127.0.0.1' | 'localhost'; quiet?: boolean } = {},
): Promise<ServedBuild> {
  const app = await buildApp({
    config: loadConfig({
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(tmpdir(), `retinova-${name}-${process.pid}.db`)}`,
    }),
    ...(quiet ? { logger: false } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { origin: `http://${host}:${port}`, close: () => app.close() };
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A fresh context at 390 × 844 on Slow 4G, with requests to any origin but `origin` aborted;
 * `cpu` slows the CPU down as Lighthouse's mobile preset does (4), 1 leaves it alone.
 */
export async function openPhonePage(browser: Browser, origin: string, cpu = 1): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: origin,
  });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlow4G(cdp);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}
