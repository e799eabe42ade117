/**
 * E-mail alerts end to end against real parts (docs/decisions/0018-investor-email-alerts.md):
 * the app with its store (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), an SMTP server
 * on loopback, and a build folder whose `alert-documents.json` a test changes before the app
 * loads it again, as a publish's switch and SIGHUP have it do.
 */
import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { AlertDocument } from '../../shared/alerts';
import { alertsFixture, builtDocuments, settle, until } from './alerts-fixture';
import { describeEachDatabase, freePort } from './helpers';

/** A document the next "release" adds. */
const extra = (slug: string, category = 'announcements'): AlertDocument => ({
  id: `documents/${slug}`,
  published: '2026-11-26T17:00',
  category,
  title: { 'zh-hans': `公告 ${slug}`, 'zh-hant': `公告 ${slug}`, en: `Announcement ${slug}` },
  files: {
    en: `/documents/2026/${slug}-en.pdf`,
    'zh-hant': `/documents/2026/${slug}-zh-hant.pdf`,
  },
});

/**
 * A plain-text e-mail as a reader sees it: headers unfolded, the quoted-printable body decoded
 * (headers are not: `=3B` in a header's token is three characters of it).
 */
function readable(message: string) {
  const split = message.indexOf('\r\n\r\n');
  const head = message.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = message.slice(split).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body.slice(i + 1, i + 3);
    if (body[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i] ?? ''));
  }
  return head + Buffer.from(bytes).toString('utf8');
}

const linkOf = (body: string, action: string) =>
  new RegExp(`http://localhost:8080/en/alerts\\?action=${action}&token=([\\w-]+)`).exec(
    readable(body),
  );

const subscription = (email: string, extraFields: Record<string, unknown> = {}) => ({
  email,
  language: 'en',
  consent: true,
  language_type: 2,
  website: '',
  ...extraFields,
});

