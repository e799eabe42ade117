import { Link, useLocation } from 'react-router';
import type { MenuLink } from '../../content/types';
import { isCurrentLink } from './menu-match';

interface SubMenuProps {
  links: MenuLink[];
  id: string;
  className?: string;
  hidden: boolean;
  /** Called when a link is chosen (the menu closes, docs/spec.md#navigation). */
  onChoose: () => void;
}

/**
 * A group's links, as the desktop header's sub-menu and the drawer's unfolded group show them: the
 * current page's link carries `aria-current="page"`.
 */
export function SubMenu({ links, id, className, hidden, onChoose }: SubMenuProps) {
  const location = useLocation();
  return (
    <ul id={id} className={className} hidden={hidden}>
      {links.map((link) => (
        <li key={link.url}>
          <Link
            to={link.url}
            aria-current={isCurrentLink(link.url, location) ? 'page' : undefined}
            onClick={onChoose}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
