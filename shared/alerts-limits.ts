/**
 * E-mail alerts for investors (docs/decisions/0018-investor-email-alerts.md), without zod: the
 * categories, languages and message codes the subscribe form's prerendered markup needs
 * (shared/alerts.ts builds the schema on them).
 */
import { SITE_LOCALES } from './locales';

/**
 * The investor documents' categories, in the order the documents list and the form show them
 * (src/content/documents/collection.ts re-exports this list).
 */
export const DOCUMENT_CATEGORIES = [
  'announcements',
  'circulars',
  'financial-reports',
  'esg-reports',
  'shareholder-meetings',
  'monthly-returns',
  'corporate-governance',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The languages an alert can be written in: the site's three, by their URL codes. */
export const ALERT_LANGUAGES = SITE_LOCALES;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

/** The visitor-facing answers of the subscribe form and `POST /api/alerts/subscribe`. */
export const ALERT_MESSAGE_CODES = [
  // The one reply to an accepted form, whether the address is known or not.
  'pending',
  'email_invalid',
  'consent_required',
  'invalid',
  'rate_limited',
  // A form posted from another site's page (server/src/routes/alerts.ts, `crossSite`).
  'cross_site',
  'unavailable',
  'network',
] as const;
export type AlertMessageCode = (typeof ALERT_MESSAGE_CODES)[number];
export type AlertMessages = Record<AlertMessageCode, string>;

export { ALERT_ACTIONS, type AlertAction } from './alert-actions';

/** Days a confirmation link works; an unconfirmed subscription is deleted after as many. */
export const CONFIRM_DAYS = 7;
/** At most one confirmation e-mail per address in this time, however often it is entered. */
export const CONFIRM_RESEND_MS = 3_600_000;
/**
 * At most this many confirmation e-mails to one mailbox a day, whichever of its spellings
 * (`Name+tag@…`) they were asked for at (server/src/store/person.ts, `mailboxKey`).
 */
export const CONFIRM_PER_MAILBOX_PER_DAY = 3;

/** The URL prefix of each language's pages (src/i18n/locales.ts says the same). */
export const ALERT_PREFIX: Record<AlertLanguage, string> = {
  'zh-hans': '',
  'zh-hant': '/zh-hant',
  en: '/en',
};
