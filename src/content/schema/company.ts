/**
 * Content of Careers, Investor Relations, Contact and the privacy notice
 * (docs/spec.md#content-shapes).
 */
import { z } from 'zod';
import { APPEAL_CODES, CONTACT_MESSAGE_CODES } from '../../../shared/contact-limits';
import { RECRUIT_KEYS } from '../keys';
import { alertsFormContent } from './alerts';
import {
  altText,
  code,
  href,
  isoDate,
  keyedObject,
  localizedHref,
  sectionedPage,
  text,
  vector,
} from './primitives';

/** An illustration with its alt text ('' when it only decorates). */
export const illustration = z.strictObject({ image: vector(), alt: altText() });
export type Illustration = z.output<typeof illustration>;

/** Names of the lucide icons the company pages may show next to a point (mapped in the page). */
export const companyIcon = z.enum([
  'eye',
  'heart',
  'lightbulb',
  'users',
  'shield',
  'target',
  'graduation',
  'calendar',
  'coffee',
  'home',
  'briefcase',
  'plane',
]);
export type CompanyIcon = z.output<typeof companyIcon>;

/** A short point: icon, title, text. */
export const companyPoint = z.strictObject({ icon: companyIcon, title: text(), desc: text() });

export const careerContent = z.strictObject({
  ...sectionedPage(['values', 'life', 'benefits', 'positions']),
  values: z.array(companyPoint),
  /** "{product} Life": work environment and cultural activities. */
  life: z.array(z.strictObject({ title: text(), desc: text(), illustration })),
  benefits: z.array(companyPoint),
  /** One card per category, in the spec's order, linking to `/career-detail?type=N`. */
  positions: keyedObject(RECRUIT_KEYS, z.strictObject({ title: text(), desc: text() })),
  /** Text of the link on each category card. */
  positionsLink: text(),
});

/** docs/spec.md#content-shapes, "Recruit category". */
export const recruitCategory = z.strictObject({
  /** The category's headline. */
  post: text(),
  /** The category's picture (the spec's `postUrl`). */
  postUrl: illustration,
  postOath: text(),
  postOathDetail: z.array(text()),
  colleaguesWordsTitle: text(),
  /** Quotes of colleagues; `source` names a role, never a person. */
  colleaguesWordsList: z.array(z.strictObject({ ctt: text(), source: text().optional() })),
  postList: z.array(
    z.strictObject({
      title: text(),
      /** Duty and requirement lists, each with its label. */
      list: z.array(z.strictObject({ title: text(), items: z.array(text()) })),
    }),
  ),
  workplace: z.strictObject({ address: text(), email: code(), btn: text() }),
});

/** Career detail: one section per recruit category, in the spec's order (`?type=1..4`). */
export const careerDetailContent = z.strictObject({
  ...sectionedPage(RECRUIT_KEYS),
  categories: keyedObject(RECRUIT_KEYS, recruitCategory),
  labels: z.strictObject({
    /** Name of the navigation between the categories. */
    categories: text(),
    posts: text(),
    workplace: text(),
    address: text(),
    email: text(),
    /** Subject of the application e-mail; `{category}` is replaced by the category name. */
    mailSubject: text(),
    /** Link back to the careers page. */
    back: text(),
  }),
});

/** A name/value pair of the investor page, with an optional link. */
const investorPair = z.strictObject({ name: text(), value: text(), href: href().optional() });

export const investorContent = z.strictObject({
  ...sectionedPage(['stock', 'documents', 'calendar', 'contact']),
  /** The links to the documents list and the governance page (Listing Rule 2.07C). */
  documentLinks: z.strictObject({ documents: text(), governance: text() }),
  stock: z.strictObject({
    exchange: text(),
    /** "For reference only": third-party data. */
    note: text(),
    /** Opens the exchange's quote page (no third-party code runs on our page). */
    quoteButton: text(),
    quoteUrl: localizedHref(),
    /** Appended to links that open a new tab, for screen readers. */
    newTab: text(),
  }),
  /**
   * The calendar section: the next events of the financial calendar (src/content/calendar/), a
   * link to all of them, what it says when none is set, the words after a time.
   */
  calendarLinks: z.strictObject({
    all: text(),
    none: text(),
    hongKongTime: text(),
    /** The days of an event of several days: `{from}` and `{to}` are replaced. */
    span: text(),
  }),
  contact: z.array(investorPair),
  /** The e-mail alerts' subscribe form. */
  alertsForm: alertsFormContent,
});

