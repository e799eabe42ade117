/**
 * CONTACT_RETENTION_DAYS (docs/design.md#contact-messages-and-personal-data, the privacy notice's
 * two years): the server deletes older messages and their outbox rows at start-up and then once a
 * day, logging counts only.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retentionCutoff } from '../src/retention';
import { type NewMessage, openStore, type Store } from '../src/store';
import { buildTestApp, describeEachDatabase, logLines, testConfig } from './helpers';

const DAY_MS = 86_400_000;
const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  name: '赵六',
  phone: '13700000000',
  email: 'zhao.liu@example.com',
  appeal: '3',
  suggest: '三年前的留言。',
  languageType: 0,
  webType: null,
  spamReason: null,
  notify: true,
  ...overrides,
});

/** Inserts a message as if it had been sent `daysAgo` days ago. */
async function insertAged(store: Store, daysAgo: number, overrides: Partial<NewMessage> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - daysAgo * DAY_MS });
  try {
    return await store.insertMessage(message(overrides));
  } finally {
    vi.useRealTimers();
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('retention cut-off', () => {
  it('is the given number of days before now', () => {
    const now = Date.UTC(2026, 0, 31);
    expect(retentionCutoff(730, now).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(retentionCutoff(0, now).getTime()).toBe(now);
  });
});

describeEachDatabase('retention on %s', (_kind, url) => {
  it('deletes messages past CONTACT_RETENTION_DAYS at start-up and on each pass, logging counts only', async () => {
    const databaseUrl = await url();
    if (databaseUrl.startsWith('sqlite:')) cleanups.push(() => rmSync(databaseUrl.slice(7)));
    const store = await openStore(databaseUrl);
    // Past the 730 days: one with a queued e-mail, one spam without.
    await insertAged(store, 731);
    await insertAged(store, 800, { spamReason: 'honeypot', notify: false });
    const kept = await insertAged(store, 729);
    const fresh = await store.insertMessage(message());

    const { lines, stream } = logLines();
    const app = await buildTestApp({
      config: testConfig({ DATABASE_URL: databaseUrl }),
      logger: { level: 'info', stream },
      store,
      retention: { intervalMs: 100 },
    });
    cleanups.push(() => app.close());
    // At start-up, before the server answers anything.
    const ids = async () => (await store.listMessages({ includeSpam: true })).map((m) => m.id);
    expect(await ids()).toEqual([kept.id, fresh.id]);
    // The pass at start-up deleted both; a pass the 100 ms timer ran since (a busy machine) found
    // nothing more.
    const first = lines.filter((l) => l.msg === 'contact messages purged');
    expect(first[0]).toMatchObject({ messages: 2, outbox: 1, retentionDays: 730 });
    expect(first.slice(1).every((l) => l.messages === 0)).toBe(true);

    // While it runs: a message that reaches the age is deleted by the next pass.
    const aged = await insertAged(store, 1000);
    for (let i = 0; i < 50 && (await ids()).includes(aged.id); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await ids()).toEqual([kept.id, fresh.id]);
    const purges = lines.filter((l) => l.msg === 'contact messages purged');
    expect(purges.some((l) => l.messages === 1 && l.outbox === 1)).toBe(true);
    const logged = JSON.stringify(lines);
    for (const secret of ['zhao.liu', '13700000000', '赵六', '三年前']) {
      expect(logged).not.toContain(secret);
    }

    // Closing clears the timer: no pass after it.
    await app.close();
    const count = lines.filter((l) => l.msg === 'contact messages purged').length;
    await new Promise((r) => setTimeout(r, 300));
    expect(lines.filter((l) => l.msg === 'contact messages purged').length).toBe(count);
  });

  it('keeps a message for CONTACT_RETENTION_DAYS as configured', async () => {
    const databaseUrl = await url();
    if (databaseUrl.startsWith('sqlite:')) cleanups.push(() => rmSync(databaseUrl.slice(7)));
    const store = await openStore(databaseUrl);
    await insertAged(store, 31);
    const kept = await insertAged(store, 29);
    const app = await buildTestApp({
      config: testConfig({ DATABASE_URL: databaseUrl, CONTACT_RETENTION_DAYS: '30' }),
      store,
    });
    cleanups.push(() => app.close());
    expect((await store.listMessages()).map((m) => m.id)).toEqual([kept.id]);
  });
});
