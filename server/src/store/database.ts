/**
 * The tables of the store's database, as Kysely types them: one schema for SQLite and PostgreSQL
 * (migrations.ts makes it). Times are milliseconds since the epoch (INTEGER in SQLite, BIGINT in
 * PostgreSQL, both read as numbers: pg-pool.ts parses BIGINT); ids are made by the database.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  created_at: number;
  name: string;
  phone: string;
  email: string;
  appeal: string;
  suggest: string;
  language_type: number;
  web_type: number | null;
  spam_reason: string | null;
  /** Null in messages stored before consent was recorded. */
  consent_at: number | null;
  consent_version: string | null;
}

/** The e-mails to staff, one per message that asked for one (`notify`). */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: number;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
}

export interface AlertSubscribersTable {
  id: Generated<number>;
  email: string;
  /** The address as compared (person.ts, normalizeEmail): one subscription per address. */
  email_key: string;
  language: string;
  /** The chosen categories as `,a,b,`, or '' for all (a category added later included). */
  categories: string;
  created_at: number;
  consent_at: number;
  consent_version: string;
  consent_language: string;
  confirm_requested_at: number;
  confirm_token_hash: string | null;
  confirm_expires_at: number | null;
  confirmed_at: number | null;
  unsubscribe_token: string;
}

export interface AlertAnnouncementsTable {
  id: Generated<number>;
  created_at: number;
  release: string;
  /** The JSON of what its alert lists (AlertDocument[]). */
  documents: string;
}

/** A row makes a document announced once, ever, whichever instance saw it first. */
export interface AlertDocumentsTable {
  document: string;
  announcement_id: number;
}

export interface AlertOutboxTable {
  id: Generated<number>;
  subscriber_id: number;
  kind: string;
  announcement_id: number | null;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
}

/** One row per confirmation e-mail queued: the SHA-256 of its mailbox, never the address. */
export interface AlertConfirmLogTable {
  mailbox: string;
  queued_at: number;
}

/** The rate limits' counters every instance shares (rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_started_at: number;
}

/** The live release (one row, id 1) of releases in object storage (publish/cluster.ts). */
export interface SitePointerTable {
  id: number;
  release: string;
  switched_at: number;
}

export interface ReleaseSwitchesTable {
  id: Generated<number>;
  release: string;
  previous: string | null;
  kind: string;
  at: number;
}

export interface WentLiveFilesTable {
  url: string;
  collection: string;
  slug: string;
  published: string;
  went_live: number;
  release: string;
}

export interface SiteInstancesTable {
  name: string;
  release: string;
  store_ok: boolean;
  prepared: string | null;
  seen_at: number;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  alert_subscribers: AlertSubscribersTable;
  alert_announcements: AlertAnnouncementsTable;
  alert_documents: AlertDocumentsTable;
  alert_outbox: AlertOutboxTable;
  alert_confirm_log: AlertConfirmLogTable;
  rate_limits: RateLimitsTable;
  site_pointer: SitePointerTable;
  release_switches: ReleaseSwitchesTable;
  went_live_files: WentLiveFilesTable;
  site_instances: SiteInstancesTable;
}

export type MessageRow = Selectable<ContactMessagesTable>;
export type NewMessageRow = Insertable<ContactMessagesTable>;
export type SubscriberRow = Selectable<AlertSubscribersTable>;
