/**
 * The subscribe form's one schema (docs/design.md#endpoints, `POST /api/alerts/subscribe`),
 * used by the server; its messages are codes (alerts-limits.ts) whose words are content.
 */
import { z } from 'zod';
import {
  ALERT_LANGUAGES,
  ALERT_MESSAGE_CODES,
  type AlertLanguage,
  type AlertMessageCode,
  DOCUMENT_CATEGORIES,
} from './alerts-limits';

export * from './alerts-limits';

/** Form-encoded bodies carry strings: 'true', 'on', '1' mean checked. */
const checkbox = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.literal(true, { error: 'consent_required' }),
);

/**
 * The categories asked for: one value or a list (a form sends one field per ticked box); none,
 * or every one, means all (stored as an empty list: a category added later is included).
 */
const categories = z
  .preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(DOCUMENT_CATEGORIES, { error: 'invalid' })).max(DOCUMENT_CATEGORIES.length * 2),
  )
  .transform((list) => {
    const chosen = DOCUMENT_CATEGORIES.filter((c) => list.includes(c));
    return chosen.length === DOCUMENT_CATEGORIES.length ? [] : chosen;
  });

export const SubscribeSchema = z.object({
  email: z
    .string({ error: 'email_invalid' })
    .trim()
    .min(1, { error: 'email_invalid' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' })),
  /** The language of the alerts (and of the confirmation e-mail). */
  language: z.enum(ALERT_LANGUAGES, { error: 'invalid' }),
  categories,
  consent: checkbox,
  /** Language of `err` in the answer: 0 Simplified Chinese, 1 Traditional Chinese, 2 English. */
  language_type: z.coerce.number().int().min(0).max(2).catch(0).default(0),
  /** Honeypot: people leave it empty. */
  website: z.string().max(200).default(''),
});

export type SubscribeInput = z.input<typeof SubscribeSchema>;
export type Subscription = z.output<typeof SubscribeSchema>;

/** Narrows a validation message to a known code. */
export function asAlertMessageCode(message: string | undefined): AlertMessageCode {
  return (ALERT_MESSAGE_CODES as readonly string[]).includes(message ?? '')
    ? (message as AlertMessageCode)
    : 'invalid';
}

/** One published document as an alert lists it (the build's `alert-documents.json`). */
export interface AlertDocument {
  /** `documents/<slug>`: announced once, ever. */
  id: string;
  /** Publication time, Hong Kong (`YYYY-MM-DDTHH:mm` or `YYYY-MM-DD`). */
  published: string;
  category: string;
  title: Record<AlertLanguage, string>;
  /** The PDF of each language version, by its site path (`/documents/2026/…-en.pdf`). */
  files: Partial<Record<AlertLanguage, string>>;
}

/** The list the build writes beside `client/` (not served): what a release publishes. */
export const ALERT_DOCUMENTS_FILE = 'alert-documents.json';
