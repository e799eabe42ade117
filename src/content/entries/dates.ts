/**
 * An entry's date written out, as its pages show it (`dateLabel` in the data files): the build
 * writes it (scripts/lib/collections) and the editor's previews write the date being edited the
 * same way. With `Intl`, which the pages avoid (src/i18n/format.ts): neither runs in a page.
 */
import { LOCALE_INFO, type Locale } from '../../i18n/locales';

/** Date formatters by language and kind (`formatDate`). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date in a language, e.g. 2024年5月8日 / May 8, 2024 (UTC: the same on every machine); a date
 * and time (Hong Kong time) with its time, e.g. 10 March 2026 at 16:45.
 */
export function formatDate(date: string, locale: Locale): string {
  const withTime = date.includes('T');
  const key = `${locale} ${withTime}`;
  // One formatter per language and kind: making one costs about 0.1 ms, 0.5 s at 1,000 articles.
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
      timeZone: withTime ? 'Asia/Hong_Kong' : 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format.format(instantOf(date));
}

/** The instant of a date (midnight UTC) or of a Hong Kong date and time. */
export function instantOf(date: string): Date {
  return date.includes('T') ? new Date(`${date}:00+08:00`) : new Date(`${date}T00:00:00Z`);
}

/** A date or date and time as written in the files (`isoDate()`, `isoDateTime()`). */
const WRITTEN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/;

/**
 * What is being typed in the editor written out as the build will write it, once it is a date
 * (or a date and time); until then, as it is.
 */
export function dateLabelOf(date: string, locale: Locale): string {
  return WRITTEN.test(date) && !Number.isNaN(instantOf(date).getTime())
    ? formatDate(date, locale)
    : date;
}
