import {
  LANGUAGE_STORAGE_KEY,
  LOCALE_INFO,
  type Locale,
  localizePath,
  splitLocalePath,
} from './locales';

interface SwitchTarget {
  location: { pathname: string; search: string; hash: string; assign(url: string): void };
  localStorage: { setItem(key: string, value: string): void };
}

/**
 * Chooses a language (docs/spec.md#states: "stores it and reloads"): stores its code under `i18n`
 * and loads the same page in that language with a full page load. Returns the URL it loaded.
 */
export function switchLanguage(locale: Locale, w: SwitchTarget = window): string {
  try {
    w.localStorage.setItem(LANGUAGE_STORAGE_KEY, LOCALE_INFO[locale].code);
  } catch (_error) {
    // Without storage the prefixed URL still carries the choice.
  }
  const { path } = splitLocalePath(w.location.pathname);
  const url = localizePath(path, locale) + w.location.search + w.location.hash;
  w.location.assign(url);
  return url;
}
