/**
 * Content shapes. `zh-hans` is written against these types and the other languages must match
 * them, so a key missing in one language fails the type-check (CONVENTIONS habit 2).
 * Page issues extend a page's type with the fields of SPEC §3 as they build the page.
 */
import type { RasterImage } from '../../config/assets';
import type { PageId } from '../../config/paths';

/** `<title>` name and meta description of one page in one language. */
export interface PageMeta {
  /** The page's own name; the document title is `<title> | <shared title>` (Home: shared title only). */
  title: string;
  description: string;
  /** Social-card image (`og:image`); root-relative URLs are made absolute with SITE_URL. */
  image?: string;
  /** A news feed of this page's language (`<link rel="alternate" type="application/atom+xml">`). */
  feed?: { href: string; title: string };
}

/** A section's heading: optional eyebrow above, the title, an optional lead paragraph below. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** What every page has: its meta and its `h1` heading. */
export interface PageBase {
  meta: PageMeta;
  heading: SectionHeading;
}

/** A page made of named sections, each with its heading. */
export interface SectionedPage<K extends string> extends PageBase {
  sections: Record<K, SectionHeading>;
}

// Page content types live in one file per area, so each page issue edits its own file.
import type {
  AboutContent,
  AwardsContent,
  DevelopmentHistoryContent,
  HomeContent,
  PartnerContent,
} from './about';
import type {
  CareerContent,
  CareerDetailContent,
  ContactContent,
  InvestorContent,
  PrivacyContent,
} from './company';
import type { ArticleDetailContent, NewsListContent, StoryContent } from './news';
import type { ProductContent, SamdDetailContent, ServiceContent } from './products';

export type * from './about';
export type * from './company';
export type * from './news';
export type * from './products';

/**
 * A patient story (SPEC §3 "Story"), shared by the Home carousel and the stories page.
 * SPEC's h5BackgroundUrl / pcBackgroundUrl are the mobile / desktop image sets here.
 */
export interface Story {
  id: string;
  topic: string;
  /** The quote. */
  desc: string;
  /** Who speaks, described by role and place, never by name. */
  person: string;
  h5Background: RasterImage;
  pcBackground: RasterImage;
  video: { url: string; type: string; poster: string; posterWebp: string; title: string };
}

/** The living style guide (`/_styleguide`): section names and sample words in each language. */
export interface StyleguideContent
  extends SectionedPage<
    | 'colours'
    | 'type'
    | 'buttons'
    | 'tabs'
    | 'cards'
    | 'stats'
    | 'pictures'
    | 'video'
    | 'illustrations'
  > {
  samples: {
    paragraph: string;
    primary: string;
    secondary: string;
    ghost: string;
    tabs: [string, string, string];
    tabPanels: [string, string, string];
    cardTitle: string;
    cardText: string;
    stats: { value: number; suffix?: string; label: string }[];
    pictureAlt: string;
    videoTitle: string;
    play: string;
    close: string;
  };
}

/** The content type of every page. */
export interface PageContentMap {
  home: HomeContent;
  about: AboutContent;
  'development-history': DevelopmentHistoryContent;
  partner: PartnerContent;
  awards: AwardsContent;
  product: ProductContent;
  'samd-detail': SamdDetailContent;
  medical: ServiceContent;
  health: ServiceContent;
  'health-eye': ServiceContent;
  responsibility: NewsListContent;
  'company-news': NewsListContent;
  'responsibility-details': ArticleDetailContent;
  story: StoryContent;
  career: CareerContent;
  'career-detail': CareerDetailContent;
  investor: InvestorContent;
  contact: ContactContent;
  privacy: PrivacyContent;
  styleguide: StyleguideContent;
}

/** Per language: a loader for each page's content module (each its own chunk). */
export type PageContentLoaders = {
  [K in PageId]: () => Promise<{ content: PageContentMap[K] }>;
};

/** Interface strings shared by every page. */
export interface UiStrings {
  skipToContent: string;
  /** Label of the site-wide navigation landmark. */
  siteNavigation: string;
  /** Shown when a page's script or stylesheet could not be loaded even after one reload. */
  chunkError: { title: string; body: string; retry: string };
  /** Generic network error toast (SPEC §8: 发生网络错误). */
  networkError: string;
}

/** A link in a menu: `url` is a site path without language prefix, with its query if any. */
export interface MenuLink {
  label: string;
  url: string;
}

/** Mobile menu entry (SPEC §3 "Menu item"): type 3 is a single link, type 2 a group. */
export type MobileMenuItem =
  | { type: 3; label: string; url: string }
  | { type: 2; label: string; children: MenuLink[] };

/** The named types of the desktop menu (SPEC §3). */
export type DesktopMenuType =
  | 'index'
  | 'about'
  | 'yt_product'
  | 'yt_scene'
  | 'company_news'
  | 'story'
  | 'recruit'
  | 'investor'
  | 'contact_us';

/** Desktop menu entry; `url` when the top item has its own address, `showChildren` for groups. */
export interface DesktopMenuItem {
  type: DesktopMenuType;
  label: string;
  url?: string;
  showChildren: boolean;
  children: MenuLink[];
}

/** Header, drawer and footer words and menus of one language. */
export interface ChromeContent {
  /** Accessible name of the logo link (goes to Home). */
  logoLabel: string;
  mainNavigation: string;
  menu: { mobile: MobileMenuItem[]; desktop: DesktopMenuItem[] };
  openMenu: string;
  closeMenu: string;
  /** Label of the language dropdown button (visually hidden next to the current language). */
  language: string;
  footer: {
    navigation: string;
    /** Desktop link columns: about, product, scene, news (SPEC §2 "Footer"). */
    columns: { title: string; links: MenuLink[] }[];
    /** Single links: story, recruit, investor, contact. */
    singles: MenuLink[];
    hotlineTitle: string;
    hotlineHours: string;
    social: { weibo: string; linkedin: string; wechat: string };
    /** Opens in a new tab (screen-reader hint appended to external links). */
    newTab: string;
    qr: {
      title: string;
      close: string;
      videoAccount: string;
      officialAccount: string;
      /** Says what the codes lead to (until the company supplies its WeChat codes). */
      caption: string;
    };
    rights: string;
  };
}

/** What every page of one language shares: titles, UI strings, page names. */
export interface SiteContent {
  /** SPEC §2: the shared page title ("let health be everywhere", global leader in retinal imaging AI). */
  sharedTitle: string;
  /** Default meta description of the site. */
  description: string;
  /** Company name as written in this language. */
  companyName: string;
  /** Short names of the pages, for navigation and breadcrumbs. */
  pageNames: Record<PageId, string>;
  ui: UiStrings;
  chrome: ChromeContent;
}
