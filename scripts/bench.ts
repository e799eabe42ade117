/**
 * `npm run bench [-- --seconds 10] [-- --soak 300] [-- --hostile] [-- --nginx-workers 2]`: load
 * figures for the server, on loopback only.
 *
 * Starts the built server (dist/, or DIST_DIR) with a fresh SQLite store (contact rate limits
 * raised for the run), and Debian's nginx serving the same dist/client on another port (the
 * script writes its config; installs nginx with apt when missing and running as root). Then drives
 * both with autocannon, bounded in time: prerendered HTML (mixed routes and languages), one hashed
 * asset, and `POST /api/contact` with valid messages (ours only). Prints requests/s, p50/p99
 * latency and errors, the ratio to nginx, and the server's RSS before and after.
 * With DATABASE_URL=postgres://… the contact scenario also runs against a second server on
 * PostgreSQL. `--soak N` then runs N seconds of mixed load (HTML pages and contact submissions at
 * once) and samples the server's RSS every 10 s, to show whether memory levels off.
 * `--hostile` measures ordinary page requests (p50/p99) alone, then while a flood arrives on other
 * connections, with the server's RSS before and after each flood: requests with 16 KB adversarial
 * headers (Accept-Encoding on pages and the 404 page, Authorization on `/api/publish/status`, sent
 * as raw bytes), where a parser that is not linear in a header's length shows as the ordinary
 * requests' p99; 1 MiB JSON bodies of nested `[` POSTed to an unknown path (work spent on a body
 * nobody reads); and distinct percent-encoded spellings of the build's assets (`/%61ssets/…`),
 * where anything kept per URL shows as RSS that does not come back.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildOrigin, SITE_MANIFEST_FILE } from '../shared/site-manifest';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    soak: { type: 'string', default: '0' },
    connections: { type: 'string', default: '50' },
    hostile: { type: 'boolean', default: false },
    'nginx-workers': { type: 'string', default: '2' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const builtFor = buildOrigin(distDir);
console.log(`Serving ${distDir}, the build made for SITE_URL=${builtFor}`);
if (!existsSync(join(distDir, SITE_MANIFEST_FILE))) throw new Error('Build first: npm run build');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(join(tmpdir(), 'retinova-bench-'));
const OURS = 18_080;
const NGINX = 18_081;

// ---- our server(s) --------------------------------------------------------------------------
const POSTGRES = 18_082;
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;

function startServer(port: number, databaseUrl: string) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      // The build as it is, whatever origin it was made for (npm start may have made it for the
      // company's): the server serves a build only as the SITE_URL it names.
      SITE_URL: builtFor ?? process.env.SITE_URL,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_PER_MINUTE: '100000000',
      CONTACT_RATE_PER_DAY: '100000000',
      // So that GET /api/publish/status reads its Authorization header (--hostile).
      PUBLISH_WEBHOOK_SECRET: 'bench-secret-not-for-production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
const server = startServer(OURS, `sqlite:${join(work, 'bench.db')}`);
const pgServer = postgresUrl ? startServer(POSTGRES, postgresUrl) : undefined;
const rssKb = () =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).trim());
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

// ---- nginx ----------------------------------------------------------------------------------
function nginxBinary(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit' });
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
  }
  return undefined;
}
// --hostile measures our server alone: no nginx to install or start.
const nginxPath = values.hostile ? undefined : nginxBinary();
let nginx: ReturnType<typeof spawn> | undefined;
if (nginxPath) {
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${Number(values['nginx-workers'])};
daemon off;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${work};
  server {
    listen 127.0.0.1:${NGINX};
    root ${join(distDir, 'client')};
    location / { try_files $uri $uri/index.html /404.html; }
  }
}
`,
  );
  nginx = spawn(nginxPath, ['-c', conf, '-p', work], { stdio: 'inherit' });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The hostile requests of one flood: Accept-Encoding on pages, Authorization on the status,
 * nested JSON bodies to an unknown path, or spellings of the assets.
 */
type FloodKind = 'pages' | 'status' | 'nested-body' | 'spelled-assets';
/** The floods sent as raw bytes, one connection each. */
type RawFloodKind = Exclude<FloodKind, 'spelled-assets'>;

