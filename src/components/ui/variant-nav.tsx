import { Link } from 'react-router';

export interface VariantLink {
  value: string;
  label: string;
}

/**
 * Links between the variants of one page (`?type=N`), the current one marked with
 * `aria-current`. A page may show them as tabs instead; the URLs stay the same.
 */
export function VariantNav({
  param,
  links,
  current,
  label,
}: {
  param: string;
  links: readonly VariantLink[];
  current: string;
  label: string;
}) {
  return (
    <nav className="variant-nav" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.value}>
            <Link
              to={{ search: `?${param}=${link.value}` }}
              aria-current={link.value === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
