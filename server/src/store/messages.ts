/**
 * The contact messages, the outbox of their e-mails to staff and the rate limits' counters, on
 * both databases (see types.ts for what each method promises; dialect.ts for what differs).
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, NewMessageRow } from './database';
import type { Engine } from './dialect';
import { leaseDue, markDone, markFailed } from './outbox';
import { personMatcher } from './person';
import { precompile } from './precompiled';
import { toMessage, toOutboxItem } from './rows';
import type { AlertMethods, DeleteCounts, ListOptions, Store } from './types';

export type MessageMethods = Omit<
  Store,
  'kind' | 'migrate' | 'ping' | 'close' | keyof AlertMethods
>;

const DAY_MS = 86_400_000;

/** A message with its e-mail's state (none: nulls), as rows.ts reads it. */
export const selectMessages = (db: Kysely<Database>) =>
  db
    .selectFrom('contact_messages as m')
    .leftJoin('mail_outbox as o', 'o.message_id', 'm.id')
    .selectAll('m')
    .select([
      'o.status as mail_status',
      'o.attempts as mail_attempts',
      'o.last_error as mail_last_error',
      'o.sent_at as mail_sent_at',
    ]);

/**
 * The ids in slices a statement can bind (SQLite binds at most 32,766 values; PostgreSQL 65,535).
 */
export function* slices<T>(ids: T[], size = 10_000): Generator<T[]> {
  for (let i = 0; i < ids.length; i += size) yield ids.slice(i, i + size);
}

