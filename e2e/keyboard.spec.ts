/**
 * Keyboard-only walkthroughs (quality gate): the header, the mobile drawer, the product tabs, the
 * Home carousel, the dialogs and the contact form, reached and operated with `page.keyboard`
 * alone — Tab, Shift+Tab, Enter, Space, the arrow keys, Home/End and Escape. Nothing is clicked
 * and nothing is focused by script: every walk starts at the top of a freshly loaded document.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent, loadSiteContent } from '../src/content';
import { PRODUCT_TAB_KEYS as TAB_KEYS } from '../src/content/keys';
import type { ContactContent } from '../src/content/types';
import { IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE_UA,
  isMobile: true,
  hasTouch: true,
};

const harness = useHarness();

/**
 * Each walk gets a fresh page in a fresh context (withPage), closed after it: a prefixed URL
 * stores its language, and a walk must start from a document nobody has focused anything in.
 * `open` loads `url` in it.
 */
async function open(page: Page, url: string): Promise<void> {
  // A focus that never arrives fails in seconds, not at the test timeout.
  page.setDefaultTimeout(10_000);
  await page.goto(url);
  await waitForHydration(page);
}

/** What has focus, described by the few things the walks look at. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      /** The accessible name as the walks need it: aria-label, else the text. */
      name:
        el === document.body
          ? ''
          : (el?.getAttribute('aria-label') ??
            (() => {
              // The text without what is hidden from assistive technology.
              const copy = el?.cloneNode(true) as HTMLElement | undefined;
              for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? [])
                hidden.remove();
              return copy?.textContent?.trim() ?? '';
            })()),
      role: el?.getAttribute('role') ?? null,
      dialog: el?.closest('dialog')?.className ?? null,
    };
  });

/** Whether the focused element matches `selector`. */
const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Waits (briefly) for focus to land on `selector`, for focus moved by an event handler. */
async function expectFocus(page: Page, selector: string, what = selector) {
  await page
    .waitForFunction((s) => document.activeElement?.matches(s) ?? false, selector, {
      timeout: 3000,
    })
    .catch(() => undefined);
  const now = await focused(page);
  expect(await isFocused(page, selector), `${what}; focus is on ${JSON.stringify(now)}`).toBe(true);
}

/** Presses Tab until the focused element's name is `name`; fails after `max` presses. */
async function tabToName(page: Page, name: string, max: number) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).name === name) return presses;
  }
  throw new Error(`"${name}" not reached with ${max} × Tab`);
}

/** Presses Tab (or Shift+Tab) until `selector` has focus; fails after `max` presses. */
async function tabTo(page: Page, selector: string, { max = 80, back = false } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(page, selector)) return presses;
  }
  throw new Error(`${selector} not reached with ${max} × ${back ? 'Shift+Tab' : 'Tab'}`);
}

