import type { FastifyBaseLogger } from 'fastify';
import { CONFIRM_DAYS } from '../../shared/alerts-limits';
import type { Store } from './store';

const DAY_MS = 86_400_000;
/** Days the alerts outbox keeps a row once sent, skipped or given up (for `npm run messages`). */
const SENT_ALERT_DAYS = 30;

export interface RetentionOptions {
  /** Messages older than this many days are deleted (CONTACT_RETENTION_DAYS). */
  days: number;
  /** Time between passes after the first (tests make it short). */
  intervalMs?: number;
}

/** The moment before which messages are deleted when kept `days` days. */
export function retentionCutoff(days: number, now = Date.now()): Date {
  return new Date(now - days * DAY_MS);
}

/**
 * Deletes contact messages older than the retention period, with their outbox rows, and alert
 * subscriptions not confirmed within CONFIRM_DAYS (with their e-mails; and alert e-mails sent
 * more than SENT_ALERT_DAYS ago): one pass at once (awaited by `first`), then one a day. Each pass logs one line with counts only; a failed
 * pass is logged and retried on the next one, it never stops the server.
 */
export function startRetention(store: Store, options: RetentionOptions, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let stopped = false;

  function pass(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= store
      .purgeMessages(retentionCutoff(options.days))
      .then((counts) =>
        log.info({ ...counts, retentionDays: options.days }, 'contact messages purged'),
      )
      .catch((error: unknown) => log.error({ err: error }, 'contact message purge failed'))
      .then(() =>
        store.purgeSubscribers(retentionCutoff(CONFIRM_DAYS), retentionCutoff(SENT_ALERT_DAYS)),
      )
      .then((counts) => counts && log.info(counts, 'unconfirmed subscriptions purged'))
      .catch((error: unknown) => log.error({ err: error }, 'subscription purge failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const first = pass();
  const timer = setInterval(pass, options.intervalMs ?? DAY_MS);
  timer.unref();

  return {
    first,
    pass,
    /** Clears the timer and waits for a pass under way (before the store closes). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
