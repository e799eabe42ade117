import type { CmsWords } from '../../shared/cms-words';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales';

/**
 * The editor's interface-language switch: a small labelled select in a corner, outside Decap's
 * own interface (which has no such control). Choosing reloads the editor in that language.
 */
export function mountLanguageSwitch(
  current: Locale,
  words: CmsWords,
  choose: (locale: Locale) => void,
): void {
  const wrapper = document.createElement('label');
  wrapper.className = 'cms-language-switch';
  wrapper.append(words.switchLabel, ' ');
  const select = document.createElement('select');
  select.setAttribute('data-testid', 'cms-language');
  for (const locale of LOCALES) {
    const option = document.createElement('option');
    option.value = locale;
    option.lang = LOCALE_INFO[locale].htmlLang;
    option.textContent = words.languageNames[locale];
    option.selected = locale === current;
    select.append(option);
  }
  select.addEventListener('change', () => choose(select.value as Locale));
  wrapper.append(select);
  document.body.append(wrapper);
}