const rawRequest = (path: string, header: string) =>
  Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\nConnection: close\r\n\r\n`,
    'latin1',
  );

/** A POST of 1 MiB of `[` as JSON to a path nobody serves. */
function nestedBody(): Buffer {
  const body = Buffer.alloc(1024 * 1024, '[');
  const head = `POST /no/such/path HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/**
 * URL i of the spelled-asset flood: one of the build's assets (relative to client/) with the
 * characters picked by the bits of a number ≥ 1 percent-encoded, so no two requests share a URL.
 */
function spelledAsset(assets: string[], i: number): string {
  const file = assets[i % assets.length] as string;
  const bits = Math.floor(i / assets.length) + 1;
  const spelled = [...file]
    .map((c, j) =>
      Math.floor(bits / 2 ** j) % 2 ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c,
    )
    .join('');
  return `/${spelled}`;
}

/**
 * Distinct spellings of the assets on `concurrency` keep-alive connections for `ms` (as a client
 * that wants many URLs sends them: fast); returns how many were answered.
 */
async function spelledFlood(port: number, ms: number, concurrency: number) {
  const assets = readdirSync(join(distDir, 'client/assets'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `assets/${f}`);
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: concurrency,
    duration: ms / 1000,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: spelledAsset(assets, next++) }) }],
  });
  return result.requests.total;
}

/** Requests with 16 KB adversarial headers, as raw bytes (U+00A0 is one latin1 byte on the wire). */
function hostileRequests(kind: 'pages' | 'status'): Buffer[] {
  const N = 16_000;
  if (kind === 'pages') {
    return [
      rawRequest('/home', `Accept-Encoding: br${' '.repeat(N)}x`),
      rawRequest('/no/such/page', `Accept-Encoding: gzip${' '.repeat(N)}x`),
      rawRequest('/en/about', `Accept-Encoding: br;q=${'0'.repeat(N)}x`),
    ];
  }
  return [
    rawRequest('/api/publish/status', `Authorization: Bearer ${'\u00a0'.repeat(N)}`),
    rawRequest('/api/publish/status', `Authorization: Bearer x${'\u00a0'.repeat(N)}\u0001`),
  ];
}

/** Sends hostile requests on `concurrency` connections until `ms` have passed; returns how many were answered. */
async function flood(port: number, ms: number, concurrency: number, kind: RawFloodKind) {
  const requests = kind === 'nested-body' ? [nestedBody()] : hostileRequests(kind);
  const until = Date.now() + ms;
  let answered = 0;
  const one = (payload: Buffer) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(payload));
      socket.once('data', () => {
        answered += 1;
      });
      // The server may answer before the whole body is sent and close: EPIPE, ECONNRESET.
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.resume();
    });
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i++) {
        await one(requests[i % requests.length] as Buffer);
      }
    }),
  );
  return answered;
}

