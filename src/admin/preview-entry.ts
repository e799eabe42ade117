/**
 * Reading the entry Decap hands a preview template (src/admin/previews.tsx). Decap's
 * `getPreviewEntry` replaces `data` with the data of the language chosen in the left pane; that
 * language's data lacks the values written once (`i18n: false`: an article's type, date, cover),
 * which live only in the default language's data. Our build patches `getPreviewEntry`
 * (vite.admin.config.ts) to keep the default language's data at `i18n.<default>.data`.
 */
import { articleHtml } from '../../shared/article-html';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS?: () => unknown;
}

/**
 * The language of the previewed data: Decap hands the preview the entry with `data` replaced by
 * that language's data (the same object as `i18n.<locale>.data`), or the default language's.
 */
export function previewLocale(entry: ImmutableLike): Locale {
  const data = entry.get('data');
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE && entry.getIn(['i18n', locale, 'data']) === data) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A value written once (`i18n: false`): from the default language's data, '' when unset. */
export function writtenOnce(entry: ImmutableLike, name: string): string {
  const value = entry.getIn(['i18n', DEFAULT_LOCALE, 'data', name]) ?? entry.getIn(['data', name]);
  return value === undefined || value === null ? '' : String(value);
}

/** A translated value: the previewed language's, else the default language's, '' when unset. */
export function translated(entry: ImmutableLike, name: string): string {
  const value = entry.getIn(['data', name]) ?? entry.getIn(['i18n', DEFAULT_LOCALE, 'data', name]);
  return value === undefined || value === null ? '' : String(value);
}

/**
 * An article's body as HTML, from its Markdown in the previewed language: sanitised as the build
 * sanitises it (the same allow-list), every image kept (a new upload has no derived copies until
 * the next build).
 */
export function articleBody(entry: ImmutableLike): string {
  return articleHtml(translated(entry, 'body'));
}
