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
 * What both outboxes do with an e-mail that failed: retried with back-off (30 s doubling to 1 h
 * by default), given up after `maxAttempts`; the mail server's error, which may name the
 * recipients, stored (by `mark`) and logged (with `fields`, under `message`) without addresses.
 */
export function failureRecorder(
  options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts'>,
  log: FastifyBaseLogger,
  message: string,
) {
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  return async (
    attempts: number,
    error: unknown,
    mark: (stored: string, retryAt: Date | null) => Promise<unknown>,
    fields: Record<string, unknown>,
  ) => {
    const attempt = attempts + 1;
    const retryAt =
      attempt >= maxAttempts
        ? null
        : new Date(Date.now() + backoff(attempt, baseDelayMs, maxDelayMs));
    const reason = mailError(error);
    await mark(reason.stored, retryAt);
    log.warn({ ...fields, attempt, retryAt, err: reason.logged }, message);
  };
}

/** What ends an address on its left in a mail server's text (`RCPT TO:<…>`, `user ….`). */
const BEFORE_ADDRESS = new Set([...' \t\r\n<>()[],;:"\'`']);
/** And on its right (a domain literal's brackets, `a@[192.0.2.1]`, are part of it). */
const AFTER_ADDRESS = new Set([...' \t\r\n<>(),;:"\'`']);

/**
 * A mail server's error without the addresses in it: each run of characters around an `@`
 * (`victim@example.com`, `<victim@example.com>`, `"a b"@example.com`) becomes `[address]`.
 * A refused recipient's answer usually names them, and the error is logged and stored with
 * each retry. One pass: every character is looked at a bounded number of times.
 */
export function withoutAddresses(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at)) {
    let start = at;
    if (text[at - 1] === '"') {
      // A quoted local part: back to its opening quote, if it is in what is left.
      let open = at - 2;
      while (open >= copied && text[open] !== '"') open--;
      if (open >= copied) start = open;
    }
    if (start === at) {
      while (start > copied && !BEFORE_ADDRESS.has(text[start - 1] as string)) start--;
    }
    let end = at + 1;
    while (end < text.length && !AFTER_ADDRESS.has(text[end] as string)) end++;
    out += `${text.slice(copied, start)}[address]`;
    copied = end;
    at = end;
  }
  return out + text.slice(copied);
}

/** An SMTP failure as logged and stored: its text, without addresses. */
export function mailError(error: unknown): { stored: string; logged: string } {
  return {
    stored: withoutAddresses(String(error)),
    logged: withoutAddresses(error instanceof Error ? error.message : String(error)),
  };
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
  // The staff address, and the visitor's in Reply-To, may be in the server's answer.
  const failed = failureRecorder(options, log, 'contact e-mail failed');
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
          await failed(
            item.attempts,
            error,
            (stored, retryAt) => store.markFailed(item.id, stored, retryAt),
            { messageId: item.messageId },
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
