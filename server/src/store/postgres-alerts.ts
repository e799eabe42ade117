/** The alert tables in PostgreSQL (see types.ts for what each method promises). */
import type pg from 'pg';
import {
  ALERT_MAIL_COLUMNS,
  type AlertMailRow,
  encodeCategories,
  likeSafe,
  type SubscriberRow,
  toAlertMail,
  toSubscriber,
} from './alert-rows';
import { normalizeEmail } from './person';
import { newToken } from './token';
import type { AlertMethods, SubscriberDeleteCounts } from './types';

type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** Serializes announcements across instances (one transaction decides what is new). */
const ANNOUNCE_LOCK = 2252;

export function postgresAlerts(pool: pg.Pool, transaction: Transaction): AlertMethods {
  async function deleteSubscribers(
    client: pg.PoolClient,
    ids: string[],
  ): Promise<SubscriberDeleteCounts> {
    const outbox = await client.query(
      'DELETE FROM alert_outbox WHERE subscriber_id = ANY($1::bigint[])',
      [ids],
    );
    const subscribers = await client.query(
      'DELETE FROM alert_subscribers WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return { subscribers: subscribers.rowCount ?? 0, outbox: outbox.rowCount ?? 0 };
  }

  async function queueConfirmation(client: pg.PoolClient, subscriberId: string, now: number) {
    await client.query(
      `DELETE FROM alert_outbox WHERE subscriber_id = $1 AND kind = 'confirm' AND status = 'pending'`,
      [subscriberId],
    );
    await client.query(
      `INSERT INTO alert_outbox (subscriber_id, kind, status, attempts, next_attempt_at)
       VALUES ($1, 'confirm', 'pending', 0, $2)`,
      [subscriberId, now],
    );
  }

  return {
    async subscribe(subscription, now, resendAfterMs) {
      const key = normalizeEmail(subscription.email);
      const at = now.getTime();
      const values = [
        subscription.email,
        subscription.language,
        encodeCategories(subscription.categories),
        subscription.consent.at.getTime(),
        subscription.consent.version,
        subscription.consent.language,
        at,
      ];
      return transaction(async (client) => {
        // A new address gets its row; a known one is locked while we decide (five parallel
        // requests for one address queue one e-mail).
        const inserted = await client.query<{ id: string }>(
          `INSERT INTO alert_subscribers
             (email, language, categories, consent_at, consent_version, consent_language,
              confirm_requested_at, created_at, email_key, unsubscribe_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)
           ON CONFLICT (email_key) DO NOTHING RETURNING id`,
          [...values, key, newToken()],
        );
        const newId = inserted.rows[0]?.id;
        if (newId !== undefined) {
          await queueConfirmation(client, newId, at);
          return { queued: true };
        }
        const { rows } = await client.query<{
          id: string;
          confirmed_at: string | null;
          confirm_requested_at: string;
        }>(
          'SELECT id, confirmed_at, confirm_requested_at FROM alert_subscribers WHERE email_key = $1 FOR UPDATE',
          [key],
        );
        const row = rows[0];
        if (
          !row ||
          row.confirmed_at !== null ||
          at - Number(row.confirm_requested_at) < resendAfterMs
        ) {
          return { queued: false };
        }
        await client.query(
          `UPDATE alert_subscribers SET email = $1, language = $2, categories = $3, consent_at = $4,
             consent_version = $5, consent_language = $6, confirm_requested_at = $7 WHERE id = $8`,
          [...values, row.id],
        );
        await queueConfirmation(client, row.id, at);
        return { queued: true };
      });
    },
    async setConfirmToken(subscriberId, tokenHash, expiresAt) {
      await pool.query(
        `UPDATE alert_subscribers SET confirm_token_hash = $1, confirm_expires_at = $2
         WHERE id = $3 AND confirmed_at IS NULL`,
        [tokenHash, expiresAt.getTime(), subscriberId],
      );
    },
    async confirmSubscription(tokenHash, now) {
      const { rowCount } = await pool.query(
        `UPDATE alert_subscribers SET confirmed_at = $1, confirm_token_hash = NULL,
           confirm_expires_at = NULL
         WHERE confirm_token_hash = $2 AND confirm_expires_at > $1 AND confirmed_at IS NULL`,
        [now.getTime(), tokenHash],
      );
      return (rowCount ?? 0) > 0;
    },
    async unsubscribe(token) {
      const counts = await transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM alert_subscribers WHERE unsubscribe_token = $1 FOR UPDATE',
          [token],
        );
        return deleteSubscribers(
          client,
          rows.map((r) => r.id),
        );
      });
      return counts.subscribers > 0;
    },
    async announce(release, documents, now) {
      return transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [ANNOUNCE_LOCK]);
        const { rows } = await client.query<{ document: string }>(
          'SELECT document FROM alert_documents WHERE document = ANY($1::text[])',
          [documents.map((d) => d.id)],
        );
        const known = new Set(rows.map((r) => r.document));
        const fresh = documents.filter((d) => !known.has(d.id));
        if (fresh.length === 0) return null;
        const at = now.getTime();
        const created = await client.query<{ id: string }>(
          'INSERT INTO alert_announcements (created_at, release, documents) VALUES ($1, $2, $3) RETURNING id',
          [at, release, JSON.stringify(fresh)],
        );
        const id = created.rows[0]?.id;
        await client.query(
          'INSERT INTO alert_documents (document, announcement_id) SELECT unnest($1::text[]), $2',
          [fresh.map((d) => d.id), id],
        );
        const categories = likeSafe(fresh.map((d) => d.category));
        const match = ["categories = ''", ...categories.map((_, i) => `categories LIKE $${i + 3}`)];
        const queued = await client.query(
          `INSERT INTO alert_outbox
             (subscriber_id, kind, announcement_id, status, attempts, next_attempt_at)
           SELECT id, 'alert', $1, 'pending', 0, $2 FROM alert_subscribers
           WHERE confirmed_at IS NOT NULL AND (${match.join(' OR ')})
           ON CONFLICT DO NOTHING`,
          [id, at, ...categories.map((c) => `%,${c},%`)],
        );
        return { documents: fresh.length, recipients: queued.rowCount ?? 0 };
      });
    },
    async claimAlertMail(now, limit, leaseUntil) {
      const { rows } = await pool.query<AlertMailRow>(
        `WITH due AS (
           SELECT id FROM alert_outbox WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY CASE kind WHEN 'confirm' THEN 0 ELSE 1 END, id LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE alert_outbox o SET next_attempt_at = $3 FROM due WHERE o.id = due.id
           RETURNING o.*
         )
         SELECT ${ALERT_MAIL_COLUMNS} FROM leased o
         JOIN alert_subscribers s ON s.id = o.subscriber_id
         LEFT JOIN alert_announcements a ON a.id = o.announcement_id
         ORDER BY CASE o.kind WHEN 'confirm' THEN 0 ELSE 1 END, o.id`,
        [now.getTime(), limit, leaseUntil.getTime()],
      );
      return rows.map(toAlertMail);
    },
    async markAlertMail(done, at) {
      await pool.query(
        `UPDATE alert_outbox o SET status = d.status, attempts = o.attempts + 1, sent_at = $1,
           last_error = NULL
         FROM unnest($2::bigint[], $3::text[]) AS d (id, status) WHERE o.id = d.id`,
        [at.getTime(), done.map((d) => d.id), done.map((d) => d.status)],
      );
    },
    async markAlertFailed(id, error, retryAt) {
      await pool.query(
        `UPDATE alert_outbox SET attempts = attempts + 1, last_error = $1, status = $2,
           next_attempt_at = COALESCE($3, next_attempt_at) WHERE id = $4`,
        [error.slice(0, 500), retryAt ? 'pending' : 'failed', retryAt?.getTime() ?? null, id],
      );
    },
    async alertMailCounts() {
      const { rows } = await pool.query<{ status: string; n: string }>(
        'SELECT status, COUNT(*) AS n FROM alert_outbox GROUP BY status',
      );
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    async findSubscribers(email) {
      const { rows } = await pool.query<SubscriberRow>(
        'SELECT * FROM alert_subscribers WHERE email_key = $1 ORDER BY id',
        [normalizeEmail(email)],
      );
      return Promise.all(
        rows.map(async (row) => {
          const counts = await pool.query<{ status: string; n: string }>(
            'SELECT status, COUNT(*) AS n FROM alert_outbox WHERE subscriber_id = $1 GROUP BY status',
            [row.id],
          );
          return {
            ...toSubscriber(row),
            mail: Object.fromEntries(counts.rows.map((r) => [r.status, Number(r.n)])),
          };
        }),
      );
    },
    async eraseSubscribers(email) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM alert_subscribers WHERE email_key = $1 FOR UPDATE',
          [normalizeEmail(email)],
        );
        return deleteSubscribers(
          client,
          rows.map((r) => r.id),
        );
      });
    },
    async purgeSubscribers(before, sentBefore) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM alert_subscribers WHERE confirmed_at IS NULL AND confirm_requested_at < $1',
          [before.getTime()],
        );
        const deleted = await deleteSubscribers(
          client,
          rows.map((r) => r.id),
        );
        const old = await client.query(
          `DELETE FROM alert_outbox WHERE status <> 'pending'
           AND COALESCE(sent_at, next_attempt_at) < $1`,
          [sentBefore.getTime()],
        );
        return { subscribers: deleted.subscribers, outbox: deleted.outbox + (old.rowCount ?? 0) };
      });
    },
  };
}
