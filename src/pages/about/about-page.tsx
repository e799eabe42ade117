import type { PageProps } from '../../app/page-props';
import { Card } from '../../components/ui/card';
import { SectionHeading } from '../../components/ui/section-heading';
import { VideoModal } from '../../components/ui/video-modal';
import './about-page.css';

/**
 * Company profile (docs/spec.md#what-each-page-holds, About): intro, intro video, key facts, links
 * to the sub-pages.
 */
export default function AboutPage({ content }: PageProps<'about'>) {
  const { heading, sections, profile, facts, explore } = content;
  const { video } = profile;
  return (
    <div className="about">
      <header className="about__head">
        <div className="container">
          <SectionHeading level={1} {...heading} />
        </div>
      </header>

      <section className="about__section" aria-labelledby="about-profile">
        <div className="container about-profile">
          <div className="about-profile__text">
            <SectionHeading id="about-profile" {...sections.profile} />
            {profile.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <VideoModal
            className="about-profile__video"
            video={video}
            title={video.title}
            playLabel={profile.playVideo}
            closeLabel={profile.closeVideo}
          >
            <picture>
              <source type="image/webp" srcSet={video.posterWebp} />
              <img
                src={video.poster}
                width={video.posterWidth}
                height={video.posterHeight}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </picture>
          </VideoModal>
        </div>
      </section>

      <section className="about__section about-facts" aria-labelledby="about-facts">
        <div className="container">
          <SectionHeading id="about-facts" {...sections.facts} />
          <dl className="about-facts__list">
            {facts.map((fact) => (
              <div key={fact.label} className="about-facts__item">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="about__section" aria-labelledby="about-explore">
        <div className="container">
          <SectionHeading id="about-explore" {...sections.explore} />
          <ul className="about-explore">
            {explore.map((item) => (
              <li key={item.href}>
                <Card
                  title={item.title}
                  href={item.href}
                  media={
                    <img
                      src={item.image.url}
                      width={item.image.width}
                      height={item.image.height}
                      alt={item.image.alt ?? ''}
                      loading="lazy"
                      decoding="async"
                    />
                  }
                >
                  <p>{item.text}</p>
                  <p className="about-explore__more" aria-hidden="true">
                    {item.linkLabel} →
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
