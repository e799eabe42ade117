import {
  Activity,
  ClipboardList,
  Droplet,
  Gauge,
  HeartPulse,
  Images,
  type LucideIcon,
  Stethoscope,
  UserRound,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import {
  ContentIcon,
  ContentImage,
  RegulatoryNotes,
  StaticFigures,
} from '../../components/marketing/product-parts';
import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import type {
  HardwareTab,
  LanguageModelTab,
  MedicalSoftwareTab,
  MyopiaTab,
  ProductBlock,
  ProductIconName,
  RiskAssessmentTab,
  SamdTab,
} from '../../content/types';

const ICONS: Record<ProductIconName, LucideIcon> = {
  pacs: Images,
  emr: ClipboardList,
  consultation: Video,
  doctor: Stethoscope,
  patient: UserRound,
  heart: HeartPulse,
  bloodPressure: Gauge,
  glucose: Droplet,
  kidney: Activity,
};

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="product-points">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** One product (a camera, a device, a software) as a card with its image and regulatory notes. */
function ProductCard({ block, level = 3 }: { block: ProductBlock; level?: 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <article className="product-card">
      {block.image && (
        <div className="product-card__media">
          <ContentImage image={block.image} />
        </div>
      )}
      <div className="product-card__body">
        {block.tag && <p className="product-tag">{block.tag}</p>}
        <Heading className="product-card__title">{block.title}</Heading>
        <p>{block.content}</p>
        {block.points && <Points points={block.points} />}
        <RegulatoryNotes notes={block.regulatory} />
      </div>
    </article>
  );
}

export function SamdPanel({ tab }: { tab: SamdTab }) {
  const { firstProduct: first } = tab;
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <article className="product-feature">
        <div className="product-feature__text">
          {first.tag && <p className="product-tag">{first.tag}</p>}
          <h3 className="product-feature__title">{first.title}</h3>
          <p>{first.content}</p>
          {first.points && <Points points={first.points} />}
          <div className="product-feature__figures">
            <StaticFigures figures={tab.figures} />
            <p className="product-note">{tab.figuresNote}</p>
          </div>
          <RegulatoryNotes notes={first.regulatory} />
          <ButtonLink to={tab.detailLink.href} className="product-arrow-link">
            {tab.detailLink.label}
          </ButtonLink>
        </div>
        {first.image && (
          <div className="product-feature__media">
            <ContentImage image={first.image} priority />
          </div>
        )}
      </article>
      <section className="product-subsection" aria-labelledby="product-samd-others">
        <SectionHeading id="product-samd-others" level={3} {...tab.others.heading} />
        <div className="product-grid">
          {tab.others.list.map((block) => (
            <ProductCard key={block.title} block={block} level={4} />
          ))}
        </div>
      </section>
    </div>
  );
}

export function HardwarePanel({ tab }: { tab: HardwareTab }) {
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <div className="product-grid">
        {tab.models.map((block) => (
          <ProductCard key={block.title} block={block} />
        ))}
      </div>
    </div>
  );
}

export function RiskAssessmentPanel({ tab }: { tab: RiskAssessmentTab }) {
  const stepsId = useId();
  const risksId = useId();
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <div className="product-risk-intro">
        <div className="product-prose">
          {tab.desc.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StaticFigures figures={[tab.figure]} className="product-risk-intro__figure" />
      </div>

      <section className="product-subsection" aria-labelledby={stepsId}>
        <SectionHeading id={stepsId} level={3} {...tab.steps.heading} />
        <ol className="product-risk-steps">
          {tab.steps.list.map((step, index) => (
            <li
              key={step.title}
              className={`product-risk-steps__step product-risk-steps__step--${step.shade}`}
            >
              <span className="product-risk-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h4 className="product-risk-steps__title">{step.title}</h4>
              <p>{step.content}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="product-risk-banner">
        <ContentImage image={tab.imageBanner.image} className="product-risk-banner__image" />
        <div className="product-risk-banner__text">
          <p className="product-risk-banner__title">{tab.imageBanner.title}</p>
          <p>{tab.imageBanner.text}</p>
        </div>
      </div>

      <section className="product-subsection" aria-labelledby={risksId}>
        <SectionHeading id={risksId} level={3} {...tab.risks.heading} />
        <ul className="product-tiles">
          {tab.risks.list.map((risk) => (
            <li key={risk.title} className="product-tile">
              <ContentIcon icon={ICONS[risk.icon]} />
              <h4 className="product-tile__title">{risk.title}</h4>
              <p>{risk.content}</p>
            </li>
          ))}
        </ul>
      </section>
      <RegulatoryNotes notes={tab.regulatory} />
    </div>
  );
}

export function MedicalSoftwarePanel({ tab }: { tab: MedicalSoftwareTab }) {
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <ul className="product-tiles product-tiles--three">
        {tab.list.map((item) => (
          <li key={item.title} className="product-tile">
            <ContentIcon icon={ICONS[item.icon]} />
            <h3 className="product-tile__title">{item.title}</h3>
            <p>{item.content}</p>
          </li>
        ))}
      </ul>
      <RegulatoryNotes notes={tab.regulatory} />
    </div>
  );
}

export function MyopiaPanel({ tab }: { tab: MyopiaTab }) {
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <div className="product-grid">
        {tab.products.map((block) => (
          <ProductCard key={block.title} block={block} />
        ))}
      </div>
    </div>
  );
}

export function LanguageModelPanel({ tab }: { tab: LanguageModelTab }) {
  const intendedUseId = useId();
  return (
    <div className="product-panel">
      <SectionHeading {...tab.heading} />
      <section className="product-intended-use" aria-labelledby={intendedUseId}>
        <h3 id={intendedUseId} className="product-intended-use__title">
          {tab.intendedUse.title}
        </h3>
        <p className="product-intended-use__text">{tab.intendedUse.text}</p>
        <ul>
          {tab.intendedUse.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <div className="product-grid">
        {tab.audiences.map((audience) => (
          <article key={audience.title} className="product-tile">
            <ContentIcon icon={ICONS[audience.icon]} />
            <h3 className="product-tile__title">{audience.title}</h3>
            <Points points={audience.points} />
          </article>
        ))}
      </div>
    </div>
  );
}
