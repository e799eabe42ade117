/**
 * Contact messages for the company's staff (there is no web admin, docs/spec.md#roles). Reads
 * DATABASE_URL like the server, and works while it runs. CSV is safe to open in a spreadsheet.
 *
 *   npm run messages -- [--since 2026-01-01] [--format table|csv|json] [--spam]
 *   npm run messages -- --email ADDRESS | --phone NUMBER [--format …]   one person's messages
 *   npm run messages -- --erase --email ADDRESS | --phone NUMBER        delete them, every copy
 *   npm run messages -- --purge [--older-than DAYS]                     retention, at once
 *   npm run messages -- --correct ID --field NAME --value VALUE         correct one field
 *   npm run messages -- --subscriptions --email ADDRESS [--format …]    their e-mail alerts
 *
 * `--erase --email` also deletes the address's subscription to e-mail alerts and every alert
 * e-mail queued for it.
 *
 * What visitors typed is printed inertly: a control character (an escape sequence, a line break
 * in a name) is shown as a symbol, never passed to the terminal or the spreadsheet.
 */
import { parseArgs } from 'node:util';
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type DeleteCounts,
  loadConfig,
  openStore,
  type Person,
  retentionCutoff,
  type StoredMessage,
  type Subscriber,
} from '../server/src/index';
import { ContactSchema } from '../shared/contact';
import { showControlCharacters } from '../shared/control-chars';
import { LOCALES } from '../src/i18n/locales';

const COLUMNS = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'appeal',
  'suggest',
  'language',
  'mail',
  'spam',
  'consent',
] as const;

/** One message's cells; `keepLineBreaks` where a cell may span lines (CSV). */
function row(m: StoredMessage, keepLineBreaks = false): string[] {
  const cells = [
    String(m.id),
    m.createdAt.toISOString(),
    m.name,
    m.phone,
    m.email,
    m.appeal,
    m.suggest,
    LOCALES[m.languageType] ?? String(m.languageType),
    m.mail ? `${m.mail.status}${m.mail.attempts ? ` (${m.mail.attempts})` : ''}` : '-',
    m.spamReason ?? '',
    // When the visitor agreed to which version of the privacy notice.
    m.consent ? `${m.consent.version} @ ${m.consent.at.toISOString()}` : '-',
  ];
  return cells.map((cell) => showControlCharacters(cell, keepLineBreaks));
}

/**
 * JSON with every control character escaped: JSON.stringify escapes C0 but leaves C1 (U+009B is
 * a terminal's CSI), the line separators and the bidirectional controls as they are.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One CSV cell: quoted, and a leading = + - @ tab or CR neutralised (formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(messages: StoredMessage[]): string {
  return [COLUMNS.join(','), ...messages.map((m) => row(m, true).map(csvCell).join(','))].join(
    '\r\n',
  );
}

/**
 * The one log line of an erase or purge, on stderr in the server's format (pino JSON): counts
 * only, never the address or number it was asked for.
 */
function logDeletion(msg: string, counts: DeleteCounts, extra: Record<string, unknown> = {}) {
  console.error(
    JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, ...counts, ...extra }),
  );
}

function print(messages: StoredMessage[], format: string | undefined) {
  if (format === 'json') console.log(inertJson(messages));
  else if (format === 'csv') console.log(toCsv(messages));
  else {
    console.table(messages.map((m) => Object.fromEntries(COLUMNS.map((c, i) => [c, row(m)[i]]))));
    console.log(`${messages.length} message(s)`);
  }
}

const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'language',
  'categories',
  'created_at',
  'consent',
  'confirmed_at',
  'mail',
] as const;

/** One subscription's cells (the consent: version, time, page language). */
function subscriberRow(s: Subscriber): string[] {
  return [
    String(s.id),
    s.email,
    s.language,
    s.categories.length ? s.categories.join(' ') : 'all',
    s.createdAt.toISOString(),
    `${s.consent.version} @ ${s.consent.at.toISOString()} (${s.consent.language})`,
    s.confirmedAt ? s.confirmedAt.toISOString() : '-',
    Object.entries(s.mail)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ') || '-',
  ].map((cell) => showControlCharacters(cell));
}

