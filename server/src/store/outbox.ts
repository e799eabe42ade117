/**
 * What the two outboxes (mail_outbox: e-mails to staff; alert_outbox: confirmations and alerts)
 * do alike: lease the rows due, mark them done, record a failed attempt. Their columns for it are
 * the same (database.ts).
 */
import type { Kysely } from 'kysely';
import type { AlertOutboxTable, Database, MailOutboxTable } from './database';
import type { Engine } from './dialect';

type OutboxName = 'mail_outbox' | 'alert_outbox';
type OutboxColumns = Pick<
  MailOutboxTable & AlertOutboxTable,
  'id' | 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'sent_at'
> & {
  /** alert_outbox's only: what leaseDue orders by when `confirmFirst`. */
  kind: string;
};
/** Either outbox, by the columns they share. */
type Outboxes = Record<OutboxName, OutboxColumns>;

const outboxes = (db: Kysely<Database>) => db as unknown as Kysely<Outboxes>;

/**
 * Leases the rows of `table` due at `now` (at most `limit`, oldest first; confirmations before
 * alerts when `confirmFirst`) until `leaseUntil`, in one statement: not handed out again
 * meanwhile, by this instance or another (engine.leaseRows). No transaction: the outbox workers
 * run in the background, and one they left open while their process is busy elsewhere would hold
 * its rows' locks (SQLite: the file's) from every other writer. Resolves with the ids leased.
 */
export async function leaseDue(
  engine: Engine,
  table: OutboxName,
  { now, limit, leaseUntil, confirmFirst = false }: LeaseOptions,
): Promise<number[]> {
  const rows = await outboxes(engine.db)
    .updateTable(table)
    .set({ next_attempt_at: leaseUntil.getTime() })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(table)
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.getTime())
        .$if(confirmFirst, (qb) =>
          qb.orderBy((eb) =>
            eb.case().when('kind', '=', 'confirm').then(eb.lit(0)).else(eb.lit(1)).end(),
          ),
        )
        .orderBy('id')
        .limit(limit)
        .$call(engine.leaseRows),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export interface LeaseOptions {
  now: Date;
  limit: number;
  leaseUntil: Date;
  confirmFirst?: boolean;
}

/** Marks rows of `table` done (`sent`, or `skipped` for the ids in `skipped`), in one statement. */
export async function markDone(
  db: Kysely<Database>,
  table: OutboxName,
  ids: number[],
  at: Date,
  skipped: number[] = [],
): Promise<void> {
  if (ids.length === 0) return;
  await outboxes(db)
    .updateTable(table)
    .set((eb) => ({
      status: skipped.length
        ? eb.case().when('id', 'in', skipped).then('skipped').else('sent').end()
        : 'sent',
      attempts: eb('attempts', '+', 1),
      sent_at: at.getTime(),
      last_error: null,
    }))
    .where('id', 'in', ids)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up when `retryAt` is null. */
export async function markFailed(
  db: Kysely<Database>,
  table: OutboxName,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await outboxes(db)
    .updateTable(table)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ? retryAt.getTime() : eb.ref('next_attempt_at'),
    }))
    .where('id', '=', id)
    .execute();
}
