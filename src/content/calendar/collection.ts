/**
 * The financial calendar: the dates an investor plans around (results announcements, general
 * meetings, book closures, dividend payments), each `src/content/calendar/<slug>.<locale>.md`,
 * front matter only (`calendarFrontMatter`, calendar/schema.ts): the title in each language; the
 * day, the time where known (Hong Kong), the last day of a span, the category and the
 * announcement it concerns written once. Its page, `/financial-calendar` under Investor
 * Relations, lists the coming events and the past ones; its iCalendar feed
 * (`financial-calendar.ics` in each language) is what a calendar program subscribes to, and each
 * event has a file of its own to add it to a calendar.
 */
import type { CollectionSettings } from '../entries/define';

/** The kinds of event, in the order the page's filter shows them. */
export const CALENDAR_CATEGORIES = [
  'results',
  'general-meeting',
  'book-closure',
  'dividend',
  'other',
] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export const CALENDAR = {
  name: 'calendar',
  folder: 'calendar',
  pagesAfter: 'corporate-governance',
  pages: {
    // Every event, the coming ones first; by category (`?category=`) and year (`?year=`).
    'financial-calendar': {
      path: '/financial-calendar',
      kind: 'investors',
      section: 'investor',
      variants: { param: 'page', values: ['1'] },
      menu: { under: '/investor', after: '/corporate-governance' },
    },
  },
  singular: 'event',
  date: 'date',
  title: 'title',
  lists: { page: 'financial-calendar', filter: 'category' },
  // The Investor Relations overview shows the next events.
  shownOn: [{ page: 'investor', query: '' }],
  // One page holds a company's calendar for years.
  pageSize: 200,
  body: false,
  feed: {
    path: 'financial-calendar.ics',
    format: 'icalendar',
    entries: 200,
    time: 'time',
    ends: 'ends',
  },
  editor: {
    sort: ['date', 'title'],
    filters: ['category', 'year'],
    groups: ['year', 'category'],
  },
} as const satisfies CollectionSettings;
