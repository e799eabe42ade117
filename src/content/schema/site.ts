/**
 * The shared content of every page of one language (titles, UI strings, header and footer), the
 * patient stories, and the brand facts (docs/spec.md#navigation; Story in
 * docs/spec.md#content-shapes; docs/design.md#visual-direction).
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import {
  code,
  href,
  keyedObject,
  mediaUrl,
  type pageBase,
  type pageMeta,
  raster,
  sectionedPage,
  type sectionHeading,
  text,
} from './primitives';

/** `<title>` name and meta description of one page in one language. */
export type PageMeta = z.output<typeof pageMeta>;

/** A section's heading: optional eyebrow above, the title, an optional lead paragraph below. */
export type SectionHeading = z.output<typeof sectionHeading>;

/** What every page has: its meta and its `h1` heading. */
export type PageBase = { [K in keyof typeof pageBase]: z.output<(typeof pageBase)[K]> };

/** A page made of named sections, each with its heading. */
export type SectionedPage<K extends string> = PageBase & { sections: Record<K, SectionHeading> };

/**
 * A patient story (docs/spec.md#content-shapes, "Story"), shared by the Home carousel and the
 * stories page. The spec's h5BackgroundUrl / pcBackgroundUrl are the mobile / desktop image sets
 * here.
 */
export const story = z.strictObject({
  id: code(),
  topic: text(),
  /** The quote. */
  desc: text(),
  /** Who speaks, described by role and place, never by name. */
  person: text(),
  h5Background: raster(),
  pcBackground: raster(),
  video: z.strictObject({
    url: mediaUrl(),
    type: code(),
    poster: mediaUrl(),
    posterWebp: mediaUrl(),
    title: text(),
  }),
});
export type Story = z.output<typeof story>;

/** Interface strings shared by every page. */
export const uiStrings = z.strictObject({
  skipToContent: text(),
  /** Label of the site-wide navigation landmark. */
  siteNavigation: text(),
  /** Shown when a page's script or stylesheet could not be loaded even after one reload. */
  chunkError: z.strictObject({ title: text(), body: text(), retry: text() }),
  /** Generic network error toast (docs/spec.md#errors: 发生网络错误). */
  networkError: text(),
  /**
   * Shown instead of a PDF inside WeChat on Android, whose browser shows PDFs as a blank page
   * (docs/design.md#pdfs-inside-wechat): how to open it in the phone's browser, and a button that
   * copies the PDF's address.
   */
  pdfInWechat: z.strictObject({
    title: text(),
    intro: text(),
    /** The steps in WeChat's own words: its "···" menu, then "Open in browser". */
    steps: z.array(text()).min(1),
    /** Introduces the address and the copy button. */
    orCopy: text(),
    /** Accessible name of the address field. */
    address: text(),
    copy: text(),
    copied: text(),
    copyFailed: text(),
    close: text(),
  }),
});
export type UiStrings = z.output<typeof uiStrings>;

/** A link in a menu: `url` is a site path without language prefix, with its query if any. */
export const menuLink = z.strictObject({ label: text(), url: href() });
export type MenuLink = z.output<typeof menuLink>;

/**
 * Mobile menu entry (docs/spec.md#content-shapes, "Menu item"): type 3 is a single link, type 2 a
 * group.
 */
export const mobileMenuItem = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(3), label: text(), url: href() }),
  z.strictObject({ type: z.literal(2), label: text(), children: z.array(menuLink) }),
]);
export type MobileMenuItem = z.output<typeof mobileMenuItem>;

/** The named types of the desktop menu (docs/spec.md#content-shapes). */
export const desktopMenuType = z.enum([
  'index',
  'about',
  'yt_product',
  'yt_scene',
  'company_news',
  'story',
  'recruit',
  'investor',
  'contact_us',
]);

/** Desktop menu entry; `url` when the top item has its own address, `showChildren` for groups. */
export const desktopMenuItem = z.strictObject({
  type: desktopMenuType,
  label: text(),
  url: href().optional(),
  showChildren: z.boolean(),
  children: z.array(menuLink),
});
export type DesktopMenuItem = z.output<typeof desktopMenuItem>;

