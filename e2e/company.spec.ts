/**
 * Careers, career details, investor relations, contact (offices and the message form) and the
 * privacy notice, in three languages at 390×844 and 1440×900.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../scripts/lib/collections/load';
import { SUGGEST_MAX } from '../shared/contact';
import { loadPageContent } from '../src/content';
import type { EntryCollection } from '../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import type { ContactContent } from '../src/content/types';
import { LOCALE_INFO, LOCALES, type Locale, languageType } from '../src/i18n/locales';
import { todayInHongKong } from './helpers/dates';
import { IPHONE_UA, waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const SIZES = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
const CATEGORIES = ['algorithm', 'marketing', 'product', 'medical'] as const;

const harness = useHarness();
const calendar = ENTRY_COLLECTIONS.find((c) => c.name === 'calendar') as EntryCollection;

/**
 * Each test has a fresh context (withPage): a prefixed URL stores its language, which would send
 * later unprefixed URLs of a shared context to that language.
 */
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const at = (locale: Locale, path: string) => `${LOCALE_INFO[locale].prefix}${path}`;

/** Loads `url` in `page` and waits for hydration. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

const h2Texts = (page: Page) => page.locator('main h2').allTextContents();

describe.each(SIZES)('company pages at $name size', ({ viewport, ...options }) => {
  it('shows every section of careers, investor relations, contact and privacy in each language', async () => {
    await withPage(harness(), { viewport, ...options }, async (page, { problems }) => {
      for (const locale of LOCALES) {
        const career = await loadPageContent(locale, 'career');
        await page.goto(at(locale, '/career'));
        await waitForHydration(page);
        expect(await h2Texts(page)).toEqual(Object.values(career.sections).map((s) => s.title));
        const points = [...career.values, ...career.life, ...career.benefits];
        expect(points.length).toBeGreaterThan(0);
        for (const point of points) {
          expect(await page.getByText(point.desc, { exact: true }).isVisible(), point.title).toBe(
            true,
          );
        }
        // The four categories link to their detail pages, in the spec's order.
        const links = page.locator('.career__position');
        expect(await links.count()).toBe(4);
        for (const [i, key] of CATEGORIES.entries()) {
          expect(await links.nth(i).getAttribute('href')).toBe(
            at(locale, `/career-detail?type=${i + 1}`),
          );
          expect(await links.nth(i).locator('h3').textContent()).toBe(career.positions[key].title);
        }
        // Life images are loaded and have their alt text.
        const lifeImage = page.locator('.career__life-image').first();
        expect(await lifeImage.getAttribute('alt')).toBe(career.life[0]?.illustration.alt);

        const investor = await loadPageContent(locale, 'investor');
        await page.goto(at(locale, '/investor'));
        await waitForHydration(page);
        expect(await h2Texts(page)).toEqual(Object.values(investor.sections).map((s) => s.title));
        expect(await page.getByText(investor.stock.note).isVisible()).toBe(true);
        expect(await page.locator('iframe').count()).toBe(0);
        const contactValues = await page.locator('.investor__contact dd').allTextContents();
        expect(contactValues).toEqual(investor.contact.map((c) => c.value));

        const contact = await loadPageContent(locale, 'contact');
        await page.goto(at(locale, '/contact'));
        await waitForHydration(page);
        expect(await h2Texts(page)).toEqual(Object.values(contact.sections).map((s) => s.title));
        expect(await page.locator('main h3').allTextContents()).toEqual(
          contact.offices.map((o) => o.title),
        );
        expect(await page.locator('.contact__map').count()).toBe(2);
        expect(await page.locator('.contact__hotline').getAttribute('href')).toBe('tel:4001003999');

        const privacy = await loadPageContent(locale, 'privacy');
        await page.goto(at(locale, '/privacy'));
        await waitForHydration(page);
        expect(await h2Texts(page)).toEqual(Object.values(privacy.sections).map((s) => s.title));
        expect(await page.locator(`a[href="mailto:${privacy.email}"]`).isVisible()).toBe(true);
      }
      // No horizontal scrolling at this size.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expectNoProblems(problems);
    });
  });
});

describe('career detail', () => {
  it('shows each category with its post, quotes, posts, work base and a mailto Submit', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      // zh-hans first: the prefixed languages after it store their code in this context.
      for (const locale of LOCALES) {
        const content = await loadPageContent(locale, 'career-detail');
        for (const [i, key] of CATEGORIES.entries()) {
          const category = content.categories[key];
          const name = content.sections[key].title;
          await page.goto(at(locale, `/career-detail?type=${i + 1}`));
          await waitForHydration(page);
          expect(await page.locator('main h2').textContent()).toBe(category.post);
          expect(await page.locator('.variant-nav [aria-current="page"]').textContent()).toBe(name);
          expect(await page.locator('.career-detail__oath li').allTextContents()).toEqual(
            category.postOathDetail,
          );
          expect(await page.locator('.career-detail__quote blockquote').allTextContents()).toEqual(
            category.colleaguesWordsList.map((q) => q.ctt),
          );
          expect(await page.locator('.career-detail__post-title').allTextContents()).toEqual(
            category.postList.map((p) => p.title),
          );
          const submit = page.locator('.career-detail__submit');
          expect(await submit.textContent()).toBe(category.workplace.btn);
          const href = (await submit.getAttribute('href')) ?? '';
          expect(href.startsWith(`mailto:${category.workplace.email}?subject=`)).toBe(true);
          expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe(
            content.labels.mailSubject.replace('{category}', name),
          );
        }
      }
      // An unknown type shows the first category.
      const content = await loadPageContent('en', 'career-detail');
      await page.goto('/en/career-detail?type=9');
      await waitForHydration(page);
      expect(await page.locator('main h2').textContent()).toBe(content.categories.algorithm.post);
      // Switching category in the page keeps working after hydration.
      await page.locator('.variant-nav a').nth(2).click();
      await page.waitForURL('**/en/career-detail?type=3');
      // The address changes first; the category's content follows in the same transition.
      await expect
        .poll(() => page.locator('main h2').textContent())
        .toBe(content.categories.product.post);
      expectNoProblems(problems);
    });
  });
});

