import { useEffect } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../config/site';
import type { ChromeContent } from '../../../content/types';
import type { Locale } from '../../../i18n/locales';
import { clearNewList } from '../../../state/menu-navigation';
import { useSiteStore } from '../../../state/store';
import { CareModeToggle } from '../care-mode/care-mode-toggle';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { MobileDrawer } from '../mobile-drawer/mobile-drawer';
import { SiteSearchForm } from '../site-search/site-search-form';
import { DesktopNav } from './desktop-nav';
import './site-header.css';

const NARROW_DESKTOP = '(min-width: 768px) and (max-width: 1199px)';

/** Scroll distance after which the index header turns solid. */
const SOLID_AFTER_PX = 8;

interface SiteHeaderProps {
  chrome: ChromeContent;
  locale: Locale;
  /** The page is Home: the header starts transparent over the hero (also in the prerender). */
  isHome: boolean;
}

/**
 * The fixed site header (docs/spec.md#navigation). On the index page (Home, or any page that sets
 * `isIndexHeader`) it is transparent over the hero and turns solid once the page scrolls,
 * which sets `changgeIndexHeader`; elsewhere it is solid and a spacer keeps content below it.
 */
export function SiteHeader({ chrome, locale, isHome }: SiteHeaderProps) {
  const indexFlag = useSiteStore((state) => state.variables.isIndexHeader);
  const changed = useSiteStore((state) => state.variables.changgeIndexHeader);
  const setVariable = useSiteStore((state) => state.setVariable);
  const isIndex = isHome || indexFlag;

  useEffect(() => {
    if (!isIndex) return;
    const update = () => setVariable('changgeIndexHeader', window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [isIndex, setVariable]);

  const transparent = isIndex && !changed;
  return (
    <>
      <header className={`site-header${transparent ? ' site-header--transparent' : ''}`}>
        <div className="site-header__bar">
          <Link
            to="/home"
            className="site-header__logo"
            aria-label={chrome.logoLabel}
            onClick={() => clearNewList()}
          >
            {/* The light-text logo only where the header can be transparent: every SVG image is
                a document of its own for the browser to build (5 to 15 ms on a phone). */}
            {(isIndex ? [SITE.logo.light, SITE.logo.dark] : [SITE.logo.light]).map((src, index) => (
              <picture
                key={src}
                className={index === 0 ? 'site-header__logo-light' : 'site-header__logo-dark'}
              >
                {/* The desktop bar is crowded below 1200 px: the mark alone there. */}
                <source media={NARROW_DESKTOP} srcSet={SITE.logo.mark} width={28} height={28} />
                <img src={src} alt="" width={SITE.logo.width} height={SITE.logo.height} />
              </picture>
            ))}
          </Link>
          <DesktopNav items={chrome.menu.desktop} label={chrome.mainNavigation} />
          <div className="site-header__tools">
            <SiteSearchForm words={chrome.search} locale={locale} placement="header" />
            <CareModeToggle label={chrome.careMode.label} placement="header" />
            <LanguageSwitcher locale={locale} label={chrome.language} />
            <MobileDrawer
              items={chrome.menu.mobile}
              label={chrome.mainNavigation}
              openLabel={chrome.openMenu}
              closeLabel={chrome.closeMenu}
              careLabel={chrome.careMode.label}
              search={chrome.search}
              locale={locale}
            />
          </div>
        </div>
      </header>
      {!isIndex && <div className="site-header-spacer" />}
    </>
  );
}
