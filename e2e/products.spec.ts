import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { PRODUCT_TAB_KEYS as TAB_KEYS } from '../src/content/keys';
import type { KeyFigure } from '../src/content/types';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { layOutInFull, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const SERVICE_PAGES = ['medical', 'health', 'health-eye'] as const;

/** A figure as the page writes it, in the language's number format. */
function figureText(figure: KeyFigure, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
    minimumFractionDigits: figure.decimals ?? 0,
    maximumFractionDigits: figure.decimals ?? 0,
  });
  return `${figure.prefix ?? ''}${format.format(figure.value)}${figure.suffix ?? ''}`;
}

const harness = useHarness();

/** Loads `url` in `page` and waits for hydration. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/** The part of a page's HTML from `marker` to the end of the first `end` after it. */
function slice(html: string, marker: string, end = '</main>'): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(end, start) + end.length);
}

/** Waits until the tab named `label` is the selected one (React renders just after the URL changes). */
async function waitForSelected(page: Page, label: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === text,
    label,
  );
}

const typeOf = (page: Page) => new URL(page.url()).searchParams.get('type');
const panelHeading = (page: Page) => page.locator('[role="tabpanel"] h2').first();

describe('Products tabs by URL (prerendered HTML)', () => {
  it('serves each tab’s own content at its URL, and the first tab for an unknown type', async () => {
    for (const locale of LOCALES) {
      const { prefix } = LOCALE_INFO[locale];
      const content = await loadPageContent(locale, 'product');
      for (const [index, key] of TAB_KEYS.entries()) {
        const url = `${prefix}/product?type=${index + 1}`;
        const panel = slice(await (await fetch(harness().origin + url)).text(), 'role="tabpanel"');
        expect(panel, url).toContain(`>${content.tabs[key].heading.title}<`);
        // Only the selected tab's panel is rendered.
        for (const other of TAB_KEYS.filter((k) => k !== key)) {
          expect(panel, `${url} ∌ ${other}`).not.toContain(
            `>${content.tabs[other].heading.title}<`,
          );
        }
      }
      for (const url of [`${prefix}/product?type=9`, `${prefix}/product`]) {
        const panel = slice(await (await fetch(harness().origin + url)).text(), 'role="tabpanel"');
        expect(panel, url).toContain(`>${content.tabs.samd.heading.title}<`);
      }
    }
  });

  it('carries the SaMD clinical figures, the class III statement and the link to the detail page', async () => {
    for (const locale of LOCALES) {
      const { prefix } = LOCALE_INFO[locale];
      const { samd } = (await loadPageContent(locale, 'product')).tabs;
      const html = slice(
        await (await fetch(`${harness().origin}${prefix}/product?type=1`)).text(),
        'role="tabpanel"',
      );
      expect(samd.figures.map((f) => figureText(f, locale))).toEqual(['91.75%', '93.1%']);
      for (const figure of samd.figures) expect(html).toContain(figureText(figure, locale));
      expect(html).toContain(`href="${prefix}/samd-detail"`);
      const detail = await loadPageContent(locale, 'samd-detail');
      const detailHtml = await (await fetch(`${harness().origin}${prefix}/samd-detail`)).text();
      for (const figure of detail.performance.figures) {
        expect(detailHtml).toContain(figureText(figure, locale));
      }
      expect(slice(detailHtml, 'samd-detail__cta', '</section>')).toContain(
        `href="${prefix}/contact"`,
      );
    }
  });
});

