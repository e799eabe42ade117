import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ChromeContent, MobileMenuItem } from '../../../content/types';
import type { Locale } from '../../../i18n/locales';
import { clearNewList } from '../../../state/menu-navigation';
import { CareModeToggle } from '../care-mode/care-mode-toggle';
import { isCurrentSection } from '../menu-match';
import { SiteSearchForm } from '../site-search/site-search-form';
import { SubMenu } from '../sub-menu';
import '../../ui/dialog.css';

export interface DrawerPanelProps {
  items: MobileMenuItem[];
  label: string;
  closeLabel: string;
  /** Name of the care-mode switch at the top of the drawer (docs/design.md#care-mode). */
  careLabel: string;
  /** The search field above the menu (docs/design.md#search). */
  search: ChromeContent['search'];
  locale: Locale;
  /** Called once the dialog has closed (by any means). */
  onClosed: () => void;
}

/**
 * The open drawer: a modal `<dialog>` (focus trap, Escape, inert page) shown as soon as it
 * mounts. Loaded on demand, so its code is not part of every page's first load.
 */
export default function DrawerPanel({
  items,
  label,
  closeLabel,
  careLabel,
  search,
  locale,
  onClosed,
}: DrawerPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const baseId = useId();
  // Start with the current section's group unfolded.
  const [expanded, setExpanded] = useState<number | null>(() => {
    const current = items.findIndex(
      (item) =>
        item.type === 2 &&
        isCurrentSection(
          item.children.map((c) => c.url),
          location,
        ),
    );
    return current >= 0 ? current : null;
  });

  useEffect(() => {
    dialog.current?.showModal();
    // Focus starts on the close button, not on the care-mode switch above it.
    closeButton.current?.focus();
  }, []);

  const close = () => dialog.current?.close();
  const choose = () => {
    clearNewList();
    close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop (mask); the keyboard closes the dialog with Escape or the close button.
    <dialog
      ref={dialog}
      className="mobile-drawer"
      aria-label={label}
      onClose={onClosed}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the mask.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="mobile-drawer__panel">
        <div className="mobile-drawer__top">
          <CareModeToggle label={careLabel} placement="drawer" />
          <button
            ref={closeButton}
            type="button"
            className="dialog__close"
            aria-label={closeLabel}
            onClick={close}
          >
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <SiteSearchForm words={search} locale={locale} placement="drawer" />
        <nav aria-label={label}>
          <ul className="mobile-drawer__list">
            {items.map((item, index) => {
              if (item.type === 3) {
                const current = isCurrentSection([item.url], location);
                return (
                  <li key={item.url} className={current ? 'is-current' : undefined}>
                    <Link
                      to={item.url}
                      className="mobile-drawer__entry"
                      aria-current={current ? 'page' : undefined}
                      onClick={choose}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const panelId = `${baseId}-group-${index}`;
              const isExpanded = expanded === index;
              const current = isCurrentSection(
                item.children.map((c) => c.url),
                location,
              );
              return (
                <li key={item.label} className={current ? 'is-current' : undefined}>
                  <button
                    type="button"
                    className="mobile-drawer__entry mobile-drawer__group"
                    aria-expanded={isExpanded}
                    aria-controls={panelId}
                    onClick={() => setExpanded(isExpanded ? null : index)}
                  >
                    {item.label}
                    <ChevronDown size={20} aria-hidden="true" />
                  </button>
                  <SubMenu
                    links={item.children}
                    id={panelId}
                    className="mobile-drawer__children"
                    hidden={!isExpanded}
                    onChoose={choose}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
