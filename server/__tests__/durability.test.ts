import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openStore } from '../src/store';
import { freePort, tempSqliteUrl } from './helpers';

describe('durability', () => {
  it('keeps every acknowledged message when the server is killed mid-burst', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const databaseUrl = tempSqliteUrl();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        CONTACT_RATE_PER_MINUTE: '100000',
        CONTACT_RATE_PER_DAY: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    // Listen before killing: the exit can happen while we wait for the burst to end.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    const healthy = () =>
      fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    let up = false;
    for (let i = 0; i < 600 && !up; i++) {
      up = await healthy();
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    expect(up, 'server started').toBe(true);
    const acknowledged = new Map<number, string>();
    let sent = 0;
    const worker = async () => {
      while (sent < 2000) {
        const name = `visitor-${sent++}`;
        try {
          const res = await fetch(`${base}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name,
              email: `${name}@example.com`,
              appeal: '9',
              suggest: `message from ${name}`,
              consent: true,
            }),
          });
          if (res.status === 201) acknowledged.set((await res.json()).data.id, name);
        } catch {
          return; // the server is gone
        }
      }
    };
    let finished = false;
    const burst = Promise.all(Array.from({ length: 16 }, worker)).then(() => {
      finished = true;
    });
    while (acknowledged.size < 150 && !finished) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    await burst;
    await exited;

    const store = await openStore(databaseUrl);
    const stored = new Map((await store.listMessages()).map((m) => [m.id, m]));
    await store.close();
    expect(acknowledged.size).toBeGreaterThanOrEqual(150);
    for (const [id, name] of acknowledged) {
      expect(stored.get(id)?.name, `message ${id}`).toBe(name);
      expect(stored.get(id)?.suggest).toBe(`message from ${name}`);
    }
  });
});
