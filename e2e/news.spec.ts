import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Entry, formatDate, loadEntries } from '../scripts/lib/collections/load';
import { loadPageContent } from '../src/content';
import type { EntryCollection } from '../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();
const collection = ENTRY_COLLECTIONS.find((c) => c.name === 'news') as EntryCollection;
const NEWS_PAGE_SIZE = collection.pageSize;
const FEED_ENTRIES = collection.feed?.entries ?? 0;
let news: Entry[];
beforeAll(async () => {
  news = await loadEntries(collection);
});

/** The site's articles as a list shows them in a language (of one list, or both), newest first. */
function articlesOf(locale: Locale, type?: 'company' | 'responsibility') {
  return news
    .filter((a) => type === undefined || a.shared.type === type)
    .map((a) => ({
      slug: a.slug,
      type: String(a.shared.type),
      date: a.date,
      title: String(a.text[locale].fields.title),
      summary: String(a.text[locale].fields.summary),
      source: String(a.text[locale].fields.source),
      dateLabel: formatDate(a.date, locale),
    }));
}

const prefix = (locale: Locale) => LOCALE_INFO[locale].prefix;

/** Loads `url` in `page` and waits for hydration. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

const cardTitles = (page: Page) => page.locator('.news-card__title').allTextContents();
const cardDates = (page: Page) =>
  page.locator('.news-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));

// Every language at phone size; one at desktop size (the layout differs, the data does not).
describe.each([
  ['mobile', { width: 390, height: 844 }, LOCALES],
  ['desktop', { width: 1440, height: 900 }, ['en'] as const],
] as const)('news at %s size', (_name, viewport, locales) => {
  // A fresh context per page (withPage): a prefixed visit stores its language, which would send
  // later unprefixed URLs to that language.

  it('lists company news newest first, paginated, from the menu URL, in each language', async () => {
    for (const locale of locales) {
      const content = await loadPageContent(locale, 'company-news');
      await withPage(harness(), { viewport }, async (page, { problems }) => {
        await open(page, `${prefix(locale)}/company-news?type=1`);
        expect(await page.locator('h1').textContent()).toBe(content.heading.title);
        const first = articlesOf(locale, 'company').slice(0, NEWS_PAGE_SIZE);
        expect(await cardTitles(page)).toEqual(first.map((a) => a.title));
        const dates = (await cardDates(page)) as string[];
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(await page.locator('.news-card time').first().textContent()).toBe(
          first[0]?.dateLabel,
        );
        // Page 2 by its link (client-side), then prerendered on its own URL.
        await page.locator('.pagination__page', { hasText: '2' }).click();
        await page.waitForURL(`**${prefix(locale)}/company-news?page=2`);
        const second = articlesOf(locale, 'company').slice(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE * 2);
        await page.locator('.news-card__title', { hasText: second[0]?.title ?? '' }).waitFor();
        expect(await cardTitles(page)).toEqual(second.map((a) => a.title));
        expect(await page.locator('.pagination__page[aria-current="page"]').textContent()).toBe(
          '2',
        );
        const html = await (
          await fetch(`${harness().origin}${prefix(locale)}/company-news?type=1&page=2`)
        ).text();
        expect(html).toContain(second[0]?.title);
        expect(html).not.toContain(`>${first[0]?.title}<`);
        expectNoProblems(problems);
      });
    }
  });

  it('opens an article from the list and goes back to the same list page', async () => {
    for (const locale of locales) {
      const detail = await loadPageContent(locale, 'responsibility-details');
      await withPage(harness(), { viewport }, async (page, { problems }) => {
        await open(page, `${prefix(locale)}/company-news?page=2`);
        const article = articlesOf(locale, 'company')[NEWS_PAGE_SIZE];
        if (!article) throw new Error('expected a second page of company news');
        await page.locator('.news-card__link', { hasText: article.title }).click();
        await page.waitForURL(`**${prefix(locale)}/responsibility-details?id=${article.slug}`);
        await page.locator('h1', { hasText: article.title }).waitFor();
        expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(article.title)} \\| `));
        expect(await page.locator('.entry-page__meta time').textContent()).toBe(article.dateLabel);
        expect(await page.locator('.entry-page__meta').textContent()).toContain(article.source);
        expect(await page.locator('.news-article__body h2').count()).toBeGreaterThan(0);
        const back = page.locator('.entry-page__back');
        expect(await back.textContent()).toBe(detail.back.company);
        await back.click();
        await page.waitForURL(`**${prefix(locale)}/company-news?page=2`);
        await page.locator('.news-card__title', { hasText: article.title }).waitFor();
        expectNoProblems(problems);
      });
    }
  });

  it('gives a directly opened article its own head, a back link to its list, and previous/next', async () => {
    const detail = await loadPageContent('en', 'responsibility-details');
    const responsibility = articlesOf('en', 'responsibility');
    const [newest, second] = responsibility;
    if (!newest || !second) throw new Error('expected responsibility articles');
    const html = await (
      await fetch(`${harness().origin}/en/responsibility-details?id=${second.slug}`)
    ).text();
    expect(html).toContain(`<title>${second.title.replace(/&/g, '&amp;')} | `);
    expect(html).toContain(`<meta name="description" content="${second.summary}`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\.jpg">/);
    expect(html).toContain('type="application/atom+xml"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(second.title);

    await withPage(harness(), { viewport }, async (page, { problems }) => {
      await open(page, `/en/responsibility-details?id=${second.slug}`);
      const back = page.locator('.entry-page__back');
      expect(await back.getAttribute('href')).toBe('/en/responsibility');
      expect(await back.textContent()).toBe(detail.back.responsibility);
      await page.locator('.entry-page__sibling--previous').click();
      await page.waitForURL(`**/en/responsibility-details?id=${newest.slug}`);
      await page.locator('h1', { hasText: newest.title }).waitFor();
      expect(await page.locator('.entry-page__sibling--previous').count()).toBe(0);
      await back.click();
      await page.waitForURL('**/en/responsibility');
      expectNoProblems(problems);
    });
  });

  it('lists each year of a list on its own page, linked from the list, with or without JavaScript', async () => {
    for (const locale of locales) {
      const content = await loadPageContent(locale, 'responsibility');
      const all = articlesOf(locale, 'responsibility');
      const years = [...new Set(all.map((a) => a.date.slice(0, 4)))];
      expect(years.length).toBeGreaterThan(0);
      await withPage(harness(), { viewport }, async (page, { problems }) => {
        await open(page, `${prefix(locale)}/responsibility`);
        const links = page.locator('.news-archive__year');
        expect(await links.allTextContents()).toEqual(years);
        expect(await page.locator('.news-archive').getAttribute('aria-label')).toBe(
          content.archive.label,
        );
        // The oldest year by its link (client-side): that year's articles, marked current.
        const year = years.at(-1) as string;
        await links.filter({ hasText: year }).click();
        await page.waitForURL(`**${prefix(locale)}/responsibility?year=${year}`);
        const ofYear = all.filter((a) => a.date.startsWith(year));
        await page
          .locator('.news-page__list-title', {
            hasText: content.archive.yearTitle.replace('{year}', year),
          })
          .waitFor();
        expect(await cardTitles(page)).toEqual(ofYear.map((a) => a.title));
        expect(await page.locator('.news-archive__year[aria-current="page"]').textContent()).toBe(
          year,
        );
        expectNoProblems(problems);
        // Every year is its own prerendered page: complete HTML without JavaScript.
        for (const y of years) {
          const html = await (
            await fetch(`${harness().origin}${prefix(locale)}/responsibility?year=${y}`)
          ).text();
          for (const a of all) {
            const shown = html.includes(`>${a.title.replace(/&/g, '&amp;')}</a>`);
            expect(shown, `${y}: ${a.slug}`).toBe(a.date.startsWith(y));
          }
        }
      });
    }
  });

  it('shows the latest articles, never a blank page, for an unknown or missing id', async () => {
    // Unprefixed first (see above).
    for (const url of ['/responsibility-details', '/zh-hant/responsibility-details?id=nope']) {
      const locale: Locale = url.startsWith('/zh-hant') ? 'zh-hant' : 'zh-hans';
      const detail = await loadPageContent(locale, 'responsibility-details');
      await withPage(harness(), { viewport }, async (page, { problems }) => {
        await open(page, url);
        expect(await page.locator('h1').textContent()).toBe(detail.heading.title);
        expect(await cardTitles(page)).toEqual(
          articlesOf(locale)
            .slice(0, NEWS_PAGE_SIZE)
            .map((a) => a.title),
        );
        expect(await page.locator('.news-page__all a').count()).toBe(2);
        expectNoProblems(problems);
      });
    }
  });
});

describe('news feeds', () => {
  it('serves one valid Atom feed per language with the newest articles', async () => {
    await withPage(harness(), {}, async (page) => {
      await page.goto('/en/story');
      for (const locale of LOCALES) {
        const newest = articlesOf(locale).slice(0, FEED_ENTRIES);
        const res = await fetch(`${harness().origin}${prefix(locale)}/feed.xml`);
        expect(res.status).toBe(200);
        const xml = await res.text();
        const parsed = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return {
            error: doc.getElementsByTagName('parsererror').length,
            root: doc.documentElement.nodeName,
            titles: [...doc.querySelectorAll('entry > title')].map((t) => t.textContent),
            links: [...doc.querySelectorAll('entry > link')].map((l) => l.getAttribute('href')),
          };
        }, xml);
        expect(parsed.error).toBe(0);
        expect(parsed.root).toBe('feed');
        expect(parsed.titles).toEqual(newest.map((a) => a.title));
        expect(parsed.links[0]).toBe(
          `http://localhost:8080${prefix(locale)}/responsibility-details?id=${newest[0]?.slug}`,
        );
      }
    });
  });
});

