/**
 * `npm run bench [-- --seconds 10] [-- --soak 60]`: load figures for the server, on loopback only.
 *
 * Starts the built server (dist/, or DIST_DIR) with a fresh SQLite store (contact rate limits
 * raised for the run), and Debian's nginx serving the same dist/client on another port (the
 * script writes its config; installs nginx with apt when missing and running as root). Then drives
 * both with autocannon, bounded in time: prerendered HTML (mixed routes and languages), one hashed
 * asset, and `POST /api/contact` with valid messages (ours only). Prints requests/s, p50/p99
 * latency and errors, the ratio to nginx, and the server's RSS before and after a soak run.
 * With DATABASE_URL=postgres://… the contact scenario runs against PostgreSQL instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SITE_MANIFEST_FILE } from '../shared/site-manifest';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    soak: { type: 'string', default: '0' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, SITE_MANIFEST_FILE))) throw new Error('Build first: npm run build');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(join(tmpdir(), 'retinova-bench-'));
const OURS = 18_080;
const NGINX = 18_081;

// ---- our server ---------------------------------------------------------------------------
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${join(work, 'bench.db')}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(OURS),
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    CONTACT_RATE_PER_MINUTE: '100000000',
    CONTACT_RATE_PER_DAY: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const rssKb = () =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).trim());

// ---- nginx ----------------------------------------------------------------------------------
function nginxBinary(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit' });
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
  }
  return undefined;
}
const nginxPath = nginxBinary();
let nginx: ReturnType<typeof spawn> | undefined;
if (nginxPath) {
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
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

try {
  await waitFor(`http://127.0.0.1:${OURS}/api/health`);
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
  let n = 0;
  rows.push([
    `POST /api/contact (${databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'})`,
    await run({
      url: `http://127.0.0.1:${OURS}/api/contact`,
      method: 'POST',
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
    }),
    undefined,
  ]);
  const rssAfter = rssKb();
  let soak = '';
  if (Number(values.soak) > 0) {
    const start = rssKb();
    await run({
      url: `http://127.0.0.1:${OURS}`,
      requests: htmlRequests,
      duration: Number(values.soak),
    });
    soak = `soak ${values.soak} s of HTML: RSS ${Math.round(start / 1024)} MB → ${Math.round(rssKb() / 1024)} MB`;
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
    console.log(`${name.padEnd(26)} ${fmt(ours)}${ratio}`);
  }
  console.log(
    `server RSS ${Math.round(rssBefore / 1024)} MB before, ${Math.round(rssAfter / 1024)} MB after`,
  );
  if (soak) console.log(soak);
} finally {
  server.kill('SIGTERM');
  nginx?.kill('SIGQUIT');
}
