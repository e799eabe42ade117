/**
 * What the server keeps: contact messages and the e-mail outbox that notifies staff of them;
 * subscribers of e-mail alerts, the documents announced to them and the outbox of their e-mails.
 */
import type { AlertDocument, AlertLanguage } from '../../../shared/alerts';
import type { Person } from './person';

export type { Person } from './person';

export interface NewMessage {
  name: string;
  phone: string;
  email: string;
  appeal: string;
  suggest: string;
  languageType: number;
  webType: number | null;
  /** Why it was taken for spam ('honeypot', 'too-fast'), or null. */
  spamReason: string | null;
  /**
   * The visitor's consent to the privacy notice (PIPL art. 14): when it was given and the
   * notice's version (its date). Null for messages stored before consent was recorded.
   */
  consent?: Consent | null;
  /** Queue an e-mail to staff in the same transaction (only when mail is configured). */
  notify: boolean;
}

/** When a visitor agreed to the privacy notice, and the notice's version (its date). */
export interface Consent {
  at: Date;
  version: string;
}

export interface StoredMessage extends Omit<NewMessage, 'notify' | 'consent'> {
  id: number;
  /** Null for messages stored before consent was recorded. */
  consent: Consent | null;
  createdAt: Date;
  /** E-mail state: null when no e-mail was queued. */
  mail: {
    status: MailStatus;
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
  } | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface OutboxItem {
  id: number;
  messageId: number;
  attempts: number;
  message: Omit<StoredMessage, 'mail'>;
}

/** What an erase or purge deleted: messages, and the outbox rows (queued or sent e-mails) with them. */
export interface DeleteCounts {
  messages: number;
  outbox: number;
}

/** The fields of a message a person may have corrected, as their columns. */
export const CORRECTABLE_FIELDS = ['name', 'phone', 'email', 'appeal', 'suggest'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export interface ListOptions {
  since?: Date;
  includeSpam?: boolean;
}

/** A subscription as the form gives it, with the consent to the notice's alerts purpose. */
export interface NewSubscription {
  email: string;
  language: AlertLanguage;
  /** The chosen categories; empty for all. */
  categories: string[];
  /** When, to which version of the privacy notice, and in which page language. */
  consent: Consent & { language: AlertLanguage };
}

/**
 * How many confirmation e-mails the store queues (docs/decisions/0018-investor-email-alerts.md),
 * counted in the database so that every instance on it keeps the same count.
 */
export interface ConfirmLimits {
  /** None to an address that had one queued less than this long ago. */
  resendAfterMs: number;
  /** At most this many to one mailbox (person.ts, `mailboxKey`) in 24 hours. */
  perMailboxPerDay: number;
  /** At most this many to all addresses together in an hour. */
  perHour: number;
}

/** What came of a subscription: whether a confirmation was queued, and which limit held it. */
export interface SubscribeResult {
  queued: boolean;
  /** The limit a due confirmation was held back by: null when none was. */
  limited: 'mailbox' | 'hourly' | null;
}

/** A stored subscriber (what `npm run messages -- --email` shows of one). */
export interface Subscriber {
  id: number;
  email: string;
  language: AlertLanguage;
  categories: string[];
  createdAt: Date;
  consent: Consent & { language: AlertLanguage };
  /** When the last confirmation e-mail was asked for. */
  confirmRequestedAt: Date;
  confirmedAt: Date | null;
  /** E-mails queued for them, by status. */
  mail: Record<string, number>;
}

/** One e-mail of the alerts outbox: a confirmation, or the alert of one announcement. */
export interface AlertMailItem {
  id: number;
  kind: 'confirm' | 'alert';
  attempts: number;
  subscriber: Omit<Subscriber, 'mail'> & { unsubscribeToken: string };
  /** What the alert lists (null for a confirmation). */
  documents: AlertDocument[] | null;
}

/** What an erase, an unsubscribe or a purge of subscribers deleted. */
export interface SubscriberDeleteCounts {
  subscribers: number;
  outbox: number;
}

/**
 * The data-access interface, implemented once for SQLite (better-sqlite3) and PostgreSQL (pg) on
 * Kysely (index.ts). Every write is committed before the promise resolves.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot be reached, or (SQLite) cannot be written after a failed write. */
  ping(): Promise<void>;
  /**
   * Counts one hit of a rate limit's `key` in its fixed window of `windowMs` (a new window when
   * the last one ended), atomically: the limits of every instance on this database count
   * together (rate-limit-store.ts). Resolves with the count and when the window began.
   */
  countHit(
    key: string,
    windowMs: number,
    now: number,
  ): Promise<{ count: number; windowStartedAt: number }>;
  /** Stores a message (and its outbox row when `notify`), committed before it resolves. */
  insertMessage(message: NewMessage): Promise<{ id: number }>;
  listMessages(options?: ListOptions): Promise<StoredMessage[]>;
  countMessages(): Promise<number>;
  /** Every message of one person (spam included), oldest first; see `personMatcher`. */
  findMessages(person: Person): Promise<StoredMessage[]>;
  /**
   * Deletes one person's messages and their outbox rows in one transaction. An e-mail body is
   * built from the message when it is sent, so a queued e-mail goes with its outbox row.
   */
  eraseMessages(person: Person): Promise<DeleteCounts>;
  /**
   * Corrects one field of a stored message (PIPL art. 46); false when there is no such message.
   * The value is validated by the caller with the contact form's schema.
   */
  correctMessage(id: number, field: CorrectableField, value: string): Promise<boolean>;
  /** Deletes the messages stored before `before` (retention), with their outbox rows. */
  purgeMessages(before: Date): Promise<DeleteCounts>;
  /** Outbox rows due for a (re)try, oldest first, marked as being worked on until `leaseUntil`. */
  claimOutbox(now: Date, limit: number, leaseUntil: Date): Promise<OutboxItem[]>;
  markSent(outboxId: number, at: Date): Promise<void>;
  /** Records a failed attempt: retried at `retryAt`, or given up when `retryAt` is null. */
  markFailed(outboxId: number, error: string, retryAt: Date | null): Promise<void>;
  /**
   * Records a subscription and queues its confirmation e-mail, unless the address is confirmed
   * already, had one queued less than `resendAfterMs` ago, or a limit of `limits` is reached
   * (then a known address's row keeps its fields; a new one is recorded, never asked for, and
   * purged by the next retention pass). The same statements run in every case, so how long it
   * takes tells little about the address. The result is for the log and tests only: the
   * visitor's reply is the same either way.
   */
  subscribe(
    subscription: NewSubscription,
    now: Date,
    limits: ConfirmLimits,
  ): Promise<SubscribeResult>;
  /** Stores the hash of the token a confirmation e-mail carries (made as it is sent). */
  setConfirmToken(subscriberId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Confirms the subscription of an unexpired token, once; false for any other token. */
  confirmSubscription(tokenHash: string, now: Date): Promise<boolean>;
  /** Deletes the subscriber of an unsubscribe token and their e-mails; false when none (again). */
  unsubscribe(token: string): Promise<boolean>;
  /**
   * Announces the documents of a release not announced before (none: null), and queues one
   * alert per confirmed subscriber whose categories match, in one transaction.
   */
  announce(
    release: string,
    documents: AlertDocument[],
    now: Date,
  ): Promise<{ documents: number; recipients: number } | null>;
  /** Alert e-mails due, confirmations first, leased until `leaseUntil`. */
  claimAlertMail(now: Date, limit: number, leaseUntil: Date): Promise<AlertMailItem[]>;
  /**
   * Marks alert e-mails sent, or (`skipped`) not sent because nothing in them is theirs, in one
   * transaction.
   */
  markAlertMail(done: { id: number; status: 'sent' | 'skipped' }[], at: Date): Promise<void>;
  markAlertFailed(id: number, error: string, retryAt: Date | null): Promise<void>;
  /** Counts of the alerts outbox by status. */
  alertMailCounts(): Promise<Record<string, number>>;
  /** The subscriptions of one e-mail address (normalized as personMatcher does). */
  findSubscribers(email: string): Promise<Subscriber[]>;
  /** Deletes one address's subscription and every e-mail queued for it. */
  eraseSubscribers(email: string): Promise<SubscriberDeleteCounts>;
  /**
   * Deletes subscriptions not confirmed whose last confirmation was asked for before `before`,
   * and alert e-mails sent or given up before `sentBefore`.
   */
  purgeSubscribers(before: Date, sentBefore: Date): Promise<SubscriberDeleteCounts>;
  close(): Promise<void>;
}

/** The store's e-mail alert methods (alerts.ts). */
export type AlertMethods = Pick<
  Store,
  | 'subscribe'
  | 'setConfirmToken'
  | 'confirmSubscription'
  | 'unsubscribe'
  | 'announce'
  | 'claimAlertMail'
  | 'markAlertMail'
  | 'markAlertFailed'
  | 'alertMailCounts'
  | 'findSubscribers'
  | 'eraseSubscribers'
  | 'purgeSubscribers'
>;
