/**
 * E-mail alerts (docs/decisions/0018-investor-email-alerts.md): the documents a release adds are
 * announced once, ever (the store decides, whichever instance loads the release first), and the
 * alerts outbox sends each confirmation and alert at ALERT_RATE_PER_MINUTE, leased so that no
 * other instance sends it meanwhile. Nothing here logs an address: only ids and counts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import {
  ALERT_DOCUMENTS_FILE,
  ALERT_PREFIX,
  type AlertDocument,
  type AlertLanguage,
  CONFIRM_DAYS,
} from '../../../shared/alerts';
import type { AlertMailWords, AlertWords } from '../../../shared/site-manifest';
import type { AlertMailItem, Store } from '../store';
import { hashToken, newToken } from '../store/token';
import { failureRecorder, pollingWorker } from './outbox';

const DAY_MS = 86_400_000;
/** E-mails in flight at once, each on a connection of the pool. */
const PARALLEL = 4;
/** How long a claimed batch is this instance's to send. */
const LEASE_MS = 120_000;

export interface AlertMailOptions {
  smtpUrl: string;
  from: string;
  /** SITE_URL: the links in the e-mails. */
  siteUrl: string;
  ratePerMinute: number;
  /** The words of the release being served (its manifest's `alerts`). */
  words: () => AlertWords | undefined;
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** E-mails claimed per query. */
  batch?: number;
}

/** The page a link from an e-mail opens, in the subscriber's language. */
export function alertsPageUrl(
  siteUrl: string,
  language: AlertLanguage,
  action: 'confirm' | 'unsubscribe',
  token: string,
) {
  return `${siteUrl}${ALERT_PREFIX[language]}/alerts?action=${action}&token=${encodeURIComponent(token)}`;
}

const fill = (template: string, values: Record<string, string>) =>
  // One pass: a value that contains `{link}` stays as it is.
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The confirmation e-mail (plain text: nothing a visitor typed is in it). */
export function renderConfirmMail(words: AlertMailWords, link: string) {
  return {
    subject: words.confirmSubject,
    text: `${words.confirmBody.map((line) => fill(line, { link })).join('\n\n')}\n`,
  };
}

/** The documents of an announcement a subscriber asked for (no categories: all). */
export function documentsFor(documents: AlertDocument[], categories: string[]): AlertDocument[] {
  return categories.length === 0
    ? documents
    : documents.filter((d) => categories.includes(d.category));
}

/**
 * One alert: each new document with its date (Hong Kong), category, title and PDF in the
 * subscriber's language (every version when that one is missing), then the unsubscribe link.
 */
