import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppealCode } from '../../../shared/contact-limits';
import { showControlCharacters } from '../../../shared/control-chars';
import type { ContactWords } from '../../../shared/site-manifest';
import type { OutboxItem, Store } from '../store';

export interface OutboxOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  /** How often the worker looks for due e-mails. */
  pollMs?: number;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before an e-mail is marked failed (the message itself is never lost). */
  maxAttempts?: number;
  /** The words of the release being served (its manifest's `contact`). */
  words: () => ContactWords;
}

/** Delay before retry number `attempt` (1-based): base · 2^(attempt-1), capped. */
export function backoff(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The staff e-mail of one message, in the words of the release being served (the contact page's
 * `staffMail` and the form's appeal names, so the e-mail and the form name an appeal alike).
 */
export function renderStaffMail(item: OutboxItem, words: ContactWords) {
  // Names are checked on the way in (shared/control-chars.ts); a message stored before that
  // check still cannot forge a header or a line here.
  const m = { ...item.message, name: showControlCharacters(item.message.name) };
  const code = m.appeal as AppealCode;
  const appeal =
    words.appeals.zh[code] === undefined
      ? m.appeal
      : `${words.appeals.zh[code]} ${words.appeals.en[code]}`;
  const label = words.staffMail;
  // Placeholders replaced in one pass: a name containing "{id}" stays as typed.
  const fields: Record<string, string> = { id: String(m.id), appeal, name: m.name };
  const subject = label.subject.replace(
    /\{(id|appeal|name)\}/g,
    (_, key: string) => fields[key] ?? '',
  );
  return {
    subject,
    text: [
      `${label.message}: #${m.id}`,
      `${label.time}: ${m.createdAt.toISOString()}`,
      `${label.name}: ${m.name}`,
      `${label.phone}: ${m.phone || '-'}`,
      `${label.email}: ${m.email}`,
      `${label.appeal}: ${appeal}`,
      '',
      m.suggest,
    ].join('\n'),
  };
}

/**
 * Sends staff an e-mail for each stored message, from the outbox table: a mail outage only
 * delays e-mails (retried with back-off), it never blocks or loses a submission.
 */
export function startOutbox(store: Store, options: OutboxOptions, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const pollMs = options.pollMs ?? 5000;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const from = options.from ?? options.to;
  async function drain(stopped: () => boolean) {
    while (!stopped()) {
      const now = new Date();
      // The lease keeps another instance from sending the same e-mail meanwhile.
      const items = await store.claimOutbox(now, 10, new Date(now.getTime() + 120_000));
      if (items.length === 0) return;
      for (const item of items) {
        try {
          await transport.sendMail({
            from,
            to: options.to,
            // Staff answer with one click. The address passed the form's e-mail check
            // (shared/contact.ts), so it cannot carry a line break into the header.
            ...(item.message.email ? { replyTo: item.message.email } : {}),
            ...renderStaffMail(item, options.words()),
          });
          await store.markSent(item.id, new Date());
          log.info({ messageId: item.messageId }, 'contact e-mail sent');
        } catch (error) {
          const attempt = item.attempts + 1;
          const retryAt =
            attempt >= maxAttempts
              ? null
              : new Date(Date.now() + backoff(attempt, baseDelayMs, maxDelayMs));
          await store.markFailed(item.id, String(error), retryAt);
          log.warn(
            { messageId: item.messageId, attempt, retryAt, err: (error as Error).message },
            'contact e-mail failed',
          );
        }
      }
    }
  }

  const worker = pollingWorker(drain, pollMs, () => transport.close(), log, 'outbox pass failed');
  return { kick: worker.kick, stop: worker.stop };
}

/**
 * Runs `drain` every `pollMs`, and now on `kick()`, one pass at a time (a kick during a pass
 * returns that pass). `stop()` ends the timer, lets the pass in flight finish (a pass checks
 * `stopped()` between e-mails) and then closes the transport. Both outboxes run on it.
 */
export function pollingWorker(
  drain: (stopped: () => boolean) => Promise<void>,
  pollMs: number,
  close: () => void,
  log: FastifyBaseLogger,
  failure: string,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const isStopped = () => stopped;

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= drain(isStopped)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      close();
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
