import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChromeContent, MobileMenuItem } from '../../../content/types';
import type { Locale } from '../../../i18n/locales';
import './mobile-drawer.css';

const loadPanel = () => import('./drawer-panel');
const DrawerPanel = lazy(loadPanel);

interface MobileDrawerProps {
  items: MobileMenuItem[];
  label: string;
  openLabel: string;
  closeLabel: string;
  /** Name of the care-mode switch at the top of the drawer. */
  careLabel: string;
  /** The search field at the top of the drawer. */
  search: ChromeContent['search'];
  locale: Locale;
}

/**
 * Mobile menu (docs/spec.md#navigation, "Mobile header"): the button opens a drawer from the right,
 * 80% wide, over a black mask at 25%. A modal `<dialog>` gives the focus trap, Escape and the
 * return of focus to the button; the mask (the dialog's backdrop) and the close button also close
 * it. Groups are an accordion; choosing an entry closes the drawer, clears `newList` and navigates.
 * The drawer is only rendered while open (it is not in the prerendered HTML; without
 * JavaScript it could not open anyway) and its code loads when the browser is idle.
 */
export function MobileDrawer({
  items,
  label,
  openLabel,
  closeLabel,
  careLabel,
  search,
  locale,
}: MobileDrawerProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
    idle(() => {
      loadPanel().catch(() => {
        // Retried when the visitor opens the menu.
      });
    });
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mobile-drawer__toggle"
        aria-label={openLabel}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <DrawerPanel
            items={items}
            label={label}
            closeLabel={closeLabel}
            careLabel={careLabel}
            search={search}
            locale={locale}
            onClosed={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