describe.each([
  ['mobile', { width: 390, height: 844 }, 'h5', LOCALES],
  ['desktop', { width: 1440, height: 900 }, 'pc', ['zh-hant'] as const],
] as const)('patient stories at %s size', (_name, viewport, imageSet, locales) => {
  it('shows a featured story and five stories with topic, quote, picture and a video dialog', async () => {
    for (const locale of locales) {
      const content = await loadPageContent(locale, 'story');
      await withPage(harness(), { viewport }, async (page, { problems }) => {
        await open(page, `${prefix(locale)}/story`);
        expect(await page.locator('h1').textContent()).toBe(content.heading.title);
        const featured = content.stories.find((s) => s.id === content.featuredId);
        expect(await page.locator('.story-featured .story-topic').textContent()).toContain(
          featured?.topic,
        );
        const cards = page.locator('.story-card');
        expect(await cards.count()).toBe(5);
        expect(await cards.locator('blockquote').allTextContents()).toEqual(
          content.stories.map((s) => s.desc),
        );
        // The picture shows the mobile set on a phone, the desktop set on a wide screen.
        const story = content.stories[1];
        if (!story) throw new Error('expected five stories');
        const img = cards.nth(1).locator('img');
        await img.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).currentSrc !== '',
          await img.elementHandle(),
        );
        const current = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
        const expected = imageSet === 'h5' ? story.h5Background : story.pcBackground;
        const files = [expected.sources.avif, expected.sources.webp, expected.sources.jpg].map(
          (u) =>
            u
              .split('/')
              .pop()
              ?.replace(/-\d+\.\w+$/, ''),
        );
        expect(
          files.some((f) => f && current.includes(f)),
          current,
        ).toBe(true);
        // Video: nothing loaded until played; Escape closes and focus returns to the trigger.
        expect(await page.locator('video').count()).toBe(0);
        const trigger = cards.nth(1).locator('.video-trigger');
        await trigger.click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        expect(await dialog.getByRole('heading').textContent()).toBe(story.video.title);
        expect(await dialog.locator('video source').getAttribute('src')).toBe(story.video.url);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
        expectNoProblems(problems);
      });
    }
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
