/**
 * Each investor document's own page (issue 64, part 2): `/investor-document?id=<slug>` in each
 * language, complete without JavaScript (title, date, category, summary, its PDFs with sizes,
 * canonical and hreflang), linked from the list; in WeChat its share card is the document's own
 * (part 4), on Android and iOS.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Entry, loadEntries } from '../scripts/lib/collections/load';
import { loadPageContent, loadSiteContent } from '../src/content';
import type { EntryCollection } from '../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { axeOf } from './helpers/axe';
import { layOutInFull, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';
import {
  acceptShareSignature,
  lastShareCard,
  shareCardCount,
  WECHAT_ANDROID_UA,
  WECHAT_IOS_UA,
  wechatBridge,
} from './helpers/wechat';

const collection = ENTRY_COLLECTIONS.find((c) => c.name === 'documents') as EntryCollection;
const harness = useHarness();
let documents: Entry[];
beforeAll(async () => {
  documents = await loadEntries(collection);
});

const prefix = (locale: Locale) => LOCALE_INFO[locale].prefix;
const field = (entry: Entry, locale: Locale, key: string) =>
  entry.text[locale].fields[key] as string | undefined;
const filesOf = (entry: Entry) =>
  entry.shared.files as Record<string, { url: string; bytes: number }>;
const pathOf = (entry: Entry, locale: Locale) =>
  `${prefix(locale)}/investor-document?id=${entry.slug}`;
/** The newest document with a summary, and the newest without one. */
const withSummary = () => documents.find((d) => field(d, 'en', 'summary')) as Entry;
const withoutSummary = () => documents.find((d) => !field(d, 'en', 'summary')) as Entry;

const phone = (userAgent: string) => ({
  viewport: { width: 390, height: 844 },
  userAgent,
  isMobile: true,
  hasTouch: true,
});

describe('a document’s own page', () => {
  it('shows its title, date, category, summary and PDFs in each language without JavaScript', () =>
    withPage(harness(), { javaScriptEnabled: false }, async (page) => {
      const document = withSummary();
      expect(document).toBeDefined();
      for (const locale of LOCALES) {
        const content = await loadPageContent(locale, 'investor-document');
        const site = await loadSiteContent(locale);
        const response = await page.goto(pathOf(document, locale));
        expect(response?.status()).toBe(200);
        const title = field(document, locale, 'title') as string;
        const summary = field(document, locale, 'summary') as string;
        expect(await page.locator('h1').textContent()).toBe(title);
        expect(await page.title()).toBe(`${title} | ${site.sharedTitle}`);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
          summary,
        );
        expect(await page.locator('.document-page__summary').textContent()).toBe(summary);
        expect(await page.locator('.entry-page__meta time').getAttribute('datetime')).toBe(
          `${document.date}+08:00`,
        );
        const category = content.categories[document.shared.category as 'announcements'];
        expect(await page.locator('.document-page__category').textContent()).toBe(category);
        // Every version's PDF, the page's own language first, each named with its size.
        const links = page.locator('.document-page__files .document-files__link');
        const files = filesOf(document);
        expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
          expect.arrayContaining(Object.values(files).map((f) => f.url)),
        );
        expect(await links.first().getAttribute('href')).toBe((files[locale] ?? files.en)?.url);
        expect(await links.first().textContent()).toMatch(/PDF.*\d+(\.\d)? (KB|MB)/);
        // Its own canonical address, and its versions in the other languages.
        const origin = harness().builtFor ?? '';
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          `${origin}${pathOf(document, locale)}`,
        );
        for (const other of LOCALES)
          expect(
            await page
              .locator(`link[rel="alternate"][hreflang="${LOCALE_INFO[other].htmlLang}"]`)
              .getAttribute('href'),
          ).toBe(`${origin}${pathOf(document, other)}`);
        // The way back to the list.
        expect(await page.getByRole('link', { name: content.back }).getAttribute('href')).toBe(
          `${prefix(locale)}/investor-documents`,
        );
      }
    }));

  it('describes a document without a summary by its date and category', () =>
    withPage(harness(), { javaScriptEnabled: false }, async (page) => {
      const document = withoutSummary();
      const content = await loadPageContent('en', 'investor-document');
      await page.goto(pathOf(document, 'en'));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain(
        content.categories[document.shared.category as 'announcements'],
      );
      expect(description).toContain(await page.locator('.entry-page__meta time').textContent());
      expect(await page.locator('.document-page__summary').count()).toBe(0);
    }));

  it('is linked from the list, and meets WCAG 2.2 AA', () =>
    withPage(harness(), { viewport: { width: 390, height: 844 } }, async (page, { problems }) => {
      await page.goto('/zh-hant/investor-documents');
      await waitForHydration(page);
      const newest = documents[0] as Entry;
      const title = field(newest, 'zh-hant', 'title') as string;
      await page.locator('.documents-list__title').getByRole('link', { name: title }).click();
      await page.waitForURL((url) => url.search === `?id=${newest.slug}`);
      await page.locator('h1', { hasText: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/zh-hant/investor-document');
      await layOutInFull(page);
      const { violations } = await axeOf(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      expectNoProblems(problems);
    }));

  it.each([
    ['Android', WECHAT_ANDROID_UA],
    ['iOS', WECHAT_IOS_UA],
  ])('in WeChat on %s, shares the document’s own card, and the site’s elsewhere', (_, ua) =>
    withPage(harness(), phone(ua), async (page, { context }) => {
      await context.addInitScript(wechatBridge);
      await acceptShareSignature(context);
      const document = withSummary();
      await page.goto(pathOf(document, 'en'));
      await waitForHydration(page);
      const card = await lastShareCard(page);
      expect(card.title).toBe(field(document, 'en', 'title'));
      expect(card.desc).toBe(field(document, 'en', 'summary'));
      expect(card.link).toBe(page.url());
      expect(String(card.imgUrl)).toMatch(/^https?:\/\/.+\/brand\/icon-512\.png$/);
      // Back to the list (a client-side navigation): the site's card.
      const site = await loadSiteContent('en');
      const content = await loadPageContent('en', 'investor-document');
      const before = await shareCardCount(page);
      await page.getByRole('link', { name: content.back }).click();
      await page.waitForURL((url) => url.pathname === '/en/investor-documents');
      await page.waitForFunction(
        ({ count }) =>
          ((window as unknown as { __wechatCalls: { name: string }[] }).__wechatCalls ?? []).filter(
            (c) => c.name === 'updateAppMessageShareData',
          ).length > count,
        { count: before },
      );
      expect((await lastShareCard(page)).title).toBe(site.sharedTitle);
      // And to another document: its own card again.
      const other = documents[1] as Entry;
      await page
        .locator('.documents-list__title')
        .getByRole('link', { name: field(other, 'en', 'title') })
        .click();
      await page.waitForURL((url) => url.search === `?id=${other.slug}`);
      await page.waitForFunction(
        (title) => {
          const calls = (
            window as unknown as {
              __wechatCalls: { name: string; args: { title: string } }[];
            }
          ).__wechatCalls;
          return (
            calls.filter((c) => c.name === 'updateAppMessageShareData').at(-1)?.args.title === title
          );
        },
        field(other, 'en', 'title'),
      );
    }),
  );
});
