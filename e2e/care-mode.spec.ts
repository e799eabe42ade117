/**
 * Care mode (长者模式, docs/design.md#care-mode): the switch, what it changes, that it is kept and
 * applied before the first paint, read-aloud and the keyboard. Every route in care mode (axe with
 * AAA contrast, text size, the 320 px reflow) is checked by the sweep of every page, switched to
 * care mode after its checks as loaded: helpers/a11y-sweep.ts (a11y-phone.spec.ts, a11y-desktop.spec.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent, loadSiteContent } from '../src/content';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { holdRequests, IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { smallestText } from './helpers/text-size';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE_UA,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Care mode on in every page of the context, as a visitor who switched it on before. */
const careMode = (context: BrowserContext) =>
  context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);

/** Loads `url` in `page` (a page of the context, or a new one) and waits for hydration. */
async function open(page: Page, url: string): Promise<Page> {
  page.setDefaultTimeout(10_000);
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** The care-mode stylesheet, loaded only in care mode or when the switch is pointed at. */
const CARE_STYLES = /\/assets\/care-[\w-]+\.css$/;

const isCare = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-care'));
const bodyFontPx = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));

describe('care mode', () => {
  it('is switched on and off from the desktop header, announced, kept across pages and visits', async () => {
    const site = await loadSiteContent('zh-hans');
    await withPage(harness(), DESKTOP, async (first, { context, problems }) => {
      const careStyles: string[] = [];
      context.on('request', (request) => {
        if (CARE_STYLES.test(request.url())) careStyles.push(request.url());
      });
      const page = await open(first, '/about');
      await page.waitForLoadState('networkidle');
      const toggle = page.getByRole('button', { name: site.chrome.careMode.label });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      const normalFont = await bodyFontPx(page);
      expect(normalFont).toBeLessThan(20);
      // Outside care mode its stylesheet is not downloaded; pointing at the switch fetches it.
      expect(careStyles).toEqual([]);
      await toggle.hover();
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/care-')),
      );
      expect(careStyles).toHaveLength(1);
      expect(await isCare(page)).toBe(false);
      expect(await bodyFontPx(page)).toBe(normalFont);

      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await isCare(page)).toBe(true);
      expect(await page.evaluate((key) => localStorage.getItem(key), CARE_STORAGE_KEY)).toBe('1');
      expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(20);
      // The large cursor on desktop, and the menu in the drawer.
      expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toMatch(/^url\(/);
      expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: site.chrome.openMenu }).isVisible()).toBe(true);

      // Another page (client-side navigation), then a new visit: still on.
      await page.locator('footer a[href="/investor"]').first().click();
      await page.waitForURL('**/investor');
      expect(await isCare(page)).toBe(true);
      const again = await open(await context.newPage(), '/en/contact');
      const enSite = await loadSiteContent('en');
      const enToggle = again.getByRole('button', { name: enSite.chrome.careMode.label });
      expect(await enToggle.getAttribute('aria-pressed')).toBe('true');
      expect(await bodyFontPx(again)).toBeGreaterThanOrEqual(20);

      // Off: everything as before.
      await enToggle.click();
      expect(await enToggle.getAttribute('aria-pressed')).toBe('false');
      expect(await isCare(again)).toBe(false);
      expect(await again.evaluate((key) => localStorage.getItem(key), CARE_STORAGE_KEY)).toBeNull();
      expect(await bodyFontPx(again)).toBe(normalFont);
      expect(await again.locator('.desktop-nav').isVisible()).toBe(true);
      expectNoProblems(problems);
    });
  });

  it('is applied by the start-up script before any module runs (no small page first)', async () => {
    await withPage(harness(), PHONE, async (page, { context }) => {
      await careMode(context);
      // No module script at all: only the inline start-up script can have set care mode.
      await context.route('**/assets/*.js', (route) => route.abort());
      // The care-mode stylesheet is held back: nothing may be painted until it has arrived.
      const release = await holdRequests(context, CARE_STYLES);
      const requested = page.waitForRequest(CARE_STYLES);
      const loaded = page.goto('/zh-hant/about', { waitUntil: 'domcontentloaded' });
      await requested;
      await page.waitForTimeout(500);
      const paints = () =>
        page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
      expect(await paints()).toEqual([]);
      release();
      await loaded;
      // The first paint, once it comes, is in care mode.
      await expect.poll(paints).toContain('first-contentful-paint');
      expect(await isCare(page)).toBe(true);
      expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(20);
    });
  });

  it('keeps the page hidden until its styles arrive where the browser has no blocking="render"', async () => {
    const paints = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
    for (const arrives of [true, false]) {
      await withPage(harness(), PHONE, async (page, { context }) => {
        await careMode(context);
        // A browser without `blocking` (Firefox, Safari before 18.2): no such property, and the
        // attribute does nothing.
        await context.addInitScript(() => {
          delete (HTMLLinkElement.prototype as { blocking?: unknown }).blocking;
          const setAttribute = Element.prototype.setAttribute;
          Element.prototype.setAttribute = function (name: string, value: string) {
            if (!(this instanceof HTMLLinkElement && name === 'blocking'))
              setAttribute.call(this, name, value);
          };
        });
        await context.route('**/assets/*.js', (route) => route.abort());
        const release = arrives
          ? await holdRequests(context, CARE_STYLES)
          : await context.route(CARE_STYLES, (route) => route.abort()).then(() => () => {});
        const requested = page.waitForRequest(CARE_STYLES);
        const loaded = page.goto('/zh-hant/about', { waitUntil: 'domcontentloaded' });
        await requested;
        if (arrives) {
          // Held back: no text or image is painted (the page is there, hidden).
          await page.waitForTimeout(500);
          expect(await paints(page)).not.toContain('first-contentful-paint');
          release();
        }
        await loaded;
        // Arrived: the first text painted is care mode's. Failed: the page shows at once (well
        // within the 3 s wait), at its normal size.
        await expect
          .poll(() => paints(page), { timeout: 2000 })
          .toContain('first-contentful-paint');
        expect(await isCare(page)).toBe(true);
        if (arrives) expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(20);
        else expect(await bodyFontPx(page)).toBeLessThan(20);
      });
    }
  });

  it('enlarges text (none under 16 px), spacing, focus outlines and phone touch targets', async () => {
    const site = await loadSiteContent('zh-hans');
    await withPage(harness(), PHONE, async (page, { context }) => {
      await careMode(context);
      const urls = ['/', '/product', '/contact', '/en/career-detail', '/zh-hant/company-news'];
      /** The pages that have two paragraphs in a row (the spacing check needs one at least). */
      const withParagraphs: string[] = [];
      for (const url of urls) {
        await open(page, url);
        const smallest = await smallestText(page);
        expect(smallest.px, `${url}: ${smallest.where}`).toBeGreaterThanOrEqual(16);
        const paragraph = await page.evaluate(() => {
          const p = [...document.querySelectorAll('main p')].find(
            (el) => el.nextElementSibling?.tagName === 'P',
          );
          if (!p) return null;
          const style = getComputedStyle(p);
          return {
            lineHeight: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
            spacing: Number.parseFloat(style.marginBlockEnd) / Number.parseFloat(style.lineHeight),
          };
        });
        if (paragraph) {
          withParagraphs.push(url);
          expect(paragraph.lineHeight, url).toBeGreaterThanOrEqual(1.5);
          expect(paragraph.spacing, url).toBeGreaterThanOrEqual(1.3);
        }
      }
      expect(withParagraphs.length).toBeGreaterThan(0);
    });
    // A fresh visitor (the pages above stored Traditional Chinese as the language).
    await withPage(harness(), PHONE, async (page, { context }) => {
      await careMode(context);
      await open(page, '/about');
      // Header controls are at least 60 × 60 px on a phone.
      for (const selector of [
        '.site-header__logo',
        '.language-switcher__button',
        '.mobile-drawer__toggle',
      ]) {
        const box = await page.locator(selector).boundingBox();
        expect(box?.width, selector).toBeGreaterThanOrEqual(60);
        expect(box?.height, selector).toBeGreaterThanOrEqual(60);
      }
      // The switch is at the top of the drawer, with its state, and large too.
      await page.getByRole('button', { name: site.chrome.openMenu }).click();
      const drawer = page.locator('dialog.mobile-drawer');
      const toggle = drawer.getByRole('button', { name: site.chrome.careMode.label });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const toggleBox = await toggle.boundingBox();
      expect(toggleBox?.height).toBeGreaterThanOrEqual(60);
      let measured = 0;
      for (const link of await drawer.locator('a, button').all()) {
        if (!(await link.isVisible())) continue;
        const box = await link.boundingBox();
        expect(box?.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(60);
        measured += 1;
      }
      expect(measured).toBeGreaterThan(5);
      // A 3 px focus outline.
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() =>
        Number.parseFloat(getComputedStyle(document.activeElement as Element).outlineWidth),
      );
      expect(outline).toBeGreaterThanOrEqual(3);
    });
  });

  it('hides decoration, stops motion and the Home carousel', async () => {
    await withPage(harness(), DESKTOP, async (page, { context }) => {
      await careMode(context);
      await open(page, '/');
      expect(await page.locator('.home-hero__background').isVisible()).toBe(false);
      const pause = page.locator('.story-carousel__pause');
      await pause.scrollIntoViewIfNeeded();
      // Stopped: its button offers to play.
      const home = await loadPageContent('zh-hans', 'home');
      await expect.poll(() => pause.getAttribute('aria-label')).toBe(home.carousel.play);
      const durations = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')]
            .map((el) => getComputedStyle(el))
            .filter(
              (s) => s.animationName !== 'none' || Number.parseFloat(s.transitionDuration) > 0,
            ).length,
      );
      expect(durations).toBe(0);
    });
  });

  it('reads the main content aloud in the page language, with pause and stop', async () => {
    await withPage(harness(), DESKTOP, async (page, { context }) => {
      await careMode(context);
      // A recording speech synthesis: the browser under test has no voices.
      await context.addInitScript(() => {
        const log: { text: string; lang: string }[] = [];
        const calls: string[] = [];
        let queue: SpeechSynthesisUtterance[] = [];
        (window as unknown as { speechLog: unknown }).speechLog = { log, calls };
        const synth = {
          speak(u: SpeechSynthesisUtterance) {
            log.push({ text: u.text, lang: u.lang });
            queue.push(u);
            if (queue.length === 1) setTimeout(() => u.onstart?.(new Event('start') as never), 10);
          },
          cancel() {
            calls.push('cancel');
            queue = [];
          },
          pause() {
            calls.push('pause');
          },
          resume() {
            calls.push('resume');
          },
        };
        Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      });
      for (const [locale, url, lang] of [
        ['zh-hans', '/about', 'zh-CN'],
        ['en', '/en/about', 'en'],
      ] as const) {
        const site = await loadSiteContent(locale);
        const words = site.chrome.careMode;
        await open(page, url);
        const bar = page.getByRole('toolbar', { name: words.toolbar });
        await bar.getByRole('button', { name: words.readAloud }).click();
        await page.waitForFunction(() => document.querySelector('.read-aloud-current'));
        const spoken = await page.evaluate(
          () =>
            (window as unknown as { speechLog: { log: { text: string; lang: string }[] } })
              .speechLog.log,
        );
        const h1 = (await page.locator('main h1').textContent())?.trim();
        expect(spoken[0]).toEqual({ text: h1, lang });
        expect(await page.locator('main h1.read-aloud-current').count()).toBe(1);

        await bar.getByRole('button', { name: words.pause }).click();
        await bar.getByRole('button', { name: words.resume }).click();
        await bar.getByRole('button', { name: words.stop }).click();
        const calls = await page.evaluate(
          () => (window as unknown as { speechLog: { calls: string[] } }).speechLog.calls,
        );
        expect(calls.slice(-3)).toEqual(['pause', 'resume', 'cancel']);
        expect(await page.locator('.read-aloud-current').count()).toBe(0);
      }
    });
  });

  it('shows no read-aloud where the browser cannot speak, and none outside care mode', async () => {
    const site = await loadSiteContent('zh-hans');
    const toolbar = (page: Page) =>
      page.getByRole('toolbar', { name: site.chrome.careMode.toolbar });
    // Care mode in this Chromium (it has speech synthesis): the toolbar comes.
    await withPage(harness(), DESKTOP, async (speaking, { context }) => {
      await careMode(context);
      await open(speaking, '/about');
      await toolbar(speaking).waitFor();
    });
    // Outside care mode, and in care mode without speech synthesis: it never comes.
    await withPage(harness(), DESKTOP, async (normal) => {
      await open(normal, '/about');
      await normal.waitForLoadState('networkidle');
      expect(await toolbar(normal).count()).toBe(0);
    });
    await withPage(harness(), DESKTOP, async (page, { context: mute }) => {
      await careMode(mute);
      await mute.addInitScript(() => {
        Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
        Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
      });
      await open(page, '/about');
      await page.waitForLoadState('networkidle');
      expect(await isCare(page)).toBe(true);
      expect(await toolbar(page).count()).toBe(0);
    });
  });

  it('is operated from the keyboard alone: header switch, drawer and its switch', async () => {
    const site = await loadSiteContent('zh-hans');
    const words = site.chrome;
    await withPage(harness(), DESKTOP, async (page) => {
      await open(page, '/about');
      const focusedName = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        });
      // The switch follows the desktop menu (and its sub-menu links) in the tab order.
      let found = false;
      for (let i = 0; i < 60 && !found; i += 1) {
        await page.keyboard.press('Tab');
        found = (await focusedName()) === words.careMode.label;
      }
      expect(found).toBe(true);
      await page.keyboard.press('Space');
      expect(await isCare(page)).toBe(true);
      // In care mode the menu is the drawer: Tab on to its button, open it with Enter.
      await page.locator('.desktop-nav').waitFor({ state: 'hidden' });
      found = false;
      for (let i = 0; i < 5 && !found; i += 1) {
        await page.keyboard.press('Tab');
        found = (await focusedName()) === words.openMenu;
      }
      expect(found).toBe(true);
      await page.keyboard.press('Enter');
      const drawer = page.locator('dialog.mobile-drawer[open]');
      await drawer.waitFor();
      // Focus is inside; Tab reaches the first menu entry, Escape closes and returns focus.
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog.mobile-drawer[open]'));
      expect(await focusedName()).toBe(words.openMenu);
      // Back to the switch (Shift+Tab) and off with Enter.
      for (let i = 0; i < 5 && (await focusedName()) !== words.careMode.label; i += 1) {
        await page.keyboard.press('Shift+Tab');
      }
      await page.keyboard.press('Enter');
      expect(await isCare(page)).toBe(false);
    });

    // On a phone the switch is at the top of the drawer, reached from the keyboard.
    await withPage(harness(), PHONE, async (mobile) => {
      await open(mobile, '/about');
      await mobile.getByRole('button', { name: words.openMenu }).focus();
      await mobile.keyboard.press('Enter');
      await mobile.locator('dialog.mobile-drawer[open]').waitFor();
      const inDrawer = mobile.locator('dialog.mobile-drawer').getByRole('button', {
        name: words.careMode.label,
      });
      // Focus starts on the close button; the switch is just before it, at the very top.
      const isActive = (el: Element) => el === document.activeElement;
      expect(await mobile.getByRole('button', { name: words.closeMenu }).evaluate(isActive)).toBe(
        true,
      );
      await mobile.keyboard.press('Shift+Tab');
      expect(await inDrawer.evaluate(isActive)).toBe(true);
      await mobile.keyboard.press('Space');
      expect(await inDrawer.getAttribute('aria-pressed')).toBe('true');
      expect(await mobile.evaluate(() => document.documentElement.hasAttribute('data-care'))).toBe(
        true,
      );
    });
  });
});
