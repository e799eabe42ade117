/** Rows of the alert tables as the store reads them, and the decisions made of them. */
import type { AlertDocument, AlertLanguage } from '../../../shared/alerts';
import type { SubscriberRow } from './database';
import { mailboxKey } from './person';
import { hashToken } from './token';
import type { AlertMailItem, ConfirmLimits, SubscribeResult, Subscriber } from './types';

/** A claimed e-mail: its subscriber's row, the outbox row's id, kind and attempts, its documents. */
export interface AlertMailRow extends SubscriberRow {
  mail_id: number;
  kind: string;
  attempts: number;
  documents: string | null;
}

/** `categories` as stored: `,a,b,` (so one LIKE finds one), '' for all. */
export const encodeCategories = (list: string[]) => (list.length ? `,${list.join(',')},` : '');
export const decodeCategories = (stored: string) => stored.split(',').filter(Boolean);

/** Categories safe inside a LIKE pattern (they come from the build's list). */
export const likeSafe = (categories: string[]) =>
  [...new Set(categories)].filter((c) => /^[a-z0-9-]+$/.test(c));

const date = (value: number) => new Date(value);

export function toSubscriber(row: SubscriberRow): Omit<Subscriber, 'mail'> {
  return {
    id: Number(row.id),
    email: row.email,
    language: row.language as AlertLanguage,
    categories: decodeCategories(row.categories),
    createdAt: date(row.created_at),
    consent: {
      at: date(row.consent_at),
      version: row.consent_version,
      language: row.consent_language as AlertLanguage,
    },
    confirmRequestedAt: date(row.confirm_requested_at),
    confirmedAt: row.confirmed_at === null ? null : date(row.confirmed_at),
  };
}

export function toAlertMail(row: AlertMailRow): AlertMailItem {
  return {
    id: Number(row.mail_id),
    kind: row.kind === 'alert' ? 'alert' : 'confirm',
    attempts: row.attempts,
    subscriber: { ...toSubscriber(row), unsubscribeToken: row.unsubscribe_token },
    documents: row.documents === null ? null : (JSON.parse(row.documents) as AlertDocument[]),
  };
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How a mailbox is kept in `alert_confirm_log`: the SHA-256 of its key, never the address. */
export const mailboxHash = (email: string) => hashToken(mailboxKey(email));

/** The moments the limits of a subscription at `at` count from: a day and an hour before. */
export const limitWindows = (at: number) => ({ dayAgo: at - DAY_MS, hourAgo: at - HOUR_MS });

/**
 * Whether a subscription queues its confirmation, from the address's row (if any) and the
 * confirmations its mailbox got in a day and all got in an hour. `renew`: a known address's
 * fields are replaced (it asks again, past `resendAfterMs`, and may be sent to).
 */
export function confirmDecision(
  row: { confirmed_at: unknown; confirm_requested_at: number } | undefined,
  counts: { mailbox: number; hour: number },
  at: number,
  limits: ConfirmLimits,
): SubscribeResult & { renew: boolean } {
  const due =
    row === undefined ||
    (row.confirmed_at === null && at - row.confirm_requested_at >= limits.resendAfterMs);
  const limited = !due
    ? null
    : counts.mailbox >= limits.perMailboxPerDay
      ? 'mailbox'
      : counts.hour >= limits.perHour
        ? 'hourly'
        : null;
  const queued = due && limited === null;
  return { queued, limited, renew: queued && row !== undefined };
}
