import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { VideoModal } from '../../components/ui/video-modal';
import type { StoryCarouselContent } from '../../content/types';
import { loadChunk } from '../../lib/chunk-load';
import { whenNearScreen } from '../../lib/near-screen';
import { useCareMode } from '../../state/care-mode';
import './story-carousel.css';

/** Time each story stays before the carousel moves on by itself. */
const AUTO_ADVANCE_MS = 7000;

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Embla on the carousel's viewport, loaded when the carousel comes near the screen or the
 * visitor touches or focuses it: the first story is prerendered and visible without it. Kept out
 * of the page load, the library (about 7 KB gzip) stays off Home's first-load budget
 * (docs/design.md#budgets) and its set-up, which measures every slide (a long task at the end of
 * hydration), does not hold the main thread while the page starts.
 *
 * `act` runs a move now, or once Embla is there when the visitor pressed a control before it
 * arrived (pressing loads it).
 */
function useLazyEmbla() {
  // Object refs, not state setters as ref callbacks: a state update while React attaches refs is
  // rendered at once, in the same task as the hydration's commit (with every pending effect of
  // the page flushed first), which made that task one of the longest of Home's start.
  const regionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  useEffect(() => {
    const region = regionRef.current;
    const viewport = viewportRef.current;
    if (!region || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const stopWatching = whenNearScreen(region, () => {
      loadChunk('embla-carousel', () => import('embla-carousel')).then(
        ({ default: EmblaCarousel }) => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, { loop: true });
          setApi(instance);
        },
        (error: unknown) => {
          // The first story stays readable; only the sliding is lost.
          console.warn(error);
        },
      );
    });
    return () => {
      cancelled = true;
      stopWatching();
      instance?.destroy();
      setApi(undefined);
    };
  }, []);
  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
  useEffect(() => {
    const action = pending.current;
    if (!api || !action) return;
    pending.current = null;
    action(api);
  }, [api]);
  return { regionRef, viewportRef, api, act };
}

/**
 * The Home carousel of patient stories (WAI-ARIA APG carousel pattern): a labelled region,
 * slides as groups "n of 5", previous/next and dot buttons, arrow keys while focus is inside,
 * and auto-advance that stops while hovered or focused, can be paused (WCAG 2.2.2) and is off
 * under `prefers-reduced-motion`. Embla does the swiping and the scroll maths.
 */
export function StoryCarousel({ content }: { content: StoryCarouselContent }) {
  const { stories } = content;
  const { regionRef, viewportRef, api, act } = useLazyEmbla();
  const [selected, setSelected] = useState(0);
  // Prerendered as playing; turned off after hydration when the visitor prefers less motion or
  // uses care mode.
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  // The slide an arrow key moved to while focus was inside the shown slide: that slide is about
  // to become inert, so focus follows to the same control of the newly shown one.
  const focusSlide = useRef<number | null>(null);

  // Care mode (docs/design.md#care-mode) stops the carousel like a preference for less motion does;
  // turning it off starts it again.
  const care = useCareMode();
  useEffect(() => {
    const still = care || prefersReducedMotion();
    setReduced(still);
    setPlaying(!still);
  }, [care]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !playing || hovered || focused) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [api, playing, hovered, focused]);

  const previous = useCallback(
    () => act((carousel) => carousel.scrollPrev(reduced)),
    [act, reduced],
  );
  const next = useCallback(() => act((carousel) => carousel.scrollNext(reduced)), [act, reduced]);
  const goTo = (index: number) => act((carousel) => carousel.scrollTo(index, reduced));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys inside the video dialog belong to the video player.
    const target = event.target as HTMLElement;
    if (target.closest('dialog')) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const back = event.key === 'ArrowLeft';
    const inSlide = target.closest('.story-carousel__slide') !== null;
    act((carousel) => {
      if (back) carousel.scrollPrev(reduced);
      else carousel.scrollNext(reduced);
      focusSlide.current = inSlide ? carousel.selectedScrollSnap() : null;
    });
  };

  useEffect(() => {
    if (focusSlide.current !== selected) return;
    focusSlide.current = null;
    trackRef.current?.children[selected]?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [selected]);

  const total = stories.length;
  return (
    <section
      ref={regionRef}
      className="story-carousel"
      aria-roledescription={content.roleCarousel}
      aria-label={content.label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          // Focus leaving because the shown slide turned inert is followed by the effect above.
          if (focusSlide.current === null) setFocused(false);
        }
      }}
    >
      <div className="story-carousel__viewport" ref={viewportRef}>
        <div
          className="story-carousel__track"
          ref={trackRef}
          aria-live={playing ? 'off' : 'polite'}
        >
          {stories.map((story, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel makes each slide a group; fieldset is for form controls.
            <div
              key={story.id}
              className="story-carousel__slide"
              role="group"
              aria-roledescription={content.roleSlide}
              aria-label={fill(content.slideLabel, { n: index + 1, total })}
              // Slides out of view are out of the tab order and the reading order.
              inert={index !== selected}
            >
              <ResponsivePicture
                className="story-carousel__background"
                image={story.pcBackground}
                mobileImage={story.h5Background}
                alt=""
              />
              <div className="story-carousel__panel">
                <h3 className="story-carousel__topic">{story.topic}</h3>
                <blockquote className="story-carousel__quote">
                  <p>{story.desc}</p>
                </blockquote>
                <p className="story-carousel__person">{story.person}</p>
                <VideoModal
                  className="story-carousel__video"
                  video={story.video}
                  title={story.video.title}
                  playLabel={content.playVideo}
                  closeLabel={content.closeVideo}
                >
                  <span className="story-carousel__video-text" aria-hidden="true">
                    {content.playVideo}
                  </span>
                </VideoModal>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="story-carousel__bar">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields. */}
        <div className="story-carousel__dots" role="group" aria-label={content.chooseSlide}>
          {stories.map((story, index) => (
            <button
              key={story.id}
              type="button"
              className="story-carousel__dot"
              aria-label={fill(content.goTo, { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className="story-carousel__dot-mark" />
            </button>
          ))}
        </div>
        <div className="story-carousel__controls">
          <button
            type="button"
            className="story-carousel__button story-carousel__pause"
            aria-label={playing ? content.pause : content.play}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <Pause size={20} aria-hidden="true" />
            ) : (
              <Play size={20} aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            className="story-carousel__button"
            aria-label={content.previous}
            onClick={previous}
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="story-carousel__button"
            aria-label={content.next}
            onClick={next}
          >
            <ChevronRight size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
