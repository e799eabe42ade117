/**
 * `npm run messages -- [--since 2026-01-01] [--format table|csv|json] [--spam]`
 * Prints the stored contact messages for the company's staff (there is no web admin, SPEC §6).
 * Reads DATABASE_URL like the server. CSV is safe to open in a spreadsheet.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openStore, type StoredMessage } from '../server/src/store';

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
] as const;

function row(m: StoredMessage): string[] {
  return [
    String(m.id),
    m.createdAt.toISOString(),
    m.name,
    m.phone,
    m.email,
    m.appeal,
    m.suggest,
    ['zh-hans', 'zh-hant', 'en'][m.languageType] ?? String(m.languageType),
    m.mail ? `${m.mail.status}${m.mail.attempts ? ` (${m.mail.attempts})` : ''}` : '-',
    m.spamReason ?? '',
  ];
}

/** One CSV cell: quoted, and a leading = + - @ tab or CR neutralised (formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(messages: StoredMessage[]): string {
  return [COLUMNS.join(','), ...messages.map((m) => row(m).map(csvCell).join(','))].join('\r\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'table' },
      spam: { type: 'boolean', default: false },
    },
  });
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime()))
    throw new Error(`--since: not a date: ${values.since}`);
  if (!['table', 'csv', 'json'].includes(values.format ?? '')) {
    throw new Error('--format must be table, csv or json');
  }
  const store = await openStore(loadConfig().DATABASE_URL);
  try {
    const messages = await store.listMessages({ since, includeSpam: values.spam });
    if (values.format === 'json') console.log(JSON.stringify(messages, null, 2));
    else if (values.format === 'csv') console.log(toCsv(messages));
    else {
      console.table(messages.map((m) => Object.fromEntries(COLUMNS.map((c, i) => [c, row(m)[i]]))));
      console.log(`${messages.length} message(s)`);
    }
  } finally {
    await store.close();
  }
}

if (process.argv[1]?.endsWith('messages.ts')) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
