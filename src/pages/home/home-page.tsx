import type { PageProps } from '../../app/page-props';
import { useSite } from '../../app/site-context';
import { ButtonLink } from '../../components/ui/button';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { SectionHeading } from '../../components/ui/section-heading';
import { StatCounter } from '../../components/ui/stat-counter';
import { ASSETS } from '../../config/assets';
import { StoryCarousel } from './story-carousel';
import './home-page.css';

/**
 * Home (docs/spec.md#pages-and-routes): hero with the tagline, "Did you know?", retinal
 * examination, impact, stories.
 */
export default function HomePage({ content }: PageProps<'home'>) {
  const { locale } = useSite();
  const { heading, sections, hero, statistics, retinalExam, impact } = content;
  return (
    <div className="home">
      {/* The transparent header sits over the hero, which starts at the very top. */}
      <header className="home-hero">
        <ResponsivePicture
          className="home-hero__background"
          image={ASSETS.images.heroDesktop}
          mobileImage={ASSETS.images.heroMobile}
          alt=""
          priority
        />
        <div className="home-hero__inner">
          {heading.eyebrow && <p className="home-hero__eyebrow">{heading.eyebrow}</p>}
          <h1 className="home-hero__title">{heading.title}</h1>
          {heading.lead && <p className="home-hero__lead">{heading.lead}</p>}
          <div className="home-hero__actions">
            <ButtonLink to={hero.actions[0].href} variant="inverse">
              {hero.actions[0].label}
            </ButtonLink>
            <ButtonLink to={hero.actions[1].href} variant="ghost" className="home-hero__ghost">
              {hero.actions[1].label}
            </ButtonLink>
          </div>
        </div>
      </header>

      <section className="home-section home-facts" aria-labelledby="home-did-you-know">
        <div className="container">
          <SectionHeading id="home-did-you-know" align="center" {...sections.didYouKnow} />
          <ul className="home-facts__list">
            {statistics.map((stat) => (
              <li key={stat.figure} className="home-facts__item">
                <p className="home-facts__figure">{stat.figure}</p>
                <h3 className="home-facts__label">{stat.label}</h3>
                <p className="home-facts__detail">{stat.detail}</p>
                <p className="home-facts__source">{stat.source}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-exam" aria-labelledby="home-retinal-exam">
        <div className="container home-exam__grid">
          <div className="home-exam__figure">
            <img
              src={retinalExam.image.url}
              width={retinalExam.image.width}
              height={retinalExam.image.height}
              alt={retinalExam.image.alt ?? ''}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className="home-exam__text">
            <SectionHeading id="home-retinal-exam" {...sections.retinalExam} />
            <div className="home-exam__lists">
              <div>
                <h3 className="home-exam__list-title">{retinalExam.eyeTitle}</h3>
                <ul className="home-exam__tags">
                  {retinalExam.eyeItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="home-exam__list-title">{retinalExam.systemicTitle}</h3>
                <ul className="home-exam__tags home-exam__tags--systemic">
                  {retinalExam.systemicItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
            <h3 className="home-exam__list-title">{retinalExam.stepsTitle}</h3>
            <ol className="home-exam__steps">
              {retinalExam.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
            <p className="home-exam__note">{retinalExam.note}</p>
            <ButtonLink to={retinalExam.link.href} variant="secondary">
              {retinalExam.link.label}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="home-section home-impact" aria-labelledby="home-impact">
        <div className="container">
          <SectionHeading id="home-impact" align="center" inverse {...sections.impact} />
          <ul className="home-impact__list">
            {impact.figures.map((figure) => (
              <li key={figure.desktopCaption} className="home-impact__item">
                {/* docs/spec.md#states: one caption on phones, one on desktops; CSS shows one. */}
                <StatCounter
                  value={figure.value}
                  suffix={figure.suffix}
                  locale={locale}
                  label={figure.desktopCaption}
                />
                <p className="home-impact__mobile-caption">{figure.mobileCaption}</p>
              </li>
            ))}
          </ul>
          <p className="home-impact__note">{impact.note}</p>
        </div>
      </section>

      <section className="home-section home-stories" aria-labelledby="home-stories">
        <div className="container">
          <SectionHeading id="home-stories" {...sections.stories} />
          <StoryCarousel content={content.carousel} />
          <p className="home-stories__more">
            <ButtonLink to={content.storiesLink.href} variant="secondary">
              {content.storiesLink.label}
            </ButtonLink>
          </p>
        </div>
      </section>
    </div>
  );
}
