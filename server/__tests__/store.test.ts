import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type NewMessage, openStore, type Store } from '../src/store';
import { describeEachDatabase } from './helpers';

const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  name: '李四',
  phone: '13800000000',
  email: 'li@example.com',
  appeal: '8',
  suggest: '请联系我们了解合作。',
  languageType: 0,
  webType: null,
  spamReason: null,
  notify: false,
  ...overrides,
});

describeEachDatabase('%s store', (kind, url) => {
  let store: Store;
  let databaseUrl = '';
  beforeAll(async () => {
    databaseUrl = await url();
    store = await openStore(databaseUrl);
  });
  afterAll(async () => {
    await store?.close();
    if (databaseUrl.startsWith('sqlite:')) rmSync(databaseUrl.slice(7), { force: true });
  });

  it('migrates idempotently and answers ping', async () => {
    expect(store.kind).toBe(kind);
    const again = await openStore(databaseUrl);
    await again.ping();
    await again.close();
    await store.ping();
  });

  it('counts a rate limit’s hits in fixed windows, two connections as one (several instances)', async () => {
    const other = await openStore(databaseUrl);
    try {
      const at = 1_000_000;
      const hits = [];
      // Two instances' stores, one client: the count is shared.
      for (const [i, counter] of [store, other, store, other].entries()) {
        hits.push(await counter.countHit('contact:203.0.113.9', 60_000, at + i));
      }
      expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4]);
      expect(hits.every((h) => h.windowStartedAt === at)).toBe(true);
      // Another key counts apart; the window's end starts a new one.
      expect((await other.countHit('contact:203.0.113.10', 60_000, at)).count).toBe(1);
      const next = await store.countHit('contact:203.0.113.9', 60_000, at + 60_000);
      expect(next).toEqual({ count: 1, windowStartedAt: at + 60_000 });
    } finally {
      await other.close();
    }
  });

  it('stores and lists messages, oldest first, spam only on request, since a date', async () => {
    const before = await store.countMessages();
    const a = await store.insertMessage(message({ suggest: '第一条 ✓ "quoted", =1+1' }));
    const spam = await store.insertMessage(message({ spamReason: 'honeypot' }));
    const b = await store.insertMessage(message({ name: 'Bob', languageType: 2, webType: 2 }));
    expect(await store.countMessages()).toBe(before + 3);
    const listed = await store.listMessages();
    const ids = listed.map((m) => m.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(spam.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const first = listed.find((m) => m.id === a.id);
    expect(first?.suggest).toBe('第一条 ✓ "quoted", =1+1');
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(first?.mail).toBeNull();
    const withSpam = await store.listMessages({ includeSpam: true });
    expect(withSpam.find((m) => m.id === spam.id)?.spamReason).toBe('honeypot');
    expect(await store.listMessages({ since: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it('keeps an outbox: claim with a lease, retry later, mark sent or give up', async () => {
    const { id } = await store.insertMessage(message({ notify: true }));
    const now = new Date();
    const claimed = await store.claimOutbox(now, 10, new Date(now.getTime() + 60_000));
    const item = claimed.find((c) => c.messageId === id);
    expect(item?.message.email).toBe('li@example.com');
    // Leased: not handed out again meanwhile.
    expect((await store.claimOutbox(now, 10, now)).find((c) => c.messageId === id)).toBeUndefined();
    await store.markFailed(
      item?.id as number,
      'Error: connect ECONNREFUSED',
      new Date(now.getTime() + 5),
    );
    const failedOnce = (await store.listMessages()).find((m) => m.id === id);
    expect(failedOnce?.mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedOnce?.mail?.lastError).toContain('ECONNREFUSED');
    const retry = await store.claimOutbox(
      new Date(now.getTime() + 10),
      10,
      new Date(now.getTime() + 60_000),
    );
    expect(retry.find((c) => c.messageId === id)?.attempts).toBe(1);
    await store.markSent(retry.find((c) => c.messageId === id)?.id as number, new Date());
    const sent = (await store.listMessages()).find((m) => m.id === id);
    expect(sent?.mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent?.mail?.sentAt).toBeInstanceOf(Date);

    const other = await store.insertMessage(message({ notify: true }));
    const [otherItem] = (await store.claimOutbox(new Date(), 10, new Date())).filter(
      (c) => c.messageId === other.id,
    );
    await store.markFailed(otherItem?.id as number, 'gave up', null);
    expect((await store.listMessages()).find((m) => m.id === other.id)?.mail?.status).toBe(
      'failed',
    );
  });
  it('finds everything stored about one person by e-mail or phone, ignoring case and spaces', async () => {
    const mine = await store.insertMessage(
      message({ email: 'Wang.Fang@Example.COM', phone: '+86 139 1234 5678', notify: true }),
    );
    const mineSpam = await store.insertMessage(
      message({ email: 'wang.fang@example.com', phone: '', spamReason: 'too-fast' }),
    );
    const byPhoneOnly = await store.insertMessage(
      message({ email: 'other.box@example.com', phone: '+86-139-1234-5678' }),
    );
    const someoneElse = await store.insertMessage(
      message({ email: 'wang.fang@example.org', phone: '+86 139 1234 5679' }),
    );

    // Full-width letters and spaces, as a Chinese IME may type them.
    const byEmail = await store.findMessages({ email: ' ＷＡＮＧ.fang@example.com　' });
    expect(byEmail.map((m) => m.id)).toEqual([mine.id, mineSpam.id]);
    expect(byEmail[0]).toMatchObject({
      email: 'Wang.Fang@Example.COM',
      suggest: '请联系我们了解合作。',
    });
    expect(byEmail[0]?.mail).toMatchObject({ status: 'pending', attempts: 0 });
    expect(byEmail[1]?.spamReason).toBe('too-fast');

    const byPhone = await store.findMessages({ phone: '+8613912345678' });
    expect(byPhone.map((m) => m.id)).toEqual([mine.id, byPhoneOnly.id]);
    const either = await store.findMessages({
      email: 'wang.fang@example.com',
      phone: '+86 139 1234 5678',
    });
    expect(either.map((m) => m.id)).toEqual([mine.id, mineSpam.id, byPhoneOnly.id]);
    expect(either.map((m) => m.id)).not.toContain(someoneElse.id);
    // An empty phone never matches the messages sent without one.
    await expect(store.findMessages({ phone: ' ' })).rejects.toThrow(/e-mail address or a phone/);
    expect(await store.findMessages({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('erases one person’s messages and their outbox rows, and nobody else’s', async () => {
    const person = 'erase.me@example.com';
    const sent = await store.insertMessage(message({ email: person, notify: true }));
    const queued = await store.insertMessage(
      message({ email: 'ERASE.me@example.com', notify: true }),
    );
    const plain = await store.insertMessage(message({ email: person, spamReason: 'honeypot' }));
    const kept = await store.insertMessage(message({ email: 'keep.me@example.com', notify: true }));
    const now = new Date();
    const claimed = await store.claimOutbox(now, 100, now);
    const sentItem = claimed.find((c) => c.messageId === sent.id);
    await store.markSent(sentItem?.id as number, now);
    const total = await store.countMessages();

    expect(await store.eraseMessages({ email: ` ${person.toUpperCase()} ` })).toEqual({
      messages: 3,
      outbox: 2,
    });
    expect(await store.countMessages()).toBe(total - 3);
    expect(await store.findMessages({ email: person })).toEqual([]);
    const ids = (await store.listMessages({ includeSpam: true })).map((m) => m.id);
    for (const id of [sent.id, queued.id, plain.id]) expect(ids).not.toContain(id);
    expect(ids).toContain(kept.id);
    // The queued e-mail is gone with its row: the outbox never hands it out again.
    const later = new Date(now.getTime() + 3_600_000);
    const due = await store.claimOutbox(later, 1000, later);
    expect(due.map((c) => c.messageId)).not.toContain(queued.id);
    expect(due.map((c) => c.messageId)).toContain(kept.id);
    expect(await store.eraseMessages({ email: person })).toEqual({ messages: 0, outbox: 0 });
  });

  it('purges the messages stored before a moment, with their outbox rows', async () => {
    const old = await store.insertMessage(message({ notify: true }));
    await new Promise((r) => setTimeout(r, 5));
    const cutoff = new Date();
    await new Promise((r) => setTimeout(r, 5));
    const recent = await store.insertMessage(message({ notify: true }));
    const olderCount = (await store.listMessages({ includeSpam: true })).filter(
      (m) => m.createdAt < cutoff,
    ).length;
    const counts = await store.purgeMessages(cutoff);
    expect(counts.messages).toBe(olderCount);
    expect(counts.outbox).toBeGreaterThanOrEqual(1);
    const left = await store.listMessages({ includeSpam: true });
    expect(left.map((m) => m.id)).toEqual([recent.id]);
    expect(left.map((m) => m.id)).not.toContain(old.id);
    expect(await store.purgeMessages(cutoff)).toEqual({ messages: 0, outbox: 0 });
    // Everything stored before now.
    expect(await store.purgeMessages(new Date(Date.now() + 1))).toEqual({ messages: 1, outbox: 1 });
    expect(await store.countMessages()).toBe(0);
  });
});
