/**
 * The contact form's one schema (docs/design.md#endpoints; "Contact form" in
 * docs/spec.md#content-shapes, and docs/spec.md#validation), used by the form (react-hook-form +
 * zodResolver) and by `POST /api/contact`. Validation messages are codes (contact-limits.ts); their
 * words are content (the contact page's `form.messages`).
 */
import { z } from 'zod';
import {
  APPEAL_CODES,
  CONTACT_ERROR_CODES,
  type ContactErrorCode,
  SUGGEST_MAX,
} from './contact-limits';
import { hasControlCharacters, withoutControlCharacters } from './control-chars';

// The limits live in a zod-free module so the contact page's first load need not carry zod.
export {
  APPEAL_CODES,
  type AppealCode,
  CONTACT_MESSAGE_CODES,
  type ContactErrorCode,
  type ContactMessageCode,
  type ContactMessages,
  type ContactStatusCode,
  MIN_FILL_MS,
  SUGGEST_MAX,
} from './contact-limits';

const characters = (value: string) => [...value].length;
const trimmed = z.string({ error: 'required' }).trim();

/** Form-encoded bodies carry strings: 'true', 'on', '1' mean checked. */
const checkbox = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.literal(true, { error: 'consent_required' }),
);

export const ContactSchema = z.object({
  // Single line: a line break or escape in a name would forge lines in the staff e-mail's
  // subject and body and in `npm run messages` (control-chars.ts).
  name: trimmed
    .min(1, { error: 'required' })
    .max(50, { error: 'name_too_long' })
    .refine((v) => !hasControlCharacters(v), { error: 'name_invalid' }),
  phone: trimmed
    .max(20, { error: 'phone_invalid' })
    .refine((v) => v === '' || /^\+?[\d\s()-]{6,20}$/.test(v), { error: 'phone_invalid' })
    .default(''),
  email: trimmed
    .min(1, { error: 'required' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' })),
  appeal: z.enum(APPEAL_CODES, { error: 'appeal_invalid' }),
  suggest: z
    .string({ error: 'required' })
    .transform(withoutControlCharacters)
    .pipe(z.string().trim())
    .pipe(z.string().min(1, { error: 'required' }))
    .refine((v) => characters(v) <= SUGGEST_MAX, { error: 'suggest_too_long' }),
  consent: checkbox,
  /** Language of `err` in the answer: 0 Simplified Chinese, 1 Traditional Chinese, 2 English. */
  language_type: z.coerce.number().int().min(0).max(2).catch(0).default(0),
  /** Honeypot: people leave it empty; anything in it marks the message as spam. */
  website: z.string().max(200).default(''),
  /** When the form was shown (ms since epoch); a quicker submission than MIN_FILL_MS is spam. */
  started_at: z.coerce.number().int().positive().optional().catch(undefined),
});

/** What the form sends. */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores. */
export type ContactMessage = z.output<typeof ContactSchema>;

/** Narrows a validation message to a known code. */
export function asContactErrorCode(message: string | undefined): ContactErrorCode {
  return (CONTACT_ERROR_CODES as readonly string[]).includes(message ?? '')
    ? (message as ContactErrorCode)
    : 'invalid';
}
