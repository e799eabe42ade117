import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './card.css';

interface CardProps {
  title: string;
  /** Site path: the whole card becomes one link (its title). */
  href?: string;
  eyebrow?: string;
  media?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  className?: string;
}

/** A content card: optional media, eyebrow, title (a link when `href`), body. */
export function Card({
  title,
  href,
  eyebrow,
  media,
  headingLevel = 3,
  children,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['card', href && 'card--link', className].filter(Boolean).join(' ')}>
      {media && <div className="card__media">{media}</div>}
      <div className="card__body">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        <Heading className="card__title">
          {href ? (
            <Link to={href} className="card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && <div className="card__text">{children}</div>}
      </div>
    </article>
  );
}
