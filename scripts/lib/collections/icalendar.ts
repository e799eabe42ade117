/**
 * A collection's events as iCalendar (RFC 5545, a feed of `format: 'icalendar'`, entries/define.ts):
 * the feed a calendar program subscribes to,
 * and the "add to calendar" file of one event. It follows RFC 5545 for the objects (one
 * VCALENDAR, VERSION 2.0, a VEVENT per event with UID, DTSTAMP and DTSTART), the TEXT escapes
 * (section 3.3.11: backslash, semicolon, comma, line break as `\n`), the content lines (section
 * 3.1: every line ended by CRLF, folded at 75 octets of UTF-8 with each continuation line
 * starting with one space, never inside a multi-byte character), and adds the names most
 * programs read for a subscribed calendar: X-WR-CALNAME, X-WR-TIMEZONE and RFC 7986's NAME.
 *
 * Times are written in UTC, so the file needs no VTIMEZONE: Hong Kong is UTC+8 all year (no
 * daylight saving since 1979). Dates without a time are all-day events (VALUE=DATE), whose
 * DTEND is the day after the last day (RFC 5545 section 3.6.1: the end is exclusive).
 *
 * Pure and without dependencies, so the build and the server can both use it. A malformed
 * date, time or stamp throws, naming the event, rather than writing a file that calendar
 * programs would misread.
 */

export interface CalendarEvent {
  /** Stable and globally unique, e.g. `${slug}@${host}`; the same in every language. */
  uid: string;
  /** YYYY-MM-DD, the day in Hong Kong. */
  date: string;
  /** HH:MM, Hong Kong time (UTC+8, no daylight saving). */
  time?: string;
  /** YYYY-MM-DD, the last day, inclusive (all-day spans such as a book closure). */
  ends?: string;
  /** The title in the feed's language. */
  summary: string;
  /** Plain text. */
  description?: string;
  /** Absolute URL (the calendar page, or the document). */
  url?: string;
  /** The category's name in the feed's language. */
  categories?: string;
}

export interface CalendarSettings {
  /** The calendar's name in its language (X-WR-CALNAME, NAME). */
  name: string;
  /** PRODID, e.g. `-//Retinova//Financial calendar//EN`. */
  productId: string;
  /** BCP 47 tag of the feed's language, e.g. `zh-Hans`: the LANGUAGE of its texts. */
  language: string;
  /** DTSTAMP: a UTC date-time (`20261128T000000Z`) or an ISO instant (`2026-11-28T00:00:00Z`). */
  stamp: string;
}

/** Hong Kong's offset from UTC, in hours: +8 all year. */
const HONG_KONG_UTC_OFFSET_HOURS = 8;
/** A timed event's length: the calendar gives a start only, so programs are shown one hour. */
const TIMED_EVENT_HOURS = 1;
/** RFC 5545 section 3.1: a content line is at most 75 octets, its line break excluded. */
const LINE_OCTETS = 75;
const CRLF = '\r\n';

/** The whole calendar: the header, then one VEVENT per event, in the order given. */
export function icalendar(events: readonly CalendarEvent[], calendar: CalendarSettings): string {
  const stamp = utcStamp(calendar.stamp);
  const language = languageTag(calendar.language);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME;LANGUAGE=${language}:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'X-WR-TIMEZONE:Asia/Hong_Kong',
    ...events.flatMap((event) => eventLines(event, stamp, language)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => fold(line) + CRLF).join('');
}

/** The "add to calendar" file of one event: the same header, one VEVENT. */
export function eventFile(event: CalendarEvent, calendar: CalendarSettings): string {
  return icalendar([event], calendar);
}

