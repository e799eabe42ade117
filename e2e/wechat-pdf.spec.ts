/**
 * PDFs inside WeChat (issue 64, docs/design.md#pdfs-inside-wechat): on Android WeChat's browser
 * shows a PDF as a blank page, so a tap on a PDF link shows how to open it in the phone's
 * browser, with a button that copies its address, and never requests the PDF; on iOS WeChat
 * (which previews PDFs) and in every other browser the link opens the PDF.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '../src/content';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { CARE_STORAGE_KEY } from '../src/state/care-mode';
import { axeOf } from './helpers/axe';
import { IPHONE_UA, waitForHydration } from './helpers/harness';
import { type ContextOptions, type PageTools, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';
import { WECHAT_ANDROID_UA, WECHAT_IOS_UA, wechatBridge } from './helpers/wechat';

const harness = useHarness();

const CHROME_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const phone = (userAgent: string) => ({
  viewport: { width: 390, height: 844 },
  userAgent,
  isMobile: true,
  hasTouch: true,
});

/** The page's requests for PDFs, as the server saw them asked. */
function pdfRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.toLowerCase().endsWith('.pdf')) seen.push(request.url());
  });
  return seen;
}

/** Loads the documents page of `locale` in `page`: its first PDF link, and its PDF requests. */
async function documentsPage(page: Page, locale: Locale) {
  const requests = pdfRequests(page);
  await page.goto(`${LOCALE_INFO[locale].prefix}/investor-documents`);
  await waitForHydration(page);
  const link = page.locator('.document-files__link').first();
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/\.pdf$/);
  return { requests, link, url: new URL(href, harness().origin).href };
}

describe('PDF links inside WeChat', () => {
  /** A page in a fresh context of `options` with WeChat's bridge (wechatBridge) in its pages. */
  const inWechat = (
    options: ContextOptions,
    run: (page: Page, tools: PageTools) => Promise<void>,
  ) =>
    withPage(harness(), options, async (page, tools) => {
      await tools.context.addInitScript(wechatBridge);
      await run(page, tools);
    });

  it.each(LOCALES)(
    'on Android shows how to open the PDF in the browser, copies its address, and never requests it (%s)',
    async (locale) => {
      const words = (await loadSiteContent(locale)).ui.pdfInWechat;
      const options = phone(WECHAT_ANDROID_UA);
      await inWechat(options, async (page, { context, problems }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: harness().origin,
        });
        const { requests, link, url } = await documentsPage(page, locale);
        const before = page.url();
        await link.tap();
        const dialog = page.getByRole('dialog', { name: words.title });
        await dialog.waitFor();
        expect(page.url()).toBe(before);
        for (const step of words.steps) await dialog.getByText(step).waitFor();
        expect(await dialog.getByRole('textbox', { name: words.address }).inputValue()).toBe(url);
        // Focus is in the dialog; its contents meet WCAG 2.2 AA.
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
          true,
        );
        const { violations } = await axeOf(page)
          .include('dialog')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((v) => v.id)).toEqual([]);

        await dialog.getByRole('button', { name: words.copy }).tap();
        await dialog.getByRole('status').filter({ hasText: words.copied }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // The second tap asks again; neither fetched the PDF.
        await link.tap();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: words.close }).tap();
        await dialog.waitFor({ state: 'detached' });
        expect(requests).toEqual([]);
        expect(page.url()).toBe(before);
        // The share set-up's signature is refused here (the harness's origin is not the build's
        // SITE_URL; share signatures have tests of their own): any other problem fails.
        expect(
          problems.filter((p) => !/WeChat signature refused|status of 403 \(Forbidden\)/.test(p)),
        ).toEqual([]);
      });
    },
  );

  it('returns focus to the link when the dialog closes, and meets care mode’s contrast', async () => {
    const words = (await loadSiteContent('zh-hans')).ui.pdfInWechat;
    const options = phone(WECHAT_ANDROID_UA);
    await inWechat(options, async (page, { context }) => {
      await context.addInitScript((key) => localStorage.setItem(key, '1'), CARE_STORAGE_KEY);
      const { link } = await documentsPage(page, 'zh-hans');
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: words.title });
      await dialog.waitFor();
      const { violations } = await axeOf(page)
        .include('dialog')
        .withRules(['color-contrast-enhanced', 'target-size', 'label', 'button-name'])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      const smallest = await dialog.evaluate((element) =>
        Math.min(
          ...[...element.querySelectorAll('h2, p, li, input, button')].map((e) =>
            Number.parseFloat(getComputedStyle(e).fontSize),
          ),
        ),
      );
      expect(smallest).toBeGreaterThanOrEqual(16);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        await link.getAttribute('href'),
      );
    });
  });

  it.each([
    ['WeChat on iOS', WECHAT_IOS_UA],
    ['Chrome on Android', CHROME_ANDROID_UA],
    ['Safari on iPhone', IPHONE_UA],
  ])('opens the PDF itself in %s', async (_name, userAgent) => {
    const options = phone(userAgent);
    await inWechat(options, async (page) => {
      const { link, url } = await documentsPage(page, 'en');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url() === url && r.isNavigationRequest()),
        link.tap(),
      ]);
      expect(request.url()).toBe(url);
      expect(await page.locator('dialog[open]').count()).toBe(0);
    });
  });
});
