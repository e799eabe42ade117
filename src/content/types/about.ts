/** Content shapes of Home and the About pages (SPEC §2, §3 History entry, Home carousel item). */
import type { SectionedPage, Story } from './index';

/** An illustration or picture by URL, with its intrinsic size; no `alt` = decorative. */
export interface AboutImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** A link inside the site: `href` is a path without language prefix. */
export interface AboutLink {
  label: string;
  href: string;
}

/** A video shown poster first, loaded in a modal on demand. */
export interface AboutVideo {
  url: string;
  type: string;
  /** Poster as JPEG and WebP. */
  poster: string;
  posterWebp: string;
  posterWidth: number;
  posterHeight: number;
  /** Name of the dialog and of the play button. */
  title: string;
}

/** One "Did you know?" statistic (SPEC §9), with its source line. */
export interface HomeStatistic {
  /** The headline figure as written in this language ("5.37 亿", "537 million"). */
  figure: string;
  /** What the figure counts. */
  label: string;
  /** The second figure in words ("44.7% of them do not know it"). */
  detail: string;
  source: string;
}

/** One impact figure: counts up; SPEC §4 gives it a different caption on mobile and desktop. */
export interface ImpactFigure {
  value: number;
  suffix?: string;
  desktopCaption: string;
  mobileCaption: string;
}

/** Words of the Home story carousel; the stories themselves are the shared `stories`. */
export interface StoryCarouselContent {
  /** Accessible name of the carousel region. */
  label: string;
  /** `aria-roledescription` of the region and of each slide, in this language. */
  roleCarousel: string;
  roleSlide: string;
  /** Slide label, with `{n}` and `{total}`: "1 of 5". */
  slideLabel: string;
  previous: string;
  next: string;
  /** Dot button label, with `{n}`: "Show story 1". */
  goTo: string;
  /** Names of the dot group. */
  chooseSlide: string;
  pause: string;
  play: string;
  playVideo: string;
  closeVideo: string;
  stories: Story[];
}

export interface HomeContent
  extends SectionedPage<'didYouKnow' | 'retinalExam' | 'impact' | 'stories'> {
  hero: { actions: [AboutLink, AboutLink] };
  statistics: HomeStatistic[];
  retinalExam: {
    image: AboutImage;
    eyeTitle: string;
    eyeItems: string[];
    systemicTitle: string;
    systemicItems: string[];
    stepsTitle: string;
    steps: { title: string; text: string }[];
    /** Intended-use note (for professional use). */
    note: string;
    link: AboutLink;
  };
  impact: { figures: ImpactFigure[]; note: string };
  carousel: StoryCarouselContent;
  storiesLink: AboutLink;
}

/** A key fact of the company profile ("Founded" — "2015"). */
export interface KeyFact {
  label: string;
  value: string;
}

export interface AboutContent extends SectionedPage<'profile' | 'facts' | 'explore'> {
  profile: {
    paragraphs: string[];
    video: AboutVideo;
    playVideo: string;
    closeVideo: string;
  };
  facts: KeyFact[];
  explore: { title: string; text: string; href: string; linkLabel: string; image: AboutImage }[];
}

/** One line of a year (SPEC §3 History entry): month (omitted where only the year is known). */
export interface HistoryLine {
  month?: number;
  content: string;
  position: 'left' | 'right';
}

/** A year of the development history (SPEC §3): its lines and the image at its bottom. */
export interface HistoryEntry {
  year: number;
  lines: HistoryLine[];
  image: AboutImage;
}

export interface DevelopmentHistoryContent extends SectionedPage<'timeline'> {
  /** Accessible name of the year list. */
  timelineLabel: string;
  entries: HistoryEntry[];
}

/** A quote of a clinical partner, attributed to a role, never a name. */
export interface ExpertQuote {
  quote: string;
  role: string;
}

export interface PartnerCategory {
  title: string;
  /** The SPEC §9 count as written ("700+"). */
  count: string;
  text: string;
  image: AboutImage;
}

export interface PartnerContent extends SectionedPage<'experts' | 'partners'> {
  experts: ExpertQuote[];
  categories: PartnerCategory[];
  /** "As of 31 Dec 2022". */
  countsNote: string;
  cta: { text: string; link: AboutLink };
}

export interface AwardItem {
  title: string;
  year: number;
  /** The kind of body that gave it ("industry association"), never a real name. */
  issuer: string;
}

export interface AwardsContent extends SectionedPage<'honours'> {
  filter: {
    /** Accessible name of the filter group. */
    label: string;
    all: string;
    /** Result line, with `{count}`. */
    count: string;
    /** Issuer line, with `{issuer}`: "Issued by: Media". */
    issuerLine: string;
  };
  items: AwardItem[];
}