/** Header, drawer and footer words and menus of one language. */
export const chromeContent = z.strictObject({
  /** Accessible name of the logo link (goes to Home). */
  logoLabel: text(),
  mainNavigation: text(),
  menu: z.strictObject({ mobile: z.array(mobileMenuItem), desktop: z.array(desktopMenuItem) }),
  openMenu: text(),
  closeMenu: text(),
  /** Label of the language dropdown button (visually hidden next to the current language). */
  language: text(),
  /**
   * The site search form of the header and the drawer (docs/design.md#search): the field's name,
   * the words shown in it and the submit button's name.
   */
  search: z.strictObject({ label: text(), placeholder: text(), submit: text() }),
  /** Care mode (docs/design.md#care-mode): the switch's name and the read-aloud controls. */
  careMode: z.strictObject({
    label: text(),
    /** Accessible name of the read-aloud toolbar. */
    toolbar: text(),
    readAloud: text(),
    pause: text(),
    resume: text(),
    stop: text(),
  }),
  footer: z.strictObject({
    navigation: text(),
    /** Desktop link columns: about, product, scene, news (docs/spec.md#navigation, "Footer"). */
    columns: z.array(z.strictObject({ title: text(), links: z.array(menuLink) })),
    /** Single links: story, recruit, investor, contact. */
    singles: z.array(menuLink),
    hotlineTitle: text(),
    hotlineHours: text(),
    social: z.strictObject({ weibo: text(), linkedin: text(), wechat: text() }),
    /** Opens in a new tab (screen-reader hint appended to external links). */
    newTab: text(),
    qr: z.strictObject({
      title: text(),
      close: text(),
      videoAccount: text(),
      officialAccount: text(),
      /** Says what the codes lead to (until the company supplies its WeChat codes). */
      caption: text(),
    }),
    rights: text(),
  }),
});
export type ChromeContent = z.output<typeof chromeContent>;

/** What every page of one language shares: titles, UI strings. */
export const siteContent = z.strictObject({
  /**
   * docs/spec.md#pages-and-routes: the shared page title ("let health be everywhere", global leader
   * in retinal imaging AI).
   */
  sharedTitle: text(),
  /** Default meta description of the site. */
  description: text(),
  /** Company name as written in this language. */
  companyName: text(),
  ui: uiStrings,
  chrome: chromeContent,
});
export type SiteContent = z.output<typeof siteContent>;

/** The living style guide (`/_styleguide`): section names and sample words in each language. */
export const styleguideContent = z.strictObject({
  ...sectionedPage([
    'colours',
    'type',
    'buttons',
    'tabs',
    'cards',
    'stats',
    'pictures',
    'video',
    'illustrations',
  ]),
  samples: z.strictObject({
    paragraph: text(),
    primary: text(),
    secondary: text(),
    ghost: text(),
    tabs: z.tuple([text(), text(), text()]),
    tabPanels: z.tuple([text(), text(), text()]),
    cardTitle: text(),
    cardText: text(),
    stats: z.array(z.strictObject({ value: z.number(), suffix: text().optional(), label: text() })),
    pictureAlt: text(),
    videoTitle: text(),
    play: text(),
    close: text(),
  }),
});

/** A filing notice of the footer: its number and the register's page. */
const filing = z.strictObject({ number: code(), url: href() });

/** A WeChat QR code of the footer pop-up: the image's path and the address it encodes. */
const qrCode = z.strictObject({ src: code(), target: href() });

/**
 * Brand facts in one place (docs/design.md#visual-direction), so the company can change them
 * without touching pages. Words that differ per language live in the content files instead.
 */
export const siteFacts = z.strictObject({
  brandName: code(),
  /** Customer hotline (docs/spec.md#constants-and-figures). */
  hotline: code(),
  /** Hong Kong stock code (docs/spec.md#constants-and-figures). */
  stockCode: code(),
  foundedYear: z.number(),
  /**
   * Filing notices in the footer (required for sites hosted in mainland China). The company
   * replaces these with its own numbers.
   */
  icpFiling: filing,
  psbFiling: filing,
  social: z.strictObject({ weibo: href(), linkedin: href() }),
  /**
   * WeChat QR codes shown in the footer pop-up. Generated at build time (scripts/generate-qr.ts)
   * from the site's own URLs until the company supplies its video-account and official-account
   * codes: put those files in public/brand/ and point these paths at them.
   */
  qrCodes: z.strictObject({ videoAccount: qrCode, officialAccount: qrCode }),
  logo: z.strictObject({
    /** For light backgrounds. */
    light: code(),
    /** For dark or image backgrounds (the transparent header over the Home hero). */
    dark: code(),
    /** The mark alone, used where the header is narrow (768–1199 px). */
    mark: code(),
    /** Intrinsic size of the word-mark logos (the header scales them to 28 px high). */
    width: z.number(),
    height: z.number(),
  }),
  /** Social-card image of pages without their own (og:image, twitter:image). */
  shareImage: code(),
  /** Name qiankun hosts register the micro-app under. */
  microAppName: code(),
  /** Each language's name in itself, as the language dropdown lists it on every page. */
  languageNames: keyedObject(LOCALES, code()),
});
export type SiteFacts = z.output<typeof siteFacts>;