export function renderAlertMail(
  words: AlertMailWords,
  language: AlertLanguage,
  documents: AlertDocument[],
  siteUrl: string,
  unsubscribeUrl: string,
) {
  const blocks = documents.map((d) => {
    const own = d.files[language];
    const files = own
      ? [[language, own] as const]
      : (Object.entries(d.files) as [AlertLanguage, string][]);
    const category = words.categories[d.category as keyof typeof words.categories] ?? d.category;
    return [
      `${d.published.slice(0, 10)} · ${category}`,
      d.title[language],
      ...files.map(
        ([l, path]) =>
          `${fill(words.fileLabel, { language: words.languageNames[l] })}: ${siteUrl}${path}`,
      ),
    ].join('\n');
  });
  return {
    subject: fill(words.alertSubject, { count: String(documents.length) }),
    text: [words.alertIntro, ...blocks, `${words.unsubscribe}\n${unsubscribeUrl}`, words.footer]
      .join('\n\n')
      .concat('\n'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The alerts outbox's worker. Each pass claims a batch (confirmations first), sends one e-mail
 * after another no faster than the rate allows, and awaits each: the event loop stays free for
 * page requests however many alerts are queued.
 */
export function startAlertMail(store: Store, options: AlertMailOptions, log: FastifyBaseLogger) {
  // A pool keeps the connection open between e-mails (nodemailer reads options from the query).
  const url = new URL(options.smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(PARALLEL));
  const transport = nodemailer.createTransport(url.href);
  const pollMs = options.pollMs ?? 5000;
  // A refused recipient's answer names the subscriber: kept and logged without addresses.
  const failed = failureRecorder(options, log, 'alert e-mail failed');
  // A batch is claimed for LEASE_MS: no more than the rate sends in half of it, so a slow rate
  // never lets the lease run out on e-mails still waiting their turn (another instance would
  // claim and send them too).
  const batch = Math.max(
    1,
    Math.min(options.batch ?? 50, Math.floor((options.ratePerMinute * LEASE_MS) / 2 / 60_000)),
  );
  const intervalMs = 60_000 / options.ratePerMinute;
  let nextSlot = 0;

  /** Waits for the next sending slot of the rate. */
  async function pace() {
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + intervalMs;
    if (wait > 0) await sleep(wait);
  }

  async function send(item: AlertMailItem, words: AlertWords) {
    const { subscriber } = item;
    const mail = words.mail[subscriber.language];
    if (item.kind === 'confirm') {
      // The token is made now and only its hash stored: the database never holds a working link.
      const token = newToken();
      await store.setConfirmToken(
        subscriber.id,
        hashToken(token),
        new Date(Date.now() + CONFIRM_DAYS * DAY_MS),
      );
      const link = alertsPageUrl(options.siteUrl, subscriber.language, 'confirm', token);
      await transport.sendMail({
        from: options.from,
        to: subscriber.email,
        ...renderConfirmMail(mail, link),
      });
      return 'sent' as const;
    }
    // Checked now, not when queued: an alert goes only to a confirmed subscription that still
    // asks for one of its documents' categories (an unsubscribed one has no row left at all).
    const documents = documentsFor(item.documents ?? [], subscriber.categories);
    if (subscriber.confirmedAt === null || documents.length === 0) return 'skipped' as const;
    const unsubscribeUrl = alertsPageUrl(
      options.siteUrl,
      subscriber.language,
      'unsubscribe',
      subscriber.unsubscribeToken,
    );
    await transport.sendMail({
      from: options.from,
      to: subscriber.email,
      headers: {
        // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs there.
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...renderAlertMail(mail, subscriber.language, documents, options.siteUrl, unsubscribeUrl),
    });
    return 'sent' as const;
  }

  async function handle(item: AlertMailItem, words: AlertWords) {
    try {
      const status = await send(item, words);
      // Recorded as soon as it is sent: an instance that dies now may send again, after the
      // lease, only the e-mails it had in flight (PARALLEL at most).
      await store.markAlertMail([{ id: item.id, status }], new Date());
      log.info(
        { alertMailId: item.id, kind: item.kind, subscriberId: item.subscriber.id, status },
        'alert e-mail done',
      );
    } catch (error) {
      await failed(
        item.attempts,
        error,
        (stored, retryAt) => store.markAlertFailed(item.id, stored, retryAt),
        { alertMailId: item.id, kind: item.kind },
      );
    }
  }

  async function drain(stopped: () => boolean) {
    while (!stopped()) {
      const words = options.words();
      if (!words) return;
      const now = new Date();
      const items = await store.claimAlertMail(now, batch, new Date(now.getTime() + LEASE_MS));
      if (items.length === 0) return;
      // A few e-mails in flight at once over the pool's connections (one at a time waits on
      // every round trip of SMTP); the rate's slots are shared, so the rate holds.
      let next = 0;
      const worker = async () => {
        while (!stopped() && next < items.length) {
          const item = items[next++] as AlertMailItem;
          await pace();
          await handle(item, words);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    }
  }

  return pollingWorker(drain, pollMs, () => transport.close(), log, 'alerts outbox pass failed');
}

export type AlertMail = ReturnType<typeof startAlertMail>;

/**
 * Announces the documents of a loaded release (`alert-documents.json` beside its `client/`)
 * that were never announced: the store queues one alert per matching subscriber. A rollback or
 * a re-publish finds every document announced already and queues nothing.
 */
export async function announceRelease(
  store: Store,
  release: { id: string; dir: string },
  log: FastifyBaseLogger,
): Promise<{ documents: number; recipients: number } | null> {
  const file = join(release.dir, ALERT_DOCUMENTS_FILE);
  if (!existsSync(file)) return null;
  const documents = JSON.parse(await readFile(file, 'utf8')) as AlertDocument[];
  const result = await store.announce(release.id, documents, new Date());
  if (result) log.info({ release: release.id, ...result }, 'new documents announced');
  return result;
}