describe('Products tabs in the browser', () => {
  // A fresh context per page (withPage): a prefixed URL stores its language, which would send a
  // later unprefixed URL to that language.
  const DESKTOP = { viewport: { width: 1440, height: 900 } };

  it('selects every tab by click, follows it in the URL, and goes back with the back button', async () => {
    for (const locale of LOCALES) {
      const { prefix } = LOCALE_INFO[locale];
      const content = await loadPageContent(locale, 'product');
      await withPage(harness(), DESKTOP, async (page, { problems }) => {
        await page.goto(`${prefix}/product`, { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        const tabs = page.getByRole('tab');
        expect(await tabs.allTextContents()).toEqual(TAB_KEYS.map((k) => content.tabs[k].tab));
        // The bare URL shows the first tab; visit the others, then come back to the first.
        for (const index of [1, 2, 3, 4, 5, 0]) {
          const key = TAB_KEYS[index] ?? 'samd';
          const tab = page.getByRole('tab', { name: content.tabs[key].tab, exact: true });
          await tab.click();
          await page.waitForURL(`**${prefix}/product?type=${index + 1}`);
          await waitForSelected(page, content.tabs[key].tab);
          expect(await panelHeading(page).textContent()).toBe(content.tabs[key].heading.title);
        }
        await page.goBack();
        await page.waitForURL(`**${prefix}/product?type=6`);
        await waitForSelected(page, content.tabs.languageModel.tab);
        expect(await panelHeading(page).textContent()).toBe(
          content.tabs.languageModel.heading.title,
        );
        expectNoProblems(problems, locale);
      });
    }
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    for (const locale of LOCALES) {
      const { prefix } = LOCALE_INFO[locale];
      const content = await loadPageContent(locale, 'product');
      await withPage(harness(), DESKTOP, async (page, { problems }) => {
        await open(page, `${prefix}/product?type=1`);
        await page.getByRole('tab', { selected: true }).focus();
        const steps: [string, string][] = [
          ['ArrowRight', '2'],
          ['End', '6'],
          ['ArrowRight', '1'],
          ['ArrowLeft', '6'],
          ['Home', '1'],
          ['ArrowDown', '2'],
        ];
        for (const [key, type] of steps) {
          const tabKey = TAB_KEYS[Number(type) - 1] ?? 'samd';
          await page.keyboard.press(key);
          await page.waitForURL((url) => url.searchParams.get('type') === type);
          await waitForSelected(page, content.tabs[tabKey].tab);
          const focused = await page.evaluate(() => ({
            role: document.activeElement?.getAttribute('role'),
            selected: document.activeElement?.getAttribute('aria-selected'),
            text: document.activeElement?.textContent,
          }));
          expect(focused, `${locale} ${key}`).toEqual({
            role: 'tab',
            selected: 'true',
            text: content.tabs[tabKey].tab,
          });
          expect(await panelHeading(page).textContent()).toBe(content.tabs[tabKey].heading.title);
        }
        expect(typeOf(page)).toBe('2');
        expectNoProblems(problems, locale);
      });
    }
  });

  it('shows the four pink risk steps, the image banner text and the intended use of the LLM', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      await open(page, '/en/product?type=3');
      const { riskAssessment, languageModel } = (await loadPageContent('en', 'product')).tabs;
      const steps = page.locator('.product-risk-steps__step');
      expect(await steps.count()).toBe(4);
      const colours = await steps.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).backgroundColor),
      );
      expect(new Set(colours).size).toBe(4);
      expect(await page.locator('.product-risk-banner').textContent()).toContain(
        riskAssessment.imageBanner.text,
      );
      await page.getByRole('tab', { name: languageModel.tab }).click();
      await page.waitForURL('**/en/product?type=6');
      await waitForSelected(page, languageModel.tab);
      const intended = page.locator('.product-intended-use');
      expect(await intended.isVisible()).toBe(true);
      expect(await intended.textContent()).toContain(languageModel.intendedUse.text);
    });
  });
});

describe('Products tabs on a phone (390×844)', () => {
  it('scrolls the selected tab into view and switches tabs by tap', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    await withPage(harness(), phone, async (page, { problems }) => {
      await open(page, '/zh-hant/product?type=6');
      const content = await loadPageContent('zh-hant', 'product');
      const selected = page.getByRole('tab', { selected: true });
      expect(await selected.textContent()).toBe(content.tabs.languageModel.tab);
      const box = await selected.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const hardware = page.getByRole('tab', { name: content.tabs.hardware.tab });
      await hardware.tap();
      await page.waitForURL('**/zh-hant/product?type=2');
      await waitForSelected(page, content.tabs.hardware.tab);
      expect(await panelHeading(page).textContent()).toBe(content.tabs.hardware.heading.title);
      expectNoProblems(problems);
    });
  });
});

describe('service pages', () => {
  it('show their advantages, success figures and scenario banners in each language and size', async () => {
    // Desktop in every language; the phone layout in one (same content, other CSS).
    const runs = [
      { viewport: { width: 1440, height: 900 }, locales: LOCALES },
      { viewport: { width: 390, height: 844 }, locales: ['en'] as const },
    ];
    for (const { viewport, locales } of runs) {
      await withPage(
        harness(),
        { viewport, reducedMotion: 'reduce' },
        async (page, { problems }) => {
          for (const locale of locales) {
            for (const id of SERVICE_PAGES) {
              const url = `${LOCALE_INFO[locale].prefix}/${id}`;
              const content = await loadPageContent(locale, id);
              await page.goto(url, { waitUntil: 'domcontentloaded' });
              await waitForHydration(page);
              await layOutInFull(page);
              const where = `${url} @${viewport.width}`;
              for (const item of content.advantages.list) {
                const title = page.getByRole('heading', { name: item.itemTitle, exact: true });
                expect(await title.isVisible(), where).toBe(true);
              }
              const figures = page.locator('.service-successes');
              await figures.scrollIntoViewIfNeeded();
              const figuresText = (await figures.textContent()) ?? '';
              for (const figure of content.successes.caseList) {
                expect(figuresText, where).toContain(figureText(figure, locale));
                expect(figuresText, where).toContain(figure.label);
                if (figure.source) expect(figuresText, where).toContain(figure.source);
              }
              for (const banner of content.scenarios.banners) {
                const title = page.getByRole('heading', { name: banner.title, exact: true });
                expect(await title.isVisible(), where).toBe(true);
              }
              expect(await page.locator('.service-banner img').count(), where).toBe(
                content.scenarios.banners.length,
              );
              expectNoProblems(problems, where);
            }
          }
        },
      );
    }
  });

  it('uses the SPEC figures, dated 31 Dec 2022', async () => {
    const medical = await loadPageContent('en', 'medical');
    const health = await loadPageContent('en', 'health');
    const eye = await loadPageContent('en', 'health-eye');
    expect(medical.successes.caseList.map((f) => f.value)).toEqual([700, 50, 160]);
    expect(health.successes.caseList.map((f) => f.value)).toEqual([40, 5, 700]);
    expect(eye.successes.caseList[0]?.value).toBe(1100);
    for (const figure of [...medical.successes.caseList, ...health.successes.caseList]) {
      expect(figure.source).toBe('As of 31 Dec 2022');
    }
  });
});
