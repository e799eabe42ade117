import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { backoff, renderStaffMail } from '../src/mail/outbox';
import { readSiteManifest } from '../src/site-files';
import { openStore, type Store } from '../src/store';
import { buildTestApp, freePort, logLines, smtpCatcher, testConfig } from './helpers';

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function appWithMail(
  port: number,
  log?: Writable,
): Promise<{ app: FastifyInstance; store: Store }> {
  const config = testConfig({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_NOTIFY_TO: 'sales@retinova.example',
  });
  const store = await openStore(config.DATABASE_URL);
  const app = await buildTestApp({
    config,
    store,
    outbox: { pollMs: 100, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 },
    ...(log ? { logger: { level: 'info', stream: log } } : {}),
  });
  cleanup.push(() => app.close());
  return { app, store };
}

const submit = (app: FastifyInstance, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name,
      email: 'visitor@example.com',
      appeal: '8',
      suggest: '请联系我。',
      consent: true,
      started_at: Date.now() - 10_000,
    },
  });

describe('contact e-mail outbox', () => {
  it('e-mails each stored message to staff', async () => {
    const port = await freePort();
    const smtp = smtpCatcher(port);
    await smtp.listen();
    cleanup.push(smtp.close);
    const { app, store } = await appWithMail(port);
    const res = await submit(app, '赵六');
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    await until(() => smtp.mails.length === 1);
    expect(smtp.mails[0]?.to).toEqual(['sales@retinova.example']);
    expect(smtp.mails[0]?.body).toContain(`#${id}`);
    // Staff answer the visitor with one click.
    expect(smtp.mails[0]?.body).toContain('\r\nReply-To: visitor@example.com\r\n');
    await until(async () => (await store.listMessages())[0]?.mail?.status === 'sent');
  });

  it('keeps accepting messages during a mail outage and delivers them when it ends', async () => {
    const port = await freePort(); // nothing listens yet: the outage
    const { app, store } = await appWithMail(port);
    const answers = await Promise.all([submit(app, 'A'), submit(app, 'B'), submit(app, 'C')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    await until(async () =>
      (await store.listMessages()).every((m) => (m.mail?.attempts ?? 0) >= 1),
    );
    const during = await store.listMessages();
    expect(during.map((m) => m.mail?.status)).toEqual(['pending', 'pending', 'pending']);
    expect(during[0]?.mail?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = smtpCatcher(port);
    await smtp.listen();
    cleanup.push(smtp.close);
    await until(() => smtp.mails.length === 3, 15_000);
    await until(async () => (await store.listMessages()).every((m) => m.mail?.status === 'sent'));
  });

  it('keeps the addresses a refusing mail server echoes out of the log and the stored error', async () => {
    const port = await freePort();
    // A server that takes the envelope and refuses the message, quoting its addresses (the
    // staff's recipient, the visitor's in Reply-To), as some spam filters do.
    const refusing = smtpCatcher(port, {
      refuse: ({ to, body }) => {
        const replyTo = /^Reply-To: (.+)$/m.exec(body)?.[1]?.trim();
        const envelope = to.map((address) => `<${address}>`).join(', ');
        const error = new Error(`5.7.1 Message for ${envelope} from ${replyTo} refused as spam`);
        return Object.assign(error, { responseCode: 554 });
      },
    });
    await refusing.listen();
    cleanup.push(refusing.close);
    const { lines, stream } = logLines();
    const { app, store } = await appWithMail(port, stream);
    expect((await submit(app, '钱七')).statusCode).toBe(201);
    await until(async () => ((await store.listMessages())[0]?.mail?.attempts ?? 0) >= 2);
    const lastError = (await store.listMessages())[0]?.mail?.lastError ?? '';
    expect(lastError).toMatch(/554 5\.7\.1 Message for <\[address\]> from \[address\] refused/);
    const failures = lines.filter((l) => l.msg === 'contact e-mail failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]?.err).toMatch(/\[address\] refused as spam/);
    for (const text of [lastError, JSON.stringify(lines)]) {
      expect(text).not.toMatch(/visitor|sales@|retinova\.example|@/);
    }
  });

  it('names the appeal with the form’s own words, from the release’s content', () => {
    const { contact } = readSiteManifest(process.env.DIST_DIR ?? 'dist');
    const message = {
      id: 7,
      createdAt: new Date(0),
      name: 'Ann {id}\u001b[2J',
      phone: '',
      email: 'a@example.com',
      appeal: '4',
      suggest: 'Hello',
      languageType: 2,
      webType: null,
      spamReason: null,
      consent: null,
    };
    const mail = renderStaffMail({ id: 1, messageId: 7, attempts: 0, message }, contact);
    // The form's names for appeal 4 (市场代理 / Marketing agency), not a list of the e-mail's own.
    expect(contact.appeals.zh['4']).toBe('市场代理');
    expect(mail.subject).toBe(`[官网留言 #7] 市场代理 ${contact.appeals.en['4']} — Ann {id}␛[2J`);
    expect(mail.text).toContain(`诉求 / Subject: 市场代理 ${contact.appeals.en['4']}`);
    expect(mail.text.split('\n')[0]).toBe('留言编号 / Message: #7');
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoff(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000, 100_000,
    ]);
  });
});
