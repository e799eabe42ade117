/**
 * What differs between the store's two databases, in one place: how each is opened (SQLite's
 * durability settings, PostgreSQL's pool), how concurrent writers are kept apart, and the few
 * words of SQL or DDL only one of them has. Everything else (messages.ts, alerts.ts,
 * migrations.ts) is written once on Kysely and reads these as `engine.*`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import {
  type ColumnDataType,
  CompiledQuery,
  type CreateTableBuilder,
  type DatabaseConnection,
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  type SelectQueryBuilder,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type Transaction,
} from 'kysely';
import type { Database } from './database';
import { postgresPool } from './pg-pool';

export interface Engine {
  readonly kind: 'sqlite' | 'postgres';
  readonly db: Kysely<Database>;
  /**
   * Makes the transactions that take the same `key` (and `text`, hashed) run one after another.
   * PostgreSQL: a transaction-scoped advisory lock, as every instance on the database shares it.
   * SQLite: nothing to do, a transaction holds the file's one write lock (BEGIN IMMEDIATE).
   */
  serialize(trx: Transaction<Database>, key: number, text?: string): Promise<void>;
  /**
   * The rows a SELECT reads, locked until the transaction ends (PostgreSQL's FOR UPDATE; SQLite
   * needs none: its one writer holds the file).
   */
  lockRows<DB, TB extends keyof DB, O>(
    qb: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB, TB, O>;
  /**
   * The rows an outbox lease takes: in PostgreSQL FOR UPDATE SKIP LOCKED, so that instances
   * leasing at once take different rows (each e-mail is sent once); in SQLite all of them, as
   * one lease at a time holds the write lock.
   */
  leaseRows<DB, TB extends keyof DB, O>(
    qb: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB, TB, O>;
  /**
   * After personal data was deleted. SQLite: the old page images stay in the WAL file until a
   * checkpoint overwrites them, so checkpoint and truncate it now (best effort: a reader, the
   * running server, may hold it). PostgreSQL: nothing (its VACUUM is the operator's).
   */
  erased(): Promise<void>;
  /** Throws when the database cannot be reached or, after a failed write, written (SQLite). */
  ping(): Promise<void>;
  /** A write failed (true) or succeeded: ping() proves the file writable until one succeeds. */
  wrote(ok: boolean): void;
  /** DDL: a 64-bit integer column (times in ms, ids referred to): INTEGER / BIGINT. */
  readonly int64: ColumnDataType;
  /** DDL: an `id` primary key the database numbers (never reused). */
  idColumn<TB extends string, C extends string>(
    table: CreateTableBuilder<TB, C>,
  ): CreateTableBuilder<TB, C | 'id'>;
  /** DDL: a table whose rows need not survive a crash (PostgreSQL UNLOGGED: no WAL flush). */
  unlogged<TB extends string, C extends string>(
    table: CreateTableBuilder<TB, C>,
  ): CreateTableBuilder<TB, C>;
  /** Whether a table of this name is in the database (the schema of PostgreSQL's search_path). */
  hasTable(name: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The engine of DATABASE_URL: `sqlite:<path>` or `postgres://…`. */
export function openEngine(databaseUrl: string): Engine {
  return databaseUrl.startsWith('sqlite:')
    ? sqliteEngine(databaseUrl.slice('sqlite:'.length))
    : postgresEngine(databaseUrl);
}

const same = <T>(value: T) => value;

/**
 * SQLite (the embedded default), through better-sqlite3: one connection, Kysely queueing its
 * queries and transactions. WAL journal with `synchronous = FULL`: a message is on disk before
 * `insertMessage` resolves, so an acknowledged message survives a crash or power cut.
 */
function sqliteEngine(path: string): Engine {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const file = new BetterSqlite(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Erased and purged messages are overwritten with zeros in the file, not left in free pages.
  file.pragma('secure_delete = ON');
  // Only through Kysely from here on: a statement run on `file` directly would land inside
  // whichever Kysely transaction is open on the one connection.
  const db = new Kysely<Database>({
    dialect: new SingleWriterSqlite({ database: withPreparedStatements(file) }),
  });

  // Set when a write failed (read-only or full disk): until a write succeeds again, ping() also
  // proves the file is writable, so health reports the outage and then the recovery.
  let writeFailed = false;
  return {
    kind: 'sqlite',
    db,
    async serialize() {},
    lockRows: same,
    leaseRows: same,
    async erased() {
      try {
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      } catch {
        // The next automatic checkpoint copies the zeroed pages over.
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
      if (writeFailed) {
        const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
        await sql`pragma user_version = ${sql.lit(Number(rows[0]?.user_version ?? 0))}`.execute(db);
        writeFailed = false;
      }
    },
    wrote(ok) {
      writeFailed = !ok;
    },
    int64: 'integer',
    // INTEGER PRIMARY KEY is the rowid; AUTOINCREMENT: an id is never given out twice.
    idColumn: (table) => table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    unlogged: same,
    async hasTable(name) {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(
        db,
      );
      return Number(rows[0]?.n) > 0;
    },
    async close() {
      await db.destroy();
    },
  };
}

/** How many prepared statements the SQLite store keeps (its queries are a few dozen shapes). */
const STATEMENTS_KEPT = 200;

/**
 * The file with its statements prepared once per SQL text and reused (better-sqlite3's statements
 * are reusable; Kysely's dialect prepares every query afresh, which cost the contact form about a
 * third of its throughput: BENCHMARKS.md, "Server under load"). Kysely runs one query at a time on
 * the one connection, so no statement is used by two queries at once. A store whose queries
 * produced more texts than STATEMENTS_KEPT starts the cache over.
 */
function withPreparedStatements(file: BetterSqlite.Database) {
  const statements = new Map<string, BetterSqlite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        statement = file.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite dialect with two changes. Every transaction begins IMMEDIATE: it takes the
 * write lock at once (each of the store's transactions writes), so two processes on one file
 * (the server and `npm run messages`) wait for each other (busy_timeout) instead of one failing
 * as it upgrades a read lock. And the migrations run in one transaction, as in PostgreSQL: SQLite
 * has transactional DDL, which Kysely's adapter does not claim.
 */
class SingleWriterSqlite extends SqliteDialect {
  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }
  override createDriver() {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.config);
  }
  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true;
      }
    })();
  }
}

/** PostgreSQL, through a pool of 10 connections (pg-pool.ts). */
function postgresEngine(connectionString: string): Engine {
  const db = new Kysely<Database>({
    dialect: new SearchPathPostgres({ pool: postgresPool(connectionString, 10) }),
  });
  return {
    kind: 'postgres',
    db,
    async serialize(trx, key, text) {
      await (text === undefined
        ? sql`select pg_advisory_xact_lock(${key})`
        : // The two-key form: a space of locks of its own, apart from the one-key locks.
          sql`select pg_advisory_xact_lock(${key}, hashtext(${text}))`
      ).execute(trx);
    },
    lockRows: (qb) => qb.forUpdate(),
    leaseRows: (qb) => qb.forUpdate().skipLocked(),
    async erased() {},
    async ping() {
      await sql`select 1`.execute(db);
    },
    wrote() {},
    int64: 'bigint',
    idColumn: (table) => table.addColumn('id', 'bigserial', (c) => c.primaryKey()),
    unlogged: (table) => table.modifyFront(sql`unlogged`),
    async hasTable(name) {
      const { rows } = await sql<{ found: boolean }>`
        select to_regclass(${name}) is not null as found`.execute(db);
      return rows[0]?.found === true;
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Kysely's PostgreSQL dialect, its introspector narrowed to the current schema (the first of the
 * search_path, where the store's tables are): the Migrator asks it whether its own tables exist,
 * and the stock one lists every schema's tables, another schema's `kysely_migration` included
 * (and takes seconds on a server with many).
 */
class SearchPathPostgres extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: the signature of the dialect's method.
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    const getTables = async () => {
      const { rows } = await sql<{ name: string; schema: string }>`
        select table_name as name, table_schema as schema from information_schema.tables
        where table_schema = current_schema()`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, isForeign: false, columns: [] }));
    };
    return {
      async getSchemas() {
        const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
        return rows;
      },
      getTables,
    };
  }
}
