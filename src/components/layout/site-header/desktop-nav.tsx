import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DesktopMenuItem } from '../../../content/types';
import { clearNewList } from '../../../state/menu-navigation';
import { isCurrentLink, isCurrentSection } from '../menu-match';
import { SubMenu } from '../sub-menu';

/**
 * Desktop top-level items (docs/spec.md#navigation, "Desktop header"): hovering or focusing a group
 * shows its sub-menu and hides the others; choosing a child hides all; an item with its own address
 * navigates. The item of the current section is highlighted and carries `aria-current`.
 */
export function DesktopNav({ items, label }: { items: DesktopMenuItem[]; label: string }) {
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  // Escape moves focus back to the group's item; that focus must not reopen its sub-menu.
  const refocusing = useRef(false);

  // A new address (by any means) closes the sub-menus.
  useEffect(() => {
    setOpen(null);
  }, [location.pathname, location.search]);

  const choose = () => {
    clearNewList();
    setOpen(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    const trigger = event.currentTarget.querySelector<HTMLElement>(
      `[data-menu="${open}"] > :is(a, button)`,
    );
    setOpen(null);
    refocusing.current = true;
    trigger?.focus();
    refocusing.current = false;
  };

  return (
    <nav
      className="desktop-nav"
      aria-label={label}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="desktop-nav__list">
        {items.map((item) => {
          const urls = [...(item.url ? [item.url] : []), ...item.children.map((c) => c.url)];
          const current = isCurrentSection(urls, location);
          const hasMenu = item.showChildren && item.children.length > 0;
          const menuId = `desktop-submenu-${item.type}`;
          const show = () => {
            if (!refocusing.current) setOpen(hasMenu ? item.type : null);
          };
          const ariaCurrent = current
            ? item.url && isCurrentLink(item.url, location)
              ? 'page'
              : 'true'
            : undefined;
          return (
            <li
              key={item.type}
              data-menu={item.type}
              className={`desktop-nav__item${current ? ' is-current' : ''}`}
              onMouseEnter={show}
              onFocus={show}
            >
              {item.url ? (
                <Link
                  to={item.url}
                  className="desktop-nav__top"
                  aria-current={ariaCurrent}
                  onClick={choose}
                >
                  {item.label}
                  {hasMenu && <ChevronDown size={14} aria-hidden="true" />}
                </Link>
              ) : (
                <button
                  type="button"
                  className="desktop-nav__top"
                  aria-expanded={open === item.type}
                  aria-controls={menuId}
                  aria-current={ariaCurrent}
                  onClick={() => setOpen(open === item.type ? null : item.type)}
                >
                  {item.label}
                  <ChevronDown size={14} aria-hidden="true" />
                </button>
              )}
              {hasMenu && (
                <SubMenu
                  links={item.children}
                  id={menuId}
                  className="desktop-nav__submenu"
                  hidden={open !== item.type}
                  onChoose={choose}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
