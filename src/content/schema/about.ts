/**
 * Content of Home and the About pages (docs/spec.md#what-each-page-holds; History entry and Home
 * carousel item in docs/spec.md#content-shapes).
 */
import { z } from 'zod';
import {
  code,
  href,
  injected,
  link,
  localizedNumber,
  mediaUrl,
  sectionedPage,
  text,
  vector,
} from './primitives';
import type { Story } from './site';

/** An illustration or picture by URL, with its intrinsic size; no `alt` = decorative. */
export const aboutImage = vector({ alt: text().optional() });

/** A link inside the site: `href` is a path without language prefix. */
export const aboutLink = link;

/** A video shown poster first, loaded in a modal on demand. */
export const aboutVideo = z.strictObject({
  url: mediaUrl(),
  type: code(),
  /** Poster as JPEG and WebP. */
  poster: mediaUrl(),
  posterWebp: mediaUrl(),
  posterWidth: z.number(),
  posterHeight: z.number(),
  /** Name of the dialog and of the play button. */
  title: text(),
});

/** One "Did you know?" statistic (docs/spec.md#constants-and-figures), with its source line. */
export const homeStatistic = z.strictObject({
  /** The headline figure as written in this language ("5.37 亿", "537 million"). */
  figure: text(),
  /** What the figure counts. */
  label: text(),
  /** The second figure in words ("44.7% of them do not know it"). */
  detail: text(),
  source: text(),
});

/**
 * One impact figure: counts up; docs/spec.md#states gives it a different caption on mobile and
 * desktop.
 */
export const impactFigure = z.strictObject({
  value: localizedNumber(),
  suffix: text().optional(),
  desktopCaption: text(),
  mobileCaption: text(),
});

/** Words of the Home story carousel; the stories themselves are the shared `stories`. */
export const storyCarouselContent = z.strictObject({
  /** Accessible name of the carousel region. */
  label: text(),
  /** `aria-roledescription` of the region and of each slide, in this language. */
  roleCarousel: text(),
  roleSlide: text(),
  /** Slide label, with `{n}` and `{total}`: "1 of 5". */
  slideLabel: text(),
  previous: text(),
  next: text(),
  /** Dot button label, with `{n}`: "Show story 1". */
  goTo: text(),
  /** Names of the dot group. */
  chooseSlide: text(),
  pause: text(),
  play: text(),
  playVideo: text(),
  closeVideo: text(),
  stories: injected<Story[]>(),
});
export type StoryCarouselContent = z.output<typeof storyCarouselContent>;

export const homeContent = z.strictObject({
  ...sectionedPage(['didYouKnow', 'retinalExam', 'impact', 'stories']),
  hero: z.strictObject({ actions: z.tuple([aboutLink, aboutLink]) }),
  statistics: z.array(homeStatistic),
  retinalExam: z.strictObject({
    image: aboutImage,
    eyeTitle: text(),
    eyeItems: z.array(text()),
    systemicTitle: text(),
    systemicItems: z.array(text()),
    stepsTitle: text(),
    steps: z.array(z.strictObject({ title: text(), text: text() })),
    /** Intended-use note (for professional use). */
    note: text(),
    link: aboutLink,
  }),
  impact: z.strictObject({ figures: z.array(impactFigure), note: text() }),
  carousel: storyCarouselContent,
  storiesLink: aboutLink,
});

/** A key fact of the company profile ("Founded" — "2015"). */
export const keyFact = z.strictObject({ label: text(), value: text() });

export const aboutContent = z.strictObject({
  ...sectionedPage(['profile', 'facts', 'explore']),
  profile: z.strictObject({
    paragraphs: z.array(text()),
    video: aboutVideo,
    playVideo: text(),
    closeVideo: text(),
  }),
  facts: z.array(keyFact),
  explore: z.array(
    z.strictObject({
      title: text(),
      text: text(),
      href: href(),
      linkLabel: text(),
      image: aboutImage,
    }),
  ),
});

/**
 * One line of a year (History entry in docs/spec.md#content-shapes): month (omitted where only the
 * year is known).
 */
export const historyLine = z.strictObject({
  month: z.number().optional(),
  content: text(),
  position: z.enum(['left', 'right']),
});

/**
 * A year of the development history (docs/spec.md#content-shapes): its lines and the image at its
 * bottom.
 */
export const historyEntry = z.strictObject({
  year: z.number(),
  lines: z.array(historyLine),
  image: aboutImage,
});

export const developmentHistoryContent = z.strictObject({
  ...sectionedPage(['timeline']),
  /** Accessible name of the year list. */
  timelineLabel: text(),
  entries: z.array(historyEntry),
});

/** A quote of a clinical partner, attributed to a role, never a name. */
export const expertQuote = z.strictObject({ quote: text(), role: text() });

export const partnerCategory = z.strictObject({
  title: text(),
  /** The docs/spec.md#constants-and-figures count as written ("700+"). */
  count: text(),
  text: text(),
  image: aboutImage,
});

export const partnerContent = z.strictObject({
  ...sectionedPage(['experts', 'partners']),
  experts: z.array(expertQuote),
  categories: z.array(partnerCategory),
  /** "As of 31 Dec 2022". */
  countsNote: text(),
  cta: z.strictObject({ text: text(), link: aboutLink }),
});

export const awardItem = z.strictObject({
  title: text(),
  year: z.number(),
  /** The kind of body that gave it ("industry association"), never a real name. */
  issuer: text(),
});

export const awardsContent = z.strictObject({
  ...sectionedPage(['honours']),
  filter: z.strictObject({
    /** Accessible name of the filter group. */
    label: text(),
    all: text(),
    /** Result line, with `{count}`. */
    count: text(),
    /** Issuer line, with `{issuer}`: "Issued by: Media". */
    issuerLine: text(),
  }),
  items: z.array(awardItem),
});
