/**
 * Real store outages: the SQLite file made unwritable, PostgreSQL's connection cut.
 * Submissions are refused with 503 and a clear err, health says so, nothing half-stored, the
 * server stays up, and both recover by themselves once the store is back.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/store';
import { buildTestApp, freshPostgresUrl, postgresAvailable, testConfig } from './helpers';

const valid = {
  name: 'Chen Jing',
  phone: '',
  email: 'chen.jing@example.com',
  appeal: '5',
  suggest: 'Our optometry centre would like to know about the myopia devices.',
  consent: true,
  language_type: 2,
  website: '',
  started_at: Date.now() - 60_000,
};
const UNAVAILABLE = {
  success: false,
  err: 'The service is temporarily unavailable. Please try again later',
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(databaseUrl: string) {
  const config = testConfig({ DATABASE_URL: databaseUrl });
  const store = await openStore(config.DATABASE_URL);
  const app = await buildTestApp({ config, store });
  cleanups.push(() => app.close());
  return { app, store };
}

const submit = (app: FastifyInstance, suggest: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, suggest } });
const health = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/health' })).statusCode;

/** Refuses, answers 503 with the translated err, then takes messages again once restored. */
async function outageAndRecovery(
  app: FastifyInstance,
  store: Store,
  breakStore: () => Promise<void> | void,
  restoreStore: () => Promise<void> | void,
) {
  expect((await submit(app, 'Before the outage.')).statusCode).toBe(201);
  await breakStore();
  const refused = await submit(app, 'During the outage.');
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual(UNAVAILABLE);
  expect(await health(app)).toBe(503);
  // The rest of the site keeps answering.
  expect((await app.inject({ url: '/en/contact' })).statusCode).toBe(200);
  await restoreStore();
  expect(await health(app)).toBe(200);
  expect((await submit(app, 'After the outage.')).statusCode).toBe(201);
  const stored = (await store.listMessages()).map((m) => m.suggest);
  expect(stored).toEqual(['Before the outage.', 'After the outage.']);
}

/** `chattr +i`: even root cannot write an immutable file (file modes do not stop root). */
function canMakeImmutable(): boolean {
  const probe = join(tmpdir(), `retinova-chattr-${process.pid}`);
  try {
    writeFileSync(probe, '');
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('SQLite file made read-only', () => {
  it.skipIf(!canMakeImmutable())(
    'answers 503 while the file cannot be written and recovers after',
    async () => {
      const url = testConfig().DATABASE_URL;
      const path = url.slice('sqlite:'.length);
      const { app, store } = await start(url);
      // The database and its write-ahead log (the shared-memory index stays writable: SQLite
      // maps it into memory and would crash the process, not fail a write, if it were not).
      const files = [path, `${path}-wal`];
      const chattr = (flag: string) => {
        execFileSync('chattr', [flag, ...files]);
      };
      cleanups.push(() => {
        chattr('-i');
        for (const f of [...files, `${path}-shm`]) rmSync(f, { force: true });
      });
      await outageAndRecovery(
        app,
        store,
        () => chattr('+i'),
        () => chattr('-i'),
      );
    },
  );
});

/** A loopback TCP proxy in front of PostgreSQL that can be cut and restored. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      }).listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await open();
  return { port, open, cut };
}

// .ci/run always provides TEST_DATABASE_URL; a developer machine may not have PostgreSQL.
describe.runIf(postgresAvailable)('PostgreSQL unreachable', () => {
  it('answers 503 while the connection is cut and recovers after', async () => {
    const base = (await freshPostgresUrl()) as string;
    const target = new URL(base);
    const proxy = await cuttableProxy(target);
    cleanups.push(() => proxy.cut());
    const viaProxy = new URL(base);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const { app, store } = await start(viaProxy.toString());
    await outageAndRecovery(app, store, proxy.cut, proxy.open);
  });
});
