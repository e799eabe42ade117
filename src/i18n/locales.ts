import { SITE_LOCALES } from '../../shared/locales';

/**
 * The three languages of the site (docs/spec.md#states, docs/design.md#urls-and-languages).
 *
 * `code` is what `localStorage['i18n']` stores; `prefix` is the URL prefix ('' for the default
 * language); `htmlLang` goes on `<html lang>` and in hreflang links. The codes' one list is
 * shared/locales.ts (the server and the editor's words read it too).
 */
export const LOCALES = SITE_LOCALES;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh-hans';

/** localStorage key holding the chosen language code (docs/spec.md#states). */
export const LANGUAGE_STORAGE_KEY = 'i18n';

export interface LocaleInfo {
  code: '1' | '2' | '3';
  prefix: '' | '/zh-hant' | '/en';
  htmlLang: 'zh-Hans' | 'zh-Hant' | 'en';
  /** BCP 47 tag for Intl formatting. */
  intl: 'zh-CN' | 'zh-TW' | 'en';
  /** BCP 47 tag of the speech synthesis voice that reads the page aloud (care mode). */
  speech: 'zh-CN' | 'zh-HK' | 'en';
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'zh-hans': { code: '1', prefix: '', htmlLang: 'zh-Hans', intl: 'zh-CN', speech: 'zh-CN' },
  'zh-hant': {
    code: '2',
    prefix: '/zh-hant',
    htmlLang: 'zh-Hant',
    intl: 'zh-TW',
    speech: 'zh-HK',
  },
  en: { code: '3', prefix: '/en', htmlLang: 'en', intl: 'en', speech: 'en' },
};

/** Language for a stored `i18n` value: '2' and '3' pick their language, anything else the default. */
export function localeFromCode(code: string | null | undefined): Locale {
  if (code === '2') return 'zh-hant';
  if (code === '3') return 'en';
  return DEFAULT_LOCALE;
}

/** `language_type` of API calls: the stored code minus one (0, 1 or 2). */
export function languageType(locale: Locale): 0 | 1 | 2 {
  return (Number(LOCALE_INFO[locale].code) - 1) as 0 | 1 | 2;
}

/** Splits a pathname into its language and the path without the prefix ('/' at least). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same unprefixed path in the given language: `localizePath('/about', 'en')` is `/en/about`. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}
