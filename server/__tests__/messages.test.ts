import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../scripts/messages';
import { openStore } from '../src/store';
import { buildTestApp, describeEachDatabase, tempSqliteUrl, testConfig } from './helpers';

describe('npm run messages', () => {
  it('neutralises spreadsheet formulas in CSV cells', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+86 138')).toBe('"\'+86 138"');
    expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""');
  });

  it('prints stored messages as CSV and JSON, spam only with --spam', async () => {
    const databaseUrl = tempSqliteUrl();
    const store = await openStore(databaseUrl);
    const base = {
      phone: '',
      email: 'a@example.com',
      appeal: '1',
      languageType: 2,
      webType: null,
      notify: false,
    };
    await store.insertMessage({ ...base, name: 'Ann', suggest: '=1+1', spamReason: null });
    await store.insertMessage({ ...base, name: 'Bot', suggest: 'buy', spamReason: 'honeypot' });
    await store.close();
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
    const csv = run('--format', 'csv');
    expect(csv.split('\r\n')[0]).toBe(
      'id,created_at,name,phone,email,appeal,suggest,language,mail,spam,consent',
    );
    expect(csv).toContain('"Ann"');
    expect(csv).toContain(`"'=1+1"`);
    expect(csv).not.toContain('Bot');
    const json = JSON.parse(run('--format', 'json', '--spam'));
    expect(json.map((m: { name: string }) => m.name)).toEqual(['Ann', 'Bot']);
    expect(JSON.parse(run('--format', 'json', '--since', '2999-01-01'))).toEqual([]);
  });
});

const cli = (databaseUrl: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });

describeEachDatabase(
  'npm run messages, one person’s data, on %s while the server runs',
  (_kind, url) => {
    const contact = {
      name: '王芳',
      phone: '+86 139 1234 5678',
      email: 'Wang.Fang@example.com',
      appeal: '9',
      suggest: '我想了解糖网筛查软件。',
      consent: true,
      language_type: 0,
      website: '',
      started_at: Date.now() - 60_000,
    };

    it('prints everything about a person, erases it with every copy, purges by age', async () => {
      const databaseUrl = await url();
      // The server runs with e-mail configured (a mail server that is not there: e-mails stay queued).
      const app = await buildTestApp({
        config: testConfig({
          DATABASE_URL: databaseUrl,
          SMTP_URL: 'smtp://127.0.0.1:9',
          CONTACT_NOTIFY_TO: 'staff@retinova.example',
          CONTACT_RATE_PER_MINUTE: '100',
        }),
        outbox: { pollMs: 60_000, baseDelayMs: 60_000 },
      });
      try {
        const post = (payload: object) =>
          app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, ...payload } });
        expect((await post({})).statusCode).toBe(201);
        expect(
          (await post({ email: 'wang.fang@EXAMPLE.com ', suggest: '第二条。' })).statusCode,
        ).toBe(201);
        expect(
          (await post({ email: 'other@example.com', phone: '+86-139-1234-5678' })).statusCode,
        ).toBe(201);
        expect(
          (await post({ email: 'li.si@example.com', phone: '', name: '李四' })).statusCode,
        ).toBe(201);

        // Access and copy, in every format.
        const json = cli(databaseUrl, '--email', ' WANG.FANG@example.com', '--format', 'json');
        expect(json.status, json.stderr).toBe(0);
        const mine = JSON.parse(json.stdout);
        expect(mine.map((m: { suggest: string }) => m.suggest)).toEqual([
          contact.suggest,
          '第二条。',
        ]);
        expect(mine[0]).toMatchObject({ name: '王芳', phone: contact.phone, appeal: '9' });
        expect(mine[0].mail.status).toMatch(/pending|failed/);
        const csv = cli(databaseUrl, '--phone', '+8613912345678', '--format', 'csv');
        expect(csv.stdout.trim().split('\r\n')).toHaveLength(4);
        expect(csv.stdout).toContain('"other@example.com"');
        const table = cli(databaseUrl, '--email', 'wang.fang@example.com');
        expect(table.stdout).toContain('2 message(s)');

        // Erase: counts only, on stdout and in one log line.
        const erased = cli(databaseUrl, '--erase', '--email', 'wang.fang@example.com');
        expect(erased.status, erased.stderr).toBe(0);
        expect(erased.stdout.trim().split('\n')).toEqual([
          'Erased 2 message(s) and 2 e-mail outbox row(s).',
          'Erased 0 alert subscription(s) and 0 alert e-mail(s).',
        ]);
        const logLines = erased.stderr.trim().split('\n');
        expect(logLines).toHaveLength(2);
        expect(JSON.parse(logLines[0] as string)).toMatchObject({
          msg: 'contact messages erased',
          messages: 2,
          outbox: 2,
        });
        // The phone number as given and as stored (digits only); not '1234' alone, which a log
        // line's millisecond time contains now and then.
        for (const secret of ['wang', 'Wang', '王芳', '1234 5678', '12345678', '糖网']) {
          expect(erased.stdout + erased.stderr).not.toContain(secret);
        }
        expect(
          JSON.parse(cli(databaseUrl, '--email', contact.email, '--format', 'json').stdout),
        ).toEqual([]);
        // The other person with the same phone number keeps theirs; the server keeps working.
        expect(
          JSON.parse(cli(databaseUrl, '--phone', '+86 139-1234-5678', '--format', 'json').stdout),
        ).toHaveLength(1);
        expect((await post({ suggest: '又一条。' })).statusCode).toBe(201);
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

        // Purge by age: nothing is 730 days old; --older-than 0 takes everything stored before now.
        const none = cli(databaseUrl, '--purge');
        expect(none.stdout).toMatch(/^Purged 0 message\(s\) stored before /);
        const all = cli(databaseUrl, '--purge', '--older-than', '0');
        expect(all.status, all.stderr).toBe(0);
        expect(all.stdout).toMatch(
          /^Purged 3 message\(s\) stored before .* and 3 e-mail outbox row\(s\)\.\n$/,
        );
        expect(JSON.parse(all.stderr)).toMatchObject({
          msg: 'contact messages purged',
          messages: 3,
          outbox: 3,
          olderThanDays: 0,
        });
        expect(JSON.parse(cli(databaseUrl, '--format', 'json', '--spam').stdout)).toEqual([]);
        expect((await post({})).statusCode).toBe(201);
      } finally {
        await app.close();
        if (databaseUrl.startsWith('sqlite:')) rmSync(databaseUrl.slice(7), { force: true });
      }
    });
  },
);

describe('npm run messages, wrong use', () => {
  it.each([
    [['--erase'], /--erase needs --email/],
    [['--erase', '--purge', '--email', 'a@example.com'], /separate commands/],
    [['--purge', '--email', 'a@example.com'], /use --erase for a person/],
    [['--older-than', '3'], /goes with --purge/],
    [['--purge', '--older-than=-1'], /whole number of days/],
    [['--purge', '--older-than', '2.5'], /whole number of days/],
    [['--erase', '--email', '  '], /e-mail address or a phone/],
  ])('refuses %j', (args, error) => {
    const result = cli(tempSqliteUrl(), ...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(error);
  });
});
