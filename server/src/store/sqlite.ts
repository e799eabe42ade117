import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { personMatcher } from './person';
import { type MessageRow, SELECT_MESSAGES, toMessage, toOutboxItem } from './rows';
import { sqliteAlerts } from './sqlite-alerts';
import type { DeleteCounts, ListOptions, NewMessage, Store } from './types';

/**
 * SQLite store (the embedded default). WAL journal with `synchronous = FULL`: a message is on
 * disk before `insertMessage` resolves, so an acknowledged message survives a crash or power cut.
 */
const DAY_MS = 86_400_000;

export function createSqliteStore(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Erased and purged messages are overwritten with zeros in the file, not left in free pages.
  db.pragma('secure_delete = ON');

  // Set when a write failed (read-only or full disk): until a write succeeds again, ping() also
  // proves the file is writable, so health reports the outage and then the recovery.
  let writeFailed = false;
  const probeWrite = () => {
    const version = Number(db.pragma('user_version', { simple: true }));
    db.pragma(`user_version = ${version}`);
  };

  // Prepared after migrate() has created the tables.
  let insertWithOutbox: ((message: NewMessage, now: number) => number) | null = null;
  function prepareWrites() {
    const insertMessage = db.prepare(`
      INSERT INTO contact_messages
        (created_at, name, phone, email, appeal, suggest, language_type, web_type, spam_reason,
         consent_at, consent_version)
      VALUES (@createdAt, @name, @phone, @email, @appeal, @suggest, @languageType, @webType, @spamReason,
              @consentAt, @consentVersion)`);
    const insertOutbox = db.prepare(
      `INSERT INTO mail_outbox (message_id, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)`,
    );
    return db.transaction((message: NewMessage, now: number) => {
      const { notify, consent, ...row } = message;
      const id = Number(
        insertMessage.run({
          ...row,
          createdAt: now,
          consentAt: consent?.at.getTime() ?? null,
          consentVersion: consent?.version ?? null,
        }).lastInsertRowid,
      );
      if (notify) insertOutbox.run(id, now);
      return id;
    });
  }

  /** Deletes the messages with these ids and their outbox rows (inside a transaction). */
  function deleteByIds(ids: number[]): DeleteCounts {
    const list = JSON.stringify(ids);
    const outbox = db
      .prepare('DELETE FROM mail_outbox WHERE message_id IN (SELECT value FROM json_each(?))')
      .run(list).changes;
    const messages = db
      .prepare('DELETE FROM contact_messages WHERE id IN (SELECT value FROM json_each(?))')
      .run(list).changes;
    return { messages, outbox };
  }

  /**
   * The old page images of deleted rows stay in the WAL file until a checkpoint overwrites them:
   * checkpoint and truncate it now. Best effort: a reader (the running server) may hold it.
   */
  function flushWal() {
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // The next automatic checkpoint copies the zeroed pages over.
    }
  }

  let hits = 0;
  return {
    kind: 'sqlite',
    ...sqliteAlerts(db, flushWal),
    async migrate() {
      db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
      );
      const applied = new Set(
        db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
      );
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        db.transaction(() => {
          db.exec(migration.sqlite);
          db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
            migration.version,
            migration.name,
            Date.now(),
          );
        })();
      }
    },
    async countHit(key, windowMs, now) {
      // Every thousandth hit clears the windows that ended over a day ago (no limit is longer).
      if (++hits % 1000 === 0) {
        db.prepare('DELETE FROM rate_limits WHERE window_started_at < ?').run(now - 2 * DAY_MS);
      }
      const row = db
        .prepare(
          `INSERT INTO rate_limits (key, count, window_started_at) VALUES (@key, 1, @now)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_started_at + @windowMs <= @now THEN 1
             ELSE rate_limits.count + 1 END,
           window_started_at = CASE WHEN rate_limits.window_started_at + @windowMs <= @now THEN @now
             ELSE rate_limits.window_started_at END
         RETURNING count, window_started_at`,
        )
        .get({ key, now, windowMs }) as { count: number; window_started_at: number };
      return { count: row.count, windowStartedAt: row.window_started_at };
    },
    async ping() {
      db.prepare('SELECT 1').get();
      if (writeFailed) {
        probeWrite();
        writeFailed = false;
      }
    },
    async insertMessage(message) {
      insertWithOutbox ??= prepareWrites();
      try {
        const id = insertWithOutbox(message, Date.now());
        writeFailed = false;
        return { id };
      } catch (error) {
        writeFailed = true;
        throw error;
      }
    },
    async listMessages({ since, includeSpam = false }: ListOptions = {}) {
      const rows = db
        .prepare(
          `${SELECT_MESSAGES} WHERE m.created_at >= ? ${includeSpam ? '' : 'AND m.spam_reason IS NULL'} ORDER BY m.id`,
        )
        .all(since ? since.getTime() : 0) as MessageRow[];
      return rows.map(toMessage);
    },
    async countMessages() {
      return db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get() as number;
    },
    async findMessages(person) {
      const matches = personMatcher(person);
      const rows = db.prepare(`${SELECT_MESSAGES} ORDER BY m.id`).all() as MessageRow[];
      return rows.filter(matches).map(toMessage);
    },
    async eraseMessages(person) {
      const matches = personMatcher(person);
      const counts = db
        .transaction(() => {
          const rows = db.prepare('SELECT id, email, phone FROM contact_messages').all() as {
            id: number;
            email: string;
            phone: string;
          }[];
          return deleteByIds(rows.filter(matches).map((row) => row.id));
        })
        .immediate();
      flushWal();
      return counts;
    },
    async correctMessage(id, field, value) {
      // `field` is one of CORRECTABLE_FIELDS, each a column of the same name.
      const { changes } = db
        .prepare(`UPDATE contact_messages SET ${field} = ? WHERE id = ?`)
        .run(value, id);
      return changes > 0;
    },
    async purgeMessages(before) {
      const counts = db
        .transaction(() => {
          const ids = db
            .prepare('SELECT id FROM contact_messages WHERE created_at < ?')
            .pluck()
            .all(before.getTime()) as number[];
          return deleteByIds(ids);
        })
        .immediate();
      if (counts.messages > 0) flushWal();
      return counts;
    },
    async claimOutbox(now, limit, leaseUntil) {
      return db.transaction(() => {
        const rows = db
          .prepare(
            `SELECT m.*, o.id AS outbox_id, o.attempts AS mail_attempts FROM mail_outbox o
             JOIN contact_messages m ON m.id = o.message_id
             WHERE o.status = 'pending' AND o.next_attempt_at <= ? ORDER BY o.id LIMIT ?`,
          )
          .all(now.getTime(), limit) as MessageRow[];
        const lease = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ?');
        for (const row of rows) lease.run(leaseUntil.getTime(), row.outbox_id);
        return rows.map(toOutboxItem);
      })();
    },
    async markSent(outboxId, at) {
      db.prepare(
        `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?`,
      ).run(at.getTime(), outboxId);
    },
    async markFailed(outboxId, error, retryAt) {
      db.prepare(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, status = ?, next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?`,
      ).run(
        error.slice(0, 500),
        retryAt ? 'pending' : 'failed',
        retryAt?.getTime() ?? null,
        outboxId,
      );
    },
    async close() {
      db.close();
    },
  };
}