try {
  // Every server is up (and idle) before the first measurement.
  await waitFor(`http://127.0.0.1:${OURS}/api/health`);
  if (pgServer) await waitFor(`http://127.0.0.1:${POSTGRES}/api/health`);
  if (nginx) await waitFor(`http://127.0.0.1:${NGINX}/`);
  const pages = [
    '/home',
    '/about',
    '/en/product?type=3',
    '/zh-hant/contact',
    '/en/company-news',
    '/story',
  ];
  const htmlRequests = pages.map((path) => ({
    path,
    headers: { 'accept-encoding': 'br, gzip' },
  }));
  const asset = readdirSync(join(distDir, 'client/assets')).find((f) => /^index-.*\.js$/.test(f));
  const assetRequest = [{ path: `/assets/${asset}`, headers: { 'accept-encoding': 'gzip' } }];
  // A small chunk too: with the large entry chunk the client's bandwidth, not the server, sets the rate.
  const small = readdirSync(join(distDir, 'client/assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: statSync(join(distDir, 'client/assets', f)).size }))
    .sort((x, y) => x.size - y.size)[0]?.f;
  const smallRequest = [{ path: `/assets/${small}`, headers: { 'accept-encoding': 'gzip' } }];

  if (values.hostile) {
    const ordinary = { url: `http://127.0.0.1:${OURS}`, requests: htmlRequests, connections: 10 };
    const fmt = (f: Figures) =>
      `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors + f.non2xx}`;
    const lines = [`pages alone: ${fmt(await run(ordinary))}`];
    const floods: [FloodKind, string][] = [
      ['pages', '16 KB Accept-Encoding on pages'],
      ['status', '16 KB Authorization on /api/publish/status'],
      // Before the nested bodies: what they allocate and free would hide what the spellings keep.
      ['spelled-assets', 'percent-encoded spellings of assets'],
      ['nested-body', '1 MiB nested-[ JSON POSTs to an unknown path'],
    ];
    for (const [kind, what] of floods) {
      const before = rssKb();
      const [during, answered] = await Promise.all([
        run(ordinary),
        kind === 'spelled-assets'
          ? spelledFlood(OURS, seconds * 1000, 20)
          : flood(OURS, seconds * 1000, 20, kind),
      ]);
      const rate = Math.round(answered / seconds);
      lines.push(
        `pages during ${what} (${rate} answered/s): ${fmt(during)}; RSS ${mb(before)} before, ${mb(rssKb())} after`,
      );
    }
    console.log(
      `\nHostile requests: ${seconds} s per scenario, pages on 10 connections, floods on 20, loopback, ${new Date().toISOString()}`,
    );
    for (const line of lines) console.log(line);
    server.kill('SIGTERM');
    pgServer?.kill('SIGTERM');
    nginx?.kill('SIGQUIT');
    process.exit(0);
  }

  const rows: [string, Figures, Figures | undefined][] = [];
  const rssBefore = rssKb();
  rows.push([
    'HTML pages',
    await run({ url: `http://127.0.0.1:${OURS}`, requests: htmlRequests }),
    nginx ? await run({ url: `http://127.0.0.1:${NGINX}`, requests: htmlRequests }) : undefined,
  ]);
  rows.push([
    'hashed asset',
    await run({ url: `http://127.0.0.1:${OURS}`, requests: assetRequest }),
    nginx ? await run({ url: `http://127.0.0.1:${NGINX}`, requests: assetRequest }) : undefined,
  ]);
  rows.push([
    'small hashed asset',
    await run({ url: `http://127.0.0.1:${OURS}`, requests: smallRequest }),
    nginx ? await run({ url: `http://127.0.0.1:${NGINX}`, requests: smallRequest }) : undefined,
  ]);
  let n = 0;
  const contact = (port: number, duration = seconds): autocannon.Options => ({
    url: `http://127.0.0.1:${port}/api/contact`,
    method: 'POST',
    duration,
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(
        JSON.stringify({
          name: `bench ${n++}`,
          email: 'bench@example.com',
          appeal: '9',
          suggest: 'Load test message.',
          consent: true,
        }),
      );
    },
  });
  rows.push(['POST /api/contact (SQLite)', await run(contact(OURS)), undefined]);
  if (pgServer) {
    rows.push(['POST /api/contact (PostgreSQL)', await run(contact(POSTGRES)), undefined]);
  }
  const rssAfter = rssKb();

  // Soak: HTML and contact load at once for N seconds, RSS sampled every 10 s.
  const samples: number[] = [];
  if (Number(values.soak) > 0) {
    const duration = Number(values.soak);
    samples.push(rssKb());
    const timer = setInterval(() => samples.push(rssKb()), 10_000);
    await Promise.all([
      run({ url: `http://127.0.0.1:${OURS}`, requests: htmlRequests, duration }),
      autocannon({ ...contact(OURS, duration), connections: 10 }),
    ]);
    clearInterval(timer);
    samples.push(rssKb());
  }

  const fmt = (f: Figures | undefined) =>
    f ? `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors + f.non2xx}` : '-';
  console.log(
    `\n${connections} connections, ${seconds} s per scenario, loopback, ${new Date().toISOString()}`,
  );
  for (const [name, ours, theirs] of rows) {
    const ratio = theirs
      ? ` (nginx ${fmt(theirs)}; ours/nginx ${(ours.rps / theirs.rps).toFixed(2)})`
      : '';
    console.log(`${name.padEnd(31)} ${fmt(ours)}${ratio}`);
  }
  console.log(`server RSS ${mb(rssBefore)} before, ${mb(rssAfter)} after the scenarios`);
  if (samples.length > 0) {
    // Levels off: the last third of the run peaks no higher than 10 % above the middle third.
    const third = Math.max(1, Math.floor(samples.length / 3));
    const middle = Math.max(...samples.slice(third, 2 * third));
    const last = Math.max(...samples.slice(-third));
    console.log(
      `soak ${values.soak} s (HTML + contact at once), RSS every 10 s: ${samples.map(mb).join(', ')}`,
    );
    console.log(
      `  peak of the middle third ${mb(middle)}, of the last third ${mb(last)}: ${
        last <= middle * 1.1 ? 'levels off' : 'still growing'
      }`,
    );
  }
} finally {
  server.kill('SIGTERM');
  pgServer?.kill('SIGTERM');
  nginx?.kill('SIGQUIT');
}
