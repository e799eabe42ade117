import type { CmsWords } from '../../shared/cms-words';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales';

/**
 * Decap's routes (in the URL's hash) that show an entry's editor: its two panes and preview fill
 * the window, so the switch stays out of them.
 */
const EDITOR_ROUTE = /^#?\/(?:collections\/[^/]+\/(?:new|entries\/)|edit\/)/;

/** Whether the hash is one of an entry's editor (where the switch is not shown). */
export function isEditorRoute(hash: string): boolean {
  return EDITOR_ROUTE.test(hash);
}

/**
 * The editor's interface-language switch: a small labelled select in a corner, outside Decap's
 * own interface (which has no such control), on the sign-in page and the collections' lists
 * only: in an entry's editor it would cover the panes' controls and the preview. Choosing
 * reloads the editor in that language.
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
  const place = () => {
    wrapper.hidden = isEditorRoute(window.location.hash);
  };
  place();
  window.addEventListener('hashchange', place);
  window.addEventListener('popstate', place);
  document.body.append(wrapper);
}
