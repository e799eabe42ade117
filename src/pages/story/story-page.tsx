import { useId } from 'react';
import type { PageProps } from '../../app/page-props';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { SectionHeading } from '../../components/ui/section-heading';
import { VideoModal } from '../../components/ui/video-modal';
import type { Story, StoryContent } from '../../content/types';
import './story-page.css';

/** The story's picture (mobile and desktop images via `<picture>`) as the trigger of its video. */
function StoryVideo({
  story,
  content,
  sizes,
  priority = false,
}: {
  story: Story;
  content: StoryContent;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <VideoModal
      video={{ url: story.video.url, type: story.video.type, poster: story.video.poster }}
      title={story.video.title}
      playLabel={content.play}
      closeLabel={content.close}
      className="story-video"
    >
      <ResponsivePicture
        image={story.pcBackground}
        mobileImage={story.h5Background}
        alt=""
        sizes={sizes}
        priority={priority}
      />
    </VideoModal>
  );
}

/** Topic tag, quote and who speaks. */
function StoryText({ story, content }: { story: Story; content: StoryContent }) {
  return (
    <>
      <h3 className="story-topic">
        <span className="visually-hidden">{content.topic}: </span>
        {story.topic}
      </h3>
      <figure className="story-quote">
        <blockquote>
          <p>{story.desc}</p>
        </blockquote>
        <figcaption>{story.person}</figcaption>
      </figure>
    </>
  );
}

/** `/story`: a featured story, then all five shared stories (the Home carousel's data). */
export default function StoryPage({ content }: PageProps<'story'>) {
  const featuredHeading = useId();
  const listHeading = useId();
  const featured = content.stories.find((s) => s.id === content.featuredId) ?? content.stories[0];
  return (
    <div className="story-page">
      <header className="story-page__header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      {featured && (
        <section className="story-featured" aria-labelledby={featuredHeading}>
          <div className="container">
            <h2 id={featuredHeading} className="story-featured__label">
              {content.sections.featured.title}
            </h2>
            <div className="story-featured__grid">
              <StoryVideo
                story={featured}
                content={content}
                sizes="(min-width: 1248px) 720px, (min-width: 768px) 60vw, 100vw"
                priority
              />
              <div className="story-featured__text">
                <StoryText story={featured} content={content} />
              </div>
            </div>
          </div>
        </section>
      )}
      <section className="story-list container" aria-labelledby={listHeading}>
        <SectionHeading {...content.sections.stories} id={listHeading} />
        <ul className="story-list__items">
          {content.stories.map((story) => (
            <li key={story.id} className="story-card">
              <StoryVideo
                story={story}
                content={content}
                sizes="(min-width: 1248px) 384px, (min-width: 768px) 46vw, 100vw"
              />
              <div className="story-card__text">
                <StoryText story={story} content={content} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
