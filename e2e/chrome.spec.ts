import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE_UA,
  isMobile: true,
  hasTouch: true,
};

/** Loads `url` in `page` and waits for hydration. */
async function open(page: Page, url: string): Promise<Page> {
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

describe('desktop header (1440×900)', () => {
  it('shows a group sub-menu on hover, hides the others, and hides all when a child is chosen', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await open(page, '/en/contact');
      const about = page.locator('#desktop-submenu-about');
      const services = page.locator('#desktop-submenu-yt_scene');
      expect(await about.isVisible()).toBe(false);
      await page.locator('[data-menu="about"] > a').hover();
      await about.waitFor({ state: 'visible' });
      await page.locator('[data-menu="yt_scene"] > button').hover();
      await services.waitFor({ state: 'visible' });
      expect(await about.isVisible()).toBe(false);
      await services.getByRole('link', { name: 'Health Management' }).click();
      await page.waitForURL('**/en/health');
      expect(await services.isVisible()).toBe(false);
      expect(await about.isVisible()).toBe(false);
    });
  });

  it('opens a sub-menu when its item gets keyboard focus and closes it with Escape', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await open(page, '/en/contact');
      await page.locator('[data-menu="company_news"] > button').focus();
      const news = page.locator('#desktop-submenu-company_news');
      await news.waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Social Responsibilities',
      );
      await page.keyboard.press('Escape');
      await news.waitFor({ state: 'hidden' });
    });
  });

  it('highlights the item of the current address with aria-current, on load and on click', async () => {
    const cases: [string, string, string][] = [
      ['/', 'index', 'page'],
      ['/about', 'about', 'page'],
      ['/development-history', 'about', 'true'],
      ['/product?type=3', 'yt_product', 'true'],
      ['/product', 'yt_product', 'page'],
      ['/samd-detail', 'yt_product', 'true'],
      ['/responsibility?type=2', 'company_news', 'true'],
      ['/career-detail?type=2', 'recruit', 'true'],
      ['/contact', 'contact_us', 'page'],
    ];
    await withPage(harness(), DESKTOP, async (page) => {
      for (const [url, type, value] of cases) {
        await page.goto(url);
        await waitForHydration(page);
        const current = page.locator('.desktop-nav__item.is-current');
        expect(await current.count(), url).toBe(1);
        expect(await current.getAttribute('data-menu'), url).toBe(type);
        expect(await current.locator('> a, > button').getAttribute('aria-current'), url).toBe(
          value,
        );
      }
      // On click: the highlight follows client-side navigation.
      await page.locator('[data-menu="investor"] > a').click();
      await page.waitForURL('**/investor');
      await page.locator('.desktop-nav__item.is-current[data-menu="investor"]').waitFor();
      expect(await page.locator('.desktop-nav__item.is-current').count()).toBe(1);
    });
  });

  it('is transparent over the Home hero and solid once the page scrolls; other pages get a spacer', async () => {
    await withPage(harness(), DESKTOP, async (page, { context }) => {
      await open(page, '/en/home');
      const header = page.locator('.site-header');
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('.site-header') as Element).backgroundColor ===
          'rgb(255, 255, 255)',
      );
      const other = await open(await context.newPage(), '/en/awards');
      const headerBox = await other.locator('.site-header').boundingBox();
      const h1Box = await other.locator('h1').boundingBox();
      expect(h1Box && headerBox && h1Box.y >= headerBox.y + headerBox.height).toBe(true);
      await other.close();
    });
  });

  it('switches language from the dropdown, storing the code', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await open(page, '/partner');
      const button = page.locator('.site-header .language-switcher__button');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL('**/en/partner');
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.getItem('i18n'))).toBe('3');
      // Keyboard: open with Enter, move with arrows, choose with Enter.
      await page.locator('.site-header .language-switcher__button').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('繁體中文');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/zh-hant/partner');
      expect(await page.evaluate(() => localStorage.getItem('i18n'))).toBe('2');
    });
  });
});

describe('footer', () => {
  it('opens and closes the QR pop-up and shows the current year', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      const dialog = page.locator('.qr-dialog');
      expect(await dialog.isVisible()).toBe(false);
      await page.locator('.site-footer__social button').click();
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.locator('img').count()).toBe(2);
      for (const img of await dialog.locator('img').all()) {
        // Loaded when the dialog opens, so maybe not yet arrived on a busy machine: wait for it
        // (decode() settles once it has loaded or failed; a broken image still has no width).
        const width = await img.evaluate(async (el) => {
          const image = el as HTMLImageElement;
          await image.decode().catch(() => {});
          return image.naturalWidth;
        });
        expect(width).toBeGreaterThan(0);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.site-footer__social button').click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.locator('.site-footer__legal').textContent()).toContain(
        String(new Date().getFullYear()),
      );
      // Weibo, LinkedIn and the two filing records open in a new tab, none with access to this one.
      const rels = await page
        .locator('.site-footer a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('rel') ?? ''));
      expect(rels).toHaveLength(4);
      for (const rel of rels) expect(rel).toContain('noopener');
      expectNoProblems(problems);
    });
  });
});

