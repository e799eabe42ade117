import { describe, expect, it } from 'vitest';
import { languageType, localeFromCode, localizePath, splitLocalePath } from '../locales';

describe('localeFromCode', () => {
  it('maps 2 and 3 to their languages and anything else to Simplified Chinese', () => {
    expect(localeFromCode('2')).toBe('zh-hant');
    expect(localeFromCode('3')).toBe('en');
    for (const other of ['1', null, undefined, '', '4', 'en', ' 3']) {
      expect(localeFromCode(other)).toBe('zh-hans');
    }
  });
});

describe('splitLocalePath', () => {
  it('reads the prefix and keeps the rest of the path', () => {
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocalePath('/zh-hant/product')).toEqual({ locale: 'zh-hant', path: '/product' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/about')).toEqual({ locale: 'zh-hans', path: '/about' });
    expect(splitLocalePath('/')).toEqual({ locale: 'zh-hans', path: '/' });
  });

  it('does not take a path that merely starts with the prefix letters', () => {
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh-hans', path: '/english' });
    expect(splitLocalePath('/zh-hantx/a')).toEqual({ locale: 'zh-hans', path: '/zh-hantx/a' });
  });
});

describe('localizePath', () => {
  it('adds the prefix of the language, none for the default', () => {
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/about', 'zh-hant')).toBe('/zh-hant/about');
    expect(localizePath('/about', 'zh-hans')).toBe('/about');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/', 'zh-hans')).toBe('/');
  });
});

describe('languageType', () => {
  it('is the stored code minus one', () => {
    expect(languageType('zh-hans')).toBe(0);
    expect(languageType('zh-hant')).toBe(1);
    expect(languageType('en')).toBe(2);
  });
});
