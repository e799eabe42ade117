import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { holdRequests, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

const SIZES = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const url = (locale: Locale, path: string) => `${LOCALE_INFO[locale].prefix}${path}`;

/** Loads `path` in `page` and waits for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

const visibleTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent),
    );

for (const size of SIZES) {
  describe(`Home and About pages at ${size.viewport.width}×${size.viewport.height}`, () => {
    // One page per language, run side by side. Reduced motion: counters show their final
    // figures at once (the count-up is tested below).
    const eachLocale = (check: (locale: Locale, page: Page, problems: string[]) => Promise<void>) =>
      Promise.all(
        LOCALES.map((locale) =>
          withPage(harness(), { viewport: size.viewport, reducedMotion: 'reduce' }, (page, tools) =>
            check(locale, page, tools.problems),
          ),
        ),
      );

    it('Home: hero under the transparent header, four statistics, five slides, counters', async () => {
      await eachLocale(async (locale, page, problems) => {
        const content = await loadPageContent(locale, 'home');
        await open(page, url(locale, '/home'));
        const where = `${locale} ${size.name}`;
        expect(await page.locator('h1').textContent(), where).toBe(content.heading.title);
        // The hero starts at the very top, under the fixed, transparent header.
        expect((await page.locator('.home-hero').boundingBox())?.y, where).toBe(0);
        expect(
          await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor),
        ).toBe('rgba(0, 0, 0, 0)');
        const heroImage = page.locator('.home-hero img');
        expect(await heroImage.getAttribute('fetchpriority')).toBe('high');

        expect(await texts(page, '.home-facts__figure'), where).toEqual(
          content.statistics.map((s) => s.figure),
        );
        expect(await texts(page, '.home-facts__source'), where).toEqual(
          content.statistics.map((s) => s.source),
        );
        expect(await page.locator('.home-exam img').getAttribute('alt')).toBe(
          content.retinalExam.image.alt,
        );

        const finals = await texts(page, '.home-impact .stat__live');
        expect(finals[1]?.replace(/\D/g, ''), where).toBe('95830');
        // docs/spec.md#states: one caption per layout.
        const captions = content.impact.figures.map((f) =>
          size.name === 'mobile' ? f.mobileCaption : f.desktopCaption,
        );
        expect(
          await visibleTexts(page, '.home-impact .stat__label, .home-impact__mobile-caption'),
          where,
        ).toEqual(captions);

        const carousel = page.locator('.story-carousel');
        expect(await carousel.getAttribute('aria-roledescription')).toBe(
          content.carousel.roleCarousel,
        );
        const slides = carousel.locator('.story-carousel__slide');
        expect(await slides.count(), where).toBe(5);
        expect(await slides.nth(2).getAttribute('aria-label')).toBe(
          content.carousel.slideLabel.replace('{n}', '3').replace('{total}', '5'),
        );
        expect(await texts(page, '.story-carousel__topic'), where).toEqual(
          content.carousel.stories.map((s) => s.topic),
        );
        expect(await slides.first().locator('picture source[media]').count()).toBe(3);
        expectNoProblems(problems, where);
      });
    });

    it('About pages: profile with video, timeline 2015–2025, partners, awards filter', async () => {
      await eachLocale(async (locale, page, problems) => {
        const where = `${locale} ${size.name}`;
        const about = await loadPageContent(locale, 'about');
        await open(page, url(locale, '/about'));
        expect(await page.locator('h1').textContent(), where).toBe(about.heading.title);
        expect(await page.locator('.about-facts dd').allTextContents()).toContain('02251.HK');
        for (const href of ['/development-history', '/partner', '/awards']) {
          expect(await page.locator(`.about-explore a[href="${url(locale, href)}"]`).count()).toBe(
            1,
          );
        }
        // Poster first; the video loads only when asked for.
        expect(await page.locator('video').count()).toBe(0);
        await page.locator('.about-profile__video').click();
        await page.locator('dialog.video-modal video').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('dialog.video-modal').waitFor({ state: 'hidden' });
        expectNoProblems(problems, where);

        const history = await loadPageContent(locale, 'development-history');
        await open(page, url(locale, '/development-history'));
        const years = await texts(page, '.timeline__year-title');
        expect(years, where).toEqual(Array.from({ length: 11 }, (_, i) => String(2015 + i)));
        expect(years).toEqual(history.entries.map((e) => String(e.year)));
        expect(await page.locator('.timeline__image').count()).toBe(11);
        const left = await page.locator('.timeline__line--left').first().boundingBox();
        const right = await page.locator('.timeline__line--right').first().boundingBox();
        if (size.name === 'desktop') {
          expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThan(size.viewport.width / 2);
          expect(right?.x).toBeGreaterThan(size.viewport.width / 2);
        } else {
          expect(left?.x).toBe(right?.x);
        }
        expectNoProblems(problems, where);

        const partner = await loadPageContent(locale, 'partner');
        await open(page, url(locale, '/partner'));
        expect(await page.locator('#partner-experts').textContent()).toBe(
          partner.sections.experts.title,
        );
        expect(await page.locator('.partner-quote').count()).toBe(partner.experts.length);
        expect(await texts(page, '.partner-wall__count'), where).toEqual([
          '700+',
          '160+',
          '40+',
          '700+',
          '1100+',
          '5+',
        ]);
        expectNoProblems(problems, where);

        const awards = await loadPageContent(locale, 'awards');
        await open(page, url(locale, '/awards'));
        const items = page.locator('.awards-grid__item');
        expect(await items.count()).toBe(awards.items.length);
        const button2021 = page.locator('.awards-filter__button', { hasText: '2021' });
        await button2021.click();
        expect(await button2021.getAttribute('aria-pressed')).toBe('true');
        const shown = awards.items.filter((item) => item.year === 2021);
        expect(await texts(page, '.awards-grid__year')).toEqual(shown.map(() => '2021'));
        expect(await page.locator('.awards__count').textContent()).toBe(
          awards.filter.count.replace('{count}', String(shown.length)),
        );
        await page.locator('.awards-filter__button', { hasText: awards.filter.all }).click();
        expect(await items.count()).toBe(awards.items.length);
        expectNoProblems(problems, where);
      });
    });
  });
}

describe('story carousel', () => {
  it('moves with buttons, dots and arrow keys, pauses, and plays a story video', async () => {
    const content = await loadPageContent('en', 'home');
    await withPage(
      harness(),
      { viewport: { width: 1440, height: 900 } },
      async (page, { problems }) => {
        await open(page, '/en/home');
        const carousel = page.locator('.story-carousel');
        const current = () =>
          page
            .locator('.story-carousel__dot')
            .evaluateAll((dots) =>
              dots.findIndex((d) => d.getAttribute('aria-current') === 'true'),
            );
        const waitCurrent = (index: number) =>
          page.waitForFunction(
            (i) =>
              document.querySelectorAll('.story-carousel__dot')[i]?.getAttribute('aria-current') ===
                'true' &&
              !document.querySelectorAll('.story-carousel__slide')[i]?.hasAttribute('inert'),
            index,
          );
        // Counters count up once scrolled into view and end on the final figure.
        const live = page.locator('.home-impact .stat__live').nth(1);
        // Off screen after hydration it waits at zero, then counts when scrolled to.
        await page.waitForFunction(
          () => document.querySelectorAll('.home-impact .stat__live')[1]?.textContent === '0',
        );
        await page.locator('.home-impact').scrollIntoViewIfNeeded();
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.home-impact .stat__value')].every(
            (el) =>
              el.querySelector('.stat__live')?.textContent ===
              el.querySelector('.stat__reserve')?.textContent,
          ),
        );
        expect(await live.textContent()).toBe('95,830');
        await carousel.scrollIntoViewIfNeeded();
        // Embla arrives after hydration.
        const next = carousel.getByRole('button', { name: content.carousel.next });
        await next.click();
        await waitCurrent(1);
        // Focus is inside: auto-advance is paused; arrow keys move.
        await page.keyboard.press('ArrowRight');
        await waitCurrent(2);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await waitCurrent(0);
        await page.keyboard.press('ArrowLeft');
        await waitCurrent(4); // loops
        await carousel
          .getByRole('button', { name: content.carousel.goTo.replace('{n}', '2') })
          .click();
        await waitCurrent(1);
        expect(await current()).toBe(1);
        // Slides out of view are inert: one play button reachable.
        expect(await page.locator('.story-carousel__slide:not([inert])').count()).toBe(1);

        const pause = carousel.getByRole('button', { name: content.carousel.pause });
        await pause.click();
        await carousel.getByRole('button', { name: content.carousel.play }).waitFor();

        const story = content.carousel.stories[1];
        await carousel
          .getByRole('button', { name: `${content.carousel.playVideo}: ${story?.video.title}` })
          .click();
        const dialog = page.locator('.story-carousel dialog[open]');
        await dialog.locator('video').waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expectNoProblems(problems);
      },
    );
  });

  it('loads Embla only when the carousel nears the screen, and a press made before it arrived still moves', async () => {
    await withPage(
      harness(),
      { viewport: { width: 390, height: 844 } },
      async (page, { problems }) => {
        const content = await loadPageContent('en', 'home');
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        // Embla arrives slowly: the press below happens before it is there.
        const release = await holdRequests(page, /embla-carousel/);
        await page.goto('/en/home');
        await waitForHydration(page);
        await page.waitForTimeout(500);
        // The page has started and the carousel is far below: its library is not fetched.
        expect(requested.filter((u) => /embla-carousel/.test(u))).toEqual([]);

        const carousel = page.locator('.story-carousel');
        await carousel.scrollIntoViewIfNeeded();
        await expect.poll(() => requested.some((u) => /embla-carousel/.test(u))).toBe(true);
        // Pressed while the library is still on its way: nothing moves yet, and nothing is lost.
        await carousel.getByRole('button', { name: content.carousel.next }).click();
        expect(
          await page.locator('.story-carousel__dot').first().getAttribute('aria-current'),
        ).toBe('true');
        release();
        await page.waitForFunction(
          () =>
            document.querySelectorAll('.story-carousel__dot')[1]?.getAttribute('aria-current') ===
              'true' &&
            !document.querySelectorAll('.story-carousel__slide')[1]?.hasAttribute('inert'),
        );
        expectNoProblems(problems);
      },
    );
  });

  it('does not advance by itself under prefers-reduced-motion', async () => {
    const content = await loadPageContent('zh-hans', 'home');
    await withPage(
      harness(),
      { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' },
      async (page, { problems }) => {
        await open(page, '/home');
        await page
          .locator('.story-carousel')
          .getByRole('button', { name: content.carousel.play })
          .waitFor();
        expect(await page.locator('.story-carousel__dot[aria-current="true"]').count()).toBe(1);
        expectNoProblems(problems);
      },
    );
  });
});
