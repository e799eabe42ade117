import { ChevronDown, Globe } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SITE } from '../../../config/site';
import { LOCALE_INFO, LOCALES, type Locale, localizePath } from '../../../i18n/locales';
import { switchLanguage } from '../../../i18n/switch-language';
import './language-switcher.css';

/**
 * The language dropdown (docs/spec.md#navigation, "Language choice"): the three languages named in
 * their own language. Each choice is a real link to the same page in that language (it works
 * without JavaScript); with JavaScript, choosing stores the code and loads that URL.
 */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    if (!open || links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // From the button: ArrowDown goes to the first option, ArrowUp to the last.
    const from = index === -1 && step === -1 ? 0 : index;
    links[(from + step + links.length) % links.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates Escape, arrow keys and focus-out from the button and links inside.
    <div
      className="language-switcher"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Globe size={18} aria-hidden="true" />
        <span className="visually-hidden">{label}: </span>
        <span className="language-switcher__current">{SITE.languageNames[locale]}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={id} className="language-switcher__menu" hidden={!open}>
        {LOCALES.map((option) => (
          <li key={option}>
            <a
              href={localizePath(pathname, option) + search}
              lang={LOCALE_INFO[option].htmlLang}
              hrefLang={LOCALE_INFO[option].htmlLang}
              aria-current={option === locale ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (option === locale) close(true);
                else switchLanguage(option);
              }}
            >
              {SITE.languageNames[option]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
