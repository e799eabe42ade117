/**
 * The schema, as migrations written once for both databases (Kysely's schema builder; the few
 * words only one has come from dialect.ts), run in order by Kysely's Migrator, which records them
 * in `kysely_migration` and runs them in one transaction under a lock (several instances may start
 * together). Times are kept as milliseconds since the epoch so both databases agree.
 *
 * Databases made before Kysely recorded their migrations in `schema_migrations` (versions 1 to 5,
 * the same tables): a migration whose version is there is recorded as run without running again
 * (docs/decisions/0024-one-store-on-kysely.md). That table is left as it is.
 */
import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Engine } from './dialect';

interface StoreMigration {
  /** Its number in `schema_migrations`, where the databases made before Kysely recorded it. */
  version: number;
  /** Its name in `kysely_migration`: the order they run in. */
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: DDL names tables the `Database` type does not know yet.
type Schema = Kysely<any>;

export const MIGRATIONS: StoreMigration[] = [
  {
    version: 1,
    name: '0001-contact-messages-and-mail-outbox',
    async up(db: Schema, { idColumn, int64 }) {
      await db.schema
        .createTable('contact_messages')
        .$call(idColumn)
        .addColumn('created_at', int64, (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('appeal', 'text', (c) => c.notNull())
        .addColumn('suggest', 'text', (c) => c.notNull())
        .addColumn('language_type', 'integer', (c) => c.notNull())
        .addColumn('web_type', 'integer')
        .addColumn('spam_reason', 'text')
        .execute();
      await db.schema
        .createIndex('contact_messages_created_at')
        .on('contact_messages')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .$call(idColumn)
        .addColumn('message_id', int64, (c) => c.notNull().references('contact_messages.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', int64, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', int64)
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  },
  {
    version: 2,
    name: '0002-consent-recorded-with-each-message',
    // Null in messages stored before consent was recorded. One column a statement (SQLite).
    async up(db: Schema, { int64 }) {
      await db.schema.alterTable('contact_messages').addColumn('consent_at', int64).execute();
      await db.schema.alterTable('contact_messages').addColumn('consent_version', 'text').execute();
    },
  },
  {
    version: 3,
    name: '0003-alerts-subscribers-documents-outbox',
    // `categories`: the chosen ones as `,a,b,`, or '' for all (a category added later included).
    // An announcement's `documents` is the JSON of what its alert lists (AlertDocument[]); an
    // alert_documents row makes a document announced once, ever, whichever instance saw it first.
    async up(db: Schema, { idColumn, int64 }) {
      await db.schema
        .createTable('alert_subscribers')
        .$call(idColumn)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('created_at', int64, (c) => c.notNull())
        .addColumn('consent_at', int64, (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .addColumn('consent_language', 'text', (c) => c.notNull())
        .addColumn('confirm_requested_at', int64, (c) => c.notNull())
        .addColumn('confirm_token_hash', 'text', (c) => c.unique())
        .addColumn('confirm_expires_at', int64)
        .addColumn('confirmed_at', int64)
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createIndex('alert_subscribers_unconfirmed')
        .on('alert_subscribers')
        .columns(['confirmed_at', 'confirm_requested_at'])
        .execute();
      await db.schema
        .createTable('alert_announcements')
        .$call(idColumn)
        .addColumn('created_at', int64, (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('documents', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('alert_documents')
        .addColumn('document', 'text', (c) => c.primaryKey())
        .addColumn('announcement_id', int64, (c) =>
          c.notNull().references('alert_announcements.id'),
        )
        .execute();
      await db.schema
        .createTable('alert_outbox')
        .$call(idColumn)
        .addColumn('subscriber_id', int64, (c) => c.notNull().references('alert_subscribers.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('announcement_id', int64, (c) => c.references('alert_announcements.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', int64, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', int64)
        // The name PostgreSQL gave it when the DDL left it unnamed.
        .addUniqueConstraint('alert_outbox_subscriber_id_announcement_id_key', [
          'subscriber_id',
          'announcement_id',
        ])
        .execute();
      await db.schema
        .createIndex('alert_outbox_due')
        .on('alert_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  },
  {
    version: 4,
    name: '0004-alerts-confirmations-by-mailbox',
    // One row per confirmation e-mail queued: the SHA-256 of its mailbox (person.ts,
    // `mailboxKey`: the address lower-cased, `+tag` cut), never the address, and when. Counted
    // for the limits per mailbox (a day) and in all (an hour); rows older than a day are deleted
    // as the mailbox subscribes again, and by the retention pass.
    async up(db: Schema, { int64 }) {
      await db.schema
        .createTable('alert_confirm_log')
        .addColumn('mailbox', 'text', (c) => c.notNull())
        .addColumn('queued_at', int64, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('alert_confirm_log_mailbox')
        .on('alert_confirm_log')
        .columns(['mailbox', 'queued_at'])
        .execute();
      await db.schema
        .createIndex('alert_confirm_log_queued_at')
        .on('alert_confirm_log')
        .column('queued_at')
        .execute();
    },
  },
  {
    version: 5,
    name: '0005-several-instances-releases-and-limits',
    // The pointer and the records of releases in object storage (publish/cluster.ts, decision
    // 0022; PostgreSQL only in practice: RELEASES_URL requires it) and the rate limits' counters
    // every instance shares (rate-limit-store.ts), UNLOGGED in PostgreSQL: a counter lost in a
    // crash costs nothing, and a write-ahead log flush per limited request would cost the contact
    // form most of its throughput. SQLite gets the same tables so that the two schemas stay one.
    async up(db: Schema, { idColumn, int64, unlogged }) {
      await db.schema
        .createTable('site_pointer')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('switched_at', int64, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('release_switches')
        .$call(idColumn)
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('previous', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('at', int64, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('went_live_files')
        .addColumn('url', 'text', (c) => c.primaryKey())
        .addColumn('collection', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('published', 'text', (c) => c.notNull())
        .addColumn('went_live', int64, (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('site_instances')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('store_ok', 'boolean', (c) => c.notNull())
        .addColumn('prepared', 'text')
        .addColumn('seen_at', int64, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_limits')
        .$call(unlogged)
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_started_at', int64, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_window')
        .on('rate_limits')
        .column('window_started_at')
        .execute();
    },
  },
];

/**
 * The versions a database made before Kysely recorded in `schema_migrations` (none in one made
 * since). Read before the Migrator runs: in SQLite it holds the one connection while it does.
 */
async function versionsBeforeKysely(engine: Engine): Promise<Set<number>> {
  if (!(await engine.hasTable('schema_migrations'))) return new Set();
  const { rows } = await sql<{
    version: number;
  }>`select version from schema_migrations`.execute(engine.db);
  return new Set(rows.map((row) => Number(row.version)));
}

/** Runs the pending migrations (idempotent); throws the first one's error, nothing applied. */
export async function migrate(engine: Engine): Promise<void> {
  const before = await versionsBeforeKysely(engine);
  const migrations = Object.fromEntries(
    MIGRATIONS.map((migration): [string, Migration] => [
      migration.name,
      {
        async up(db) {
          if (!before.has(migration.version)) await migration.up(db, engine);
        },
      },
    ]),
  );
  const migrator = new Migrator({
    db: engine.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
