import type { PageProps } from '../../app/page-props';
import { SectionHeading } from '../../components/ui/section-heading';
import type { PrivacyContent } from '../../content/types';
import './privacy-page.css';

const SECTION_KEYS: readonly (keyof PrivacyContent['sections'])[] = [
  'collection',
  'use',
  'rights',
  'contact',
];

/** The privacy notice the contact form's consent links to (PIPL). */
export default function PrivacyPage({ content }: PageProps<'privacy'>) {
  return (
    <article className="privacy">
      <header className="privacy__hero">
        <div className="container privacy__inner">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <div className="container privacy__inner privacy__body">
        {SECTION_KEYS.map((key) => {
          const body = content.body[key];
          return (
            <section key={key} className="privacy__section" aria-labelledby={`privacy-${key}`}>
              <SectionHeading id={`privacy-${key}`} {...content.sections[key]} />
              {body.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {body.points && (
                <ul>
                  {body.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              {key === 'contact' && (
                <p>
                  <a className="privacy__email" href={`mailto:${content.email}`}>
                    {content.email}
                  </a>
                </p>
              )}
            </section>
          );
        })}
      </div>
    </article>
  );
}
