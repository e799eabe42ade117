/** What the server keeps: contact messages and the e-mail outbox that notifies staff of them. */
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

/**
 * The data-access interface; SQLite (better-sqlite3) and PostgreSQL (pg) implement it with the
 * same schema and migrations. Every write is committed before the promise resolves.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database cannot be reached, or (SQLite) cannot be written after a failed write. */
  ping(): Promise<void>;
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
  close(): Promise<void>;
}
