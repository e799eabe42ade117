import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { RECRUIT_KEYS } from '../../content/keys';
import { COMPANY_ICONS } from './company-icons';
import './career-page.css';

/**
 * Recruit categories in the spec's order (docs/spec.md#what-each-page-holds); the index + 1 is the
 * detail page's `?type=`.
 */
const CATEGORY_KEYS = RECRUIT_KEYS;

const detailUrl = (index: number) =>
  `${PAGES['career-detail'].path}?${PAGES['career-detail'].variants.param}=${index + 1}`;

/** Careers: core values, "{product} Life", benefits and the four position categories. */
export default function CareerPage({ content }: PageProps<'career'>) {
  const { sections } = content;
  return (
    <article className="career">
      <header className="career__hero">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>

      <section className="career__section" aria-labelledby="career-values">
        <div className="container">
          <SectionHeading id="career-values" {...sections.values} />
          <ul className="career__points career__points--values">
            {content.values.map((point) => (
              <li key={point.title} className="career__point">
                <span className="career__point-icon">
                  <Icon icon={COMPANY_ICONS[point.icon]} size={28} />
                </span>
                <h3 className="career__point-title">{point.title}</h3>
                <p className="career__point-text">{point.desc}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="career__section career__section--alt" aria-labelledby="career-life">
        <div className="container">
          <SectionHeading id="career-life" {...sections.life} />
          <ul className="career__life">
            {content.life.map((item) => (
              <li key={item.title} className="career__life-item">
                <img
                  className="career__life-image"
                  src={item.illustration.image.url}
                  width={item.illustration.image.width}
                  height={item.illustration.image.height}
                  alt={item.illustration.alt}
                  loading="lazy"
                  decoding="async"
                />
                <div className="career__life-body">
                  <h3 className="career__point-title">{item.title}</h3>
                  <p className="career__point-text">{item.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="career__section" aria-labelledby="career-benefits">
        <div className="container">
          <SectionHeading id="career-benefits" {...sections.benefits} />
          <ul className="career__points career__points--benefits">
            {content.benefits.map((point) => (
              <li key={point.title} className="career__point career__point--row">
                <span className="career__point-icon career__point-icon--small">
                  <Icon icon={COMPANY_ICONS[point.icon]} size={22} />
                </span>
                <div>
                  <h3 className="career__point-title">{point.title}</h3>
                  <p className="career__point-text">{point.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="career__section career__section--alt" aria-labelledby="career-positions">
        <div className="container">
          <SectionHeading id="career-positions" {...sections.positions} />
          <ul className="career__positions">
            {CATEGORY_KEYS.map((key, index) => (
              <li key={key}>
                <Link
                  className={`career__position career__position--${index + 1}`}
                  to={detailUrl(index)}
                >
                  <h3 className="career__position-title">{content.positions[key].title}</h3>
                  <p className="career__position-text">{content.positions[key].desc}</p>
                  <span className="career__position-more">
                    {content.positionsLink}
                    <Icon icon={ArrowRight} size={18} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
