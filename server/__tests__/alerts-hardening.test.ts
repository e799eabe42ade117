import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { expect, it } from 'vitest';
import { alertsFixture, settle, until } from './alerts-fixture';
import { describeEachDatabase, freePort, logLines } from './helpers';

/** One query straight on the database (what no store method shows: stored errors, tokens). */
async function sql(databaseUrl: string, query: string): Promise<Record<string, unknown>[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length));
    try {
      const statement = db.prepare(query);
      if (!statement.reader) statement.run();
      return statement.reader ? (statement.all() as Record<string, unknown>[]) : [];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

/** What a visitor can tell of an answer: everything but the date. */
const seen = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describeEachDatabase('e-mail alerts against abuse (%s)', (_kind, url) => {
  const { mails, cleanup, start } = alertsFixture(url, { ALERT_SUBSCRIBE_RATE_PER_HOUR: '1000' });

  const subscribe = (
    app: FastifyInstance,
    email: string,
    headers: Record<string, string> = {},
    form = false,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      payload: form
        ? `email=${encodeURIComponent(email)}&language=en&consent=on&language_type=2&website=`
        : { email, language: 'en', consent: true, language_type: 2, website: '' },
    });
  /** The confirmation e-mails to addresses matching (an app's first release may alert too). */
  const mailsTo = (pattern: RegExp) =>
    mails.filter(
      (m) => pattern.test(m.to.join(' ')) && m.body.includes('\r\nSubject: Confirm your'),
    );

  it('sends one mailbox 3 confirmations a day at most, however its address is spelled, across instances', async () => {
    const first = await start();
    const second = await start({}, { databaseUrl: first.databaseUrl });
    const spellings = [
      'victim+1@example.com',
      'Victim+2@Example.com',
      'VICTIM@example.COM',
      'victim+4@example.com',
      'victim+5@EXAMPLE.com',
      'victim+6@example.com',
      'victim+7@example.com',
      'victim+8@example.com',
    ];
    // At once, half through each instance: the count is the database's.
    const answers = await Promise.all(
      spellings.map((email, i) => subscribe(i % 2 ? second.app : first.app, email)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(spellings.map(() => 202));
    await until(() => mailsTo(/victim/i).length >= 3);
    await settle();
    expect(mailsTo(/victim/i)).toHaveLength(3);
    // Another mailbox is not held back by it; dots are not folded (only some providers do).
    expect((await subscribe(first.app, 'vic.tim@example.com')).statusCode).toBe(202);
    await until(() => mailsTo(/vic\.tim@/).length === 1);
  });

  it('queues no more confirmations than ALERT_CONFIRM_RATE_PER_HOUR in all, across instances, and warns without an address', async () => {
    const { lines, stream } = logLines();
    const env = { ALERT_CONFIRM_RATE_PER_HOUR: '3' };
    const first = await start(env, { log: stream });
    const second = await start(env, { databaseUrl: first.databaseUrl });
    for (const [app, email] of [
      [first.app, 'one@a.example'],
      [second.app, 'two@b.example'],
      [second.app, 'three@c.example'],
      [first.app, 'four@d.example'],
      [first.app, 'five@e.example'],
    ] as const) {
      expect((await subscribe(app, email)).statusCode).toBe(202);
    }
    await until(() => mailsTo(/./).length >= 3);
    await settle();
    expect(
      mailsTo(/./)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['one@a.example', 'three@c.example', 'two@b.example']);
    // One warning for the two held back (at most one a minute), with the setting, no address.
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings.map((l) => l.msg)).toEqual([
      'confirmation e-mails held back: ALERT_CONFIRM_RATE_PER_HOUR reached',
    ]);
    expect(warnings[0]?.perHour).toBe(3);
    expect(JSON.stringify(lines)).not.toMatch(/@|\.example/);
  });

  it('answers alike whether the address is new, waiting, confirmed, or over a limit', async () => {
    const { app, databaseUrl } = await start({ ALERT_CONFIRM_RATE_PER_HOUR: '7' });
    expect((await subscribe(app, 'known@example.com')).statusCode).toBe(202); // 1
    await sql(
      databaseUrl,
      `UPDATE alert_subscribers SET confirmed_at = 1 WHERE email_key = 'known@example.com'`,
    );
    // The numbers count the confirmations queued.
    const json: Record<string, LightMyRequestResponse> = {};
    json.fresh = await subscribe(app, 'fresh@example.com'); // 2
    json.waiting = await subscribe(app, 'fresh@example.com');
    json.confirmed = await subscribe(app, 'known@example.com');
    for (const n of [1, 2, 3]) json[`box${n}`] = await subscribe(app, `box+${n}@example.com`); // 3-5
    json.overMailbox = await subscribe(app, 'BOX+4@example.com');
    const form: Record<string, LightMyRequestResponse> = {};
    form.fresh = await subscribe(app, 'form@example.com', {}, true); // 6
    form.overMailbox = await subscribe(app, 'box+5@example.com', {}, true);
    expect((await subscribe(app, 'filler@example.com')).statusCode).toBe(202); // 7
    json.overCeiling = await subscribe(app, 'late@example.com');
    form.overCeiling = await subscribe(app, 'late-form@example.com', {}, true);

    const reference = seen(json.fresh as LightMyRequestResponse);
    const formReference = seen(form.fresh as LightMyRequestResponse);
    expect(reference.status).toBe(202);
    for (const [state, res] of Object.entries(json)) expect(seen(res), state).toEqual(reference);
    expect(formReference.status).toBe(303);
    for (const [state, res] of Object.entries(form)) {
      expect(seen(res), `form ${state}`).toEqual(formReference);
    }
    await until(() => mailsTo(/./).length >= 7);
    await settle();
    expect(mailsTo(/box/)).toHaveLength(3);
    expect(mailsTo(/late/)).toHaveLength(0);
    const sent = JSON.stringify(mails.map((m) => m.to));
    expect(mailsTo(/fresh/), sent).toHaveLength(1);
    expect(mailsTo(/known/), sent).toHaveLength(1);
  });

  it('refuses a subscription posted from another site’s page, before it counts against the visitor', async () => {
    const { app, store } = await start({ ALERT_SUBSCRIBE_RATE_PER_HOUR: '5' });
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080.evil.example' },
      { origin: 'null' }, // a sandboxed frame, in a browser without Sec-Fetch-Site
      { origin: 'null', 'sec-fetch-site': 'cross-site' }, // the same in a browser of today
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // another subdomain
      // A name that resolves to this server (DNS rebinding): the page is still not ours.
      { origin: 'http://evil.example:8080', host: 'evil.example:8080' },
      { origin: 'http://127.0.0.1:9999', host: '127.0.0.1:8080' },
    ];
    for (const headers of refused) {
      const res = await subscribe(app, 'target@example.com', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        err: "Please subscribe with the form on this website's own pages.",
      });
      // The form without the page's script: the outcome's page.
      const page = await subscribe(app, 'target@example.com', headers, true);
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/en/alerts?action=rejected');
    }
    // None of those counted: the visitor's own 5 go through, the 6th is over the limit.
    const own: Record<string, string>[] = [
      { origin: 'http://localhost:8080' }, // SITE_URL's
      { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' }, // a server on loopback
      { 'sec-fetch-site': 'same-origin' },
      // The form without its script: our Referrer-Policy makes the browser send a null origin.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      {}, // neither header: not a browser's cross-site post
    ];
    for (const [i, headers] of own.entries()) {
      expect((await subscribe(app, `own${i}@example.com`, headers)).statusCode).toBe(202);
    }
    expect((await subscribe(app, 'own5@example.com')).statusCode).toBe(429);
    expect(await store.findSubscribers('target@example.com')).toEqual([]);
    await settle();
    expect(mailsTo(/target/)).toHaveLength(0);
  });

  it('unsubscribes in one click with a multipart/form-data body, RFC 8058’s own example included', async () => {
    const { app, store, databaseUrl } = await start();
    const tokenOf = async (email: string) => {
      expect((await subscribe(app, email)).statusCode).toBe(202);
      const [row] = await sql(
        databaseUrl,
        `SELECT unsubscribe_token FROM alert_subscribers WHERE email_key = '${email}'`,
      );
      return String(row?.unsubscribe_token);
    };
    const oneClick = (token: string, boundary: string, body: string) =>
      app.inject({
        method: 'POST',
        url: `/en/alerts?action=unsubscribe&token=${token}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    // RFC 8058 §8.1, byte for byte (its delimiter lines are the bare boundary).
    const rfc = [
      '---FormBoundaryjWmhtjORrn',
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      '---FormBoundaryjWmhtjORrn--',
    ].join('\r\n');
    expect(Buffer.byteLength(rfc)).toBe(124);
    const first = await tokenOf('rfc@example.com');
    const res = await oneClick(first, '---FormBoundaryjWmhtjORrn', rfc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {} });
    expect(await store.findSubscribers('rfc@example.com')).toEqual([]);
    // Again: the same answer.
    expect((await oneClick(first, '---FormBoundaryjWmhtjORrn', rfc)).statusCode).toBe(200);

    // As a browser's FormData writes it (RFC 7578).
    const second = await tokenOf('formdata@example.com');
    const formData = new FormData();
    formData.set('List-Unsubscribe', 'One-Click');
    const encoded = new Response(formData);
    const type = encoded.headers.get('content-type') ?? '';
    const browser = await app.inject({
      method: 'POST',
      url: `/en/alerts?action=unsubscribe&token=${second}`,
      headers: { 'content-type': type },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(browser.statusCode).toBe(200);
    expect(await store.findSubscribers('formdata@example.com')).toEqual([]);

    // A body that is not multipart is no one-click: the page's answer, like its button.
    const third = await tokenOf('garbled@example.com');
    const garbled = await oneClick(third, 'XYZ', 'List-Unsubscribe=One-Click');
    expect(garbled.statusCode).toBe(303);
    expect(garbled.headers.location).toBe('/en/alerts?action=unsubscribed');
    expect(await store.findSubscribers('garbled@example.com')).toEqual([]);
    // The body limit holds.
    const big = await oneClick(third, 'XYZ', `--XYZ\r\n\r\n${'x'.repeat(8 * 1024)}\r\n--XYZ--`);
    expect(big.statusCode).toBe(413);
  });

  it('keeps the address a refusing mail server echoes out of the log and the stored error', async () => {
    const refusingPort = await freePort();
    let refusals = 0;
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        refusals += 1;
        const error = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: user unknown`),
          { responseCode: 550 },
        );
        callback(error);
      },
    });
    await new Promise<void>((done) => refusing.listen(refusingPort, '127.0.0.1', done));
    cleanup.push(() => new Promise<void>((done) => refusing.close(() => done())));
    const { lines, stream } = logLines();
    const { app, databaseUrl } = await start({}, { log: stream, smtpPort: refusingPort });
    expect((await subscribe(app, 'Gone.Reader+ir@Example.com')).statusCode).toBe(202);
    // Retried with back-off: the error is stored and logged each time.
    await until(async () => {
      const [row] = await sql(databaseUrl, 'SELECT attempts FROM alert_outbox');
      return Number(row?.attempts ?? 0) >= 2;
    });
    expect(refusals).toBeGreaterThanOrEqual(2);
    const [row] = await sql(databaseUrl, 'SELECT last_error FROM alert_outbox');
    expect(row?.last_error).toMatch(/550.*\[address\].*Recipient address rejected/);
    const failures = lines.filter((l) => l.msg === 'alert e-mail failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]?.err).toMatch(/\[address\].*Recipient address rejected/);
    for (const text of [String(row?.last_error), JSON.stringify(lines)]) {
      expect(text).not.toMatch(/gone\.reader|example\.com|@/i);
    }
  });
});
