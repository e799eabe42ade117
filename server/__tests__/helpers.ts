import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';

/** A fresh SQLite file in the temp folder. */
export function tempSqliteUrl(): string {
  return `sqlite:${join(tmpdir(), `retinova-test-${process.pid}-${randomBytes(4).toString('hex')}.db`)}`;
}

/** Server configuration for tests: quiet, on a free loopback port, a fresh database. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: tempSqliteUrl(),
    ...env,
  });
}

/**
 * PostgreSQL for tests: `TEST_DATABASE_URL` (set by .ci/run, which installs and starts a
 * server). Each call creates its own schema so test files can run in parallel.
 */
export async function freshPostgresUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** A loopback port that was free a moment ago (for servers the tests start themselves). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