/** docs/spec.md#content-shapes, "Office". */
export const office = z.strictObject({
  title: text(),
  mobile: text(),
  email: code(),
  postcode: code(),
  /** `text` is the label, `add` the address itself. */
  address: z.strictObject({ text: text(), add: text() }),
  /** Map image (Beijing and Shanghai only). */
  src: illustration.optional(),
});
export type Office = z.output<typeof office>;

/**
 * Words of the contact form (docs/spec.md#content-shapes, "Contact form"), its validation messages
 * included.
 */
export const contactFormContent = z.strictObject({
  name: text(),
  phone: text(),
  email: text(),
  appeal: text(),
  appealPlaceholder: text(),
  appeals: keyedObject(APPEAL_CODES, text()),
  suggest: text(),
  /** Live counter, e.g. '{count}/{max}'. */
  counter: text(),
  /** The limit, in characters as the server counts them ("at most 500 characters"). */
  suggestHint: text(),
  /** Marks an optional field. */
  optional: text(),
  /** Marks a required field (for screen readers; the asterisk is decorative). */
  required: text(),
  /** The consent sentence: `before` + link to the privacy notice + `after`. */
  consent: z.strictObject({ before: text(), link: text(), after: text() }),
  /** Appended to the privacy link, which opens a new tab so nothing typed is lost. */
  newTab: text(),
  button: text(),
  sending: text(),
  /** Label of the honeypot field, which people never see. */
  honeypot: text(),
  /** Name of the notifications region (the toasts). */
  notifications: text(),
  /**
   * What the form and the server say to a visitor: a message per validation rule and per answer
   * (docs/spec.md#errors: 'Invalid Email' / 邮箱格式不符, 'Submitted Successfully' / 发送成功).
   */
  messages: keyedObject(CONTACT_MESSAGE_CODES, text()),
});
export type ContactFormContent = z.output<typeof contactFormContent>;

export const contactContent = z.strictObject({
  ...sectionedPage(['offices', 'form']),
  hotline: z.strictObject({ title: text(), hours: text() }),
  officeLabels: z.strictObject({ tel: text(), email: text(), postcode: text() }),
  offices: z.array(office),
  form: contactFormContent,
  /**
   * The e-mail staff receive for each message, written once (staff read it in Chinese; the
   * appeal is named with the form's Chinese and English words). `{id}`, `{appeal}` and `{name}`
   * in the subject are filled in.
   */
  staffMail: z.strictObject({
    subject: code(),
    message: code(),
    time: code(),
    name: code(),
    phone: code(),
    email: code(),
    appeal: code(),
  }),
});
export type ContactContent = z.output<typeof contactContent>;

const PRIVACY_SECTIONS = ['collection', 'use', 'rights', 'contact'] as const;

/** The privacy notice (PIPL) the contact form's consent links to. */
export const privacyContent = z.strictObject({
  ...sectionedPage(PRIVACY_SECTIONS),
  /** Paragraphs and points per section. */
  body: keyedObject(
    PRIVACY_SECTIONS,
    z.strictObject({ paragraphs: z.array(text()), points: z.array(text()).optional() }),
  ),
  /** The address for privacy requests. */
  email: code(),
  /**
   * The notice's version: the date of its current wording. Each contact message records the
   * version its sender agreed to, so change it whenever the notice's words change.
   */
  version: isoDate(),
});
export type PrivacyContent = z.output<typeof privacyContent>;
