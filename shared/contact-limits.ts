/**
 * The contact form's limits and appeal codes, without the schema: the page imports these for
 * its prerendered markup without pulling zod into its first load (shared/contact.ts re-exports
 * them and builds the schema on them).
 */

/** SPEC §9: at most 500 characters in `suggest` (counted as characters, not UTF-16 units). */
export const SUGGEST_MAX = 500;
/** A submission faster than this after the form was shown counts as a bot. */
export const MIN_FILL_MS = 3000;

/** The nine appeal options of SPEC §3, as codes 1–9 in SPEC order (9 = others). */
export const APPEAL_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type AppealCode = (typeof APPEAL_CODES)[number];