describeEachDatabase('e-mail alerts (%s)', (_kind, url) => {
  const { mails, start } = alertsFixture(url);

  const subscribe = (app: FastifyInstance, email: string, fields: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      payload: subscription(email, fields),
    });

  /** Subscribes and confirms through the link of the confirmation e-mail. */
  async function confirmed(app: FastifyInstance, email: string, fields = {}) {
    const before = mails.length;
    expect((await subscribe(app, email, fields)).statusCode).toBe(202);
    await until(() => mails.slice(before).some((m) => m.to.includes(email)));
    const mail = mails.slice(before).find((m) => m.to.includes(email));
    const token = linkOf(mail?.body ?? '', 'confirm')?.[1];
    const res = await app.inject({
      method: 'POST',
      url: `/en/alerts?action=confirm&token=${token}`,
    });
    expect(res.headers.location).toBe('/en/alerts?action=confirmed');
  }

  it('confirms by a POST from the page the e-mail links, never by opening the link', async () => {
    const { app, store } = await start();
    const res = await subscribe(app, 'Investor@Example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'pending', message: expect.stringContaining('check your inbox') },
    });
    await until(() => mails.length === 1);
    const mail = mails[0];
    expect(mail?.to.map((to) => to.toLowerCase())).toEqual(['investor@example.com']);
    expect(readable(mail?.body ?? '')).toContain('To: Investor@');
    expect(readable(mail?.body ?? '')).toContain('Subject: Confirm your Retinova e-mail alerts');
    const link = linkOf(mail?.body ?? '', 'confirm');
    expect(link).not.toBeNull();
    const path = new URL(link?.[0] ?? '').pathname + new URL(link?.[0] ?? '').search;

    // Opening the link (a person, or a mail scanner) shows the button and changes nothing.
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<form class="alerts-page__form" method="post"><button type="submit"[^>]*>Confirm subscription</,
    );
    expect((await store.findSubscribers('investor@example.com'))[0]?.confirmedAt).toBeNull();

    const confirm = await app.inject({ method: 'POST', url: path });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/en/alerts?action=confirmed');
    const [subscriber] = await store.findSubscribers('investor@example.com');
    expect(subscriber?.confirmedAt).toBeInstanceOf(Date);
    expect(subscriber?.consent).toMatchObject({ version: '2026-11-26', language: 'en' });
    // Single use: the same link again confirms nothing.
    const again = await app.inject({ method: 'POST', url: path });
    expect(again.headers.location).toBe('/en/alerts?action=invalid');
    // A made-up token neither.
    const forged = await app.inject({
      method: 'POST',
      url: `/en/alerts?action=confirm&token=${'A'.repeat(43)}`,
    });
    expect(forged.headers.location).toBe('/en/alerts?action=invalid');
  });

  it('sends one confirmation an hour however often an address is entered, and answers alike', async () => {
    const { app } = await start();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => subscribe(app, 'five@example.com')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await until(() => mails.length >= 1);
    await settle();
    expect(mails.filter((m) => m.to.includes('five@example.com'))).toHaveLength(1);

    // Known, unknown, confirmed: one reply.
    await confirmed(app, 'known@example.com');
    const known = await subscribe(app, 'known@example.com');
    const unknown = await subscribe(app, 'nobody-yet@example.com');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('answers a filled honeypot like anyone and stores nothing', async () => {
    const { app, store } = await start();
    const res = await subscribe(app, 'bot@example.com', { website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    await settle();
    expect(await store.findSubscribers('bot@example.com')).toEqual([]);
    expect(mails).toHaveLength(0);
  });

  it('validates every field and needs consent', async () => {
    const { app } = await start();
    const bad = [
      { email: 'not-an-address' },
      { consent: false },
      { language: 'fr' },
      { categories: ['announcements', '<script>'] },
    ];
    for (const fields of bad) {
      const res = await subscribe(app, 'x@example.com', fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await subscribe(app, 'x@example.com', { consent: false })).json().err).toMatch(
      /privacy notice/,
    );
  });

  it('limits subscriptions per client, behind the configured proxy too', async () => {
    const { app } = await start({ ALERT_SUBSCRIBE_RATE_PER_HOUR: '2', TRUST_PROXY: '1' });
    const via = (xff: string, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/subscribe',
        payload: subscription(`rate${n}@example.com`),
        headers: { 'x-forwarded-for': xff },
      });
    expect((await via('198.51.100.7', 1)).statusCode).toBe(202);
    expect((await via('198.51.100.7', 2)).statusCode).toBe(202);
    const limited = await via('198.51.100.7', 3);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // A left-most entry the visitor wrote does not make a new client.
    expect((await via('203.0.113.1, 198.51.100.7', 4)).statusCode).toBe(429);
    // Another client (another /64 for IPv6) has its own allowance.
    expect((await via('198.51.100.8', 5)).statusCode).toBe(202);
  });

  it('answers a form posted without JavaScript with the outcome’s page', async () => {
    const { app } = await start();
    const post = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/subscribe',
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const ok = await post(
      'email=plain%40example.com&language=zh-hant&categories=circulars&categories=announcements&consent=on&language_type=2&website=',
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/en/alerts?action=pending');
    const refused = await post('email=plain%40example.com&language=en&language_type=1');
    expect(refused.headers.location).toBe('/zh-hant/alerts?action=rejected');
    const page = await app.inject({ method: 'GET', url: '/en/alerts?action=pending' });
    expect(page.body).toContain('Check your inbox');
  });

  it('alerts each matching subscriber once per release that adds documents, across instances', async () => {
    const first = await start();
    await confirmed(first.app, 'all@example.com');
    await confirmed(first.app, 'circulars@example.com', { categories: ['circulars'] });
    await subscribe(first.app, 'unconfirmed@example.com');
    await until(() => mails.length === 3);
    // A second instance on the same database, serving the same releases.
    const second = await start({}, { databaseUrl: first.databaseUrl, folder: first.folder });
    mails.length = 0;

    // The publish adds one announcement; both instances load the release.
    first.folder.release([extra('2026-new-announcement'), ...builtDocuments]);
    await Promise.all([first.app.site.reload(), second.app.site.reload()]);
    await until(() => mails.length === 1);
    await settle();
    expect(mails).toHaveLength(1);
    const alert = mails[0];
    expect(alert?.to).toEqual(['all@example.com']);
    const body = readable(alert?.body ?? '');
    const unsubscribe = linkOf(body, 'unsubscribe')?.[0];
    expect(body).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(body).toContain('Announcement 2026-new-announcement');
    expect(body).toContain('2026-11-26 · Announcements');
    expect(body).toContain(
      'English PDF: http://localhost:8080/documents/2026/2026-new-announcement-en.pdf',
    );
    // The visible link, in the text.
    expect(body).toContain(`To stop these alerts, open this link:\r\n${unsubscribe}`);

    // A restart, a re-publish and a rollback announce nothing.
    const third = await start({}, { databaseUrl: first.databaseUrl, folder: first.folder });
    await first.app.site.reload();
    first.folder.release(builtDocuments);
    await Promise.all([first.app.site.reload(), third.app.site.reload()]);
    first.folder.release([extra('2026-new-announcement'), ...builtDocuments]);
    await first.app.site.reload();
    await settle();
    expect(mails).toHaveLength(1);

    // A circular reaches both subscribers, in one e-mail each.
    first.folder.release([
      extra('2026-circular', 'circulars'),
      extra('2026-new-announcement'),
      ...builtDocuments,
    ]);
    await second.app.site.reload();
    await until(() => mails.length === 3);
    await settle();
    expect(mails.map((m) => m.to[0]).sort()).toEqual([
      'all@example.com',
      'all@example.com',
      'circulars@example.com',
    ]);
    expect(await first.store.alertMailCounts()).toEqual({ sent: 6 });
  });

  it('unsubscribes in one click, idempotently, before the next alert', async () => {
    const { app, store, folder } = await start();
    await confirmed(app, 'leaving@example.com');
    await confirmed(app, 'staying@example.com');
    folder.release([extra('2026-first'), ...builtDocuments]);
    await app.site.reload();
    await until(() => mails.length === 4);
    const alert = mails.find(
      (m) => m.to.includes('leaving@example.com') && m.body.includes('List-Unsubscribe'),
    );
    const link = new URL(linkOf(alert?.body ?? '', 'unsubscribe')?.[0] ?? '');
    // What a mail client sends for RFC 8058's one-click.
    const oneClick = () =>
      app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await oneClick()).statusCode).toBe(200);
    expect((await oneClick()).statusCode).toBe(200);
    expect(await store.findSubscribers('leaving@example.com')).toEqual([]);
    // The page's button gives the page.
    const button = await app.inject({ method: 'POST', url: link.pathname + link.search });
    expect(button.headers.location).toBe('/en/alerts?action=unsubscribed');

    mails.length = 0;
    folder.release([extra('2026-second'), extra('2026-first'), ...builtDocuments]);
    await app.site.reload();
    await until(() => mails.length === 1);
    await settle();
    expect(mails.map((m) => m.to)).toEqual([['staying@example.com']]);
  });

  it('lists and erases one person’s subscription and queued e-mails with npm run messages', async () => {
    const port = await freePort(); // nothing listens: e-mails stay queued
    const { store, databaseUrl: own } = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await store.subscribe(
      {
        email: 'Erase.Me@Example.com',
        language: 'zh-hans',
        categories: ['circulars'],
        consent: { at: new Date(), version: '2026-11-26', language: 'zh-hant' },
      },
      new Date(),
      { resendAfterMs: 3_600_000, perMailboxPerDay: 3, perHour: 200 },
    );
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
        env: { ...process.env, DATABASE_URL: own },
        encoding: 'utf8',
      });
    const listed = cli('--subscriptions', '--email', ' erase.me@EXAMPLE.com ', '--format', 'json');
    expect(listed.status, listed.stderr).toBe(0);
    const [found] = JSON.parse(listed.stdout);
    expect(found).toMatchObject({
      email: 'Erase.Me@Example.com',
      language: 'zh-hans',
      categories: ['circulars'],
      consent: { version: '2026-11-26', language: 'zh-hant' },
      confirmedAt: null,
      mail: { pending: 1 },
    });
    const erased = cli('--erase', '--email', 'erase.me@example.com');
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toContain('Erased 1 alert subscription(s) and 1 alert e-mail(s).');
    expect(erased.stdout + erased.stderr).not.toMatch(/erase\.me/i);
    expect(await store.findSubscribers('erase.me@example.com')).toEqual([]);
    expect(await store.alertMailCounts()).toEqual({});
  });

  it('deletes subscriptions not confirmed within 7 days; their link no longer works', async () => {
    const { app, store } = await start();
    await subscribe(app, 'late@example.com');
    await until(() => mails.length === 1);
    const token = linkOf(mails[0]?.body ?? '', 'confirm')?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    // Eight days later:
    expect(await store.confirmSubscription(hash, new Date(Date.now() + 8 * 86_400_000))).toBe(
      false,
    );
    const purged = await store.purgeSubscribers(new Date(Date.now() + 86_400_000), new Date(0));
    expect(purged.subscribers).toBe(1);
    expect(await store.findSubscribers('late@example.com')).toEqual([]);
  });

  it('says alerts are unavailable without SMTP_URL and takes no address', async () => {
    const { app, store } = await start({ SMTP_URL: '' });
    expect((await app.inject({ method: 'GET', url: '/api/alerts' })).json()).toEqual({
      success: true,
      data: { available: false },
    });
    const res = await subscribe(app, 'nowhere@example.com');
    expect(res.statusCode).toBe(503);
    expect(res.json().err).toMatch(/not available/);
    expect(await store.findSubscribers('nowhere@example.com')).toEqual([]);
    const withMail = await start();
    expect((await withMail.app.inject({ method: 'GET', url: '/api/alerts' })).json().data).toEqual({
      available: true,
    });
  });
});
