import {
  BadgeCheck,
  ChevronRight,
  ClipboardCheck,
  Glasses,
  Hospital,
  House,
  Info,
  type LucideIcon,
  Pill,
} from 'lucide-react';
import { useId } from 'react';
import type { PageProps } from '../../app/page-props';
import { KeyFigures } from '../../components/marketing/key-figures';
import {
  ContentIcon,
  ContentImage,
  CtaBand,
  PageHero,
  RegulatoryNotes,
} from '../../components/marketing/product-parts';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import type { DeploymentIconName } from '../../content/types';
import './samd-detail-page.css';

const ICONS: Record<DeploymentIconName, LucideIcon> = {
  hospital: Hospital,
  primaryCare: House,
  checkup: ClipboardCheck,
  pharmacy: Pill,
  optometry: Glasses,
};

/** The diabetic retinopathy screening software in depth (capture → AI analysis → report). */
export default function SamdDetailPage({ content }: PageProps<'samd-detail'>) {
  const ids = {
    overview: useId(),
    workflow: useId(),
    indications: useId(),
    performance: useId(),
    certification: useId(),
    deployment: useId(),
    cta: useId(),
  };
  const { overview, workflow, indications, performance, certification, deployment, cta } = content;
  return (
    <article className="samd-detail">
      <PageHero heading={content.heading} image={content.heroImage} />

      <section className="samd-detail__section" aria-labelledby={ids.overview}>
        <div className="container samd-detail__overview">
          <SectionHeading id={ids.overview} {...overview.heading} />
          <div className="samd-detail__prose">
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section
        className="samd-detail__section samd-detail__section--alt"
        aria-labelledby={ids.workflow}
      >
        <div className="container">
          <SectionHeading id={ids.workflow} {...workflow.heading} />
          <ol className="samd-flow">
            {workflow.steps.map((step, index) => (
              <li key={step.title} className="samd-flow__step">
                <div
                  className={`samd-flow__media samd-flow__media--${step.images.length > 1 ? 'pair' : 'single'}`}
                >
                  {step.images.map((image) => (
                    <ContentImage key={image.url} image={image} />
                  ))}
                </div>
                <div className="samd-flow__text">
                  <span className="samd-flow__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="samd-flow__title">{step.title}</h3>
                  <p>{step.content}</p>
                </div>
                {index < workflow.steps.length - 1 && (
                  <Icon icon={ChevronRight} size={32} className="samd-flow__arrow" />
                )}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="samd-detail__section" aria-labelledby={ids.indications}>
        <div className="container">
          <SectionHeading id={ids.indications} {...indications.heading} />
          <div className="samd-detail__columns">
            <div className="samd-detail__stack">
              <RegulatoryNotes notes={[indications.intendedUse]} />
              <ul className="samd-detail__list">
                {indications.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="samd-detail__cautions">
              <p className="samd-detail__cautions-title">
                <Icon icon={Info} size={20} />
                {indications.cautions.title}
              </p>
              <ul>
                {indications.cautions.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section
        className="samd-detail__section samd-detail__section--alt"
        aria-labelledby={ids.performance}
      >
        <div className="container">
          <SectionHeading id={ids.performance} {...performance.heading} />
          <KeyFigures figures={performance.figures} className="samd-detail__figures" />
          <p className="samd-detail__note">{performance.note}</p>
        </div>
      </section>

      <section className="samd-detail__section" aria-labelledby={ids.certification}>
        <div className="container samd-detail__columns">
          <div className="samd-detail__stack">
            <SectionHeading id={ids.certification} {...certification.heading} />
            {certification.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="samd-detail__badges">
            {certification.points.map((point) => (
              <li key={point}>
                <Icon icon={BadgeCheck} size={28} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        className="samd-detail__section samd-detail__section--alt"
        aria-labelledby={ids.deployment}
      >
        <div className="container">
          <SectionHeading id={ids.deployment} {...deployment.heading} />
          <ul className="samd-detail__settings">
            {deployment.list.map((item) => (
              <li key={item.title} className="samd-detail__setting">
                <ContentIcon icon={ICONS[item.icon]} />
                <h3 className="samd-detail__setting-title">{item.title}</h3>
                <p>{item.content}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id={ids.cta} cta={cta} className="samd-detail__cta" />
    </article>
  );
}
