/**
 * `npm run bench:alerts [-- --subscribers 10000] [-- --rate 60000] [-- --connections 10]`:
 * e-mail alerts at scale (issue 45), on loopback.
 *
 * Makes a releases folder of two releases of the built site (dist/, or DIST_DIR; the client
 * folder linked, not copied): the second adds one document to `alert-documents.json`. Fills a
 * fresh SQLite store with N confirmed subscribers (one SQL transaction: the route would send N
 * confirmation e-mails first), starts the server on the first release with SMTP_URL pointing at
 * an SMTP sink (smtp-server in a child process, counting), measures ordinary page requests
 * (autocannon, p50/p99) alone, then switches `current` and sends SIGHUP as `npm run publish`
 * does, and measures the same pages while the N alerts go out. Prints the time from the switch
 * to the last delivery and both sets of figures.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openStore, switchCurrent } from '../server/src/index';
import { ALERT_DOCUMENTS_FILE, type AlertDocument } from '../shared/alerts';
import { buildOrigin, SITE_MANIFEST_FILE } from '../shared/site-manifest';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '60000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
});
const subscribers = Number(values.subscribers);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const builtFor = buildOrigin(distDir) ?? 'http://localhost:8080';
const work = mkdtempSync(join(tmpdir(), 'retinova-bench-alerts-'));
const releases = join(work, 'releases');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

// ---- two releases: the build, and the build plus one document --------------------------------
const built = JSON.parse(
  readFileSync(join(distDir, ALERT_DOCUMENTS_FILE), 'utf8'),
) as AlertDocument[];
const added: AlertDocument = {
  id: 'documents/bench-announcement',
  published: '2026-11-26T17:00',
  category: 'announcements',
  title: { 'zh-hans': '基准测试公告', 'zh-hant': '基準測試公告', en: 'Benchmark announcement' },
  files: { en: '/documents/2026/bench-en.pdf', 'zh-hant': '/documents/2026/bench-zh-hant.pdf' },
};
function release(id: string, documents: AlertDocument[]) {
  const dir = join(releases, id);
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(distDir, 'client'), join(dir, 'client'));
  symlinkSync(join(distDir, SITE_MANIFEST_FILE), join(dir, SITE_MANIFEST_FILE));
  writeFileSync(join(dir, ALERT_DOCUMENTS_FILE), JSON.stringify(documents));
}
release('20261126-100000-bench1', built);
release('20261126-110000-bench2', [added, ...built]);
switchCurrent(releases, '20261126-100000-bench1');

// ---- the store: N confirmed subscribers, the build's documents announced already -------------
const databaseFile = join(work, 'alerts.db');
await (await openStore(`sqlite:${databaseFile}`)).close();
{
  const db = new Database(databaseFile);
  const now = Date.now();
  const insert = db.prepare(
    `INSERT INTO alert_subscribers (email, email_key, language, categories, created_at, consent_at,
       consent_version, consent_language, confirm_requested_at, confirmed_at, unsubscribe_token)
     VALUES (?, ?, ?, '', ?, ?, 'bench', 'en', ?, ?, ?)`,
  );
  const languages = ['zh-hans', 'zh-hant', 'en'];
  db.transaction(() => {
    for (let i = 0; i < subscribers; i++) {
      const email = `reader${i}@bench.example`;
      insert.run(email, email, languages[i % 3], now, now, now, now, `bench-token-${i}`);
    }
    const announcement = db
      .prepare(
        `INSERT INTO alert_announcements (created_at, release, documents) VALUES (?, 'seed', '[]')`,
      )
      .run(now).lastInsertRowid;
    const mark = db.prepare(
      'INSERT INTO alert_documents (document, announcement_id) VALUES (?, ?)',
    );
    for (const document of built) mark.run(document.id, announcement);
  })();
  db.close();
}

// ---- the SMTP sink, in a process of its own --------------------------------------------------
const smtpPort = await freePort();
const sink = spawn(
  process.execPath,
  [
    '-e',
    `const { SMTPServer } = require('smtp-server');
     let n = 0;
     new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
       onData(stream, _s, done) { stream.on('data', () => {}); stream.on('end', () => {
         n += 1; process.stdout.write(n + ' ' + Date.now() + '\\n'); done(); }); } })
       .listen(${smtpPort}, '127.0.0.1', () => process.stdout.write('ready\\n'));`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let delivered = 0;
let lastDelivery = 0;
let sinkReady = false;
sink.stdout.setEncoding('utf8');
let buffered = '';
sink.stdout.on('data', (chunk: string) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    if (line === 'ready') sinkReady = true;
    else {
      const [n, at] = line.split(' ').map(Number);
      delivered = n ?? delivered;
      lastDelivery = at ?? lastDelivery;
    }
  }
});
while (!sinkReady) await sleep(20);

// ---- the server ------------------------------------------------------------------------------
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: builtFor,
    RELEASES_DIR: releases,
    DATABASE_URL: `sqlite:${databaseFile}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ALERT_RATE_PER_MINUTE: values.rate,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // Not listening yet.
  }
  await sleep(100);
}

const PAGES = ['/home', '/en/about', '/zh-hant/investor', '/investor-documents', '/en/contact'];
async function pages(seconds: number) {
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: seconds,
    requests: PAGES.map((path) => ({ path, headers: { 'accept-encoding': 'br' } })),
  });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`;
}

console.log(`${subscribers} confirmed subscribers, ALERT_RATE_PER_MINUTE=${values.rate}`);
console.log(`pages alone:            ${await pages(Number(values.seconds))}`);

// The publish's switch: `current` to the release that adds a document, then SIGHUP.
const switched = Date.now();
switchCurrent(releases, '20261126-110000-bench2');
server.kill('SIGHUP');
const during = pages(Number(values.seconds));
console.log(`pages during fan-out:   ${await during}`);
for (let waited = 0; delivered < subscribers; waited += 200) {
  if (Date.now() - switched > 30 * 60_000) throw new Error(`only ${delivered} delivered`);
  if (waited % 10_000 === 0) console.log(`  … ${delivered} delivered`);
  await sleep(200);
}
console.log(
  `${delivered} alerts delivered; last delivery ${((lastDelivery - switched) / 1000).toFixed(1)} s after the switch`,
);
server.kill('SIGTERM');
sink.kill('SIGTERM');
await once(server, 'exit');
