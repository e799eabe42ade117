/**
 * The iCalendar writer as a calendar program sees it: every file is parsed back with ical.js
 * (Mozilla's RFC 5545 parser, the one Thunderbird uses), and the raw text is checked for what
 * a parser forgives (line length, line breaks).
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, eventFile, fold, icalendar } from '../icalendar';

const CALENDAR = {
  name: '视瞳科技投资者日历',
  productId: '-//Retinova//Financial calendar//ZH',
  language: 'zh-Hans',
  stamp: '20261128T000000Z',
};

const RESULTS: CalendarEvent = {
  uid: '2027-annual-results-announcement@www.retinova.com',
  date: '2027-03-25',
  summary: '公布 2026 年度业绩',
  url: 'https://www.retinova.com/investor',
  categories: '业绩',
};
const CLOSURE: CalendarEvent = {
  uid: '2027-agm-book-closure@www.retinova.com',
  date: '2027-06-01',
  ends: '2027-06-04',
  summary: '暂停办理股份过户登记（2027 年股东周年大会）',
  categories: '暂停办理股份过户登记',
};
const AGM: CalendarEvent = {
  uid: '2027-annual-general-meeting@www.retinova.com',
  date: '2027-06-04',
  time: '10:00',
  summary: '2027 年股东周年大会',
  description: '地点：香港\n时间：上午 10:00',
  categories: '股东大会',
};
const EVENTS = [RESULTS, CLOSURE, AGM];

/** The VEVENTs of a file, as ical.js reads them. */
function parsedEvents(text: string): ICAL.Component[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent');
}

function eventByUid(text: string, uid: string): ICAL.Component {
  const found = parsedEvents(text).filter((event) => event.getFirstPropertyValue('uid') === uid);
  expect(found).toHaveLength(1);
  return found[0] as ICAL.Component;
}

function time(event: ICAL.Component, name: 'dtstart' | 'dtend'): ICAL.Time {
  const value = event.getFirstPropertyValue(name);
  expect(value).toBeInstanceOf(ICAL.Time);
  return value as ICAL.Time;
}

/** The physical lines, split on CRLF only (the text ends with one). */
function physicalLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Text of code points of one octet in UTF-8 (ASCII), two (é), three (Chinese) and four (emoji). */
const MIXED_TEXT = fc
  .array(
    fc
      .oneof(
        fc.integer({ min: 0x20, max: 0x7e }),
        fc.integer({ min: 0x80, max: 0x7ff }),
        fc.integer({ min: 0x800, max: 0xd7ff }),
        fc.integer({ min: 0xe000, max: 0xffff }),
        fc.integer({ min: 0x10000, max: 0x10ffff }),
      )
      .map((codePoint) => String.fromCodePoint(codePoint)),
    { minLength: 1, maxLength: 200 },
  )
  .map((characters) => characters.join(''));

