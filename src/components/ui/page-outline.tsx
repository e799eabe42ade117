import { type ReactNode, useId } from 'react';
import type { SectionedPage, SectionHeading } from '../../content/types';

function Section({ heading, children }: { heading: SectionHeading; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="page-section" aria-labelledby={id}>
      {heading.eyebrow && <p className="eyebrow">{heading.eyebrow}</p>}
      <h2 id={id}>{heading.title}</h2>
      {heading.lead && <p className="lead">{heading.lead}</p>}
      {children}
    </section>
  );
}

/**
 * A page's outline: its `h1` heading and one section per named heading, in content order.
 * Pages render this until their own sections are built, and keep using `Section` after.
 */
export function PageOutline<K extends string>({
  content,
  only,
  children,
  headingClassName,
}: {
  content: SectionedPage<K>;
  /** Extra class of the heading block, e.g. for a page's hero. */
  headingClassName?: string;
  /** Render just these sections (e.g. the selected tab). */
  only?: readonly K[];
  children?: ReactNode;
}) {
  const keys = (Object.keys(content.sections) as K[]).filter((k) => !only || only.includes(k));
  return (
    <article className="page-outline">
      <header className={['page-heading', headingClassName].filter(Boolean).join(' ')}>
        <div className="page-heading__inner">
          {content.heading.eyebrow && <p className="eyebrow">{content.heading.eyebrow}</p>}
          <h1>{content.heading.title}</h1>
          {content.heading.lead && <p className="lead">{content.heading.lead}</p>}
        </div>
      </header>
      <div className="page-outline__body">
        {children}
        {keys.map((key) => (
          <Section key={key} heading={content.sections[key]} />
        ))}
      </div>
    </article>
  );
}
