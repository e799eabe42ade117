/**
 * A frozen copy of the store's schema before Kysely (server/src/store/migrations.ts until
 * decision 0024), and of how that code applied it: the DDL of each version, run in order and
 * recorded in `schema_migrations`. The upgrade test (store-upgrade.test.ts) makes databases with
 * it, as deployed ones were made, and opens them with today's store. Never edit the DDL: it is
 * what production databases hold.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

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
  {
    version: 3,
    name: 'e-mail alerts: subscribers, announced documents and their outbox',
    // `categories`: the chosen ones as `,a,b,`, or '' for all (a category added later included).
    // An announcement's `documents` is the JSON of what its alert lists (AlertDocument[]); an
    // alert_documents row makes a document announced once, ever, whichever instance saw it first.
    sqlite: `
      CREATE TABLE alert_subscribers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL,
        categories TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        consent_at INTEGER NOT NULL,
        consent_version TEXT NOT NULL,
        consent_language TEXT NOT NULL,
        confirm_requested_at INTEGER NOT NULL,
        confirm_token_hash TEXT UNIQUE,
        confirm_expires_at INTEGER,
        confirmed_at INTEGER,
        unsubscribe_token TEXT NOT NULL UNIQUE
      );
      CREATE INDEX alert_subscribers_unconfirmed ON alert_subscribers (confirmed_at, confirm_requested_at);
      CREATE TABLE alert_announcements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at INTEGER NOT NULL,
        release TEXT NOT NULL,
        documents TEXT NOT NULL
      );
      CREATE TABLE alert_documents (
        document TEXT PRIMARY KEY,
        announcement_id INTEGER NOT NULL REFERENCES alert_announcements (id)
      );
      CREATE TABLE alert_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        subscriber_id INTEGER NOT NULL REFERENCES alert_subscribers (id),
        kind TEXT NOT NULL,
        announcement_id INTEGER REFERENCES alert_announcements (id),
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at INTEGER,
        UNIQUE (subscriber_id, announcement_id)
      );
      CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
    `,
    postgres: `
      CREATE TABLE alert_subscribers (
        id BIGSERIAL PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL,
        categories TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        consent_at BIGINT NOT NULL,
        consent_version TEXT NOT NULL,
        consent_language TEXT NOT NULL,
        confirm_requested_at BIGINT NOT NULL,
        confirm_token_hash TEXT UNIQUE,
        confirm_expires_at BIGINT,
        confirmed_at BIGINT,
        unsubscribe_token TEXT NOT NULL UNIQUE
      );
      CREATE INDEX alert_subscribers_unconfirmed ON alert_subscribers (confirmed_at, confirm_requested_at);
      CREATE TABLE alert_announcements (
        id BIGSERIAL PRIMARY KEY,
        created_at BIGINT NOT NULL,
        release TEXT NOT NULL,
        documents TEXT NOT NULL
      );
      CREATE TABLE alert_documents (
        document TEXT PRIMARY KEY,
        announcement_id BIGINT NOT NULL REFERENCES alert_announcements (id)
      );
      CREATE TABLE alert_outbox (
        id BIGSERIAL PRIMARY KEY,
        subscriber_id BIGINT NOT NULL REFERENCES alert_subscribers (id),
        kind TEXT NOT NULL,
        announcement_id BIGINT REFERENCES alert_announcements (id),
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at BIGINT,
        UNIQUE (subscriber_id, announcement_id)
      );
      CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
    `,
  },
  {
    version: 4,
    name: 'e-mail alerts: the confirmation e-mails queued, by mailbox, for their limits',
    // One row per confirmation e-mail queued: the SHA-256 of its mailbox (person.ts,
    // `mailboxKey`: the address lower-cased, `+tag` cut), never the address, and when. Counted
    // for the limits per mailbox (a day) and in all (an hour); rows older than a day are deleted
    // as the mailbox subscribes again, and by the retention pass.
    sqlite: `
      CREATE TABLE alert_confirm_log (
        mailbox TEXT NOT NULL,
        queued_at INTEGER NOT NULL
      );
      CREATE INDEX alert_confirm_log_mailbox ON alert_confirm_log (mailbox, queued_at);
      CREATE INDEX alert_confirm_log_queued_at ON alert_confirm_log (queued_at);
    `,
    postgres: `
      CREATE TABLE alert_confirm_log (
        mailbox TEXT NOT NULL,
        queued_at BIGINT NOT NULL
      );
      CREATE INDEX alert_confirm_log_mailbox ON alert_confirm_log (mailbox, queued_at);
      CREATE INDEX alert_confirm_log_queued_at ON alert_confirm_log (queued_at);
    `,
  },
  {
    version: 5,
    name: 'several instances: the live release, its switches, went live, instances, limits',
    // The pointer and the records of releases in object storage (publish/cluster.ts, decision
    // 0022; PostgreSQL only in practice: RELEASES_URL requires it) and the rate limits' counters
    // every instance shares (rate-limit-store.ts), UNLOGGED in PostgreSQL: a counter lost in a
    // crash costs nothing, and a write-ahead log flush per limited request would cost the contact
    // form most of its throughput. SQLite gets the same tables so that the two schemas stay one.
    sqlite: `
      CREATE TABLE site_pointer (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        release TEXT NOT NULL,
        switched_at INTEGER NOT NULL
      );
      CREATE TABLE release_switches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        release TEXT NOT NULL,
        previous TEXT,
        kind TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE TABLE went_live_files (
        url TEXT PRIMARY KEY,
        collection TEXT NOT NULL,
        slug TEXT NOT NULL,
        published TEXT NOT NULL,
        went_live INTEGER NOT NULL,
        release TEXT NOT NULL
      );
      CREATE TABLE site_instances (
        name TEXT PRIMARY KEY,
        release TEXT NOT NULL,
        store_ok BOOLEAN NOT NULL,
        prepared TEXT,
        seen_at INTEGER NOT NULL
      );
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_started_at INTEGER NOT NULL
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_started_at);
    `,
    postgres: `
      CREATE TABLE site_pointer (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        release TEXT NOT NULL,
        switched_at BIGINT NOT NULL
      );
      CREATE TABLE release_switches (
        id BIGSERIAL PRIMARY KEY,
        release TEXT NOT NULL,
        previous TEXT,
        kind TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE TABLE went_live_files (
        url TEXT PRIMARY KEY,
        collection TEXT NOT NULL,
        slug TEXT NOT NULL,
        published TEXT NOT NULL,
        went_live BIGINT NOT NULL,
        release TEXT NOT NULL
      );
      CREATE TABLE site_instances (
        name TEXT PRIMARY KEY,
        release TEXT NOT NULL,
        store_ok BOOLEAN NOT NULL,
        prepared TEXT,
        seen_at BIGINT NOT NULL
      );
      CREATE UNLOGGED TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_started_at BIGINT NOT NULL
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_started_at);
    `,
  },
];

/**
 * Makes the database of `databaseUrl` as the store before Kysely did, up to `version`, then runs
 * `statements` (rows to keep) on it.
 */
export async function createLegacyDatabase(
  databaseUrl: string,
  version: number,
  statements: string[] = [],
): Promise<void> {
  const due = MIGRATIONS.filter((migration) => migration.version <= version);
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length));
    try {
      db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
      );
      for (const migration of due) {
        db.transaction(() => {
          db.exec(migration.sqlite);
          db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
            migration.version,
            migration.name,
            Date.now(),
          );
        })();
      }
      for (const statement of statements) db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
    );
    for (const migration of due) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    }
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** The rows of `query` in the database of `databaseUrl`, read with its own driver. */
export async function rawRows(databaseUrl: string, query: string): Promise<unknown[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      return db.prepare(query).all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}
