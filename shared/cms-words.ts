/**
 * The words of the editor (/admin/) that we write ourselves, in the three languages of its
 * interface: collection and field names, hints, the interface-language switch, the sign-in page
 * of the OAuth handshake. They are content: src/content/editor/words.<locale>.yml, checked
 * against shared/cms-words-schema.ts and compiled by the content step (`npm run content`, run by
 * the build, `npm test` and `npm start`) into shared/generated/ (git-ignored). Decap's own
 * interface comes from its `zh_Hans`, `zh_Hant` and `en` locales. Page names are not here: they
 * are each page's own (`meta.shortName`, else `meta.title`). In shared/ because the server's sign-in
 * page (OAuth handshake) uses them too.
 */
import type { CmsWordsFile, FieldWords, Locale } from './cms-words-schema';
import { CMS_WORD_FILES } from './generated/cms-words';
import { SITE_LOCALES } from './locales';

export { cmsLocale, type FieldWords, type Locale } from './cms-words-schema';

/** Decap's interface locale for each language. */
const DECAP_LOCALES = { 'zh-hans': 'zh_Hans', 'zh-hant': 'zh_Hant', en: 'en' } as const;

export interface CmsWords extends CmsWordsFile {
  /** Decap's interface locale for this language. */
  decapLocale: (typeof DECAP_LOCALES)[Locale];
}

export const CMS_WORDS = Object.fromEntries(
  SITE_LOCALES.map((locale) => [
    locale,
    { decapLocale: DECAP_LOCALES[locale], ...CMS_WORD_FILES[locale] },
  ]),
) as Record<Locale, CmsWords>;

/** The label of a field key: the language's word for it, else the key as written in the file. */
export function fieldLabel(name: string, words: FieldWords): string {
  return words.labels[name] ?? name.replace(/:.*/, '');
}