function eventLines(event: CalendarEvent, stamp: string, language: string): string[] {
  const where = `calendar event ${JSON.stringify(event.uid)}`;
  if (!event.uid.trim()) throw new Error(`A calendar event has no uid (${event.summary})`);
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`];
  const start = parseDate(event.date, `${where}: date`);
  if (event.time !== undefined) {
    if (event.ends !== undefined)
      throw new Error(`${where}: a timed event has no "ends" (spans are all-day events)`);
    const [hours, minutes] = parseTime(event.time, `${where}: time`);
    // Hong Kong time to UTC; Date.UTC carries a negative hour into the day before.
    const startMs = Date.UTC(
      start.year,
      start.month - 1,
      start.day,
      hours - HONG_KONG_UTC_OFFSET_HOURS,
      minutes,
    );
    // The content gives a start only: DTEND is one hour later (TIMED_EVENT_HOURS), so that
    // calendar programs show a block rather than a point in time.
    lines.push(
      `DTSTART:${utcDateTime(startMs)}`,
      `DTEND:${utcDateTime(startMs + TIMED_EVENT_HOURS * 3_600_000)}`,
    );
  } else {
    const last = event.ends === undefined ? start : parseDate(event.ends, `${where}: ends`);
    const startMs = Date.UTC(start.year, start.month - 1, start.day);
    const lastMs = Date.UTC(last.year, last.month - 1, last.day);
    if (lastMs < startMs) throw new Error(`${where}: ends ${event.ends} is before ${event.date}`);
    // DTEND of an all-day event is exclusive: the day after the last day.
    lines.push(
      `DTSTART;VALUE=DATE:${utcDate(startMs)}`,
      `DTEND;VALUE=DATE:${utcDate(lastMs + 86_400_000)}`,
    );
  }
  lines.push(`SUMMARY;LANGUAGE=${language}:${escapeText(event.summary)}`);
  if (event.description !== undefined)
    lines.push(`DESCRIPTION;LANGUAGE=${language}:${escapeText(event.description)}`);
  if (event.url !== undefined) lines.push(`URL:${absoluteUrl(event.url, where)}`);
  if (event.categories !== undefined)
    lines.push(`CATEGORIES;LANGUAGE=${language}:${escapeText(event.categories)}`);
  // Announcements and meetings to note, not appointments: they do not make the subscriber busy.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, any line break
 * written `\n`; other control characters, which TEXT may not hold, dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/**
 * Folds one content line (RFC 5545 section 3.1): at most 75 octets of UTF-8 on each line, the
 * CRLF excluded; a continuation line starts with one space, which counts in its 75. A character
 * is never split: a line breaks before a character that would not fit whole.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD: 3). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real YYYY-MM-DD day (not 2027-02-30). */
function parseDate(value: string, where: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return { year, month, day };
  }
  throw new Error(`${where} must be a day written YYYY-MM-DD, not ${JSON.stringify(value)}`);
}

/** HH:MM on a 24-hour clock. */
function parseTime(value: string, where: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new Error(`${where} must be HH:MM (24-hour), not ${JSON.stringify(value)}`);
  return [Number(match[1]), Number(match[2])];
}

/** DTSTAMP: kept if already a UTC date-time, else an instant converted to UTC (seconds). */
function utcStamp(value: string): string {
  if (/^\d{8}T\d{6}Z$/.test(value)) return value;
  // An instant names its offset (Z or ±HH:MM); a bare date-time would be read in local time.
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (Number.isNaN(instant))
    throw new Error(
      `The calendar's stamp must be a UTC date-time (20261128T000000Z) or an ISO instant with its offset, not ${JSON.stringify(value)}`,
    );
  return utcDateTime(instant);
}

/** A BCP 47 tag, safe as a parameter value (letters, digits, hyphens). */
function languageTag(value: string): string {
  if (!/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value))
    throw new Error(`The calendar's language must be a BCP 47 tag, not ${JSON.stringify(value)}`);
  return value;
}

/** A URI value (not TEXT, so not escaped): absolute, and on one line. */
function absoluteUrl(value: string, where: string): string {
  if (!URL.canParse(value) || /\s/.test(value))
    throw new Error(`${where}: url must be an absolute URL, not ${JSON.stringify(value)}`);
  return value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYYMMDD of a UTC midnight. */
function utcDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** YYYYMMDDTHHMMSSZ (RFC 5545 section 3.3.5, form 2: UTC). */
function utcDateTime(ms: number): string {
  const date = new Date(ms);
  return `${utcDate(ms)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}
