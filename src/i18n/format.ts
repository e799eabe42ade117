/**
 * Numbers and dates written the way `Intl` writes them in the site's languages, without `Intl`.
 *
 * Why not `Intl` in the pages: the first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page
 * starts ICU, 15 to 40 ms of main thread on a desktop and four times that on a mid-range phone,
 * all in one task during hydration. That one task was the longest of the Home, Products, History
 * and Investors pages in Lighthouse (`long-tasks`). The formats below are few and fixed, and
 * `src/i18n/__tests__/format.test.ts` checks every one against `Intl` in every language, so they
 * cannot drift from it. (News dates are written at build time with `Intl`: scripts/lib/collections.)
 */
import type { Locale } from './locales';

interface LocaleFormat {
  /** Thousands separator and decimal mark (`Intl.NumberFormat`, Latin digits). */
  group: string;
  decimal: string;
  /** `Intl.DateTimeFormat(intl, { month: 'short' })`, month 1–12. */
  month(month: number): string;
  /** `Intl.DateTimeFormat(intl, { dateStyle: 'long' })`. */
  date(year: number, month: number, day: number): string;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const englishMonth = (month: number) => ENGLISH_MONTHS[month - 1] ?? String(month);

const chinese: LocaleFormat = {
  group: ',',
  decimal: '.',
  month: (month) => `${month}月`,
  date: (year, month, day) => `${year}年${month}月${day}日`,
};

/** One entry per language: a new language fails the type-check until it has its formats. */
const FORMATS: Record<Locale, LocaleFormat> = {
  'zh-hans': chinese,
  'zh-hant': chinese,
  en: {
    group: ',',
    decimal: '.',
    month: (month) => englishMonth(month).slice(0, 3),
    date: (year, month, day) => `${englishMonth(month)} ${day}, ${year}`,
  },
};

/**
 * `value` with `decimals` digits after the mark and the thousands grouped, rounded as `Intl`
 * rounds: half away from zero, on the number's shortest decimal form (1.005 gives "1.01", though
 * the double is 1.00499…). `formatNumber('en', 30000000)` is "30,000,000". For finite numbers
 * from 1e-6 to 1e21 (smaller ones are written as 0).
 */
export function formatNumber(locale: Locale, value: number, decimals = 0): string {
  const { group, decimal } = FORMATS[locale];
  const written = String(Math.abs(value));
  const [whole = '0', fraction = ''] = written.includes('e') ? ['0'] : written.split('.');
  let digits = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const grouped = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, group);
  const rest = decimals > 0 ? `${decimal}${text.slice(text.length - decimals)}` : '';
  return `${value < 0 && digits > 0n ? '-' : ''}${grouped}${rest}`;
}

/**
 * `value` with at most `maxDecimals` digits after the mark, as `Intl.NumberFormat`'s
 * `maximumFractionDigits` writes it: rounded as `formatNumber` rounds, then without trailing zeros
 * (12.04 with one decimal is "12", 12.35 is "12.4"). Same range as `formatNumber`.
 */
export function formatNumberUpTo(locale: Locale, value: number, maxDecimals: number): string {
  const written = formatNumber(locale, value, maxDecimals);
  if (maxDecimals === 0) return written;
  const { decimal } = FORMATS[locale];
  const [whole = '', fraction = ''] = written.split(decimal);
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}${decimal}${kept}` : whole;
}

/** The short name of a month (1–12): "9月", "Sep". */
export function formatMonth(locale: Locale, month: number): string {
  return FORMATS[locale].month(month);
}

/** An ISO date `YYYY-MM-DD` written out in full: "2025年6月3日", "June 3, 2025". */
export function formatDate(locale: Locale, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return FORMATS[locale].date(year, month, day);
}
