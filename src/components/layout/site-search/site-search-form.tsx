import { Search } from 'lucide-react';
import { PAGES } from '../../../config/paths';
import type { ChromeContent } from '../../../content/types';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales';
import './site-search-form.css';

interface SiteSearchFormProps {
  words: ChromeContent['search'];
  locale: Locale;
  /** `header`: the desktop bar's compact control; `drawer`: the full-width field of the drawer. */
  placement: 'header' | 'drawer';
}

/**
 * The search control of the header and the drawer (docs/design.md#search): a plain GET form to
 * the search page of the page's language, with no script of its own, so it costs the pages'
 * first-load JavaScript nothing and works before hydration. Submitting loads the search page as
 * a document of its own, the one whose CSP lets Pagefind's WebAssembly run.
 */
export function SiteSearchForm({ words, locale, placement }: SiteSearchFormProps) {
  const id = `site-search-${placement}`;
  return (
    // <search> is the search landmark (role="search"), named in the page's language.
    <search aria-label={words.label} className={`site-search site-search--${placement}`}>
      <form
        action={`${LOCALE_INFO[locale].prefix}${PAGES.search.path}`}
        method="get"
        className="site-search__form"
      >
        <label htmlFor={id} className="visually-hidden">
          {words.label}
        </label>
        <input
          id={id}
          className="site-search__input"
          type="search"
          name="q"
          placeholder={words.placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="site-search__submit" aria-label={words.submit}>
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
    </search>
  );
}
