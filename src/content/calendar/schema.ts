/**
 * The financial calendar's schemas (calendar/collection.ts declares the rest): an event's front
 * matter, and the words of its page, `/financial-calendar`.
 */
import { z } from 'zod';
import type { CollectionSchemas } from '../entries/define';
import { paginationLabels } from '../schema/news';
import { code, isoDate, keyedObject, pageBase, text } from '../schema/primitives';
import { CALENDAR_CATEGORIES } from './collection';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * An event (`src/content/calendar/<slug>.<language>.md`): the title in every language's file;
 * the rest once, in the zh-hans file. (An event with both `time` and `ends`, or whose `ends` is
 * not after its `date`, fails the build in the iCalendar writer, naming it: the pipeline reads
 * the fields one by one, so the schema holds no rule across fields.)
 */
export const calendarFrontMatter = z.strictObject({
  /** The day, in Hong Kong. */
  date: isoDate(),
  /** The time it starts, Hong Kong time, where it is known (a general meeting). */
  time: z
    .string({ error: 'must be a time written HH:MM (Hong Kong time)' })
    .regex(TIME, 'must be a time written HH:MM (Hong Kong time), e.g. "10:00" in quotes')
    .optional(),
  /** The last day, for an event of several days (a book closure). */
  ends: isoDate().optional(),
  category: z.enum(CALENDAR_CATEGORIES, {
    error: `must be one of: ${CALENDAR_CATEGORIES.join(', ')}`,
  }),
  title: text(),
  /** The slug of the announcement it concerns, among the investor documents. */
  document: code().optional(),
});

/** `/financial-calendar`: the coming events, then the past ones; by category, by year. */
export const calendarPageContent = z.strictObject({
  ...pageBase,
  categories: keyedObject(CALENDAR_CATEGORIES, text()),
  /** The category links: their accessible name, and the link to every event. */
  filter: z.strictObject({ label: text(), all: text() }),
  /** Heading of one category's view; `{category}` is replaced. */
  categoryTitle: text(),
  upcoming: text(),
  past: text(),
  /** Shown when a view has no coming (or no past) event. */
  noUpcoming: text(),
  noPast: text(),
  /** After an event's time, e.g. "Hong Kong time". */
  hongKongTime: text(),
  /** An event of several days: `{from}` and `{to}` are replaced. */
  span: text(),
  /** The link to the announcement an event concerns. */
  document: text(),
  /** The link to one event's calendar file; `{title}` is replaced in its accessible name. */
  addToCalendar: text(),
  addToCalendarLabel: text(),
  /** The calendar feed: its heading, what it is for, its link. */
  subscribe: z.strictObject({ title: text(), text: text(), link: text() }),
  /** Said of dates that are expected, not yet fixed by an announcement. */
  note: text(),
  pagination: paginationLabels,
  archive: z.strictObject({ label: text(), title: text(), yearTitle: text(), latest: text() }),
});

/** What the collection map loads: its schemas, by its pages. */
export const calendarSchemas = {
  frontMatter: calendarFrontMatter,
  pages: { 'financial-calendar': calendarPageContent },
} as const satisfies CollectionSchemas;
