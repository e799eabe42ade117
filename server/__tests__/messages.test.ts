import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../scripts/messages';
import { openStore } from '../src/store';
import { tempSqliteUrl } from './helpers';

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
      'id,created_at,name,phone,email,appeal,suggest,language,mail,spam',
    );
    expect(csv).toContain('"Ann"');
    expect(csv).toContain(`"'=1+1"`);
    expect(csv).not.toContain('Bot');
    const json = JSON.parse(run('--format', 'json', '--spam'));
    expect(json.map((m: { name: string }) => m.name)).toEqual(['Ann', 'Bot']);
    expect(JSON.parse(run('--format', 'json', '--since', '2999-01-01'))).toEqual([]);
  });
});
