import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inertJson, toCsv } from '../../scripts/messages';
import { readSiteManifest } from '../src/site-files';
import { openStore, type Store } from '../src/store';
import { buildTestApp, testConfig } from './helpers';

const valid = {
  name: 'Ann Lee',
  phone: '',
  email: 'ann@example.com',
  appeal: '8',
  suggest: 'Please call me.',
  consent: true,
  language_type: 2,
};

/**
 * C0 and C1 controls that forge lines or drive a terminal, text-direction overrides and marks,
 * and tag characters (invisible ASCII).
 */
const CONTROLS = [
  '\r\n',
  '\n',
  '\r',
  '\u001b[2J',
  '\u0007',
  '\u0000',
  '\u009b31m',
  '\u2028',
  '\u202e',
  '\u200f',
  '\u061c',
  '\u{e0041}',
];

describe('contact messages: control characters, consent, correction', () => {
  let app: FastifyInstance;
  let store: Store;
  const databaseUrl = testConfig().DATABASE_URL;
  beforeAll(async () => {
    store = await openStore(databaseUrl);
    app = await buildTestApp({
      config: testConfig({ DATABASE_URL: databaseUrl, CONTACT_RATE_PER_MINUTE: '1000' }),
      store,
    });
  });
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', payload });

  it('refuses a name with any control character, in the visitor’s language', async () => {
    for (const control of CONTROLS) {
      const res = await post({ ...valid, name: `Ann${control}Bcc: x@evil.example` });
      expect(res.statusCode, JSON.stringify(control)).toBe(400);
      expect(res.json().err).toBe(
        'The name cannot contain line breaks, control characters or invisible characters',
      );
    }
    const zh = await post({ ...valid, name: '张\u200e三', language_type: 0 });
    expect(zh.json().err).toBe('姓名不能包含换行、控制字符或不可见字符');
    const hant = await post({ ...valid, name: '張\u{e0041}三', language_type: 1 });
    expect(hant.json().err).toBe('姓名不能包含換行、控制字元或不可見字元');
    expect(await store.countMessages()).toBe(0);
  });

  it('keeps line breaks and tabs in the details and drops every other control character', async () => {
    const res = await post({
      ...valid,
      suggest: 'line one\r\nline\ttwo\u001b[31m red\u009b\u0007\u202e end',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await store.listMessages();
    expect(stored?.suggest).toBe('line one\nline\ttwo[31m red end');
  });

  it('records the consent: when, and the version of the privacy notice the release served', async () => {
    const before = Date.now();
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const stored = (await store.listMessages()).find((m) => m.id === res.json().data.id);
    const { privacyVersion } = readSiteManifest(process.env.DIST_DIR ?? 'dist');
    expect(privacyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stored?.consent?.version).toBe(privacyVersion);
    expect(stored?.consent?.at.getTime()).toBeGreaterThanOrEqual(before);
    const printed = cli(databaseUrl, '--email', valid.email, '--format', 'json');
    expect(JSON.parse(printed.stdout)[0].consent.version).toBe(privacyVersion);
  });

  it('corrects one field with --correct, checked by the form’s rules, logging no personal data', async () => {
    const { id } = (await post(valid)).json().data as { id: number };
    const fixed = cli(
      databaseUrl,
      '--correct',
      String(id),
      '--field',
      'email',
      '--value',
      'ann.lee@example.com',
    );
    expect(fixed.status, fixed.stderr).toBe(0);
    expect(fixed.stdout).toContain(`Corrected email of message #${id}`);
    expect(fixed.stderr).not.toContain('ann.lee@example.com');
    expect(JSON.parse(fixed.stderr.trim())).toMatchObject({
      msg: 'contact message corrected',
      messageId: id,
      field: 'email',
    });
    const after = (await store.listMessages()).find((m) => m.id === id);
    expect(after?.email).toBe('ann.lee@example.com');
    for (const args of [
      ['--field', 'email', '--value', 'not an address'],
      ['--field', 'name', '--value', 'Ann\nBcc: x'],
      ['--field', 'created_at', '--value', '0'],
      ['--field', 'name'],
    ]) {
      const refused = cli(databaseUrl, '--correct', String(id), ...args);
      expect(refused.status, args.join(' ')).not.toBe(0);
    }
    expect(
      cli(databaseUrl, '--correct', '999999', '--field', 'name', '--value', 'X').stderr,
    ).toContain('No message #999999');
  });
});

/** The control characters in `text` other than those in `allowed`. */
const controlsIn = (text: string, allowed = '') =>
  [...text].filter((c) => {
    const code = c.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x202e;
    return control && !allowed.includes(c);
  });

describe('npm run messages prints what visitors typed inertly', () => {
  const message = {
    id: 1,
    createdAt: new Date(0),
    name: 'Ann\u001b]0;pwned\u0007',
    phone: '',
    email: 'a@example.com',
    appeal: '1',
    suggest: 'one\ntwo\u009b2J\u202e',
    languageType: 2,
    webType: null,
    spamReason: null,
    consent: null,
    mail: null,
  };

  it('shows control characters as symbols in CSV (line breaks kept inside the quoted cell)', () => {
    const csv = toCsv([message]);
    expect(controlsIn(csv, '\n\r')).toEqual([]);
    expect(csv).toContain('"Ann␛]0;pwned␇"');
    expect(csv).toContain('"one\ntwo<U+009B>2J<U+202E>"');
  });

  it('escapes C1 and direction controls in JSON, which JSON.stringify leaves raw', () => {
    const json = inertJson([message]);
    // Only the line breaks of the pretty-printing remain.
    expect(controlsIn(json, '\n')).toEqual([]);
    expect(JSON.parse(json)[0].suggest).toBe(message.suggest);
  });

  it('shows them as symbols in the terminal table', async () => {
    const databaseUrl = testConfig().DATABASE_URL;
    const store = await openStore(databaseUrl);
    await store.insertMessage({ ...message, notify: false });
    await store.close();
    const table = cli(databaseUrl);
    expect(table.status).toBe(0);
    expect(controlsIn(table.stdout, '\n')).toEqual([]);
    expect(table.stdout).toContain('Ann␛]0;pwned␇');
    expect(table.stdout).toContain('one␊two<U+009B>2J<U+202E>');
  });
});

function cli(databaseUrl: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}
