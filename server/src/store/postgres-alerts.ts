/** The alert tables in PostgreSQL (see types.ts for what each method promises). */
import type pg from 'pg';
import {
  ALERT_MAIL_COLUMNS,
  type AlertMailRow,
  confirmDecision,
  encodeCategories,
  likeSafe,
  limitWindows,
  mailboxHash,
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
/**
 * With a mailbox's hash, serializes the subscriptions to one mailbox (the two-key form: its own
 * space of locks, apart from ANNOUNCE_LOCK's).
 */
const MAILBOX_LOCK = 2253;

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

  return {
    async subscribe(subscription, now, limits) {
      const key = normalizeEmail(subscription.email);
      const mailbox = mailboxHash(subscription.email);
      const at = now.getTime();
      const { dayAgo, hourAgo } = limitWindows(at);
      // Every statement runs whatever the address's state (new, waiting, confirmed, over a
      // limit): those that only apply when an e-mail is queued say so in their WHERE.
      return transaction(async (client) => {
        // One mailbox's requests one after another, on every instance: its count is exact (the
        // hourly count of all may pass its ceiling by the requests in flight at once).
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          MAILBOX_LOCK,
          mailbox,
        ]);
        await client.query('DELETE FROM alert_confirm_log WHERE mailbox = $1 AND queued_at <= $2', [
          mailbox,
          dayAgo,
        ]);
        const counted = await client.query<{ mailbox: string; hour: string }>(
          `SELECT
             (SELECT COUNT(*) FROM alert_confirm_log WHERE mailbox = $1 AND queued_at > $2) AS mailbox,
             (SELECT COUNT(*) FROM alert_confirm_log WHERE queued_at > $3) AS hour`,
          [mailbox, dayAgo, hourAgo],
        );
        const counts = {
          mailbox: Number(counted.rows[0]?.mailbox ?? 0),
          hour: Number(counted.rows[0]?.hour ?? 0),
        };
        const { rows } = await client.query<{
          id: string;
          confirmed_at: string | null;
          confirm_requested_at: string;
        }>(
          'SELECT id, confirmed_at, confirm_requested_at FROM alert_subscribers WHERE email_key = $1 FOR UPDATE',
          [key],
        );
        const { renew, ...result } = confirmDecision(rows[0], counts, at, limits);
        // A new address is recorded even when held back: then as never asked for (0), so the
        // retention pass deletes it and a later request is not made to wait for the resend.
        const upserted = await client.query<{ id: string }>(
          `INSERT INTO alert_subscribers AS s
             (email, language, categories, consent_at, consent_version, consent_language,
              confirm_requested_at, created_at, email_key, unsubscribe_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (email_key) DO UPDATE SET
             email = CASE WHEN $11::boolean THEN excluded.email ELSE s.email END,
             language = CASE WHEN $11::boolean THEN excluded.language ELSE s.language END,
             categories = CASE WHEN $11::boolean THEN excluded.categories ELSE s.categories END,
             consent_at = CASE WHEN $11::boolean THEN excluded.consent_at ELSE s.consent_at END,
             consent_version =
               CASE WHEN $11::boolean THEN excluded.consent_version ELSE s.consent_version END,
             consent_language =
               CASE WHEN $11::boolean THEN excluded.consent_language ELSE s.consent_language END,
             confirm_requested_at = CASE WHEN $11::boolean
               THEN excluded.confirm_requested_at ELSE s.confirm_requested_at END
           RETURNING id`,
          [
            subscription.email,
            subscription.language,
            encodeCategories(subscription.categories),
            subscription.consent.at.getTime(),
            subscription.consent.version,
            subscription.consent.language,
            result.queued ? at : 0,
            at,
            key,
            newToken(),
            renew,
          ],
        );
        const id = upserted.rows[0]?.id;
        await client.query(
          `DELETE FROM alert_outbox
           WHERE subscriber_id = $1 AND kind = 'confirm' AND status = 'pending' AND $2::boolean`,
          [id, result.queued],
        );
        await client.query(
          `INSERT INTO alert_outbox (subscriber_id, kind, status, attempts, next_attempt_at)
           SELECT $1, 'confirm', 'pending', 0, $2 WHERE $3::boolean`,
          [id, at, result.queued],
        );
        await client.query(
          'INSERT INTO alert_confirm_log (mailbox, queued_at) SELECT $1, $2 WHERE $3::boolean',
          [mailbox, at, result.queued],
        );
        return result;
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
        // The count of the mailbox's confirmations is the person's too (a hash, kept a day).
        await client.query('DELETE FROM alert_confirm_log WHERE mailbox = $1', [
          mailboxHash(email),
        ]);
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
        // Counted for a day only; a mailbox that never subscribes again leaves its rows here.
        await client.query('DELETE FROM alert_confirm_log WHERE queued_at < $1', [
          before.getTime(),
        ]);
        return { subscribers: deleted.subscribers, outbox: deleted.outbox + (old.rowCount ?? 0) };
      });
    },
  };
}