describe('mobile header (390×844, iPhone)', () => {
  const menuButton = (page: Page) => page.locator('.mobile-drawer__toggle');
  const drawer = (page: Page) => page.locator('dialog.mobile-drawer');

  it('opens an 80% drawer over a 25% black mask, with aria-expanded', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/en/about');
      expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
      const button = menuButton(page);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('aria-label')).toBe('Open menu');
      await button.click();
      await drawer(page).waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.waitForTimeout(400); // slide-in animation
      const box = await drawer(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(390 * 0.79);
      expect(box?.width).toBeLessThanOrEqual(390 * 0.81);
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
      const mask = await drawer(page).evaluate(
        (el) => getComputedStyle(el, '::backdrop').backgroundColor,
      );
      expect(mask).toBe('rgba(0, 0, 0, 0.25)');
    });
  });

  it('folds groups as an accordion', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/en/contact');
      await menuButton(page).click();
      const about = drawer(page).getByRole('button', { name: 'About Us' });
      const products = drawer(page).getByRole('button', { name: 'Products' });
      expect(await about.getAttribute('aria-expanded')).toBe('false');
      await about.click();
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      expect(await drawer(page).getByRole('link', { name: 'History' }).isVisible()).toBe(true);
      await products.click();
      expect(await products.getAttribute('aria-expanded')).toBe('true');
      expect(await about.getAttribute('aria-expanded')).toBe('false');
      expect(await drawer(page).getByRole('link', { name: 'History' }).isVisible()).toBe(false);
      expect(await drawer(page).getByRole('link', { name: 'Hardware Device' }).isVisible()).toBe(
        true,
      );
    });
  });

  it('closes by the mask, the close button and Escape, returning focus to the menu button', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/en/contact');
      for (const how of ['mask', 'button', 'escape'] as const) {
        await menuButton(page).click();
        await drawer(page).waitFor({ state: 'visible' });
        if (how === 'mask') await page.mouse.click(20, 400);
        if (how === 'button')
          await drawer(page).getByRole('button', { name: 'Close menu' }).click();
        if (how === 'escape') await page.keyboard.press('Escape');
        await drawer(page).waitFor({ state: 'hidden' });
        // The dialog's close event (which updates the button) is queued after it closes.
        await page.locator('.mobile-drawer__toggle[aria-expanded="false"]').waitFor();
        await page.waitForFunction(() =>
          document.activeElement?.classList.contains('mobile-drawer__toggle'),
        );
      }
    });
  });

  it('keeps keyboard focus inside the open drawer', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/en/contact');
      await menuButton(page).click();
      await drawer(page).waitFor({ state: 'visible' });
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest('dialog.mobile-drawer'),
        );
        // Chromium may pass through the browser UI once between the last and the first element.
        if (!inside) {
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        }
        expect(await page.locator('.site-footer a:focus, main a:focus').count()).toBe(0);
      }
    });
  });

  it('navigates from the drawer, closing it and clearing sessionStorage.newList', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/en/contact');
      await page.evaluate(() => sessionStorage.setItem('newList', '[3]'));
      await menuButton(page).click();
      await drawer(page).getByRole('button', { name: 'About Us' }).click();
      await drawer(page).getByRole('link', { name: 'History' }).click();
      await page.waitForURL('**/en/development-history');
      await drawer(page).waitFor({ state: 'hidden' });
      const history = await loadPageContent('en', 'development-history');
      await page.locator('h1', { hasText: history.heading.title }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('newList'))).toBeNull();
      // A single entry navigates too.
      await menuButton(page).click();
      await drawer(page).getByRole('link', { name: 'Careers' }).click();
      await page.waitForURL('**/en/career');
    });
  });

  it('has the language dropdown in the mobile header too', async () => {
    await withPage(harness(), PHONE, async (page) => {
      await open(page, '/zh-hant/story');
      await page.locator('.language-switcher__button').click();
      await page.getByRole('link', { name: '简体中文' }).click();
      await page.waitForURL(`${harness().origin}/story`);
      expect(await page.evaluate(() => localStorage.getItem('i18n'))).toBe('1');
    });
  });

  it('fits a 320 px wide screen without horizontal scrolling, the menu button on screen', async () => {
    await withPage(harness(), { viewport: { width: 320, height: 640 } }, async (page) => {
      for (const path of ['/en/investor', '/zh-hant/investor', '/investor']) {
        await open(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          320,
        );
        // The header is fixed: it does not widen the page, so its right edge is checked itself.
        const menu = await page.locator('.mobile-drawer__toggle').boundingBox();
        expect(menu && menu.x + menu.width, path).toBeLessThanOrEqual(320);
      }
    });
  });
});
