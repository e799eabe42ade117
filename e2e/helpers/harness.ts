import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp, loadConfig } from '../../server/src/index';
import { buildOrigin } from '../../shared/site-manifest';
import { CHROME_ARGS, ensureChrome } from './browser-binary';

/** The phone the mobile tests pretend to be (the site picks its mobile menus by width and UA). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface Site {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The SITE_URL the build was made for (its canonical URLs, sitemap and feeds name it). */
  builtFor: string | undefined;
}

export interface SiteOptions {
  /** Adds routes to the server before it listens (e.g. a micro-frontend host page). */
  beforeListen?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Serves the build whatever SITE_URL it was made for. The benchmarks measure the build in dist/
   * as it is (after `npm start` with the company's origin, say); the tests keep the server's
   * check, which refuses a build made for another origin.
   */
  anyBuildOrigin?: boolean;
  /** More environment for the server (e.g. SMTP_URL for e-mail alerts). */
  env?: Record<string, string>;
}

export interface Harness extends Site {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Starts the built site (DIST_DIR, or dist/) on a loopback port with a fresh database. The one
 * way the tests and the benchmarks under scripts/ serve a build (the import rules of biome.json
 * keep both off the server's internals).
 */
export async function startSite({
  beforeListen,
  anyBuildOrigin,
  env,
}: SiteOptions = {}): Promise<Site> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const app = await buildApp({
    anyBuildOrigin,
    config: loadConfig({
      LOG_LEVEL: 'silent',
      PORT: '0',
      DIST_DIR: distDir,
      // A fresh database per server (spec files run side by side: never one of another's);
      // raised limits so many test submissions are not refused.
      DATABASE_URL: `sqlite:${join(tmpdir(), `retinova-e2e-${process.pid}-${randomUUID()}.db`)}`,
      CONTACT_RATE_PER_MINUTE: '1000',
      CONTACT_RATE_PER_DAY: '10000',
      ...env,
    }),
  });
  await beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}`, builtFor: buildOrigin(distDir) };
}

/** The built site (startSite) and a headless Chromium. */
export async function startHarness(options: SiteOptions = {}): Promise<Harness> {
  const site = await startSite(options);
  const { app } = site;
  const browser = await chromium.launch({ executablePath: ensureChrome(), args: CHROME_ARGS });
  return {
    ...site,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
}

/** A fresh context that refuses every request to another origin than the harness's. */
export async function isolatedContext(
  harness: Pick<Harness, 'browser' | 'origin'>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await harness.browser.newContext({ baseURL: harness.origin, ...options });
  await context.route(
    (url) => url.origin !== harness.origin,
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Console errors and warnings of a page, plus uncaught exceptions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Presses Shift, as a visitor's first key, so that the start-up script lays out the blocks the
 * prerendered page leaves out of its layout until the visitor acts (README, "How a page loads"),
 * and waits until it has: checks of the whole page (overflow, axe) then see all of it.
 */
export async function layOutInFull(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-lazy-layout'));
}

/**
 * Holds back every request to `url` (a glob, a regular expression) until the returned function
 * is called; then they go on to the server as they were.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: string | RegExp,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page (the root layout sets `data-hydrated`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}