describe('investor relations', () => {
  it.each(LOCALES)(
    'opens the exchange quote on request and lists the next events of the calendar (%s)',
    async (locale) => {
      const content = await loadPageContent(locale, 'investor');
      await withPage(harness(), DESKTOP, async (page, { problems }) => {
        await open(page, at(locale, '/investor'));
        const quote = page.locator('.investor__quote-button');
        expect(await quote.getAttribute('href')).toBe(content.stock.quoteUrl);
        expect(await quote.getAttribute('target')).toBe('_blank');
        expect(await quote.getAttribute('rel')).toBe('noopener');
        // The next three events of the financial calendar, soonest first, each linked to its
        // place on the calendar's page.
        const today = todayInHongKong();
        const events = (await loadEntries(calendar))
          .filter((e) => String(e.shared.ends ?? e.date) >= today)
          .reverse()
          .slice(0, 3);
        expect(events.length).toBeGreaterThan(0);
        const titles = page.locator('.investor__event-title a');
        expect(await titles.allTextContents()).toEqual(
          events.map((e) => String(e.text[locale].fields.title)),
        );
        expect(await titles.first().getAttribute('href')).toBe(
          `${LOCALE_INFO[locale].prefix}/financial-calendar#${events[0]?.slug}`,
        );
        expect(
          await page.locator('.investor__event time').first().getAttribute('datetime'),
        ).toMatch(new RegExp(`^${events[0]?.date}`));
        expectNoProblems(problems);
      });
    },
  );
});

