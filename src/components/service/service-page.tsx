import {
  BrainCircuit,
  Camera,
  FileChartColumn,
  Gamepad2,
  Glasses,
  HeartPulse,
  House,
  type LucideIcon,
  Network,
  ShieldCheck,
  Stethoscope,
  Timer,
} from 'lucide-react';
import { useId } from 'react';
import type { ServiceContent, ServiceIconName } from '../../content/types';
import { KeyFigures } from '../marketing/key-figures';
import { ContentIcon, ContentImage, CtaBand, PageHero } from '../marketing/product-parts';
import { SectionHeading } from '../ui/section-heading';
import './service-page.css';

const ICONS: Record<ServiceIconName, LucideIcon> = {
  doctor: Stethoscope,
  heart: HeartPulse,
  optometry: Glasses,
  shield: ShieldCheck,
  speed: Timer,
  primaryCare: House,
  network: Network,
  report: FileChartColumn,
  camera: Camera,
  ai: BrainCircuit,
  training: Gamepad2,
};

/**
 * A service page (docs/spec.md#content-shapes, "Service page"): intro, service advantages, success
 * cases and scenario banners. `/medical`, `/health` and `/health-eye` render it with their own
 * content.
 */
export function ServicePage({ content }: { content: ServiceContent }) {
  const ids = {
    intro: useId(),
    advantages: useId(),
    successes: useId(),
    scenarios: useId(),
    cta: useId(),
  };
  const { intro, advantages, successes, scenarios, cta } = content;
  return (
    <article className="service-page">
      <PageHero heading={content.heading} />

      <section className="service-page__section" aria-labelledby={ids.intro}>
        <div className="container service-intro">
          <div className="service-intro__text">
            <SectionHeading id={ids.intro} {...intro.heading} />
            <div className="service-intro__badge">
              <ContentIcon icon={ICONS[intro.icon]} size={28} />
              <div>
                <p className="service-intro__icon-title">{intro.iconTitle}</p>
                <p className="service-intro__icon-desc">{intro.iconDesc}</p>
              </div>
            </div>
            {intro.titleContent.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="service-intro__media">
            <ContentImage image={intro.image} priority />
          </div>
        </div>
      </section>

      <section
        className="service-page__section service-page__section--alt"
        aria-labelledby={ids.advantages}
      >
        <div className="container">
          <SectionHeading id={ids.advantages} align="center" {...advantages.heading} />
          <ul className="service-advantages">
            {advantages.list.map((item) => (
              <li key={item.itemTitle} className="service-advantages__item">
                <ContentIcon icon={ICONS[item.icon]} />
                <h3 className="service-advantages__title">{item.itemTitle}</h3>
                <p>{item.itemDesc}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="service-page__section service-successes" aria-labelledby={ids.successes}>
        <div className="container">
          <SectionHeading id={ids.successes} align="center" inverse {...successes.heading} />
          <KeyFigures figures={successes.caseList} className="service-successes__figures" />
        </div>
      </section>

      <section className="service-page__section" aria-labelledby={ids.scenarios}>
        <div className="container">
          <SectionHeading id={ids.scenarios} align="center" {...scenarios.heading} />
          <ul className="service-banners">
            {scenarios.banners.map((banner) => (
              <li key={banner.title} className="service-banner">
                <div className="service-banner__media">
                  <ContentImage image={banner.image} />
                </div>
                <div className="service-banner__text">
                  <h3 className="service-banner__title">{banner.title}</h3>
                  <p>{banner.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id={ids.cta} cta={cta} className="service-cta" />
    </article>
  );
}
