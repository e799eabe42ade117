import { Quote } from 'lucide-react';
import type { PageProps } from '../../app/page-props';
import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import './partner-page.css';

/**
 * Cooperative partners (docs/spec.md#pages-and-routes): words from medical experts and the wall of
 * partner kinds.
 */
export default function PartnerPage({ content }: PageProps<'partner'>) {
  const { heading, sections, experts, categories, countsNote, cta } = content;
  return (
    <div className="partner">
      <header className="partner__head">
        <div className="container">
          <SectionHeading level={1} align="center" {...heading} />
        </div>
      </header>

      <section className="partner__section" aria-labelledby="partner-experts">
        <div className="container">
          <SectionHeading id="partner-experts" align="center" {...sections.experts} />
          <ul className="partner-quotes">
            {experts.map((expert) => (
              <li key={expert.role}>
                <figure className="partner-quote">
                  <Quote className="partner-quote__mark" size={32} aria-hidden="true" />
                  <blockquote>
                    <p>{expert.quote}</p>
                  </blockquote>
                  <figcaption>{expert.role}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="partner__section partner-wall" aria-labelledby="partner-wall">
        <div className="container">
          <SectionHeading id="partner-wall" align="center" {...sections.partners} />
          <ul className="partner-wall__grid">
            {categories.map((category) => (
              <li key={category.title} className="partner-wall__item">
                <img
                  src={category.image.url}
                  width={category.image.width}
                  height={category.image.height}
                  alt={category.image.alt ?? ''}
                  loading="lazy"
                  decoding="async"
                />
                <div className="partner-wall__body">
                  <p className="partner-wall__count">{category.count}</p>
                  <h3 className="partner-wall__title">{category.title}</h3>
                  <p className="partner-wall__text">{category.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="partner-wall__note">{countsNote}</p>
          <div className="partner-cta">
            <p>{cta.text}</p>
            <ButtonLink to={cta.link.href}>{cta.link.label}</ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