describe('icalendar', () => {
  const text = icalendar(EVENTS, CALENDAR);

  it('writes the calendar header a subscribed calendar needs', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(CALENDAR.productId);
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR.name);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Hong_Kong');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes one VEVENT per event, each with its UID, the stamp and its summary', () => {
    const events = parsedEvents(text);
    expect(events).toHaveLength(3);
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual(
      EVENTS.map((event) => event.uid),
    );
    const results = eventByUid(text, RESULTS.uid);
    expect(results.getFirstPropertyValue('summary')).toBe('公布 2026 年度业绩');
    expect(results.getFirstProperty('summary')?.getParameter('language')).toBe('zh-Hans');
    expect(time(results, 'dtstart').toString()).toBe('2027-03-25');
    expect((results.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
    expect(results.getFirstPropertyValue('url')).toBe('https://www.retinova.com/investor');
    expect(results.getFirstPropertyValue('categories')).toBe('业绩');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20270325\r\n');
  });

  it('writes a day without a time as an all-day event ending the next day', () => {
    const results = eventByUid(text, RESULTS.uid);
    const start = time(results, 'dtstart');
    const end = time(results, 'dtend');
    expect(start.isDate).toBe(true);
    expect(end.isDate).toBe(true);
    expect(end.toString()).toBe('2027-03-26');
  });

  it('ends a span the day after its last day (DTEND is exclusive)', () => {
    const closure = eventByUid(text, CLOSURE.uid);
    expect(time(closure, 'dtstart').toString()).toBe('2027-06-01');
    expect(time(closure, 'dtend').toString()).toBe('2027-06-05');
    expect(time(closure, 'dtend').isDate).toBe(true);
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20270605\r\n');
  });

  it('ends a span across a month and a year the right day', () => {
    const spans = icalendar(
      [
        { uid: 'a@example.com', date: '2027-02-26', ends: '2027-02-28', summary: 'February' },
        { uid: 'b@example.com', date: '2027-12-30', ends: '2027-12-31', summary: 'New year' },
      ],
      CALENDAR,
    );
    expect(time(eventByUid(spans, 'a@example.com'), 'dtend').toString()).toBe('2027-03-01');
    expect(time(eventByUid(spans, 'b@example.com'), 'dtend').toString()).toBe('2028-01-01');
  });

  it('converts Hong Kong time to UTC, and ends a timed event an hour later', () => {
    const agm = eventByUid(text, AGM.uid);
    const start = time(agm, 'dtstart');
    expect(start.isDate).toBe(false);
    // 2027-06-04 10:00 in Hong Kong (UTC+8) is 02:00 UTC.
    expect(start.toJSDate().toISOString()).toBe('2027-06-04T02:00:00.000Z');
    expect(time(agm, 'dtend').toJSDate().toISOString()).toBe('2027-06-04T03:00:00.000Z');
    expect(text).toContain('\r\nDTSTART:20270604T020000Z\r\n');
  });

  it('moves a Hong Kong morning before 08:00 to the day before in UTC', () => {
    const early = icalendar(
      [{ uid: 'early@example.com', date: '2027-01-01', time: '07:30', summary: 'Early' }],
      CALENDAR,
    );
    const event = eventByUid(early, 'early@example.com');
    expect(time(event, 'dtstart').toJSDate().toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(time(event, 'dtend').toJSDate().toISOString()).toBe('2027-01-01T00:30:00.000Z');
  });

  it('escapes commas, semicolons, backslashes and line breaks, which round-trip', () => {
    const tricky = 'Results, dividend; book closure \\ AGM\nsecond line';
    const written = icalendar(
      [
        {
          uid: 'tricky@example.com',
          date: '2027-03-25',
          summary: tricky,
          description: '第一行，含逗号, 分号; 反斜杠 \\\r\n第二行',
          categories: 'Results, annual',
        },
      ],
      { ...CALENDAR, name: 'Retinova; investor calendar, English', language: 'en' },
    );
    const event = eventByUid(written, 'tricky@example.com');
    expect(event.getFirstPropertyValue('summary')).toBe(tricky);
    expect(event.getFirstPropertyValue('description')).toBe(
      '第一行，含逗号, 分号; 反斜杠 \\\n第二行',
    );
    // One category whose name holds a comma, not two categories.
    expect(event.getFirstProperty('categories')?.getValues()).toEqual(['Results, annual']);
    expect(written).toContain(
      'SUMMARY;LANGUAGE=en:Results\\, dividend\\; book closure \\\\ AGM\\nsecond line',
    );
    // ical.js keeps X- and RFC 7986 properties unparsed; RFC 5545 makes them TEXT by default.
    const calendar = new ICAL.Component(ICAL.parse(written));
    const name = calendar.getFirstPropertyValue('x-wr-calname');
    expect(name).toBe('Retinova\\; investor calendar\\, English');
    expect(ICAL.design.icalendar.value.text?.fromICAL?.(String(name))).toBe(
      'Retinova; investor calendar, English',
    );
  });

  it('writes the summary in Chinese and in English as given', () => {
    const english = icalendar([{ ...AGM, summary: '2027 annual general meeting' }], {
      ...CALENDAR,
      language: 'en',
    });
    const traditional = icalendar([{ ...AGM, summary: '2027 年股東週年大會' }], {
      ...CALENDAR,
      language: 'zh-Hant',
    });
    expect(eventByUid(english, AGM.uid).getFirstPropertyValue('summary')).toBe(
      '2027 annual general meeting',
    );
    expect(eventByUid(traditional, AGM.uid).getFirstPropertyValue('summary')).toBe(
      '2027 年股東週年大會',
    );
    expect(
      eventByUid(traditional, AGM.uid).getFirstProperty('summary')?.getParameter('language'),
    ).toBe('zh-Hant');
  });

  it('folds a long Chinese line at 75 octets, and it unfolds to the original', () => {
    const long =
      '关于暂停办理股份过户登记以确定出席 2027 年股东周年大会并于会上投票的资格的安排，详情请参阅股东周年大会通告及通函';
    expect(octets(`SUMMARY;LANGUAGE=zh-Hans:${long}`)).toBeGreaterThan(2 * 75);
    const written = icalendar([{ ...RESULTS, summary: long, description: long }], CALENDAR);
    const lines = physicalLines(written);
    const continuations = lines.filter((line) => line.startsWith(' '));
    expect(continuations.length).toBeGreaterThanOrEqual(4);
    const event = eventByUid(written, RESULTS.uid);
    expect(event.getFirstPropertyValue('summary')).toBe(long);
    expect(event.getFirstPropertyValue('description')).toBe(long);
  });

  it('keeps every line within 75 octets and ends every line with CRLF', () => {
    const long = '股东周年大会'.repeat(40);
    const written = icalendar(
      [...EVENTS, { ...AGM, uid: 'long@example.com', summary: long }],
      CALENDAR,
    );
    const lines = physicalLines(written);
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.filter((line) => octets(line) > 75)).toEqual([]);
    // Lines are filled: a folded line is cut only where the next character would not fit.
    expect(lines.some((line) => octets(line) >= 73)).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('never splits a character when folding, whatever its length in UTF-8', () => {
    fc.assert(
      fc.property(MIXED_TEXT, (value) => {
        const folded = fold(`SUMMARY:${value}`);
        const lines = folded.split('\r\n');
        return (
          lines.every((line) => octets(line) <= 75) &&
          lines.slice(1).every((line) => line.startsWith(' ')) &&
          // A character split in two would leave a lone surrogate, which UTF-8 cannot carry.
          lines.every(
            (line) => new TextDecoder().decode(new TextEncoder().encode(line)) === line,
          ) &&
          folded.replace(/\r\n /g, '') === `SUMMARY:${value}`
        );
      }),
      { numRuns: 300 },
    );
    // Four-octet characters at the fold: 8 + 16 × 4 = 72, so the 17th moves whole to line two.
    const emoji = `SUMMARY:${'👁'.repeat(20)}`;
    expect(fold(emoji).split('\r\n').map(octets)).toEqual([72, 1 + 4 * 4]);
  });

  it('folds at exactly 75 octets: 75 stay on one line, 76 take two', () => {
    expect(fold('X'.repeat(75))).toBe('X'.repeat(75));
    expect(fold('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // 24 three-octet characters after 'SUMMARY:' (8) are 80 octets: the 23rd would end at 77.
    const chinese = `SUMMARY:${'会'.repeat(24)}`;
    expect(fold(chinese).split('\r\n').map(octets)).toEqual([8 + 22 * 3, 1 + 2 * 3]);
  });

  it('converts an ISO instant stamp to UTC', () => {
    const written = icalendar([RESULTS], { ...CALENDAR, stamp: '2026-11-28T16:30:00+08:00' });
    expect(written).toContain('\r\nDTSTAMP:20261128T083000Z\r\n');
  });

  it('refuses a malformed day, time, span or stamp', () => {
    expect(() => icalendar([{ ...RESULTS, date: '2027-02-30' }], CALENDAR)).toThrow(/date/);
    expect(() => icalendar([{ ...AGM, time: '10am' }], CALENDAR)).toThrow(/time/);
    expect(() => icalendar([{ ...CLOSURE, ends: '2027-05-31' }], CALENDAR)).toThrow(/before/);
    expect(() => icalendar([{ ...AGM, ends: '2027-06-05' }], CALENDAR)).toThrow(/ends/);
    expect(() => icalendar([RESULTS], { ...CALENDAR, stamp: '2026-11-28 00:00' })).toThrow(/stamp/);
    expect(() => icalendar([{ ...RESULTS, url: '/investor' }], CALENDAR)).toThrow(/url/);
  });

  it('writes an empty calendar that still parses', () => {
    expect(parsedEvents(icalendar([], CALENDAR))).toHaveLength(0);
  });
});

describe('eventFile', () => {
  it('writes a one-event calendar with the same header', () => {
    const file = eventFile(AGM, CALENDAR);
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR.name);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = events[0] as ICAL.Component;
    expect(event.getFirstPropertyValue('uid')).toBe(AGM.uid);
    expect(event.getFirstPropertyValue('summary')).toBe('2027 年股东周年大会');
    expect(time(event, 'dtstart').toJSDate().toISOString()).toBe('2027-06-04T02:00:00.000Z');
    // The same event as in the feed, line for line.
    const feed = icalendar(EVENTS, CALENDAR);
    const vevent = (whole: string) =>
      whole.slice(whole.indexOf('BEGIN:VEVENT'), whole.indexOf('END:VEVENT'));
    expect(feed).toContain(vevent(file));
    expect(physicalLines(file).filter((line) => octets(line) > 75)).toEqual([]);
  });
});
