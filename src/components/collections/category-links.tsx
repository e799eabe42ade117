import { Link } from 'react-router';
import './category-links.css';

/**
 * The category links of a collection's list page (the documents', the calendar's): every entry,
 * then each value of its filter field (`?<param>=<value>`, each view prerendered); the one shown
 * marked as the current page.
 */
export function CategoryLinks<C extends string>({
  path,
  param = 'category',
  categories,
  names,
  current,
  label,
  all,
}: {
  path: string;
  param?: string;
  categories: readonly C[];
  names: Record<C, string>;
  /** The category shown, undefined for every entry (or a view of another kind: no link marked). */
  current: C | undefined;
  /** The links' accessible name. */
  label: string;
  /** The link to every entry. */
  all: { label: string; current: boolean };
}) {
  return (
    <nav className="category-links" aria-label={label}>
      <ul className="category-links__list">
        <li>
          <Link
            className="category-links__link"
            to={path}
            aria-current={all.current ? 'page' : undefined}
          >
            {all.label}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Link
              className="category-links__link"
              to={`${path}?${param}=${category}`}
              aria-current={category === current ? 'page' : undefined}
            >
              {names[category]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
