import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHECK_SCRIPT, type LanguageCheckWindow, languageCheck } from '../language-check';

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
    languageCheck(w);
    expect(storage.get('i18n')).toBe('3');
    expect(replaced).toEqual([]);
    const hant = fakeWindow('/zh-hant', '3');
    languageCheck(hant.w);
    expect(hant.storage.get('i18n')).toBe('2');
  });

  it('sends an unprefixed URL to the stored language, keeping query and hash', () => {
    const { w, replaced } = fakeWindow('/product?type=2#x', '3');
    languageCheck(w);
    expect(replaced).toEqual(['/en/product?type=2#x']);
    expect(w.document.documentElement.style.visibility).toBe('hidden');
    const root = fakeWindow('/', '2');
    languageCheck(root.w);
    expect(root.replaced).toEqual(['/zh-hant']);
  });

  it('stays on an unprefixed URL for code 1, nothing or any other value', () => {
    for (const stored of ['1', null, 'en', '4']) {
      const { w, replaced } = fakeWindow('/about', stored);
      languageCheck(w);
      expect(replaced).toEqual([]);
    }
  });

  it('does nothing inside a micro-frontend host', () => {
    const { w, replaced, storage } = fakeWindow('/en/about', '2', true);
    languageCheck(w);
    expect(replaced).toEqual([]);
    expect(storage.get('i18n')).toBe('2');
  });

  it('survives storage that throws', () => {
    const { w, replaced } = fakeWindow('/about', null);
    w.localStorage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => languageCheck(w)).not.toThrow();
    expect(replaced).toEqual([]);
  });

  it('is shipped as a self-contained script that behaves the same', () => {
    const { w, replaced } = fakeWindow('/about', '3');
    new Function('window', LANGUAGE_CHECK_SCRIPT)(w);
    expect(replaced).toEqual(['/en/about']);
  });
});
