/**
 * The alert tables on both databases: subscribers, announced documents and the outbox of their
 * e-mails (see types.ts for what each method promises; dialect.ts for what differs).
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  type AlertMailRow,
  confirmDecision,
  encodeCategories,
  likeSafe,
  limitWindows,
  mailboxHash,
  toAlertMail,
  toSubscriber,
} from './alert-rows';
import type { Database } from './database';
import type { Engine } from './dialect';
import { slices } from './messages';
import { leaseDue, markDone, markFailed } from './outbox';
import { normalizeEmail } from './person';
import { newToken } from './token';
import type { AlertMethods, SubscriberDeleteCounts } from './types';

/** Serializes announcements across instances (one transaction decides what is new). */
const ANNOUNCE_LOCK = 2252;
/** With a mailbox's hash, serializes the subscriptions to one mailbox (engine.serialize). */
const MAILBOX_LOCK = 2253;

/** A flag bound as 1 or 0 (SQLite binds no booleans), tested as `flag = 1` in both databases. */
const flagSet = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, flag: boolean) =>
  eb(eb.val(flag ? 1 : 0), '=', eb.lit(1));

export function alertMethods(engine: Engine): AlertMethods {
  const { db } = engine;

  /** Deletes these subscribers and every e-mail of theirs (inside a transaction). */
  async function deleteSubscribers(
    trx: Kysely<Database>,
    ids: number[],
  ): Promise<SubscriberDeleteCounts> {
    const counts = { subscribers: 0, outbox: 0 };
    for (const slice of slices(ids)) {
      const outbox = await trx
        .deleteFrom('alert_outbox')
        .where('subscriber_id', 'in', slice)
        .execute();
      const subscribers = await trx
        .deleteFrom('alert_subscribers')
        .where('id', 'in', slice)
        .execute();
      counts.outbox += Number(outbox[0]?.numDeletedRows ?? 0);
      counts.subscribers += Number(subscribers[0]?.numDeletedRows ?? 0);
    }
    return counts;
  }

  return {
    async subscribe(subscription, now, limits) {
      const key = normalizeEmail(subscription.email);
      const mailbox = mailboxHash(subscription.email);
      const at = now.getTime();
      const { dayAgo, hourAgo } = limitWindows(at);
      // Every statement runs whatever the address's state (new, waiting, confirmed, over a
      // limit): those that only apply when an e-mail is queued say so in their WHERE (`queue`).
      return db.transaction().execute(async (trx) => {
        // One mailbox's requests one after another, on every instance: its count is exact (the
        // hourly count of all may pass its ceiling by the requests in flight at once).
        await engine.serialize(trx, MAILBOX_LOCK, mailbox);
        await trx
          .deleteFrom('alert_confirm_log')
          .where('mailbox', '=', mailbox)
          .where('queued_at', '<=', dayAgo)
          .execute();
        const counted = await trx
          .selectNoFrom((eb) => [
            eb
              .selectFrom('alert_confirm_log')
              .select(eb.fn.countAll().as('n'))
              .where('mailbox', '=', mailbox)
              .where('queued_at', '>', dayAgo)
              .as('mailbox'),
            eb
              .selectFrom('alert_confirm_log')
              .select(eb.fn.countAll().as('n'))
              .where('queued_at', '>', hourAgo)
              .as('hour'),
          ])
          .executeTakeFirstOrThrow();
        const counts = { mailbox: Number(counted.mailbox), hour: Number(counted.hour) };
        const row = await trx
          .selectFrom('alert_subscribers')
          .select(['id', 'confirmed_at', 'confirm_requested_at'])
          .where('email_key', '=', key)
          .$call(engine.lockRows)
          .executeTakeFirst();
        const { renew, ...result } = confirmDecision(row, counts, at, limits);
        // A new address is recorded even when held back: then as never asked for (0), so the
        // retention pass deletes it and a later request is not made to wait for the resend.
        const { id } = await trx
          .insertInto('alert_subscribers')
          .values({
            email: subscription.email,
            email_key: key,
            language: subscription.language,
            categories: encodeCategories(subscription.categories),
            created_at: at,
            consent_at: subscription.consent.at.getTime(),
            consent_version: subscription.consent.version,
            consent_language: subscription.consent.language,
            confirm_requested_at: result.queued ? at : 0,
            unsubscribe_token: newToken(),
          })
          .onConflict((oc) =>
            oc.column('email_key').doUpdateSet((eb) => {
              // A known address keeps its fields unless it is renewed (`renew`).
              const renewed = <C extends RenewedColumn>(column: C) =>
                eb
                  .case()
                  .when(flagSet(eb, renew))
                  .then(eb.ref(`excluded.${column}`))
                  .else(eb.ref(`alert_subscribers.${column}`))
                  .end();
              return {
                email: renewed('email'),
                language: renewed('language'),
                categories: renewed('categories'),
                consent_at: renewed('consent_at'),
                consent_version: renewed('consent_version'),
                consent_language: renewed('consent_language'),
                confirm_requested_at: renewed('confirm_requested_at'),
              };
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .deleteFrom('alert_outbox')
          .where('subscriber_id', '=', id)
          .where('kind', '=', 'confirm')
          .where('status', '=', 'pending')
          .where((eb) => flagSet(eb, result.queued))
          .execute();
        await trx
          .insertInto('alert_outbox')
          .columns(['subscriber_id', 'kind', 'status', 'attempts', 'next_attempt_at'])
          .expression(
            trx
              .selectNoFrom((eb) => [
                eb.val(id).as('subscriber_id'),
                eb.val('confirm').as('kind'),
                eb.val('pending').as('status'),
                eb.lit(0).as('attempts'),
                eb.val(at).as('next_attempt_at'),
              ])
              .where((eb) => flagSet(eb, result.queued)),
          )
          .execute();
        await trx
          .insertInto('alert_confirm_log')
          .columns(['mailbox', 'queued_at'])
          .expression(
            trx
              .selectNoFrom((eb) => [eb.val(mailbox).as('mailbox'), eb.val(at).as('queued_at')])
              .where((eb) => flagSet(eb, result.queued)),
          )
          .execute();
        return result;
      });
    },
    async setConfirmToken(subscriberId, tokenHash, expiresAt) {
      await db
        .updateTable('alert_subscribers')
        .set({ confirm_token_hash: tokenHash, confirm_expires_at: expiresAt.getTime() })
        .where('id', '=', subscriberId)
        .where('confirmed_at', 'is', null)
        .execute();
    },
    async confirmSubscription(tokenHash, now) {
      const { numUpdatedRows } = await db
        .updateTable('alert_subscribers')
        .set({ confirmed_at: now.getTime(), confirm_token_hash: null, confirm_expires_at: null })
        .where('confirm_token_hash', '=', tokenHash)
        .where('confirm_expires_at', '>', now.getTime())
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    async unsubscribe(token) {
      const counts = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('alert_subscribers')
          .select('id')
          .where('unsubscribe_token', '=', token)
          .$call(engine.lockRows)
          .execute();
        return deleteSubscribers(
          trx,
          rows.map((row) => row.id),
        );
      });
      if (counts.subscribers > 0) await engine.erased();
      return counts.subscribers > 0;
    },
    async announce(release, documents, now) {
      return db.transaction().execute(async (trx) => {
        await engine.serialize(trx, ANNOUNCE_LOCK);
        const known = new Set<string>();
        for (const slice of slices(documents.map((d) => d.id))) {
          const rows = await trx
            .selectFrom('alert_documents')
            .select('document')
            .where('document', 'in', slice)
            .execute();
          for (const row of rows) known.add(row.document);
        }
        const fresh = documents.filter((d) => !known.has(d.id));
        if (fresh.length === 0) return null;
        const at = now.getTime();
        const { id } = await trx
          .insertInto('alert_announcements')
          .values({ created_at: at, release, documents: JSON.stringify(fresh) })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const slice of slices(fresh, 5000)) {
          await trx
            .insertInto('alert_documents')
            .values(slice.map((document) => ({ document: document.id, announcement_id: id })))
            .execute();
        }
        const categories = likeSafe(fresh.map((d) => d.category));
        const queued = await trx
          .insertInto('alert_outbox')
          .columns([
            'subscriber_id',
            'kind',
            'announcement_id',
            'status',
            'attempts',
            'next_attempt_at',
          ])
          .expression((eb) =>
            eb
              .selectFrom('alert_subscribers')
              .select([
                'id',
                eb.val('alert').as('kind'),
                eb.val(id).as('announcement_id'),
                eb.val('pending').as('status'),
                eb.lit(0).as('attempts'),
                eb.val(at).as('next_attempt_at'),
              ])
              .where('confirmed_at', 'is not', null)
              .where((eb) =>
                eb.or([
                  eb('categories', '=', ''),
                  ...categories.map((c) => eb('categories', 'like', `%,${c},%`)),
                ]),
              ),
          )
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        return { documents: fresh.length, recipients: Number(queued.numInsertedOrUpdatedRows) };
      });
    },
    async claimAlertMail(now, limit, leaseUntil) {
      const leased = await leaseDue(engine, 'alert_outbox', {
        now,
        limit,
        leaseUntil,
        confirmFirst: true,
      });
      if (leased.length === 0) return [];
      // Read after the lease, outside any transaction (outbox.ts, leaseDue).
      const rows: AlertMailRow[] = await db
        .selectFrom('alert_outbox as o')
        .innerJoin('alert_subscribers as s', 's.id', 'o.subscriber_id')
        .leftJoin('alert_announcements as a', 'a.id', 'o.announcement_id')
        .selectAll('s')
        .select(['o.id as mail_id', 'o.kind', 'o.attempts', 'a.documents'])
        .where('o.id', 'in', leased)
        // Confirmations first, then the alerts, each oldest first.
        .orderBy((eb) =>
          eb.case().when('o.kind', '=', 'confirm').then(eb.lit(0)).else(eb.lit(1)).end(),
        )
        .orderBy('o.id')
        .execute();
      return rows.map(toAlertMail);
    },
    async markAlertMail(done, at) {
      const skipped = done.filter((d) => d.status === 'skipped').map((d) => d.id);
      await markDone(
        db,
        'alert_outbox',
        done.map((d) => d.id),
        at,
        skipped,
      );
    },
    async markAlertFailed(id, error, retryAt) {
      await markFailed(db, 'alert_outbox', id, error, retryAt);
    },
    async alertMailCounts() {
      const rows = await db
        .selectFrom('alert_outbox')
        .select((eb) => ['status', eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    async findSubscribers(email) {
      const rows = await db
        .selectFrom('alert_subscribers')
        .selectAll()
        .where('email_key', '=', normalizeEmail(email))
        .orderBy('id')
        .execute();
      return Promise.all(
        rows.map(async (row) => {
          const counts = await db
            .selectFrom('alert_outbox')
            .select((eb) => ['status', eb.fn.countAll().as('n')])
            .where('subscriber_id', '=', row.id)
            .groupBy('status')
            .execute();
          return {
            ...toSubscriber(row),
            mail: Object.fromEntries(counts.map((r) => [r.status, Number(r.n)])),
          };
        }),
      );
    },
    async eraseSubscribers(email) {
      const counts = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('alert_subscribers')
          .select('id')
          .where('email_key', '=', normalizeEmail(email))
          .$call(engine.lockRows)
          .execute();
        // The count of the mailbox's confirmations is the person's too (a hash, kept a day).
        await trx
          .deleteFrom('alert_confirm_log')
          .where('mailbox', '=', mailboxHash(email))
          .execute();
        return deleteSubscribers(
          trx,
          rows.map((row) => row.id),
        );
      });
      if (counts.subscribers > 0) await engine.erased();
      return counts;
    },
    async purgeSubscribers(before, sentBefore) {
      const counts = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('alert_subscribers')
          .select('id')
          .where('confirmed_at', 'is', null)
          .where('confirm_requested_at', '<', before.getTime())
          .execute();
        const deleted = await deleteSubscribers(
          trx,
          rows.map((row) => row.id),
        );
        const old = await trx
          .deleteFrom('alert_outbox')
          .where('status', '<>', 'pending')
          .where((eb) =>
            eb(eb.fn.coalesce('sent_at', 'next_attempt_at'), '<', sentBefore.getTime()),
          )
          .executeTakeFirst();
        // Counted for a day only; a mailbox that never subscribes again leaves its rows here.
        await trx
          .deleteFrom('alert_confirm_log')
          .where('queued_at', '<', before.getTime())
          .execute();
        return {
          subscribers: deleted.subscribers,
          outbox: deleted.outbox + Number(old.numDeletedRows),
        };
      });
      if (counts.subscribers > 0) await engine.erased();
      return counts;
    },
  };
}

/** The columns a subscription renews (subscribe). */
type RenewedColumn =
  | 'email'
  | 'language'
  | 'categories'
  | 'consent_at'
  | 'consent_version'
  | 'consent_language'
  | 'confirm_requested_at';