describe('contact form', () => {
  async function openForm(page: Page, locale: Locale) {
    await open(page, at(locale, '/contact'));
    const content = (await loadPageContent(locale, 'contact')) as ContactContent;
    return { content, form: page.locator('form.contact-form') };
  }

  async function fill(page: Page, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) {
      if (name === 'appeal') await page.selectOption('#contact-appeal', value);
      else await page.fill(`#contact-${name}`, value);
    }
  }

  const valid = {
    name: 'Test Visitor',
    phone: '010-1234 5678',
    email: 'visitor@example.com',
    appeal: '8',
    suggest: 'We would like to learn more about retinal screening.',
  };

  it.each(LOCALES)(
    'shows the validation messages, the 500 limit and consent required (%s)',
    async (locale) => {
      const lang = languageType(locale);
      await withPage(harness(), DESKTOP, async (page, { problems }) => {
        const { content, form } = await openForm(page, locale);
        // The consent links to the privacy notice of this language, in a new tab.
        const privacy = form.locator('.contact-form__consent a');
        expect(await privacy.getAttribute('href')).toBe(at(locale, '/privacy'));
        expect(await privacy.getAttribute('target')).toBe('_blank');
        // Pressing the button at once (the form's code may still be loading) validates.
        await form.locator('button[type="submit"]').click();
        await page.locator('form.contact-form[data-live="true"]').waitFor();
        await page.locator('#contact-name-error').waitFor();
        expect(await page.locator('#contact-name-error').textContent()).toBe(
          content.form.messages.required,
        );
        expect(await page.locator('#contact-consent-error').textContent()).toBe(
          content.form.messages.consent_required,
        );
        expect(await page.locator('#contact-name').getAttribute('aria-invalid')).toBe('true');

        await fill(page, { ...valid, email: 'not-an-email' });
        await page.locator('#contact-suggest').fill('字'.repeat(SUGGEST_MAX + 1));
        await form.locator('button[type="submit"]').click();
        await page.locator('#contact-email-error').waitFor();
        const emailError = await page.locator('#contact-email-error').textContent();
        expect(emailError).toBe(['邮箱格式不符', '電郵格式不符', 'Invalid Email'][lang]);
        expect(await page.locator('#contact-suggest-error').textContent()).toBe(
          content.form.messages.suggest_too_long,
        );
        expect(await page.locator('.contact-form__count [aria-hidden]').textContent()).toBe(
          content.form.counter.replace('{count}', '501').replace('{max}', '500'),
        );
        // Back to 500 characters: the message goes away as the visitor types.
        await page.locator('#contact-suggest').fill('字'.repeat(SUGGEST_MAX));
        await page.locator('#contact-suggest-error').waitFor({ state: 'detached' });
        expect(await page.locator('.contact-form__count--over').count()).toBe(0);
        expectNoProblems(problems);
      });
    },
  );

  it('sends a message through the real server, announces success and clears the form', async () => {
    await withPage(harness(), DESKTOP, async (page, { problems }) => {
      const { form } = await openForm(page, 'zh-hans');
      const shown = Date.now();
      await page.locator('#contact-name').click();
      await page.locator('form.contact-form[data-live="true"]').waitFor();
      await fill(page, valid);
      await page.locator('#contact-consent').check();
      // Wait out the server's "too fast to be a person" window so the message is stored as real.
      await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - shown)));
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      await form.locator('button[type="submit"]').click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['content-type']).toBe(
        'application/x-www-form-urlencoded',
      );
      const sent = new URLSearchParams(response.request().postData() ?? '');
      expect(sent.get('language_type')).toBe('0');
      expect(Number(sent.get('started_at'))).toBeGreaterThan(0);
      expect(sent.get('website')).toBe('');
      expect((await response.json()).success).toBe(true);
      await page.locator('[data-sonner-toast]', { hasText: '发送成功' }).waitFor();
      expect(await page.locator('#contact-name').inputValue()).toBe('');
      expect(await page.locator('#contact-consent').isChecked()).toBe(false);
      expectNoProblems(problems);
    });
  });

  it('shows the server error, keeps what was typed and disables the button while sending', async () => {
    await withPage(harness(), DESKTOP, async (page) => {
      const { form } = await openForm(page, 'en');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, err: 'The server is busy' }),
        });
      });
      await page.locator('#contact-name').click();
      await page.locator('form.contact-form[data-live="true"]').waitFor();
      await fill(page, valid);
      await page.locator('#contact-consent').check();
      const button = form.locator('button[type="submit"]');
      await button.click();
      await page.waitForFunction(
        () => (document.querySelector('.contact-form__submit') as HTMLButtonElement).disabled,
      );
      release();
      await page.locator('[data-sonner-toast]', { hasText: 'The server is busy' }).waitFor();
      expect(await button.isDisabled()).toBe(false);
      expect(await page.locator('#contact-email').inputValue()).toBe(valid.email);
      expect(await page.locator('#contact-suggest').inputValue()).toBe(valid.suggest);
    });
  });

  it.each(['zh-hans', 'en'] as const)(
    'shows the network error in the page language (%s)',
    async (locale) => {
      await withPage(harness(), DESKTOP, async (page) => {
        const { form } = await openForm(page, locale);
        await page.route('**/api/contact', (route) => route.abort('failed'));
        await page.locator('#contact-name').click();
        await page.locator('form.contact-form[data-live="true"]').waitFor();
        await fill(page, valid);
        await page.locator('#contact-consent').check();
        await form.locator('button[type="submit"]').click();
        const words = (await loadPageContent(locale, 'contact')).form.messages.network;
        expect(words).toBe(locale === 'en' ? 'A network error occurred' : '发生网络错误');
        await page.locator('[data-sonner-toast]', { hasText: words }).waitFor();
        expect(await page.locator('#contact-name').inputValue()).toBe(valid.name);
      });
    },
  );
});
