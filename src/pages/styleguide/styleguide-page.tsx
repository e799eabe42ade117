import { useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { useSite } from '../../app/site-context';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { SectionHeading } from '../../components/ui/section-heading';
import { StatCounter } from '../../components/ui/stat-counter';
import { Tabs } from '../../components/ui/tabs';
import { VideoModal } from '../../components/ui/video-modal';
import { ASSETS } from '../../config/assets';
import './styleguide-page.css';

/** Colour tokens shown as swatches (names of tokens.css custom properties). */
const COLOURS = [
  'primary',
  'primary-strong',
  'primary-soft',
  'accent',
  'accent-strong',
  'accent-bright',
  'accent-soft',
  'text',
  'text-muted',
  'surface-alt',
  'surface-dark',
  'border',
  'risk-1',
  'risk-2',
  'risk-3',
  'risk-4',
] as const;

const TYPE_SCALE = ['4xl', '3xl', '2xl', 'xl', 'lg', 'base', 'sm', 'xs'] as const;

/** The living style guide: every token and UI piece, in the page's language. */
export default function StyleguidePage({ content }: PageProps<'styleguide'>) {
  const { locale } = useSite();
  const { sections, samples } = content;
  const [tab, setTab] = useState<'0' | '1' | '2'>('0');
  return (
    <div className="styleguide">
      <header className="styleguide__intro">
        <SectionHeading level={1} {...content.heading} />
      </header>

      <section className="styleguide__section" aria-labelledby="sg-colours">
        <SectionHeading id="sg-colours" level={2} {...sections.colours} />
        <ul className="styleguide__swatches">
          {COLOURS.map((name) => (
            <li key={name}>
              <span className={`styleguide__swatch styleguide__swatch--${name}`} />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-type">
        <SectionHeading id="sg-type" level={2} {...sections.type} />
        {TYPE_SCALE.map((size) => (
          <p key={size} className={`styleguide__type styleguide__type--${size}`}>
            <code>--text-{size}</code> {samples.paragraph}
          </p>
        ))}
      </section>

      <section className="styleguide__section" aria-labelledby="sg-buttons">
        <SectionHeading id="sg-buttons" level={2} {...sections.buttons} />
        <div className="styleguide__row">
          <ButtonLink to="/contact">{samples.primary}</ButtonLink>
          <Button variant="secondary">{samples.secondary}</Button>
          <Button variant="ghost">{samples.ghost}</Button>
          <span className="styleguide__dark">
            <Button variant="inverse">{samples.primary}</Button>
          </span>
        </div>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-tabs">
        <SectionHeading id="sg-tabs" level={2} {...sections.tabs} />
        <Tabs
          label={sections.tabs.title}
          selected={tab}
          onSelect={setTab}
          tabs={samples.tabs.map((label, index) => ({
            value: String(index) as '0' | '1' | '2',
            label,
          }))}
        >
          <p>{samples.tabPanels[Number(tab)]}</p>
        </Tabs>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-cards">
        <SectionHeading id="sg-cards" level={2} {...sections.cards} />
        <div className="styleguide__grid">
          <Card
            title={samples.cardTitle}
            href="/product?type=2"
            eyebrow={samples.tabs[1]}
            media={<ResponsivePicture image={ASSETS.images.fundus} alt="" sizes="360px" />}
          >
            {samples.cardText}
          </Card>
          <Card title={samples.tabs[2]}>{samples.tabPanels[2]}</Card>
        </div>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-stats">
        <SectionHeading id="sg-stats" level={2} {...sections.stats} />
        <div className="styleguide__grid">
          {samples.stats.map((stat) => (
            <StatCounter
              key={stat.label}
              value={stat.value}
              suffix={stat.suffix}
              label={stat.label}
              locale={locale}
            />
          ))}
        </div>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-pictures">
        <SectionHeading id="sg-pictures" level={2} {...sections.pictures} />
        <ResponsivePicture
          className="styleguide__hero"
          image={ASSETS.images.heroDesktop}
          mobileImage={ASSETS.images.heroMobile}
          alt={samples.pictureAlt}
          sizes="(min-width: 1248px) 1200px, 100vw"
        />
      </section>

      <section className="styleguide__section" aria-labelledby="sg-video">
        <SectionHeading id="sg-video" level={2} {...sections.video} />
        <div className="styleguide__video">
          <VideoModal
            video={{
              url: ASSETS.videos.placeholder.url,
              type: ASSETS.videos.placeholder.type,
              poster: ASSETS.videos.placeholder.poster.jpg,
            }}
            title={samples.videoTitle}
            playLabel={samples.play}
            closeLabel={samples.close}
          >
            <picture>
              <source type="image/webp" srcSet={ASSETS.videos.placeholder.poster.webp} />
              <img
                src={ASSETS.videos.placeholder.poster.jpg}
                alt=""
                width={ASSETS.videos.placeholder.width}
                height={ASSETS.videos.placeholder.height}
                loading="lazy"
              />
            </picture>
          </VideoModal>
        </div>
      </section>

      <section className="styleguide__section" aria-labelledby="sg-illustrations">
        <SectionHeading id="sg-illustrations" level={2} {...sections.illustrations} />
        <ul className="styleguide__illustrations">
          {Object.entries(ASSETS.illustrations).map(([name, art]) => (
            <li key={name}>
              <img src={art.url} alt="" width={art.width} height={art.height} loading="lazy" />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