describe('header by keyboard (1440×900)', () => {
  it('tabs through the skip link, the logo and the whole desktop menu, sub-menus opening on focus', async () => {
    const { chrome, ui } = await loadSiteContent('en');
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      // The first stop is the skip link; Enter moves focus to the main content.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', name: ui.skipToContent });
      expect(await isFocused(page, '.skip-link')).toBe(true);
      const skipBox = await page.locator('.skip-link').boundingBox();
      expect(skipBox && skipBox.y >= 0).toBe(true); // shown on focus
      await page.keyboard.press('Enter');
      await expectFocus(page, 'main#main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

      // From the top again: skip link, logo, then every menu item and sub-menu link in order.
      await page.reload();
      await waitForHydration(page);
      const expected: { name: string; submenu: string | null }[] = [
        { name: ui.skipToContent, submenu: null },
        { name: chrome.logoLabel, submenu: null },
      ];
      for (const item of chrome.menu.desktop) {
        const submenu = item.showChildren ? `desktop-submenu-${item.type}` : null;
        expected.push({ name: item.label, submenu });
        for (const child of item.showChildren ? item.children : []) {
          expected.push({ name: child.label, submenu });
        }
      }
      const walked: { name: string; submenu: string | null }[] = [];
      for (const _ of expected) {
        await page.keyboard.press('Tab');
        walked.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            // The sub-menu shown now (at most one), while its item or a link in it has focus.
            const shown = [...document.querySelectorAll<HTMLElement>('.desktop-nav__submenu')]
              .filter((menu) => !menu.hidden)
              .map((menu) => menu.id);
            return {
              name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
              submenu: shown.length === 1 ? (shown[0] ?? null) : shown.length ? shown.join() : null,
            };
          }),
        );
      }
      expect(walked).toEqual(expected);
      // After the menu: the search field (it opens on focus) and its button, the care-mode switch,
      // the language button; the phone menu button is not a stop on desktop.
      await page.keyboard.press('Tab');
      expect(await isFocused(page, '#site-search-header')).toBe(true);
      expect((await page.locator('#site-search-header').boundingBox())?.width).toBeGreaterThan(150);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: chrome.search.submit });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: chrome.careMode.label });
      await page.keyboard.press('Tab');
      expect(await isFocused(page, '.site-header .language-switcher__button')).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      expectNoProblems(problems);
    });
  });

  it('opens a group with Enter or Space, closes it with Escape back on its button, and navigates with Enter', async () => {
    const { chrome } = await loadSiteContent('en');
    const services = chrome.menu.desktop.find((item) => item.type === 'yt_scene');
    const [medical, health] = services?.children ?? [];
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      const button = '[data-menu="yt_scene"] > button';
      const submenu = page.locator('#desktop-submenu-yt_scene');
      const expanded = () => page.locator(button).getAttribute('aria-expanded');

      await tabTo(page, button, { max: 20 });
      expect(await focused(page)).toMatchObject({ tag: 'button', name: services?.label });
      // Focus shows the sub-menu; Escape hides it and keeps focus on the group's button.
      expect(await expanded()).toBe('true');
      await page.keyboard.press('Escape');
      await submenu.waitFor({ state: 'hidden' });
      expect(await expanded()).toBe('false');
      expect(await isFocused(page, button)).toBe(true);

      // Enter opens; Tab and Shift+Tab move through its links.
      await page.keyboard.press('Enter');
      await submenu.waitFor({ state: 'visible' });
      expect(await expanded()).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: medical?.label });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: health?.label });
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ name: medical?.label });
      // Escape from a link inside closes the sub-menu and returns focus to its button.
      await page.keyboard.press('Escape');
      await submenu.waitFor({ state: 'hidden' });
      await expectFocus(page, button, 'Escape in the sub-menu returns to its button');
      expect(await expanded()).toBe('false');

      // Space opens too; Enter on a link navigates and hides the sub-menu.
      await page.keyboard.press('Space');
      await submenu.waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: health?.label });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/en/health');
      const content = await loadPageContent('en', 'health');
      await page.locator('h1', { hasText: content.heading.title }).waitFor();
      expect(await submenu.isVisible()).toBe(false);
      expect(await page.locator('.desktop-nav__submenu:not([hidden])').count()).toBe(0);
      expect(await page.locator('.desktop-nav__item.is-current').getAttribute('data-menu')).toBe(
        'yt_scene',
      );
      // The link closed with its menu: focus moves to the new page's main content, so the next
      // Tab continues there and not back in the header.
      await expect.poll(async () => isFocused(page, 'main#main')).toBe(true);
      await page.keyboard.press('Tab');
      expect(await isFocused(page, 'main#main *')).toBe(true);
      expectNoProblems(problems);
    });
  });

  it('switches language with the keyboard: Enter, arrows, Escape, Space and Enter', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      const button = '.site-header .language-switcher__button';
      const menu = page.locator('.site-header .language-switcher__menu');
      await tabTo(page, button, { max: 30 });
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'visible' });
      expect(await page.locator(button).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toMatchObject({ tag: 'a', name: '简体中文' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toMatchObject({ tag: 'a', name: 'English' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe(
        'true',
      );
      await page.keyboard.press('ArrowDown'); // wraps
      expect(await focused(page)).toMatchObject({ name: '简体中文' });
      // Escape closes and gives focus back to the button.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expectFocus(page, button);
      expect(await page.locator(button).getAttribute('aria-expanded')).toBe('false');
      // Space reopens; ArrowUp from the button goes to the last language; from the first option
      // it wraps to the last too, and goes on up.
      await page.keyboard.press('Space');
      await menu.waitFor({ state: 'visible' });
      await page.keyboard.press('ArrowUp');
      expect(await focused(page)).toMatchObject({ name: 'English' });
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toMatchObject({ name: '简体中文' });
      await page.keyboard.press('ArrowUp');
      expect(await focused(page)).toMatchObject({ name: 'English' });
      await page.keyboard.press('ArrowUp');
      expect(await focused(page)).toMatchObject({ name: '繁體中文' });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${harness().origin}/zh-hant/contact`);
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.getItem('i18n'))).toBe('2');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant');
      expectNoProblems(problems);
    });
  });
});

describe('mobile drawer by keyboard (390×844, iPhone)', () => {
  it('opens as a modal dialog, traps focus, folds a group, closes with Escape and navigates with Enter', async () => {
    const { chrome } = await loadSiteContent('en');
    const about = chrome.menu.mobile.find((item) => item.type === 2);
    const careers = chrome.menu.mobile.find((item) => item.type === 3 && item.url === '/career');
    await withPage(harness(), PHONE, async (page, { problems }) => {
      await open(page, '/en/contact');
      const toggle = '.mobile-drawer__toggle';
      const drawer = page.locator('dialog.mobile-drawer');

      // Skip link, logo, language, menu: the desktop menu is not in the way on a phone.
      expect(await tabTo(page, toggle, { max: 6 })).toBe(4);
      expect(await focused(page)).toMatchObject({ tag: 'button', name: chrome.openMenu });
      await page.keyboard.press('Enter');
      await drawer.waitFor({ state: 'visible' });
      expect(await drawer.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
      expect(await drawer.evaluate((el) => el.matches(':modal'))).toBe(true);
      expect(await page.locator(toggle).getAttribute('aria-expanded')).toBe('true');
      await expectFocus(page, 'dialog.mobile-drawer *', 'focus moves into the drawer');
      expect(await focused(page)).toMatchObject({ name: chrome.closeMenu });

      // Focus trap: twice round the drawer, never reaching the page behind it.
      const stops = await drawer.evaluate(
        (el) =>
          [...el.querySelectorAll<HTMLElement>('a[href], button, input')].filter(
            (e) => e.offsetParent !== null,
          ).length,
      );
      // The care-mode switch, close, the search field and its button, and the entries (groups
      // folded).
      expect(stops).toBe(chrome.menu.mobile.length + 4);
      const seen = new Set<string>();
      for (let i = 0; i < 2 * (stops + 1); i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        // Chromium may pass through the browser UI (body) once between the last and the first.
        if (now.tag !== 'body') {
          expect(now.dialog, `Tab ${i + 1}: ${JSON.stringify(now)}`).toBe('mobile-drawer');
          seen.add(now.name);
        }
      }
      expect(seen.size).toBe(stops);
      // Shift+Tab stays inside too.
      for (let i = 0; i < stops + 1; i++) {
        await page.keyboard.press('Shift+Tab');
        const now = await focused(page);
        if (now.tag !== 'body') expect(now.dialog).toBe('mobile-drawer');
      }

      // The "About Us" group unfolds with Enter; its first link is the next stop.
      await tabToName(page, about?.label ?? '', stops + 2);
      expect(await focused(page)).toMatchObject({ tag: 'button', name: about?.label });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
        'false',
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-expanded') === 'true',
      );
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', name: about?.children[0]?.label });
      // Enter again on the group folds it.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-expanded') === 'false',
      );
      const firstChild = drawer.getByRole('link', { name: about?.children[0]?.label, exact: true });
      expect(await firstChild.isVisible()).toBe(false);

      // Escape closes the drawer and focus goes back to the menu button.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page.locator(`${toggle}[aria-expanded="false"]`).waitFor();
      await expectFocus(page, toggle, 'Escape returns focus to the menu button');

      // Enter reopens it; Enter on an entry navigates and closes it.
      await page.keyboard.press('Enter');
      await drawer.waitFor({ state: 'visible' });
      await expectFocus(page, 'dialog.mobile-drawer *');
      await tabTo(page, 'dialog.mobile-drawer a[href$="/career"]', { max: stops + 2 });
      expect(await focused(page)).toMatchObject({ name: careers?.label });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/en/career');
      await drawer.waitFor({ state: 'detached' });
      await page.locator(`${toggle}[aria-expanded="false"]`).waitFor();
      await expectFocus(page, toggle, 'after navigating, focus is back on the menu button');
      const career = await loadPageContent('en', 'career');
      await page.locator('h1', { hasText: career.heading.title }).waitFor();
      expectNoProblems(problems);
    });
  });
});

describe('product tabs by keyboard', () => {
  it('moves the selection with the arrow keys, Home and End (roving tabindex), then Tab enters the panel', async () => {
    const content = await loadPageContent('en', 'product');
    const labels = TAB_KEYS.map((key) => content.tabs[key].tab);
    const headings = TAB_KEYS.map((key) => content.tabs[key].heading.title);
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/product');
      const tabIndexes = () =>
        page
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('tabindex') ?? ''));
      const only = (index: number) => labels.map((_, i) => (i === index ? '0' : '-1'));

      // One tab stop for the whole list: the selected (first) tab.
      await tabTo(page, '[role="tab"]', { max: 40 });
      expect(await focused(page)).toMatchObject({ role: 'tab', name: labels[0] });
      expect(await tabIndexes()).toEqual(only(0));
      expect(new URL(page.url()).searchParams.get('type')).toBeNull();

      const steps: [string, number][] = [
        ['ArrowRight', 1],
        ['ArrowRight', 2],
        ['ArrowLeft', 1],
        ['Home', 0],
        ['ArrowLeft', 5], // wraps to the last
        ['ArrowRight', 0], // and back to the first
        ['End', 5],
        ['ArrowLeft', 4],
      ];
      for (const [key, index] of steps) {
        await page.keyboard.press(key);
        await page.waitForURL((url) => url.searchParams.get('type') === String(index + 1));
        await page.waitForFunction(
          (label) =>
            document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === label,
          labels[index] ?? '',
        );
        const where = `${key} → ${labels[index]}`;
        expect(
          await page.evaluate(() => ({
            role: document.activeElement?.getAttribute('role'),
            selected: document.activeElement?.getAttribute('aria-selected'),
          })),
          where,
        ).toEqual({ role: 'tab', selected: 'true' });
        expect((await focused(page)).name, where).toBe(labels[index]);
        expect(await tabIndexes(), where).toEqual(only(index));
        expect(await page.locator('[role="tabpanel"] h2').first().textContent(), where).toBe(
          headings[index],
        );
      }

      // Tab leaves the list for the selected tab's panel; Shift+Tab comes back to that tab.
      const tabId = await page.evaluate(() => document.activeElement?.id);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ role: 'tabpanel' });
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')),
      ).toBe(tabId);
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ role: 'tab', name: labels[4] });
      // Enter on the selected tab changes nothing.
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).searchParams.get('type')).toBe('5');
      expectNoProblems(problems);
    });
  });
});

describe('home carousel by keyboard', () => {
  it('reaches the controls by Tab, moves with Enter, Space and the arrow keys, pauses, and keeps hidden slides inert', async () => {
    const { carousel } = await loadPageContent('en', 'home');
    const total = carousel.stories.length;
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/home');
      const current = () =>
        page.evaluate(() => {
          const dots = [...document.querySelectorAll('.story-carousel__dot')];
          return dots.findIndex((d) => d.getAttribute('aria-current') === 'true');
        });
      // The dot marked current, the one slide out of `inert` and its label all agree.
      const waitCurrent = async (index: number, what: string) => {
        await page
          .waitForFunction(
            (i) => {
              const slides = [...document.querySelectorAll('.story-carousel__slide')];
              return (
                document
                  .querySelectorAll('.story-carousel__dot')
                  [i]?.getAttribute('aria-current') === 'true' &&
                slides.every((slide, n) => slide.hasAttribute('inert') === (n !== i))
              );
            },
            index,
            { timeout: 5000 },
          )
          .catch(() => undefined);
        expect(await current(), what).toBe(index);
        expect(
          await page.locator('.story-carousel__slide:not([inert])').getAttribute('aria-label'),
          what,
        ).toBe(
          carousel.slideLabel.replace('{n}', String(index + 1)).replace('{total}', `${total}`),
        );
      };
      const mod = (n: number) => (n + total) % total;
      const videoButton = (index: number) =>
        `${carousel.playVideo}: ${carousel.stories[index]?.video.title}`;

      // The first stop inside the carousel is the shown slide's video button: the others are inert.
      await tabTo(page, '.story-carousel *', { max: 80 });
      expect(
        await isFocused(page, '.story-carousel__slide:not([inert]) .story-carousel__video'),
      ).toBe(true);
      // Embla arrives after hydration; once it has, the dots carry aria-current.
      await page.waitForFunction(
        () => document.querySelectorAll('.story-carousel__dot[aria-current="true"]').length === 1,
      );
      // Focus inside stops the automatic rotation, so the slide stays put from here on.
      let shown = await current();
      expect((await focused(page)).name).toBe(videoButton(shown));

      // Tab: the five dots, then pause, previous and next.
      for (let n = 1; n <= total; n++) {
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({
          tag: 'button',
          name: carousel.goTo.replace('{n}', String(n)),
        });
      }
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.pause });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.previous });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.next });

      // Next with Enter and Space, previous with Enter.
      await page.keyboard.press('Enter');
      shown = mod(shown + 1);
      await waitCurrent(shown, 'Enter on next');
      await page.keyboard.press('Space');
      shown = mod(shown + 1);
      await waitCurrent(shown, 'Space on next');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.previous });
      await page.keyboard.press('Enter');
      shown = mod(shown - 1);
      await waitCurrent(shown, 'Enter on previous');
      // Arrow keys while focus is on the carousel's controls (from inside a slide: see below).
      await page.keyboard.press('ArrowRight');
      shown = mod(shown + 1);
      await waitCurrent(shown, 'ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      shown = mod(shown - 2);
      await waitCurrent(shown, 'ArrowLeft twice');
      expect(await focused(page)).toMatchObject({ name: carousel.previous });

      // Pause and play with Enter and Space; focus stays on the button, its name follows.
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.pause });
      expect(await page.locator('.story-carousel__track').getAttribute('aria-live')).toBe('off');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        carousel.play,
      );
      expect(await page.locator('.story-carousel__track').getAttribute('aria-live')).toBe('polite');
      await page.keyboard.press('Space');
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        carousel.pause,
      );
      await page.keyboard.press('Enter'); // paused for the rest of the walk
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        carousel.play,
      );

      // The dots: Shift+Tab back to the third, Enter; the fifth, Space; ArrowRight loops to the first.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.goTo.replace('{n}', '3') });
      await page.keyboard.press('Enter');
      await waitCurrent(2, 'Enter on dot 3');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: carousel.goTo.replace('{n}', '5') });
      await page.keyboard.press('Space');
      await waitCurrent(4, 'Space on dot 5');
      await page.keyboard.press('ArrowRight');
      await waitCurrent(0, 'ArrowRight loops');
      await page.keyboard.press('ArrowLeft');
      await waitCurrent(4, 'ArrowLeft loops back');
      await page.keyboard.press('ArrowLeft');
      await waitCurrent(3, 'ArrowLeft');

      // Slides out of view are inert: Shift+Tab from the first dot reaches the shown slide's
      // video button, the only one of the five that can take focus.
      await tabTo(page, '.story-carousel__dot:first-child', { back: true, max: 6 });
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: videoButton(3) });
      expect(await isFocused(page, '.story-carousel__slide:not([inert]) *')).toBe(true);
      // Arrow keys from the shown slide's video button: that slide turns inert, so focus follows to
      // the video button of the slide now shown (not to <body>), and the walk goes on.
      await page.keyboard.press('ArrowRight');
      await waitCurrent(4, 'ArrowRight from the slide');
      await expect.poll(async () => (await focused(page)).name).toBe(videoButton(4));
      await page.keyboard.press('ArrowLeft');
      await waitCurrent(3, 'ArrowLeft from the slide');
      await expect.poll(async () => (await focused(page)).name).toBe(videoButton(3));
      expect(
        await isFocused(page, '.story-carousel__slide:not([inert]) .story-carousel__video'),
      ).toBe(true);
      // One more Shift+Tab leaves the carousel: no other slide's button is on the way.
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(page, '.story-carousel *')).toBe(false);
      expect(
        await page.locator('.story-carousel__slide:not([inert]) .story-carousel__video').count(),
      ).toBe(1);
      expectNoProblems(problems);
    });
  });
});

describe('dialogs by keyboard', () => {
  it('opens the footer WeChat QR dialog with Enter and Space; Escape and the close button return focus', async () => {
    const { chrome } = await loadSiteContent('en');
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/about');
      const trigger = '.site-footer__social button';
      const dialog = page.locator('dialog.qr-dialog');
      // The footer is the end of the page: Shift+Tab from the top goes there first.
      await tabTo(page, trigger, { back: true, max: 5 });
      expect(await focused(page)).toMatchObject({ name: chrome.footer.social.wechat });
      expect(await page.locator(trigger).getAttribute('aria-haspopup')).toBe('dialog');

      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
      await expectFocus(page, 'dialog.qr-dialog *', 'focus moves into the QR dialog');
      expect(await focused(page)).toMatchObject({ name: chrome.footer.qr.close });
      // Tab keeps focus in the dialog (it has one control).
      await page.keyboard.press('Tab');
      const afterTab = await focused(page);
      if (afterTab.tag !== 'body') expect(afterTab.dialog).toContain('qr-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocus(page, trigger, 'Escape returns focus to the WeChat button');

      await page.keyboard.press('Space');
      await dialog.waitFor({ state: 'visible' });
      await expectFocus(page, 'dialog.qr-dialog .dialog__close');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectFocus(page, trigger, 'the close button returns focus to the WeChat button');
      expectNoProblems(problems);
    });
  });

  it('opens the About video with Enter; Escape and the close button return focus to the poster', async () => {
    const about = await loadPageContent('en', 'about');
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/about');
      const trigger = '.about-profile__video';
      const dialog = page.locator('dialog.video-modal');
      await tabTo(page, trigger, { max: 40 });
      expect(await focused(page)).toMatchObject({
        tag: 'button',
        name: `${about.profile.playVideo}: ${about.profile.video.title}`,
      });

      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('video').waitFor();
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
      await expectFocus(page, 'dialog.video-modal *', 'focus moves into the video dialog');
      expect(await focused(page)).toMatchObject({ name: about.profile.closeVideo });
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
      // Tab stays in the dialog: the close button and the video's controls.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now.tag !== 'body') expect(now.dialog, JSON.stringify(now)).toContain('video-modal');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await dialog.locator('video').waitFor({ state: 'detached' }); // stopped
      await expectFocus(page, trigger, 'Escape returns focus to the poster button');

      await page.keyboard.press('Space');
      await dialog.waitFor({ state: 'visible' });
      await expectFocus(page, 'dialog.video-modal .dialog__close');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocus(page, trigger, 'the close button returns focus to the poster button');
      expectNoProblems(problems);
    });
  });
});

describe('contact form by keyboard', () => {
  const valid = {
    name: 'Keyboard Visitor',
    phone: '010-1234 5678',
    email: 'keyboard@example.com',
    suggest: 'Sent without a mouse: we would like to learn more about retinal screening.',
  };

  /** Tabs to the name field and waits for the live form, which must keep focus there. */
  async function enterForm(page: Page) {
    await tabTo(page, '#contact-name', { max: 60 });
    await page.locator('form.contact-form[data-live="true"]').waitFor();
    await expectFocus(page, '#contact-name', 'the live form keeps focus in the name field');
  }

  it('submitting empty moves focus to the first invalid field, described by its error', async () => {
    const content = (await loadPageContent('en', 'contact')) as ContactContent;
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      await enterForm(page);
      await tabTo(page, '.contact-form__submit', { max: 10 });
      expect(await focused(page)).toMatchObject({ tag: 'button', name: content.form.button });
      await page.keyboard.press('Enter');
      await page.locator('#contact-name-error').waitFor();
      await expectFocus(page, '#contact-name', 'focus goes to the first invalid field');
      const name = page.locator('#contact-name');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await name.getAttribute('aria-describedby')).toBe('contact-name-error');
      expect(await page.locator('#contact-name-error').textContent()).toBe(
        content.form.messages.required,
      );
      for (const field of ['email', 'appeal', 'suggest', 'consent']) {
        expect(await page.locator(`#contact-${field}`).getAttribute('aria-invalid'), field).toBe(
          'true',
        );
      }
      expect(await page.locator('#contact-consent-error').textContent()).toBe(
        content.form.messages.consent_required,
      );
      // Fixing the first field and submitting again moves focus on to the next invalid one.
      await page.keyboard.type(valid.name);
      await tabTo(page, '.contact-form__submit', { max: 10 });
      await page.keyboard.press('Space');
      await expectFocus(page, '#contact-email', 'focus goes to the next invalid field');
      expect(await name.getAttribute('aria-invalid')).toBeNull();
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      expectNoProblems(problems);
    });
  });

  it('fills every field, chooses the appeal and consents with the keyboard, and sends with Enter', async () => {
    const content = (await loadPageContent('en', 'contact')) as ContactContent;
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      await open(page, '/en/contact');
      const shown = Date.now();
      await enterForm(page);
      await page.keyboard.type(valid.name);
      await page.keyboard.press('Tab');
      expect(await isFocused(page, '#contact-phone')).toBe(true);
      await page.keyboard.type(valid.phone);
      await page.keyboard.press('Tab');
      expect(await isFocused(page, '#contact-email')).toBe(true);
      await page.keyboard.type(valid.email);
      // The appeal is a <select>: the arrow keys choose without opening it.
      await page.keyboard.press('Tab');
      expect(await isFocused(page, 'select#contact-appeal')).toBe(true);
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
      expect(await page.locator('#contact-appeal').inputValue()).toBe('8');
      await page.keyboard.press('ArrowUp');
      expect(await page.locator('#contact-appeal').inputValue()).toBe('7');
      await page.keyboard.press('ArrowDown');
      expect(
        await page.locator('#contact-appeal').evaluate((el) => {
          const select = el as HTMLSelectElement;
          return select.selectedOptions[0]?.textContent;
        }),
      ).toBe(content.form.appeals['8']);
      await page.keyboard.press('Tab');
      expect(await isFocused(page, 'textarea#contact-suggest')).toBe(true);
      await page.keyboard.type(valid.suggest);
      // The honeypot is not a stop: next is the consent box, checked with Space.
      await page.keyboard.press('Tab');
      expect(await isFocused(page, 'input#contact-consent')).toBe(true);
      await page.keyboard.press('Space');
      expect(await page.locator('#contact-consent').isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a' }); // the privacy notice link
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: content.form.button });

      // Wait out the server's "too fast to be a person" window so the message is stored as real.
      await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - shown)));
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      await page.keyboard.press('Enter');
      const response = await answer;
      expect(response.status()).toBe(201);
      const sent = new URLSearchParams(response.request().postData() ?? '');
      expect(Object.fromEntries(sent)).toMatchObject({
        ...valid,
        appeal: '8',
        consent: 'true',
        website: '',
        language_type: '2',
      });
      const success = ((await loadPageContent('en', 'contact')) as ContactContent).form.messages
        .success;
      await page.locator('[data-sonner-toast]', { hasText: success }).waitFor();
      expect(await page.locator('#contact-name').inputValue()).toBe('');
      expect(await page.locator('#contact-consent').isChecked()).toBe(false);
      expectNoProblems(problems);
    });
  });
});
