import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { showControlCharacters } from '../../../shared/control-chars';
import type { OutboxItem, Store } from '../store';
import { APPEAL_LABELS_ZH } from './labels';

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
}

/** Delay before retry number `attempt` (1-based): base · 2^(attempt-1), capped. */
export function backoff(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

function render(item: OutboxItem) {
  // Names are checked on the way in (shared/control-chars.ts); a message stored before that
  // check still cannot forge a header or a line here.
  const m = { ...item.message, name: showControlCharacters(item.message.name) };
  const appeal = APPEAL_LABELS_ZH[m.appeal] ?? m.appeal;
  return {
    subject: `[官网留言 #${m.id}] ${appeal} — ${m.name}`,
    text: [
      `留言编号 / Message: #${m.id}`,
      `时间 / Time: ${m.createdAt.toISOString()}`,
      `姓名 / Name: ${m.name}`,
      `电话 / Phone: ${m.phone || '-'}`,
      `邮箱 / E-mail: ${m.email}`,
      `诉求 / Subject: ${appeal}`,
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
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drain() {
    while (!stopped) {
      const now = new Date();
      // The lease keeps another instance from sending the same e-mail meanwhile.
      const items = await store.claimOutbox(now, 10, new Date(now.getTime() + 120_000));
      if (items.length === 0) return;
      for (const item of items) {
        try {
          await transport.sendMail({ from, to: options.to, ...render(item) });
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

  /** Runs one pass now (after a new message) unless one is running. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
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
      transport.close();
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
