/** The alert tables in SQLite (see types.ts for what each method promises). */
import type Database from 'better-sqlite3';
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

export function sqliteAlerts(db: Database.Database, flushWal: () => void): AlertMethods {
  /** Deletes these subscribers and every e-mail of theirs (inside a transaction). */
  function deleteSubscribers(ids: number[]): SubscriberDeleteCounts {
    const list = JSON.stringify(ids);
    const outbox = db
      .prepare('DELETE FROM alert_outbox WHERE subscriber_id IN (SELECT value FROM json_each(?))')
      .run(list).changes;
    const subscribers = db
      .prepare('DELETE FROM alert_subscribers WHERE id IN (SELECT value FROM json_each(?))')
      .run(list).changes;
    return { subscribers, outbox };
  }

  return {
    async subscribe(subscription, now, limits) {
      const key = normalizeEmail(subscription.email);
      const mailbox = mailboxHash(subscription.email);
      const at = now.getTime();
      const { dayAgo, hourAgo } = limitWindows(at);
      // Every statement runs whatever the address's state (new, waiting, confirmed, over a
      // limit): those that only apply when an e-mail is queued say so in their WHERE (`queue`).
      return db
        .transaction(() => {
          db.prepare('DELETE FROM alert_confirm_log WHERE mailbox = ? AND queued_at <= ?').run(
            mailbox,
            dayAgo,
          );
          const counts = db
            .prepare(
              `SELECT
                 (SELECT COUNT(*) FROM alert_confirm_log WHERE mailbox = ? AND queued_at > ?) AS mailbox,
                 (SELECT COUNT(*) FROM alert_confirm_log WHERE queued_at > ?) AS hour`,
            )
            .get(mailbox, dayAgo, hourAgo) as { mailbox: number; hour: number };
          const row = db
            .prepare(
              'SELECT id, confirmed_at, confirm_requested_at FROM alert_subscribers WHERE email_key = ?',
            )
            .get(key) as
            | { id: number; confirmed_at: number | null; confirm_requested_at: number }
            | undefined;
          const { renew, ...result } = confirmDecision(row, counts, at, limits);
          const flags = { renew: renew ? 1 : 0, queue: result.queued ? 1 : 0 };
          // A new address is recorded even when held back: then as never asked for (0), so the
          // retention pass deletes it and a later request is not made to wait for the resend.
          const id = db
            .prepare(
              `INSERT INTO alert_subscribers
                 (email, email_key, language, categories, created_at, consent_at, consent_version,
                  consent_language, confirm_requested_at, unsubscribe_token)
               VALUES (@email, @key, @language, @categories, @at, @consentAt, @consentVersion,
                       @consentLanguage, @requestedAt, @token)
               ON CONFLICT (email_key) DO UPDATE SET
                 email = CASE WHEN @renew THEN excluded.email ELSE email END,
                 language = CASE WHEN @renew THEN excluded.language ELSE language END,
                 categories = CASE WHEN @renew THEN excluded.categories ELSE categories END,
                 consent_at = CASE WHEN @renew THEN excluded.consent_at ELSE consent_at END,
                 consent_version =
                   CASE WHEN @renew THEN excluded.consent_version ELSE consent_version END,
                 consent_language =
                   CASE WHEN @renew THEN excluded.consent_language ELSE consent_language END,
                 confirm_requested_at =
                   CASE WHEN @renew THEN excluded.confirm_requested_at ELSE confirm_requested_at END
               RETURNING id`,
            )
            .pluck()
            .get({
              email: subscription.email,
              key,
              language: subscription.language,
              categories: encodeCategories(subscription.categories),
              at,
              consentAt: subscription.consent.at.getTime(),
              consentVersion: subscription.consent.version,
              consentLanguage: subscription.consent.language,
              requestedAt: result.queued ? at : 0,
              token: newToken(),
              renew: flags.renew,
            }) as number;
          db.prepare(
            `DELETE FROM alert_outbox
             WHERE subscriber_id = ? AND kind = 'confirm' AND status = 'pending' AND ?`,
          ).run(id, flags.queue);
          db.prepare(
            `INSERT INTO alert_outbox (subscriber_id, kind, status, attempts, next_attempt_at)
             SELECT ?, 'confirm', 'pending', 0, ? WHERE ?`,
          ).run(id, at, flags.queue);
          db.prepare('INSERT INTO alert_confirm_log (mailbox, queued_at) SELECT ?, ? WHERE ?').run(
            mailbox,
            at,
            flags.queue,
          );
          return result;
        })
        .immediate();
    },
    async setConfirmToken(subscriberId, tokenHash, expiresAt) {
      db.prepare(
        `UPDATE alert_subscribers SET confirm_token_hash = ?, confirm_expires_at = ?
         WHERE id = ? AND confirmed_at IS NULL`,
      ).run(tokenHash, expiresAt.getTime(), subscriberId);
    },
    async confirmSubscription(tokenHash, now) {
      const { changes } = db
        .prepare(
          `UPDATE alert_subscribers SET confirmed_at = ?, confirm_token_hash = NULL,
             confirm_expires_at = NULL
           WHERE confirm_token_hash = ? AND confirm_expires_at > ? AND confirmed_at IS NULL`,
        )
        .run(now.getTime(), tokenHash, now.getTime());
      return changes > 0;
    },
    async unsubscribe(token) {
      const counts = db
        .transaction(() => {
          const ids = db
            .prepare('SELECT id FROM alert_subscribers WHERE unsubscribe_token = ?')
            .pluck()
            .all(token) as number[];
          return deleteSubscribers(ids);
        })
        .immediate();
      if (counts.subscribers > 0) flushWal();
      return counts.subscribers > 0;
    },
    async announce(release, documents, now) {
      return db
        .transaction(() => {
          const known = new Set(
            db
              .prepare(
                'SELECT document FROM alert_documents WHERE document IN (SELECT value FROM json_each(?))',
              )
              .pluck()
              .all(JSON.stringify(documents.map((d) => d.id))) as string[],
          );
          const fresh = documents.filter((d) => !known.has(d.id));
          if (fresh.length === 0) return null;
          const at = now.getTime();
          const id = Number(
            db
              .prepare(
                'INSERT INTO alert_announcements (created_at, release, documents) VALUES (?, ?, ?)',
              )
              .run(at, release, JSON.stringify(fresh)).lastInsertRowid,
          );
          const mark = db.prepare(
            'INSERT INTO alert_documents (document, announcement_id) VALUES (?, ?)',
          );
          for (const document of fresh) mark.run(document.id, id);
          const categories = likeSafe(fresh.map((d) => d.category));
          const match = ["categories = ''", ...categories.map(() => 'categories LIKE ?')];
          const { changes } = db
            .prepare(
              `INSERT OR IGNORE INTO alert_outbox
                 (subscriber_id, kind, announcement_id, status, attempts, next_attempt_at)
               SELECT id, 'alert', ?, 'pending', 0, ? FROM alert_subscribers
               WHERE confirmed_at IS NOT NULL AND (${match.join(' OR ')})`,
            )
            .run(id, at, ...categories.map((c) => `%,${c},%`));
          return { documents: fresh.length, recipients: changes };
        })
        .immediate();
    },
    async claimAlertMail(now, limit, leaseUntil) {
      return db.transaction(() => {
        const rows = db
          .prepare(
            `SELECT ${ALERT_MAIL_COLUMNS} FROM alert_outbox o
             JOIN alert_subscribers s ON s.id = o.subscriber_id
             LEFT JOIN alert_announcements a ON a.id = o.announcement_id
             WHERE o.status = 'pending' AND o.next_attempt_at <= ?
             ORDER BY CASE o.kind WHEN 'confirm' THEN 0 ELSE 1 END, o.id LIMIT ?`,
          )
          .all(now.getTime(), limit) as AlertMailRow[];
        const lease = db.prepare('UPDATE alert_outbox SET next_attempt_at = ? WHERE id = ?');
        for (const row of rows) lease.run(leaseUntil.getTime(), row.mail_id);
        return rows.map(toAlertMail);
      })();
    },
    async markAlertMail(done, at) {
      const mark = db.prepare(
        `UPDATE alert_outbox SET status = ?, attempts = attempts + 1, sent_at = ?, last_error = NULL
         WHERE id = ?`,
      );
      db.transaction(() => {
        for (const { id, status } of done) mark.run(status, at.getTime(), id);
      })();
    },
    async markAlertFailed(id, error, retryAt) {
      db.prepare(
        `UPDATE alert_outbox SET attempts = attempts + 1, last_error = ?, status = ?,
           next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?`,
      ).run(error.slice(0, 500), retryAt ? 'pending' : 'failed', retryAt?.getTime() ?? null, id);
    },
    async alertMailCounts() {
      const rows = db
        .prepare('SELECT status, COUNT(*) AS n FROM alert_outbox GROUP BY status')
        .all() as { status: string; n: number }[];
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
    async findSubscribers(email) {
      const rows = db
        .prepare('SELECT * FROM alert_subscribers WHERE email_key = ? ORDER BY id')
        .all(normalizeEmail(email)) as SubscriberRow[];
      const count = db.prepare(
        'SELECT status, COUNT(*) AS n FROM alert_outbox WHERE subscriber_id = ? GROUP BY status',
      );
      return rows.map((row) => ({
        ...toSubscriber(row),
        mail: Object.fromEntries(
          (count.all(row.id) as { status: string; n: number }[]).map((r) => [r.status, r.n]),
        ),
      }));
    },
    async eraseSubscribers(email) {
      const counts = db
        .transaction(() => {
          const ids = db
            .prepare('SELECT id FROM alert_subscribers WHERE email_key = ?')
            .pluck()
            .all(normalizeEmail(email)) as number[];
          // The count of the mailbox's confirmations is the person's too (a hash, kept a day).
          db.prepare('DELETE FROM alert_confirm_log WHERE mailbox = ?').run(mailboxHash(email));
          return deleteSubscribers(ids);
        })
        .immediate();
      if (counts.subscribers > 0) flushWal();
      return counts;
    },
    async purgeSubscribers(before, sentBefore) {
      const counts = db
        .transaction(() => {
          const ids = db
            .prepare(
              'SELECT id FROM alert_subscribers WHERE confirmed_at IS NULL AND confirm_requested_at < ?',
            )
            .pluck()
            .all(before.getTime()) as number[];
          const deleted = deleteSubscribers(ids);
          const old = db
            .prepare(
              `DELETE FROM alert_outbox WHERE status <> 'pending'
               AND COALESCE(sent_at, next_attempt_at) < ?`,
            )
            .run(sentBefore.getTime()).changes;
          // Counted for a day only; a mailbox that never subscribes again leaves its rows here.
          db.prepare('DELETE FROM alert_confirm_log WHERE queued_at < ?').run(before.getTime());
          return { subscribers: deleted.subscribers, outbox: deleted.outbox + old };
        })
        .immediate();
      if (counts.subscribers > 0) flushWal();
      return counts;
    },
  };
}
