import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatNumber } from '../format';
import { LOCALE_INFO, LOCALES } from '../locales';

describe.each(LOCALES)('formats in %s match Intl', (locale) => {
  const intl = LOCALE_INFO[locale].intl;

  it('numbers with 0 to 3 decimals', () => {
    const values = [
      0, 1, 9, 10, 999, 1000, 1234, 12345, 99999.5, 123456, 1000000, 30000000, 0.5, 1.005, 2.675,
      97.25, 99.99, 99.995, 1234567.25, -1234.5, -1000,
    ];
    // Plus the values a count-up passes through: value × ease(t) for many t.
    for (let i = 1; i < 200; i++)
      values.push(30000000 * (1 - (1 - i / 200) ** 3), 97.3 * (i / 200));
    for (const decimals of [0, 1, 2, 3]) {
      const format = new Intl.NumberFormat(intl, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of values) {
        expect(formatNumber(locale, value, decimals), `${value} (${decimals})`).toBe(
          format.format(value),
        );
      }
    }
  });

  it('short month names', () => {
    const format = new Intl.DateTimeFormat(intl, { month: 'short', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      expect(formatMonth(locale, month)).toBe(format.format(Date.UTC(2020, month - 1, 1)));
    }
  });

  it('long dates', () => {
    const format = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' });
    for (const iso of ['2025-01-01', '2025-06-03', '2026-09-30', '2019-12-31', '2024-02-29']) {
      expect(formatDate(locale, iso)).toBe(format.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});
