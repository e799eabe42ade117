/**
 * One person's messages, for the rights of PIPL art. 44–47 (access, copy, deletion): matched by
 * e-mail address or phone number the way a person writes them, not byte for byte.
 */
import { domainToASCII } from 'node:url';

/** Who to look for: an e-mail address, a phone number, or both (a message matching either). */
export interface Person {
  email?: string;
  phone?: string;
}

/**
 * E-mail as compared: NFKC (full-width letters typed with a Chinese IME become ASCII), without
 * any whitespace, lower case.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/**
 * The mailbox an address delivers to, for counting the confirmation e-mails it gets
 * (docs/decisions/0018-investor-email-alerts.md): the address as compared (normalizeEmail), its
 * local part cut at the first `+` (`Name+1@…` and `name+2@…` reach one inbox at most providers)
 * and an internationalized domain in its ASCII form. Dots are kept: only some providers ignore
 * them. Only for counting: a subscription is still keyed by the whole address.
 */
export function mailboxKey(value: string): string {
  const address = normalizeEmail(value);
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}@${domainToASCII(domain) || domain}`;
}

/**
 * Phone number as compared: NFKC, then only the digits and `+` (spaces, hyphens and brackets are
 * how people group digits, not part of the number).
 */
export function normalizePhone(value: string): string {
  return value.normalize('NFKC').replace(/[^\d+]/g, '');
}

/** A predicate over stored rows; throws when the person gives nothing to match on. */
export function personMatcher(person: Person): (row: { email: string; phone: string }) => boolean {
  const email = person.email === undefined ? '' : normalizeEmail(person.email);
  const phone = person.phone === undefined ? '' : normalizePhone(person.phone);
  if (!email && !phone) throw new Error('Give an e-mail address or a phone number to match');
  return (row) =>
    (email !== '' && normalizeEmail(row.email) === email) ||
    (phone !== '' && normalizePhone(row.phone) === phone);
}
