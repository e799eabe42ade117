/**
 * Schema migrations, in order; each runs once (recorded in schema_migrations). Times are
 * stored as milliseconds since the epoch (INTEGER/BIGINT) so both databases agree.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'contact messages and mail outbox',
    sqlite: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        appeal TEXT NOT NULL,
        suggest TEXT NOT NULL,
        language_type INTEGER NOT NULL,
        web_type INTEGER,
        spam_reason TEXT
      );
      CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id INTEGER NOT NULL REFERENCES contact_messages (id),
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at INTEGER
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
    `,
    postgres: `
      CREATE TABLE contact_messages (
        id BIGSERIAL PRIMARY KEY,
        created_at BIGINT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        appeal TEXT NOT NULL,
        suggest TEXT NOT NULL,
        language_type INTEGER NOT NULL,
        web_type INTEGER,
        spam_reason TEXT
      );
      CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
      CREATE TABLE mail_outbox (
        id BIGSERIAL PRIMARY KEY,
        message_id BIGINT NOT NULL REFERENCES contact_messages (id),
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at BIGINT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
    `,
  },
  {
    version: 2,
    name: 'consent to the privacy notice, recorded with each message',
    // Null in messages stored before consent was recorded.
    sqlite: `
      ALTER TABLE contact_messages ADD COLUMN consent_at INTEGER;
      ALTER TABLE contact_messages ADD COLUMN consent_version TEXT;
    `,
    postgres: `
      ALTER TABLE contact_messages ADD COLUMN consent_at BIGINT;
      ALTER TABLE contact_messages ADD COLUMN consent_version TEXT;
    `,
  },
];
