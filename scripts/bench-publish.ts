/**
 * `npm run bench:publish [-- --connections 50]`: what a publish costs and whether visitors notice.
 *
 * In a temporary releases folder: (1) a real `npm run publish` with no load on the server
 * (wall time, CPU time of the whole process tree, peak memory); (2) the server started on it
 * (RELEASES_DIR), then a second real publish while autocannon drives 50 connections on pages,
 * hashed assets, the sitemap and a feed for the whole duration (from 2 s before to 2 s after);
 * (3) `npm run publish -- --rollback` under the same load. Prints requests, errors and non-2xx
 * answers per phase: both must be 0.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { currentRelease } from '../server/src/index';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' } },
});
const connections = Number(values.connections);
const releasesDir = mkdtempSync(join(tmpdir(), 'retinova-bench-releases-'));
const PORT = 18_090;
const env = { ...process.env, RELEASES_DIR: releasesDir };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TIME = '/usr/bin/time';

interface Run {
  seconds: number;
  cpuSeconds?: number;
  peakMb?: number;
}

/** Runs the publish CLI, timed (GNU time adds CPU and memory of the whole process tree). */
async function publishCli(args: string[] = []): Promise<Run> {
  const started = Date.now();
  const command = [process.execPath, '--import', 'tsx', 'scripts/publish.ts', ...args];
  const timed = existsSync(TIME);
  const stats = join(releasesDir, 'time.txt');
  const [bin, ...rest] = timed ? [TIME, '-f', '%U %S %M', '-o', stats, ...command] : command;
  // Asynchronous: autocannon runs in this process and must not be blocked meanwhile.
  const child = spawn(bin as string, rest, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${args.join(' ') || 'publish'} exited with ${code}`);
  const seconds = (Date.now() - started) / 1000;
  if (!timed) return { seconds };
  const [user = 0, system = 0, kb = 0] = readFileSync(stats, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  return { seconds, cpuSeconds: user + system, peakMb: Math.round(kb / 1024) };
}

const describe = (run: Run) =>
  `${run.seconds.toFixed(1)} s wall` +
  (run.cpuSeconds === undefined
    ? ''
    : `, ${run.cpuSeconds.toFixed(1)} s CPU (${((100 * run.cpuSeconds) / run.seconds).toFixed(0)} % of one core), peak RSS of one process ${run.peakMb} MB`);

const serverRssMb = (pid: number | undefined) =>
  Math.round(
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024,
  );
console.log(
  `releases folder: ${releasesDir}; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const idle = await publishCli();
const first = currentRelease(releasesDir);
console.log(`publish (no load): ${describe(idle)} -> ${first}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(releasesDir, 'bench.db')}`,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function load(during: () => Promise<Run>) {
  const client = join(releasesDir, first as string, 'client');
  const assets = readdirSync(join(client, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .slice(0, 4);
  const requests = [
    '/home',
    '/about',
    '/en/product?type=3',
    '/zh-hant/contact',
    '/en/company-news',
    ...assets.map((a) => `/assets/${a}`),
    '/sitemap.xml',
    '/en/feed.xml',
  ].map((path) => ({ path, headers: { 'accept-encoding': 'br, gzip' } }));
  let done: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => {
    done = resolve;
  });
  const instance = autocannon(
    { url: `http://127.0.0.1:${PORT}`, connections, duration: 3600, requests },
    (error, result) => {
      if (error) throw error;
      done(result);
    },
  );
  await sleep(2000);
  const run = await during();
  await sleep(2000);
  instance.stop();
  const result = await finished;
  return { run, result };
}

const report = (name: string, { run, result }: Awaited<ReturnType<typeof load>>) => {
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name}: ${describe(run)}; under ${connections} connections for ${result.duration.toFixed(1)} s: ` +
      `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} -> failed ${failed}`,
  );
  return failed;
};

let failed = 0;
try {
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  const rssBefore = serverRssMb(server.pid);
  failed += report('publish under load', await load(() => publishCli()));
  const second = currentRelease(releasesDir);
  failed += report('rollback under load', await load(() => publishCli(['--rollback'])));
  const back = currentRelease(releasesDir);
  console.log(
    `releases: ${first} -> ${second} -> ${back} (rollback ${back === first ? 'ok' : 'WRONG'})`,
  );
  console.log(
    `server RSS: ${rssBefore} MB before the publish, ${serverRssMb(server.pid)} MB after the rollback`,
  );
  console.log(
    `machine: ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, ${new Date().toISOString()}`,
  );
  if (back !== first) failed += 1;
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(releasesDir, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
