/**
 * The contact form's limits and appeal codes, without the schema: the page imports these for
 * its prerendered markup without pulling zod into its first load (shared/contact.ts re-exports
 * them and builds the schema on them).
 */

/**
 * docs/spec.md#validation: at most 500 characters in `suggest` (counted as characters, not UTF-16
 * units).
 */
export const SUGGEST_MAX = 500;
/** A submission faster than this after the form was shown counts as a bot. */
export const MIN_FILL_MS = 3000;

/**
 * The nine appeal options of docs/spec.md#content-shapes, as codes 1–9 in the spec's order (9 =
 * others).
 */
export const APPEAL_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type AppealCode = (typeof APPEAL_CODES)[number];

/** Validation messages, one per field rule (the schema's issue messages are these codes). */
export const CONTACT_ERROR_CODES = [
  'required',
  'name_too_long',
  'name_invalid',
  'phone_invalid',
  'email_invalid',
  'appeal_invalid',
  'suggest_too_long',
  'consent_required',
  'invalid',
] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

/** Answers that are not about one field. */
export const CONTACT_STATUS_CODES = [
  'success',
  'network',
  'rate_limited',
  'too_large',
  'unsupported',
  'unavailable',
] as const;
export type ContactStatusCode = (typeof CONTACT_STATUS_CODES)[number];

/** Every message the form and `POST /api/contact` show a visitor. */
export const CONTACT_MESSAGE_CODES = [...CONTACT_ERROR_CODES, ...CONTACT_STATUS_CODES] as const;
export type ContactMessageCode = ContactErrorCode | ContactStatusCode;

/**
 * The messages in one language: the contact page's words (`form.messages` in
 * src/content/pages/contact.<language>.yml), which the build also gives the server.
 */
export type ContactMessages = Record<ContactMessageCode, string>;