function printSubscribers(subscribers: Subscriber[], format: string | undefined) {
  if (format === 'json') console.log(inertJson(subscribers));
  else if (format === 'csv') {
    console.log(
      [
        SUBSCRIBER_COLUMNS.join(','),
        ...subscribers.map((s) => subscriberRow(s).map(csvCell).join(',')),
      ].join('\r\n'),
    );
  } else {
    console.table(
      subscribers.map((s) =>
        Object.fromEntries(SUBSCRIBER_COLUMNS.map((c, i) => [c, subscriberRow(s)[i]])),
      ),
    );
    console.log(`${subscribers.length} subscription(s)`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'table' },
      spam: { type: 'boolean', default: false },
      email: { type: 'string' },
      phone: { type: 'string' },
      erase: { type: 'boolean', default: false },
      purge: { type: 'boolean', default: false },
      'older-than': { type: 'string' },
      correct: { type: 'string' },
      field: { type: 'string' },
      value: { type: 'string' },
      subscriptions: { type: 'boolean', default: false },
    },
  });
  const correction = values.correct === undefined ? undefined : parseCorrection(values);
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime()))
    throw new Error(`--since: not a date: ${values.since}`);
  if (!['table', 'csv', 'json'].includes(values.format ?? '')) {
    throw new Error('--format must be table, csv or json');
  }
  const person: Person | undefined =
    values.email !== undefined || values.phone !== undefined
      ? { email: values.email, phone: values.phone }
      : undefined;
  if (values.erase && !person) throw new Error('--erase needs --email ADDRESS or --phone NUMBER');
  if (values.subscriptions && (values.email === undefined || values.erase || values.purge)) {
    throw new Error('--subscriptions lists the subscriptions of --email ADDRESS');
  }
  if (values.erase && values.purge) throw new Error('--erase and --purge are separate commands');
  if (values.purge && person) throw new Error('--purge deletes by age: use --erase for a person');
  if (values['older-than'] !== undefined && !values.purge) {
    throw new Error('--older-than goes with --purge');
  }
  const config = loadConfig();
  let olderThan = config.CONTACT_RETENTION_DAYS;
  if (values['older-than'] !== undefined) {
    olderThan = Number(values['older-than']);
    if (!/^\d+$/.test(values['older-than']) || !Number.isSafeInteger(olderThan)) {
      throw new Error(`--older-than: not a whole number of days: ${values['older-than']}`);
    }
  }

  const store = await openStore(config.DATABASE_URL);
  try {
    if (correction) {
      const { id, field, value } = correction;
      if (!(await store.correctMessage(id, field, value))) throw new Error(`No message #${id}`);
      // The log names the message and the field, never the old or new value.
      console.error(
        JSON.stringify({
          level: 30,
          time: Date.now(),
          pid: process.pid,
          msg: 'contact message corrected',
          messageId: id,
          field,
        }),
      );
      console.log(`Corrected ${field} of message #${id}.`);
    } else if (values.erase && person) {
      const counts = await store.eraseMessages(person);
      logDeletion('contact messages erased', counts);
      console.log(
        `Erased ${counts.messages} message(s) and ${counts.outbox} e-mail outbox row(s).`,
      );
      if (person.email !== undefined) {
        // The same person's e-mail alerts: their subscription and every alert queued for it.
        const alerts = await store.eraseSubscribers(person.email);
        console.error(
          JSON.stringify({
            level: 30,
            time: Date.now(),
            pid: process.pid,
            msg: 'alert subscriptions erased',
            ...alerts,
          }),
        );
        console.log(
          `Erased ${alerts.subscribers} alert subscription(s) and ${alerts.outbox} alert e-mail(s).`,
        );
      }
    } else if (values.purge) {
      const before = retentionCutoff(olderThan);
      const counts = await store.purgeMessages(before);
      logDeletion('contact messages purged', counts, { olderThanDays: olderThan });
      console.log(
        `Purged ${counts.messages} message(s) stored before ${before.toISOString()} and ${counts.outbox} e-mail outbox row(s).`,
      );
    } else if (values.subscriptions && values.email !== undefined) {
      printSubscribers(await store.findSubscribers(values.email), values.format);
    } else if (person) {
      // Everything stored about the person (PIPL art. 45: access and copy), spam included.
      const messages = await store.findMessages(person);
      print(since ? messages.filter((m) => m.createdAt >= since) : messages, values.format);
    } else {
      print(await store.listMessages({ since, includeSpam: values.spam }), values.format);
    }
  } finally {
    await store.close();
  }
}

/**
 * `--correct ID --field NAME --value VALUE` (PIPL art. 46): the new value is checked by the
 * contact form's own rules for that field, so a correction stores nothing the form would refuse.
 */
function parseCorrection(values: { correct?: string; field?: string; value?: string }) {
  const id = Number(values.correct);
  if (!/^\d+$/.test(values.correct ?? '') || !Number.isSafeInteger(id)) {
    throw new Error(`--correct: not a message id: ${values.correct}`);
  }
  const field = values.field as CorrectableField;
  if (!CORRECTABLE_FIELDS.includes(field)) {
    throw new Error(`--field must be one of ${CORRECTABLE_FIELDS.join(', ')}`);
  }
  if (values.value === undefined) throw new Error('--correct needs --value');
  const checked = ContactSchema.shape[field].safeParse(values.value);
  if (!checked.success) {
    throw new Error(`--value is not a valid ${field} (${checked.error.issues[0]?.message})`);
  }
  return { id, field, value: checked.data };
}

if (process.argv[1]?.endsWith('messages.ts')) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
