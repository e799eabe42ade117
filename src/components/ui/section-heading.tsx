import type { SectionHeading as SectionHeadingContent } from '../../content/types';
import './section-heading.css';

interface SectionHeadingProps extends SectionHeadingContent {
  /** Heading level: 1 for a page title, 2 (default) for sections, 3 inside sections. */
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
  /** On dark backgrounds. */
  inverse?: boolean;
  /** id of the heading element, for `aria-labelledby` of its section. */
  id?: string;
}

/** Eyebrow, title and lead of a section, in the site's type scale. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  level = 2,
  align = 'start',
  inverse = false,
  id,
}: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  const className = [
    'section-heading',
    `section-heading--${align}`,
    `section-heading--h${level}`,
    inverse && 'section-heading--inverse',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </div>
  );
}