export function messageMethods(engine: Engine): MessageMethods {
  const { db } = engine;

  /** Deletes the messages with these ids and their outbox rows (inside a transaction). */
  async function deleteByIds(trx: Kysely<Database>, ids: number[]): Promise<DeleteCounts> {
    const counts = { messages: 0, outbox: 0 };
    for (const slice of slices(ids)) {
      const outbox = await trx.deleteFrom('mail_outbox').where('message_id', 'in', slice).execute();
      const messages = await trx.deleteFrom('contact_messages').where('id', 'in', slice).execute();
      counts.outbox += Number(outbox[0]?.numDeletedRows ?? 0);
      counts.messages += Number(messages[0]?.numDeletedRows ?? 0);
    }
    return counts;
  }

  // The contact form's statements (two rate-limit hits and a message a request), built and
  // compiled once (precompiled.ts): the rest are built at each call.

  // One statement, atomic in both databases: the first hit of a key, a hit within its window,
  // or the first after it (which starts the next).
  const countHitStatement = precompile(
    ['key', 'windowMs', 'now'],
    ({ key, windowMs, now }: { key: string; windowMs: number; now: number }) => {
      const ended = (eb: ExpressionBuilder<Database, 'rate_limits'>) =>
        eb(eb('rate_limits.window_started_at', '+', windowMs), '<=', now);
      return db
        .insertInto('rate_limits')
        .values({ key, count: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when(ended(eb))
              .then(eb.lit(1))
              .else(eb('rate_limits.count', '+', eb.lit(1)))
              .end(),
            window_started_at: eb
              .case()
              .when(ended(eb))
              .then(now)
              .else(eb.ref('rate_limits.window_started_at'))
              .end(),
          })),
        )
        .returning(['count', 'window_started_at']);
    },
  );
  const insertMessageStatement = precompile(
    [
      'name',
      'phone',
      'email',
      'appeal',
      'suggest',
      'created_at',
      'language_type',
      'web_type',
      'spam_reason',
      'consent_at',
      'consent_version',
    ],
    (row: NewMessageRow) => db.insertInto('contact_messages').values(row).returning('id'),
  );
  const insertOutboxStatement = precompile(
    ['message_id', 'next_attempt_at'],
    ({ message_id, next_attempt_at }: { message_id: number; next_attempt_at: number }) =>
      db
        .insertInto('mail_outbox')
        .values({ message_id, status: 'pending', attempts: 0, next_attempt_at }),
  );

  let hits = 0;
  return {
    async countHit(key, windowMs, now) {
      // Every thousandth hit clears the windows that ended over a day ago (no limit is longer).
      if (++hits % 1000 === 0) {
        await db
          .deleteFrom('rate_limits')
          .where('window_started_at', '<', now - 2 * DAY_MS)
          .execute();
      }
      const { rows } = await db.executeQuery(countHitStatement({ key, windowMs, now }));
      const row = rows[0];
      if (!row) throw new Error('countHit: the upsert returned no row');
      return { count: Number(row.count), windowStartedAt: Number(row.window_started_at) };
    },
    async insertMessage(message) {
      const now = Date.now();
      // Column by column: a caller's object may carry more (a stored message passed on).
      const { name, phone, email, appeal, suggest, consent } = message;
      try {
        const id = await db.transaction().execute(async (trx) => {
          const { rows } = await trx.executeQuery(
            insertMessageStatement({
              name,
              phone,
              email,
              appeal,
              suggest,
              created_at: now,
              language_type: message.languageType,
              // Bound as given: null, never undefined (which Kysely would have left out).
              web_type: message.webType ?? null,
              spam_reason: message.spamReason ?? null,
              consent_at: consent?.at.getTime() ?? null,
              consent_version: consent?.version ?? null,
            }),
          );
          const stored = rows[0];
          if (!stored) throw new Error('insertMessage: the insert returned no id');
          const id = Number(stored.id);
          if (message.notify) {
            await trx.executeQuery(insertOutboxStatement({ message_id: id, next_attempt_at: now }));
          }
          return id;
        });
        engine.wrote(true);
        return { id };
      } catch (error) {
        engine.wrote(false);
        throw error;
      }
    },
    async listMessages({ since, includeSpam = false }: ListOptions = {}) {
      const rows = await selectMessages(db)
        .where('m.created_at', '>=', since ? since.getTime() : 0)
        .$if(!includeSpam, (qb) => qb.where('m.spam_reason', 'is', null))
        .orderBy('m.id')
        .execute();
      return rows.map(toMessage);
    },
    async countMessages() {
      const { n } = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    async findMessages(person) {
      const matches = personMatcher(person);
      const rows = await selectMessages(db).orderBy('m.id').execute();
      return rows.filter(matches).map(toMessage);
    },
    async eraseMessages(person) {
      const matches = personMatcher(person);
      const counts = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('contact_messages')
          .select(['id', 'email', 'phone'])
          .execute();
        return deleteByIds(
          trx,
          rows.filter(matches).map((row) => Number(row.id)),
        );
      });
      await engine.erased();
      return counts;
    },
    async correctMessage(id, field, value) {
      // `field` is one of CORRECTABLE_FIELDS, each a column of the same name.
      const { numUpdatedRows } = await db
        .updateTable('contact_messages')
        .set({ [field]: value })
        .where('id', '=', id)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    async purgeMessages(before) {
      const counts = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('contact_messages')
          .select('id')
          .where('created_at', '<', before.getTime())
          .execute();
        return deleteByIds(
          trx,
          rows.map((row) => Number(row.id)),
        );
      });
      if (counts.messages > 0) await engine.erased();
      return counts;
    },
    async claimOutbox(now, limit, leaseUntil) {
      const leased = await leaseDue(engine, 'mail_outbox', { now, limit, leaseUntil });
      if (leased.length === 0) return [];
      // Read after the lease, outside any transaction (outbox.ts, leaseDue).
      const rows = await selectMessages(db)
        .select('o.id as outbox_id')
        .where('o.id', 'in', leased)
        .orderBy('o.id')
        .execute();
      return rows.map(toOutboxItem);
    },
    async markSent(outboxId, at) {
      await markDone(db, 'mail_outbox', [outboxId], at);
    },
    async markFailed(outboxId, error, retryAt) {
      await markFailed(db, 'mail_outbox', outboxId, error, retryAt);
    },
  };
}
