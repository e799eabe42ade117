import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MobileMenuItem } from '../../../content/types';
import { clearNewList } from '../../../state/menu-navigation';
import { isCurrentLink, isCurrentSection } from '../menu-match';
import './mobile-drawer.css';

interface MobileDrawerProps {
  items: MobileMenuItem[];
  label: string;
  openLabel: string;
  closeLabel: string;
}

/**
 * Mobile menu (SPEC §2 "Mobile header"): the button opens a drawer from the right, 80% wide,
 * over a black mask at 25%. A modal `<dialog>` gives the focus trap, Escape and the return of
 * focus to the button; the mask (the dialog's backdrop) and the close button also close it.
 * Groups are an accordion; choosing an entry closes the drawer, clears `newList` and navigates.
 */
export function MobileDrawer({ items, label, openLabel, closeLabel }: MobileDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const location = useLocation();
  const baseId = useId();

  const open = () => {
    // Start with the current section's group unfolded.
    const currentGroup = items.findIndex(
      (item) =>
        item.type === 2 &&
        isCurrentSection(
          item.children.map((c) => c.url),
          location,
        ),
    );
    setExpanded(currentGroup >= 0 ? currentGroup : null);
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();
  const choose = () => {
    clearNewList();
    close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mobile-drawer__toggle"
        aria-label={openLabel}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={open}
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop (mask); the keyboard closes the dialog with Escape or the close button. */}
      <dialog
        ref={dialog}
        className="mobile-drawer"
        aria-label={label}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the mask.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="mobile-drawer__panel">
          <div className="mobile-drawer__top">
            <button
              type="button"
              className="mobile-drawer__close"
              aria-label={closeLabel}
              onClick={close}
            >
              <X size={24} aria-hidden="true" />
            </button>
          </div>
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
                    <ul id={panelId} className="mobile-drawer__children" hidden={!isExpanded}>
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <Link
                            to={child.url}
                            aria-current={isCurrentLink(child.url, location) ? 'page' : undefined}
                            onClick={choose}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
