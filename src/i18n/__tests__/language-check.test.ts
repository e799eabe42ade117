import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CHECK_CONSTANTS,
  LANGUAGE_CHECK_SCRIPT,
  type LanguageCheckWindow,
  languageCheck,
} from '../language-check';
import { LANGUAGE_STORAGE_KEY, LOCALE_INFO, LOCALES, localeFromCode } from '../locales';

function fakeWindow(url: string, stored: string | null, qiankun = false) {
  const u = new URL(url, 'https://site.test');
  const storage = new Map<string, string>(stored === null ? [] : [['i18n', stored]]);
  const replaced: string[] = [];
  const w: LanguageCheckWindow = {
    location: {
      pathname: u.pathname,
      search: u.search,
      hash: u.hash,
      replace: (to: string) => {
        replaced.push(to);
      },
    },
    localStorage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => {
        storage.set(k, v);
      },
    },
    document: { documentElement: { style: { visibility: '' } } },
    __POWERED_BY_QIANKUN__: qiankun,
  };
  return { w, storage, replaced };
}

describe('languageCheck', () => {
  it('stores the language of a prefixed URL (the URL wins)', () => {
    const { w, storage, replaced } = fakeWindow('/en/about', '2');
    languageCheck(w, LANGUAGE_CHECK_CONSTANTS);
    expect(storage.get('i18n')).toBe('3');
    expect(replaced).toEqual([]);
    const hant = fakeWindow('/zh-hant', '3');
    languageCheck(hant.w, LANGUAGE_CHECK_CONSTANTS);
    expect(hant.storage.get('i18n')).toBe('2');
  });

  it('sends an unprefixed URL to the stored language, keeping query and hash', () => {
    const { w, replaced } = fakeWindow('/product?type=2#x', '3');
    languageCheck(w, LANGUAGE_CHECK_CONSTANTS);
    expect(replaced).toEqual(['/en/product?type=2#x']);
    expect(w.document.documentElement.style.visibility).toBe('hidden');
    const root = fakeWindow('/', '2');
    languageCheck(root.w, LANGUAGE_CHECK_CONSTANTS);
    expect(root.replaced).toEqual(['/zh-hant']);
  });

  it('stays on an unprefixed URL for code 1, nothing or any other value', () => {
    for (const stored of ['1', null, 'en', '4']) {
      const { w, replaced } = fakeWindow('/about', stored);
      languageCheck(w, LANGUAGE_CHECK_CONSTANTS);
      expect(replaced).toEqual([]);
    }
  });

  it('does nothing inside a micro-frontend host', () => {
    const { w, replaced, storage } = fakeWindow('/en/about', '2', true);
    languageCheck(w, LANGUAGE_CHECK_CONSTANTS);
    expect(replaced).toEqual([]);
    expect(storage.get('i18n')).toBe('2');
  });

  it('survives storage that throws', () => {
    const { w, replaced } = fakeWindow('/about', null);
    w.localStorage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => languageCheck(w, LANGUAGE_CHECK_CONSTANTS)).not.toThrow();
    expect(replaced).toEqual([]);
  });

  it('is shipped as a self-contained script that behaves the same', () => {
    const { w, replaced } = fakeWindow('/about', '3');
    new Function('window', LANGUAGE_CHECK_SCRIPT)(w);
    expect(replaced).toEqual(['/en/about']);
  });

  it('uses the languages of locales.ts: their storage key, codes and prefixes', () => {
    expect(LANGUAGE_CHECK_CONSTANTS.key).toBe(LANGUAGE_STORAGE_KEY);
    for (const locale of LOCALES) {
      const { code, prefix } = LOCALE_INFO[locale];
      // Every prefixed language is recognised on its URL and restored from its code.
      const onUrl = fakeWindow(`${prefix}/about`, null);
      languageCheck(onUrl.w, LANGUAGE_CHECK_CONSTANTS);
      expect(onUrl.storage.get(LANGUAGE_STORAGE_KEY) ?? '1', locale).toBe(code);
      const stored = fakeWindow('/about', code);
      languageCheck(stored.w, LANGUAGE_CHECK_CONSTANTS);
      expect(stored.replaced, locale).toEqual(prefix ? [`${prefix}/about`] : []);
      expect(localeFromCode(code)).toBe(locale);
    }
    // The shipped script carries the same constants.
    expect(LANGUAGE_CHECK_SCRIPT).toContain(JSON.stringify(LANGUAGE_CHECK_CONSTANTS));
  });
});
