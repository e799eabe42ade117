import { rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { openStore, type Store } from '../src/store';
import { MIGRATIONS } from '../src/store/migrations';
import { describeEachDatabase } from './helpers';
import { createLegacyDatabase, rawRows } from './legacy-schema';

// Rows as a deployed database holds them (times in ms; 1_790_000_000_000 is in 2026).
const AT = 1_790_000_000_000;
const MESSAGE = `INSERT INTO contact_messages
  (created_at, name, phone, email, appeal, suggest, language_type, web_type, spam_reason)
  VALUES (${AT}, '王芳', '+86 139 1234 5678', 'wang.fang@example.com', '9', '旧留言', 0, NULL, NULL)`;
const CONSENT = `UPDATE contact_messages SET consent_at = ${AT}, consent_version = '2026-01-01'`;
const OUTBOX = `INSERT INTO mail_outbox (message_id, status, attempts, next_attempt_at, sent_at)
  VALUES (1, 'sent', 1, ${AT}, ${AT + 1000})`;
const SUBSCRIBER = `INSERT INTO alert_subscribers
  (email, email_key, language, categories, created_at, consent_at, consent_version,
   consent_language, confirm_requested_at, confirmed_at, unsubscribe_token)
  VALUES ('Li@example.com', 'li@example.com', 'en', ',results,', ${AT}, ${AT}, '2026-01-01',
   'en', ${AT}, ${AT + 60_000}, 'legacy-token')`;
const LIMIT = `INSERT INTO rate_limits (key, count, window_started_at)
  VALUES ('contact:203.0.113.9', 3, ${AT})`;

describeEachDatabase('%s database made before Kysely', (_kind, url) => {
  const opened: Store[] = [];
  let databaseUrl = '';
  const open = async () => {
    const store = await openStore(databaseUrl);
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    if (databaseUrl.startsWith('sqlite:')) {
      for (const suffix of ['', '-wal', '-shm']) {
        rmSync(databaseUrl.slice(7) + suffix, { force: true });
      }
    }
  });

  it('opens at today’s version with its rows intact, its migrations recorded as run', async () => {
    databaseUrl = await url();
    await createLegacyDatabase(databaseUrl, 5, [MESSAGE, CONSENT, OUTBOX, SUBSCRIBER, LIMIT]);
    const store = await open();

    const [message, ...others] = await store.listMessages();
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      id: 1,
      name: '王芳',
      suggest: '旧留言',
      createdAt: new Date(AT),
      consent: { at: new Date(AT), version: '2026-01-01' },
      mail: { status: 'sent', attempts: 1, lastError: null, sentAt: new Date(AT + 1000) },
    });
    const [subscriber] = await store.findSubscribers('li@example.com');
    expect(subscriber).toMatchObject({
      email: 'Li@example.com',
      categories: ['results'],
      confirmedAt: new Date(AT + 60_000),
      mail: {},
    });
    // The counter goes on from where it was.
    expect(await store.countHit('contact:203.0.113.9', 60_000, AT + 1)).toEqual({
      count: 4,
      windowStartedAt: AT,
    });

    // Every migration is recorded as run, none ran again (the tables were there: it would
    // have failed), and the old record is left as it was.
    const names = await rawRows(databaseUrl, 'SELECT name FROM kysely_migration ORDER BY name');
    expect(names).toEqual(MIGRATIONS.map((m) => ({ name: m.name })));
    const versions = await rawRows(
      databaseUrl,
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions).toEqual([1, 2, 3, 4, 5].map((version) => ({ version })));

    // New rows follow the old ones; opening again migrates nothing.
    const { id } = await store.insertMessage({
      name: 'Ann',
      phone: '',
      email: 'ann@example.com',
      appeal: '1',
      suggest: '新留言',
      languageType: 2,
      webType: null,
      spamReason: null,
      notify: true,
    });
    expect(id).toBe(2);
    const again = await open();
    expect((await again.listMessages()).map((m) => m.suggest)).toEqual(['旧留言', '新留言']);
  });

  it('runs only the migrations a database at an older version lacks', async () => {
    databaseUrl = await url();
    await createLegacyDatabase(databaseUrl, 3, [MESSAGE, CONSENT, SUBSCRIBER]);
    const store = await open();
    expect((await store.listMessages())[0]).toMatchObject({ id: 1, suggest: '旧留言' });
    // Version 4's table (the confirmations' log) and 5's (the limits' counters) are made.
    const subscribed = await store.subscribe(
      {
        email: 'new@example.com',
        language: 'en',
        categories: [],
        consent: { at: new Date(AT), version: '2026-01-01', language: 'en' },
      },
      new Date(AT),
      { resendAfterMs: 60_000, perMailboxPerDay: 3, perHour: 100 },
    );
    expect(subscribed).toEqual({ queued: true, limited: null });
    expect(await store.countHit('contact:198.51.100.1', 60_000, AT)).toEqual({
      count: 1,
      windowStartedAt: AT,
    });
    const names = await rawRows(databaseUrl, 'SELECT name FROM kysely_migration ORDER BY name');
    expect(names).toHaveLength(MIGRATIONS.length);
  });

  it('is the schema the migrations written once make today, column for column', async () => {
    const legacyUrl = await url();
    await createLegacyDatabase(legacyUrl, 5);
    databaseUrl = await url();
    await open();
    const shapes = await Promise.all([legacyUrl, databaseUrl].map(schemaOf));
    if (legacyUrl.startsWith('sqlite:')) rmSync(legacyUrl.slice(7), { force: true });
    expect(shapes[0]?.length).toBeGreaterThan(60);
    expect(shapes[1]).toEqual(shapes[0]);
  });
});

/** Every column (type, null, default, key) and index of the store's tables, as text, sorted. */
async function schemaOf(databaseUrl: string): Promise<string[]> {
  const sqlite = databaseUrl.startsWith('sqlite:');
  const tables = (
    (await rawRows(
      databaseUrl,
      sqlite
        ? `SELECT name FROM sqlite_master WHERE type = 'table'`
        : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
    )) as { name: string }[]
  )
    .map((t) => t.name)
    .filter((name) => !/^(schema_migrations|kysely_|sqlite_)/.test(name));
  const lines: string[] = [];
  for (const table of tables) {
    const columns = sqlite
      ? await rawRows(
          databaseUrl,
          `SELECT name, lower(type) AS type, "notnull", dflt_value, pk FROM pragma_table_info('${table}')`,
        )
      : await rawRows(
          databaseUrl,
          `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = '${table}'`,
        );
    for (const column of columns)
      lines.push(`${table} ${Object.values(column as object).join(' ')}`);
  }
  const indexes = await rawRows(
    databaseUrl,
    sqlite
      ? `SELECT tbl_name, name FROM sqlite_master WHERE type = 'index'`
      : 'SELECT tablename, indexname FROM pg_indexes WHERE schemaname = current_schema()',
  );
  for (const index of indexes) {
    const [table, name] = Object.values(index as object) as string[];
    if (!/^(schema_migrations|kysely_)/.test(table ?? '')) lines.push(`${table} index ${name}`);
  }
  return lines.sort();
}
