/** Content shapes of Careers, Investor Relations, Contact and the privacy notice (SPEC §3). */
import type { AppealCode } from '../../../shared/contact-limits';
import type { VectorImage } from '../../config/assets';
import type { SectionedPage } from './index';

/** An illustration with its alt text ('' when it only decorates). */
export interface Illustration {
  image: VectorImage;
  alt: string;
}

/** Names of the lucide icons the company pages may show next to a point (mapped in the page). */
export type CompanyIcon =
  | 'eye'
  | 'heart'
  | 'lightbulb'
  | 'users'
  | 'shield'
  | 'target'
  | 'graduation'
  | 'calendar'
  | 'coffee'
  | 'home'
  | 'briefcase'
  | 'plane';

/** A short point: icon, title, text. */
export interface CompanyPoint {
  icon: CompanyIcon;
  title: string;
  desc: string;
}

/** The four recruit categories in SPEC order; `?type=1..4` on /career-detail. */
export type RecruitKey = 'algorithm' | 'marketing' | 'product' | 'medical';

export interface CareerContent extends SectionedPage<'values' | 'life' | 'benefits' | 'positions'> {
  values: CompanyPoint[];
  /** "{product} Life": work environment and cultural activities. */
  life: { title: string; desc: string; illustration: Illustration }[];
  benefits: CompanyPoint[];
  /** One card per category, in SPEC order, linking to `/career-detail?type=N`. */
  positions: Record<RecruitKey, { title: string; desc: string }>;
  /** Text of the link on each category card. */
  positionsLink: string;
}

/** SPEC §3 "Recruit category". */
export interface RecruitCategory {
  /** The category's headline. */
  post: string;
  /** The category's picture (SPEC `postUrl`). */
  postUrl: Illustration;
  postOath: string;
  postOathDetail: string[];
  colleaguesWordsTitle: string;
  /** Quotes of colleagues; `source` names a role, never a person. */
  colleaguesWordsList: { ctt: string; source?: string }[];
  postList: {
    title: string;
    /** Duty and requirement lists, each with its label. */
    list: { title: string; items: string[] }[];
  }[];
  workplace: { address: string; email: string; btn: string };
}

/** Career detail: one section per recruit category, in SPEC order (`?type=1..4`). */
export interface CareerDetailContent extends SectionedPage<RecruitKey> {
  categories: Record<RecruitKey, RecruitCategory>;
  labels: {
    /** Name of the navigation between the categories. */
    categories: string;
    posts: string;
    workplace: string;
    address: string;
    email: string;
    /** Subject of the application e-mail; `{category}` is replaced by the category name. */
    mailSubject: string;
    /** Link back to the careers page. */
    back: string;
  };
}

/** One block of an investor calendar item: a paragraph or name/value pairs (SPEC §3). */
export type InvestorBlock =
  | { type: 'describe'; text: string }
  | { type: 'list'; items: { name: string; value: string; href?: string }[] };

/** SPEC §3 "Investor calendar item". */
export interface InvestorCalendarItem {
  title: string;
  /** ISO date (YYYY-MM-DD), formatted in the page language. */
  date: string;
  ctt: InvestorBlock[];
}

export interface InvestorContent extends SectionedPage<'stock' | 'calendar' | 'contact'> {
  stock: {
    exchange: string;
    /** "For reference only": third-party data. */
    note: string;
    /** Opens the exchange's quote page (no third-party code runs on our page). */
    quoteButton: string;
    quoteUrl: string;
    /** Appended to links that open a new tab, for screen readers. */
    newTab: string;
  };
  calendar: InvestorCalendarItem[];
  contact: { name: string; value: string; href?: string }[];
}

/** SPEC §3 "Office". */
export interface Office {
  title: string;
  mobile: string;
  email: string;
  postcode: string;
  /** `text` is the label, `add` the address itself. */
  address: { text: string; add: string };
  /** Map image (Beijing and Shanghai only). */
  src?: Illustration;
}

/** Words of the contact form (SPEC §3 "Contact form"); validation words come from shared/contact. */
export interface ContactFormContent {
  name: string;
  phone: string;
  email: string;
  appeal: string;
  appealPlaceholder: string;
  appeals: Record<AppealCode, string>;
  suggest: string;
  /** Live counter, e.g. '{count}/{max}'. */
  counter: string;
  /** The limit as SPEC words it ("at most 500 words"). */
  suggestHint: string;
  /** Marks an optional field. */
  optional: string;
  /** Marks a required field (for screen readers; the asterisk is decorative). */
  required: string;
  /** The consent sentence: `before` + link to the privacy notice + `after`. */
  consent: { before: string; link: string; after: string };
  /** Appended to the privacy link, which opens a new tab so nothing typed is lost. */
  newTab: string;
  button: string;
  sending: string;
  /** Label of the honeypot field, which people never see. */
  honeypot: string;
  /** Name of the notifications region (the toasts). */
  notifications: string;
}

export interface ContactContent extends SectionedPage<'offices' | 'form'> {
  hotline: { title: string; hours: string };
  officeLabels: { tel: string; email: string; postcode: string };
  offices: Office[];
  form: ContactFormContent;
}

/** The privacy notice (PIPL) the contact form's consent links to. */
export interface PrivacyContent extends SectionedPage<'collection' | 'use' | 'rights' | 'contact'> {
  /** Paragraphs and points per section. */
  body: Record<
    'collection' | 'use' | 'rights' | 'contact',
    { paragraphs: string[]; points?: string[] }
  >;
  /** The address for privacy requests. */
  email: string;
}
