/**
 * The financial calendar (issue 63): its page in three languages (coming events soonest first,
 * then past ones), its link in the Investor Relations menu, its category views without
 * JavaScript, its iCalendar feed and each event's file as a calendar program reads them (ical.js),
 * and its events in site search.
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Entry, loadEntries } from '../scripts/lib/collections/load';
import { loadPageContent } from '../src/content';
import type { EntryCollection } from '../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { todayInHongKong } from './helpers/dates';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { searchResults } from './helpers/search-results';
import { useHarness } from './helpers/use-harness';

const collection = ENTRY_COLLECTIONS.find((c) => c.name === 'calendar') as EntryCollection;
const harness = useHarness();
let events: Entry[];
beforeAll(async () => {
  events = await loadEntries(collection);
});

const prefix = (locale: Locale) => LOCALE_INFO[locale].prefix;
const titleOf = (entry: Entry, locale: Locale) => String(entry.text[locale].fields.title);
const lastDay = (entry: Entry) => String(entry.shared.ends ?? entry.date);

/** The events of a calendar file as a calendar program reads them. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate };
  });
}

async function titles(page: Page, section: number) {
  return page.locator('.calendar-page__section').nth(section).locator('h3').allTextContents();
}

describe('the financial calendar', () => {
  it('lists the coming events soonest first, then the past ones, in each language', async () => {
    // Both kinds among the sample events, today: the test shows the split, not one list.
    const today = todayInHongKong();
    const newestFirst = events;
    const upcoming = newestFirst.filter((e) => lastDay(e) >= today).reverse();
    const past = newestFirst.filter((e) => lastDay(e) < today);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      await withPage(
        harness(),
        { viewport: { width: 390, height: 844 } },
        async (page, { problems }) => {
          await page.goto(`${prefix(locale)}/financial-calendar`);
          await waitForHydration(page);
          expect(await titles(page, 0)).toEqual(upcoming.map((e) => titleOf(e, locale)));
          expect(await titles(page, 1)).toEqual(past.map((e) => titleOf(e, locale)));
          // A timed event says its time is Hong Kong's, in its `datetime` too.
          const timed = upcoming.find((e) => e.shared.time) as Entry;
          expect(await page.locator(`[id="${timed.slug}"] time`).getAttribute('datetime')).toBe(
            `${timed.date}T${String(timed.shared.time)}+08:00`,
          );
          // The head and the page link this language's feed.
          const feed = `${prefix(locale)}/financial-calendar.ics`;
          expect(
            await page.locator('link[rel="alternate"][type="text/calendar"]').getAttribute('href'),
          ).toMatch(new RegExp(`${feed.replaceAll('.', '\\.')}$`));
          expect(await page.locator(`a[href="${feed}"]`).count()).toBe(1);
          expectNoProblems(problems);
        },
      );
    }
  });

  it('is in the Investor Relations menu of every language, after corporate governance', async () => {
    for (const locale of LOCALES) {
      await withPage(harness(), { viewport: { width: 1440, height: 900 } }, async (page) => {
        await page.goto(`${prefix(locale)}/investor`);
        const content = await loadPageContent(locale, 'financial-calendar');
        const links = page.locator('header nav a[href$="/financial-calendar"]');
        expect(await links.count(), locale).toBeGreaterThan(0);
        expect((await links.first().textContent())?.trim()).toBe(content.meta.title);
        const hrefs = await page
          .locator('header nav li:has(> a[href$="/financial-calendar"])')
          .first()
          .locator('xpath=..')
          .locator('a')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        const at = hrefs.findIndex((h) => h.endsWith('/financial-calendar'));
        expect(hrefs[at - 1], locale).toMatch(/\/corporate-governance$/);
      });
    }
  });

  it('shows one category without JavaScript', async () => {
    await withPage(harness(), { javaScriptEnabled: false }, async (page) => {
      const content = await loadPageContent('en', 'financial-calendar');
      await page.goto('/en/financial-calendar');
      await page
        .getByRole('navigation', { name: content.filter.label })
        .getByRole('link', { name: content.categories['general-meeting'] })
        .click();
      await page.waitForURL(/category=general-meeting/);
      const meetings = events.filter((e) => e.shared.category === 'general-meeting');
      expect(meetings.length).toBeGreaterThanOrEqual(2);
      const shown = [...(await titles(page, 0)), ...(await titles(page, 1))].sort();
      expect(shown).toEqual(meetings.map((e) => titleOf(e, 'en')).sort());
    });
  });

  it('serves a feed and a file per event that a calendar program reads, in each language', async () => {
    const uids: string[][] = [];
    const timed = events.find((e) => e.shared.time) as Entry;
    for (const locale of LOCALES) {
      const response = await fetch(`${harness().origin}${prefix(locale)}/financial-calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      const feed = parsed(await response.text());
      expect(feed.map((e) => e.summary).sort()).toEqual(
        events.map((e) => titleOf(e, locale)).sort(),
      );
      uids.push(feed.map((e) => e.uid).sort());
      // An event's own file (its "add to calendar" link): that one event, the same UID.
      const own = await fetch(`${harness().origin}${prefix(locale)}/calendar/${timed.slug}.ics`);
      expect(own.status).toBe(200);
      const [only, ...rest] = parsed(await own.text());
      expect(rest).toEqual([]);
      expect(only?.summary).toBe(titleOf(timed, locale));
      expect(feed.find((e) => e.summary === only?.summary)?.uid).toBe(only?.uid);
      // Its time is Hong Kong's (10:00 there is 02:00 UTC).
      expect(only?.start.toJSDate().toISOString()).toBe(
        new Date(`${timed.date}T${String(timed.shared.time)}:00+08:00`).toISOString(),
      );
    }
    // One UID per event, the same in every language.
    expect(new Set(uids[0]).size).toBe(events.length);
    expect(uids[1]).toEqual(uids[0]);
    expect(uids[2]).toEqual(uids[0]);
  });

  it('finds an event by its title in site search, on the calendar page', async () => {
    await withPage(harness(), { viewport: { width: 1440, height: 900 } }, async (page) => {
      const event = events[0] as Entry;
      for (const locale of LOCALES) {
        const title = titleOf(event, locale);
        await page.goto(`${prefix(locale)}/search?q=${encodeURIComponent(title)}&kind=investors`);
        const found = await searchResults(page);
        expect(
          found.some((r) => r.href.startsWith(`${prefix(locale)}/financial-calendar`)),
          `${locale}: ${JSON.stringify(found)}`,
        ).toBe(true);
      }
    });
  });
});
