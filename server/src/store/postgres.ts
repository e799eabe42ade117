import type pg from 'pg';
import { MIGRATIONS } from './migrations';
import { personMatcher } from './person';
import { postgresPool } from './pg-pool';
import { postgresAlerts } from './postgres-alerts';
import { type MessageRow, SELECT_MESSAGES, toMessage, toOutboxItem } from './rows';
import type { DeleteCounts, ListOptions, Store } from './types';

const DAY_MS = 86_400_000;

/** PostgreSQL store: a connection pool, the same schema and migrations as SQLite. */
export function createPostgresStore(connectionString: string): Store {
  const pool = postgresPool(connectionString, 10);

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // The pool listens for errors only on idle clients: a connection dying while this one is
    // checked out would otherwise be an uncaught 'error' event. The failing query rejects anyway.
    const onError = () => {};
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.off('error', onError);
      client.release();
    }
  }

  /** Deletes the messages with these ids and their outbox rows (inside `transaction`). */
  async function deleteByIds(client: pg.PoolClient, ids: string[]): Promise<DeleteCounts> {
    const outbox = await client.query(
      'DELETE FROM mail_outbox WHERE message_id = ANY($1::bigint[])',
      [ids],
    );
    const messages = await client.query(
      'DELETE FROM contact_messages WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return { messages: messages.rowCount ?? 0, outbox: outbox.rowCount ?? 0 };
  }

  let hits = 0;
  return {
    kind: 'postgres',
    ...postgresAlerts(pool, transaction),
    async migrate() {
      await transaction(async (client) => {
        // One migrating process at a time (several server instances may start together).
        await client.query('SELECT pg_advisory_xact_lock(2251)');
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
        );
        const { rows } = await client.query<{ version: number }>(
          'SELECT version FROM schema_migrations',
        );
        const applied = new Set(rows.map((r) => r.version));
        for (const migration of MIGRATIONS) {
          if (applied.has(migration.version)) continue;
          await client.query(migration.postgres);
          await client.query('INSERT INTO schema_migrations VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            Date.now(),
          ]);
        }
      });
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async countHit(key, windowMs, now) {
      // Every thousandth hit clears the windows that ended over a day ago (no limit is longer).
      if (++hits % 1000 === 0) {
        await pool.query('DELETE FROM rate_limits WHERE window_started_at < $1', [
          now - 2 * DAY_MS,
        ]);
      }
      const { rows } = await pool.query<{ count: number; window_started_at: string }>(
        `INSERT INTO rate_limits (key, count, window_started_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_started_at + $3 <= $2 THEN 1
             ELSE rate_limits.count + 1 END,
           window_started_at = CASE WHEN rate_limits.window_started_at + $3 <= $2 THEN $2
             ELSE rate_limits.window_started_at END
         RETURNING count, window_started_at`,
        [key, now, windowMs],
      );
      const row = rows[0] as { count: number; window_started_at: string };
      return { count: row.count, windowStartedAt: Number(row.window_started_at) };
    },
    async insertMessage(message) {
      const now = Date.now();
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO contact_messages
             (created_at, name, phone, email, appeal, suggest, language_type, web_type, spam_reason,
              consent_at, consent_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            now,
            message.name,
            message.phone,
            message.email,
            message.appeal,
            message.suggest,
            message.languageType,
            message.webType,
            message.spamReason,
            message.consent?.at.getTime() ?? null,
            message.consent?.version ?? null,
          ],
        );
        const id = Number(rows[0]?.id);
        if (message.notify) {
          await client.query(
            `INSERT INTO mail_outbox (message_id, status, attempts, next_attempt_at) VALUES ($1, 'pending', 0, $2)`,
            [id, now],
          );
        }
        return { id };
      });
    },
    async listMessages({ since, includeSpam = false }: ListOptions = {}) {
      const { rows } = await pool.query<MessageRow>(
        `${SELECT_MESSAGES} WHERE m.created_at >= $1 ${includeSpam ? '' : 'AND m.spam_reason IS NULL'} ORDER BY m.id`,
        [since ? since.getTime() : 0],
      );
      return rows.map(toMessage);
    },
    async countMessages() {
      const { rows } = await pool.query<{ n: string }>(
        'SELECT COUNT(*) AS n FROM contact_messages',
      );
      return Number(rows[0]?.n ?? 0);
    },
    async findMessages(person) {
      const matches = personMatcher(person);
      const { rows } = await pool.query<MessageRow>(`${SELECT_MESSAGES} ORDER BY m.id`);
      return rows.filter(matches).map(toMessage);
    },
    async eraseMessages(person) {
      const matches = personMatcher(person);
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string; email: string; phone: string }>(
          'SELECT id, email, phone FROM contact_messages',
        );
        return deleteByIds(
          client,
          rows.filter(matches).map((row) => row.id),
        );
      });
    },
    async correctMessage(id, field, value) {
      // `field` is one of CORRECTABLE_FIELDS, each a column of the same name.
      const { rowCount } = await pool.query(
        `UPDATE contact_messages SET ${field} = $1 WHERE id = $2`,
        [value, id],
      );
      return (rowCount ?? 0) > 0;
    },
    async purgeMessages(before) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM contact_messages WHERE created_at < $1',
          [before.getTime()],
        );
        return deleteByIds(
          client,
          rows.map((row) => row.id),
        );
      });
    },
    async claimOutbox(now, limit, leaseUntil) {
      const { rows } = await pool.query<MessageRow>(
        `WITH due AS (
           SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE mail_outbox o SET next_attempt_at = $3 FROM due WHERE o.id = due.id
           RETURNING o.id, o.message_id, o.attempts
         )
         SELECT m.*, leased.id AS outbox_id, leased.attempts AS mail_attempts
         FROM leased JOIN contact_messages m ON m.id = leased.message_id ORDER BY leased.id`,
        [now.getTime(), limit, leaseUntil.getTime()],
      );
      return rows.map(toOutboxItem);
    },
    async markSent(outboxId, at) {
      await pool.query(
        `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = $1, last_error = NULL WHERE id = $2`,
        [at.getTime(), outboxId],
      );
    },
    async markFailed(outboxId, error, retryAt) {
      await pool.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $1, status = $2,
           next_attempt_at = COALESCE($3, next_attempt_at) WHERE id = $4`,
        [error.slice(0, 500), retryAt ? 'pending' : 'failed', retryAt?.getTime() ?? null, outboxId],
      );
    },
    async close() {
      await pool.end();
    },
  };
}
