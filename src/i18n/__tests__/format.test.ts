import { describe, expect, it } from 'vitest';
import { formatSize } from '../../components/documents/document-files';
import { formatDate, formatMonth, formatNumber, formatNumberUpTo } from '../format';
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

  it('numbers with at most 0 to 3 decimals', () => {
    const values = [0, 1, 1.04, 1.05, 1.5, 12.35, 12.96, 99.99, 99.95, 1234.5, 1023.999, 245, 0.5];
    for (let i = 1; i < 200; i++) values.push(1 + (i * 37.3) / 7, i / 16);
    for (const decimals of [0, 1, 2, 3]) {
      const format = new Intl.NumberFormat(intl, { maximumFractionDigits: decimals });
      for (const value of values) {
        expect(formatNumberUpTo(locale, value, decimals), `${value} (${decimals})`).toBe(
          format.format(value),
        );
      }
    }
  });

  it('file sizes (formatSize) as Intl wrote them', () => {
    const kb = new Intl.NumberFormat(intl, { maximumFractionDigits: 0 });
    const mb = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
    const sizes = [1, 500, 1024, 1535, 1536, 250_000, 1024 * 1023.6, 1024 * 1024, 12_999_999];
    for (let i = 1; i < 100; i++) sizes.push(Math.round(1.37 ** i));
    for (const bytes of sizes) {
      const expected =
        bytes >= 1024 * 1024
          ? `${mb.format(bytes / (1024 * 1024))} MB`
          : `${kb.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
      expect(formatSize(bytes, locale), String(bytes)).toBe(expected);
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
