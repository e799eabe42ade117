/**
 * `npm run bench:publish [-- --connections 50]`: what a publish costs and whether visitors notice.
 *
 * In a temporary releases folder: (1) a real `npm run publish` with no load on the server
 * (wall time, CPU time of the whole process tree, peak memory); (2) the server started on it
 * (RELEASES_DIR), then a second real publish while autocannon drives 50 connections on pages,
 * hashed assets, the sitemap and a feed for the whole duration (from 2 s before to 2 s after);
 * (3) `npm run publish -- --rollback` under the same load. Prints requests, errors and non-2xx
 * answers per phase: both must be 0.
 *
 * `npm run bench:publish -- --cluster [--content DIR | --articles 1000] [--connections 50]
 * [--keep]`: several instances (RELEASES_URL, decision 0022). s3rver and PostgreSQL (a fresh
 * schema of TEST_DATABASE_URL) on loopback, two instances sharing one cache folder. The content:
 * a kept copy of `npm run bench:content -- --articles N --keep` (`--content DIR`), or one made by
 * running that (default N = 1,000). Its real build twice (the build cache warm): as it is, then
 * with one new article in three languages. The first is published as release A (every file
 * uploaded), the instances start on it; then, with autocannon on both instances (the connections
 * split between them) from 2 s before to 2 s after, B is published and then rolled back
 * (`npm run publish -- --rollback`). Each instance's /api/health is polled every ~20 ms. The
 * publisher announces each release before its switch (the instances fetch it then). Prints
 * the time from the end of the publish (and from the switch) until both serve B (target ≤ 5 s),
 * the failed requests (must be 0), the files and bytes B uploaded against its total (target
 * < 1 %) and the folders they are in, and the same times for the rollback; also the load alone
 * (5 s, before the publish) and a switch back to B with no load. bench:content copies only the
 * files git tracks: with new sources not yet added, make its copy work and pass `--content`.
 * The publishes are `publish()` of scripts/lib/publish.ts with a copy of the build folder as
 * their build step, each in a process of its own (this script with --publish-folder), so that
 * hashing and uploading do not stall autocannon.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  currentRelease,
  manifestOf,
  parseReleasesUrl,
  ReleaseStore,
  s3ClientFromEnv,
  storedManifest,
} from '../server/src/index';
import { publish } from './lib/publish';
import { storeHome } from './lib/release-home';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    cluster: { type: 'boolean', default: false },
    content: { type: 'string' },
    articles: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    // The cluster mode's publisher, run by this script in a process of its own.
    'publish-folder': { type: 'string' },
    // The cluster mode's builds only, and what B would upload (no store, instances or load).
    'uploads-only': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** What autocannon asks for: pages, four hashed assets of `client`, the sitemap and a feed. */
function loadRequests(client: string) {
  const assets = readdirSync(join(client, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .slice(0, 4);
  return [
    '/home',
    '/about',
    '/en/product?type=3',
    '/zh-hant/contact',
    '/en/company-news',
    ...assets.map((a) => `/assets/${a}`),
    '/sitemap.xml',
    '/en/feed.xml',
  ].map((path) => ({ path, headers: { 'accept-encoding': 'br, gzip' } }));
}

// ---- Several instances (--cluster) ----

const RELEASES_URL = 's3://site/retinova';
const CLUSTER_PORTS = [18_091, 18_092];
const UPLOADED = /^uploaded (\d+) of (\d+) files \(([\d.]+) of ([\d.]+) MB\)/m;
type Manifest = Awaited<ReturnType<ReleaseStore['readManifest']>>;

/** --publish-folder: publishes a copy of the build `folder` into RELEASES_URL, as the CLI would. */
async function publishFolder(folder: string, checkout: string): Promise<number> {
  const attempt = await publish({
    releasesDir: resolve(process.env.RELEASES_DIR ?? 'releases'),
    checkout,
    echo: (chunk) => process.stdout.write(chunk),
    home: storeHome({
      releasesUrl: process.env.RELEASES_URL ?? '',
      databaseUrl: process.env.DATABASE_URL ?? '',
      followTimeoutMs: 30_000,
    }),
    steps: [
      {
        name: `build (a copy of ${folder})`,
        run: async (dir) => cpSync(folder, dir, { recursive: true }),
      },
    ],
  });
  return attempt.result === 'ok' ? 0 : 1;
}

interface ChildRun {
  seconds: number;
  /** When the process ended (the publish or rollback had returned). */
  endedAt: number;
  /** When its "live -> <id>" line arrived: the live pointer had been switched. */
  switchedAt?: number;
  text: string;
}

/** Runs `node --import tsx <args>` from this checkout, its output kept; fails on a non-zero exit. */
async function runTsx(args: string[], env: NodeJS.ProcessEnv): Promise<ChildRun> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let switchedAt: number | undefined;
  let endedAt = 0;
  const collect = (chunk: Buffer) => {
    text += chunk;
    if (switchedAt === undefined && /(^|\n)live -> /.test(text)) switchedAt = Date.now();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.on('exit', () => {
    endedAt = Date.now();
  });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) {
    throw new Error(
      `${args.join(' ')} exited with ${code}:\n${text.split('\n').slice(-40).join('\n')}`,
    );
  }
  return { seconds: (endedAt - started) / 1000, endedAt, switchedAt, text };
}

/** The content: `--content DIR`, or a copy made by bench:content (removed at the end). */
async function contentCopy(articles: number): Promise<{ dir: string; owned: boolean }> {
  if (values.content) return { dir: resolve(values.content), owned: false };
  const args = ['scripts/bench-content.ts', '--articles', String(articles), '--keep'];
  console.log(`making the content: npx tsx ${args.join(' ')} (load average ${loadAverage()})`);
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk;
    process.stdout.write(chunk);
  });
  const [code] = (await once(child, 'close')) as [number | null];
  const dir = /^copy kept: (.+)$/m.exec(text)?.[1];
  if (code !== 0 || !dir) throw new Error(`bench:content exited with ${code}`);
  return { dir, owned: true };
}

/** The real build of `content` into `dist` (its build cache: <content>/.cache/build). */
async function buildInto(content: string, dist: string): Promise<number> {
  rmSync(dist, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DIST_DIR: dist,
    RETINOVA_BUILD_CACHE: join(content, '.cache/build'),
  };
  delete env.CONTENT_DIR;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: content,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  const [code] = (await once(child, 'close')) as [number | null];
  writeFileSync(`${dist}.log`, text);
  if (code !== 0) {
    throw new Error(
      `the build into ${dist} exited with ${code}:\n${text.split('\n').slice(-40).join('\n')}`,
    );
  }
  return (Date.now() - started) / 1000;
}

/** A new article dated today in three languages (a copy of the newest one); returns its files. */
function addArticle(content: string): string[] {
  const news = join(content, 'src/content/news');
  const newest = readdirSync(news)
    .filter((f) => f.endsWith('.zh-hans.md'))
    .map((f) => ({
      slug: f.slice(0, -'.zh-hans.md'.length),
      date:
        /^date:\s*'?"?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(news, f), 'utf8'))?.[1] ?? '',
    }))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (!newest) throw new Error(`no articles in ${news}`);
  const files: string[] = [];
  for (const locale of ['zh-hans', 'zh-hant', 'en']) {
    let text = readFileSync(join(news, `${newest.slug}.${locale}.md`), 'utf8');
    if (locale === 'zh-hans') {
      text = text.replace(/^date:.*$/m, `date: ${new Date().toISOString().slice(0, 10)}`);
    }
    const file = join(news, `cluster-bench-article.${locale}.md`);
    writeFileSync(file, text);
    files.push(file);
  }
  return files;
}

/**
 * What storing release B uploads when A's objects are stored: the objects of B's files that A
 * lacks, and the root and parts of B's manifest (storedManifest, as putRelease stores them).
 */
function uploadOf(a: Manifest, b: Manifest) {
  const known = new Set(Object.values(a.files).map((f) => f.sha256));
  const fresh = new Map<string, { path: string; size: number }>();
  for (const [path, f] of Object.entries(b.files))
    if (!known.has(f.sha256) && !fresh.has(f.sha256)) fresh.set(f.sha256, { path, size: f.size });
  const partsOfA = new Set(storedManifest(a).parts.map((part) => part.sha256));
  const stored = storedManifest(b);
  const newParts = stored.parts.filter((part) => !partsOfA.has(part.sha256));
  const root = stored.root.length;
  return {
    fresh,
    freshBytes: [...fresh.values()].reduce((sum, f) => sum + f.size, 0),
    totalFiles: Object.keys(b.files).length,
    totalBytes: Object.values(b.files).reduce((sum, f) => sum + f.size, 0),
    root,
    parts: stored.parts,
    newParts,
    manifestBytes: root + newParts.reduce((sum, part) => sum + part.size, 0),
  };
}

/**
 * What publishing B after A uploads, from the two build folders: the files whose content A lacks,
 * and the manifest's root and the parts of it A's manifest lacks (as putRelease stores them).
 */
async function sayUploads(distA: string, distB: string, say: (line: string) => void) {
  const info = (id: string) => ({ id, commit: 'bench', createdAt: '', buildSeconds: 0, pages: 0 });
  const [a, b] = await Promise.all([
    manifestOf(distA, '20260101-000000-a', info('a')),
    manifestOf(distB, '20260101-000000-b', info('b')),
  ]);
  const { fresh, freshBytes, totalFiles, totalBytes, root, newParts, parts, manifestBytes } =
    uploadOf(a, b);
  const whole = gzipSync(JSON.stringify(b)).length;
  const pct = (part: number) => `${((100 * part) / totalBytes).toFixed(2)} %`;
  say(
    `B uploads ${fresh.size} of ${totalFiles} files (${((100 * fresh.size) / totalFiles).toFixed(2)} %), ` +
      `${(freshBytes / 1024).toFixed(0)} KB of ${(totalBytes / 1024 / 1024).toFixed(1)} MB (${pct(freshBytes)}); ` +
      `the manifest: root ${(root / 1024).toFixed(1)} KB and ${newParts.length} new of ${parts.length} parts, ` +
      `${(manifestBytes / 1024).toFixed(0)} KB (whole, as before: ${(whole / 1024).toFixed(0)} KB); ` +
      `in all ${pct(freshBytes + manifestBytes)} of the release's bytes (target < 1 %)`,
  );
  say(
    `  site-manifest.json: ${(statSync(join(distB, 'site-manifest.json')).size / 1024).toFixed(0)} KB`,
  );
}

/** A fresh schema of TEST_DATABASE_URL (as the tests' freshPostgresUrl); dropped by `drop`. */
async function freshSchema() {
  const base =
    process.env.TEST_DATABASE_URL ?? 'postgres://retinova:retinova@127.0.0.1:5432/retinova_test';
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => query(`DROP SCHEMA ${schema} CASCADE`) };
}

/** s3rver on a free loopback port (server/__tests__/s3rver-process.mjs, its own process). */
async function startS3rver(directory: string) {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', 'server/__tests__/s3rver-process.mjs', directory, '0', 'site'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return { port, child };
}

/**
 * Polls each instance's /api/health every ~20 ms and keeps when its release changed (the time
 * the answer naming the new one arrived); and the shared cache's releases/ folder, for when a
 * release was fetched whole into it (its folder appears by rename).
 */
function watchReleases(bases: string[], cacheDir: string) {
  const changes = bases.map((): { at: number; release: string }[] => []);
  const cached = new Map<string, number>();
  let running = true;
  const loops = bases.map(async (base, i) => {
    const seen = changes[i] as { at: number; release: string }[];
    while (running) {
      const asked = Date.now();
      try {
        const body = (await (await fetch(`${base}/api/health`)).json()) as {
          data?: { release?: string };
        };
        const release = body.data?.release;
        if (release && seen.at(-1)?.release !== release) seen.push({ at: Date.now(), release });
      } catch {
        // An unanswered poll: the next one tells.
      }
      await sleep(Math.max(0, 20 - (Date.now() - asked)));
    }
  });
  loops.push(
    (async () => {
      while (running) {
        const names = existsSync(join(cacheDir, 'releases'))
          ? readdirSync(join(cacheDir, 'releases'))
          : [];
        for (const name of names) if (!cached.has(name)) cached.set(name, Date.now());
        await sleep(20);
      }
    })(),
  );
  /** When each instance switched to `release` after `since` (undefined: not yet). */
  const serving = (release: string, since: number) =>
    changes.map((seen) => seen.find((c) => c.at >= since && c.release === release)?.at);
  return {
    /** When `release` was first seen whole in the cache. */
    cachedAt: (release: string) => cached.get(release),
    /** Waits until every instance serves `release` (switched after `since`): their times. */
    async until(release: string, since: number, timeoutMs: number) {
      const started = Date.now();
      for (;;) {
        const times = serving(release, since);
        if (times.every((t) => t !== undefined)) return times as number[];
        if (Date.now() - started > timeoutMs) {
          throw new Error(
            `the instances did not all serve ${release} within ${timeoutMs / 1000} s`,
          );
        }
        await sleep(20);
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** autocannon on every instance (the connections split) from 2 s before `during` to 2 s after. */
async function loadOn<T>(
  bases: string[],
  requests: ReturnType<typeof loadRequests>,
  during: () => Promise<T>,
) {
  const runs = bases.map((url) => {
    let done: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolveRun) => {
      done = resolveRun;
    });
    const instance = autocannon(
      {
        url,
        connections: Math.max(1, Math.round(connections / bases.length)),
        duration: 3600,
        requests,
      },
      (error, result) => {
        if (error) throw error;
        done(result);
      },
    );
    return { instance, finished };
  });
  await sleep(2000);
  const value = await during();
  await sleep(2000);
  for (const run of runs) run.instance.stop();
  const results = await Promise.all(runs.map((run) => run.finished));
  return { value, results };
}

const describeLoad = (results: autocannon.Result[]) => {
  const failed = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  const each = results
    .map(
      (r, i) =>
        `instance ${i + 1}: ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`,
    )
    .join('; ');
  return {
    failed,
    text: `${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} req/s) on ${connections} connections -> failed ${failed} (${each})`,
  };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function clusterBench(): Promise<number> {
  const articles = Number(values.articles);
  const work = mkdtempSync(join(tmpdir(), 'retinova-bench-cluster-'));
  const out: string[] = [];
  const say = (line: string) => {
    out.push(line);
    console.log(line);
  };
  say(`cluster bench in ${work}; load average before: ${loadAverage()}`);
  const cleanups: (() => unknown)[] = [];
  let failed = 0;
  try {
    const content = await contentCopy(articles);
    cleanups.push(() =>
      content.owned && !values.keep
        ? rmSync(content.dir, { recursive: true, force: true })
        : undefined,
    );
    const distA = join(content.dir, 'dist-bench-a');
    const distB = join(content.dir, 'dist-bench-b');
    cleanups.push(() => {
      if (values.keep) return;
      for (const path of [distA, distB, `${distA}.log`, `${distB}.log`])
        rmSync(path, { recursive: true, force: true });
    });
    const news = readdirSync(join(content.dir, 'src/content/news')).filter((f) =>
      f.endsWith('.zh-hans.md'),
    ).length;
    say(`content: ${content.dir}, ${news} articles per language; load average ${loadAverage()}`);
    const warm = existsSync(join(content.dir, '.cache/build'));
    const buildA = await buildInto(content.dir, distA);
    say(
      `build A (the content as it is, the build cache ${warm ? 'warm' : 'cold'}): ${buildA.toFixed(1)} s; load ${loadAverage()}`,
    );
    const added = addArticle(content.dir);
    cleanups.push(() => {
      if (!content.owned) for (const file of added) rmSync(file, { force: true });
    });
    const buildB = await buildInto(content.dir, distB);
    say(
      `build B (one new article in three languages, warm): ${buildB.toFixed(1)} s; load ${loadAverage()}`,
    );

    if (values['uploads-only']) {
      await sayUploads(distA, distB, say);
      return failed;
    }

    const s3 = await startS3rver(join(work, 's3'));
    cleanups.push(async () => {
      s3.child.kill('SIGTERM');
      await once(s3.child, 'exit').catch(() => undefined);
    });
    const schema = await freshSchema();
    cleanups.push(() => schema.drop().catch(() => undefined));
    const storeEnv = {
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      RELEASES_URL,
      DATABASE_URL: schema.url,
    };
    const publisherEnv = { ...process.env, ...storeEnv, RELEASES_DIR: join(work, 'publisher') };
    const publishCluster = (folder: string) =>
      runTsx(
        ['scripts/bench-publish.ts', '--publish-folder', folder, '--content', content.dir],
        publisherEnv,
      );
    const idOf = (run: ChildRun) => /^publishing (\S+) into/m.exec(run.text)?.[1] ?? '';
    const uploadedOf = (run: ChildRun) => UPLOADED.exec(run.text)?.[0] ?? 'no "uploaded" line';

    const first = await publishCluster(distA);
    const idA = idOf(first);
    say(
      `publish A (no instance yet, every file new): ${first.seconds.toFixed(1)} s; ${uploadedOf(first)}`,
    );

    // The instances: two processes of one machine, one cache folder; NOTIFY wakes them, the
    // timer (RELEASE_POLL_MS, its default 30 s) is the fallback.
    const instanceEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...storeEnv,
      HOST: '127.0.0.1',
      RELEASES_CACHE_DIR: join(work, 'cache'),
      RELEASE_POLL_MS: '30000',
      LOG_LEVEL: 'warn',
    };
    delete instanceEnv.RELEASES_DIR;
    delete instanceEnv.DIST_DIR;
    const startedAt = Date.now();
    const instances = CLUSTER_PORTS.map((port, i) =>
      spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        env: { ...instanceEnv, PORT: String(port), INSTANCE_NAME: `bench-${i + 1}` },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
    cleanups.push(async () => {
      for (const instance of instances) instance.kill('SIGTERM');
      await Promise.all(instances.map((i) => (i.exitCode === null ? once(i, 'exit') : undefined)));
    });
    const bases = CLUSTER_PORTS.map((port) => `http://127.0.0.1:${port}`);
    for (const base of bases) {
      for (let waited = 0; ; waited += 100) {
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (waited > 600_000) throw new Error(`${base} did not start`);
        await sleep(100);
      }
    }
    say(
      `both instances up on A (fetched into the shared cache) after ${seconds(Date.now() - startedAt)}`,
    );
    const rss = () =>
      instances
        .map(
          (i) =>
            `${Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(i.pid)], { encoding: 'utf8' })) / 1024)} MB`,
        )
        .join(', ');
    const rssBefore = rss();
    const watch = watchReleases(bases, join(work, 'cache'));
    cleanups.push(() => watch.stop());
    const requests = loadRequests(join(distA, 'client'));
    const ownWait = (run: ChildRun) =>
      `the publisher's own waits: ${/^\d+ of \d+ instances fetched .*$/m.exec(run.text)?.[0] ?? '(no "fetched ahead" line)'}; ${/^\d+ of \d+ instances serve .*$/m.exec(run.text)?.[0] ?? '(no line)'}`;
    /** A switch's figures: from its end and from the switch until each and both instances serve. */
    const timing = (run: ChildRun, servedAt: number[], cachedAt?: number) => {
      const both = Math.max(...servedAt);
      const fromSwitch = (at: number) =>
        run.switchedAt === undefined ? '?' : seconds(at - run.switchedAt);
      return (
        `${run.seconds.toFixed(1)} s wall; both instances served it ` +
        (both > run.endedAt
          ? `${seconds(both - run.endedAt)} after it returned`
          : `when it returned (${seconds(run.endedAt - both)} before)`) +
        ` (target ≤ 5 s: ${both - run.endedAt <= 5000 ? 'met' : 'MISSED'}); ` +
        `from the switch (live pointer set): ${servedAt.map((at, i) => `instance ${i + 1} ${fromSwitch(at)}`).join(', ')}` +
        (cachedAt === undefined || run.switchedAt === undefined
          ? ''
          : cachedAt <= run.switchedAt
            ? `; fetched whole into the cache ${seconds(run.switchedAt - cachedAt)} before the switch`
            : `; fetched whole into the cache ${fromSwitch(cachedAt)} after the switch`)
      );
    };

    // Baseline: the same load, nothing else happening.
    const baseline = await loadOn(bases, requests, () => sleep(1000));
    say(`load alone (5 s): ${describeLoad(baseline.results).text}; load average ${loadAverage()}`);

    // Publish B under load.
    say(`publish B under load; load average ${loadAverage()}`);
    const published = await loadOn(bases, requests, async () => {
      const since = Date.now();
      const run = await publishCluster(distB);
      const servedAt = await watch.until(idOf(run), since, 120_000);
      return { run, servedAt };
    });
    const pub = published.value;
    const idB = idOf(pub.run);
    const pubLoad = describeLoad(published.results);
    failed += pubLoad.failed;
    say(`publish B (${idB}): ${timing(pub.run, pub.servedAt, watch.cachedAt(idB))}`);
    say(`  ${ownWait(pub.run)}; load average ${loadAverage()}`);
    say(`  during the publish: ${pubLoad.text}`);

    // What B uploaded, exactly, from the two manifests.
    const { bucket, prefix } = parseReleasesUrl(RELEASES_URL);
    const store = new ReleaseStore({ client: s3ClientFromEnv(storeEnv), bucket, prefix });
    const [manifestA, manifestB] = (await Promise.all([
      store.readManifest(idA),
      store.readManifest(idB),
    ])) as [Manifest, Manifest];
    const { fresh, freshBytes, totalFiles, totalBytes, root, newParts, parts, manifestBytes } =
      uploadOf(manifestA, manifestB);
    const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;
    const filesPct = (100 * fresh.size) / totalFiles;
    const bytesPct = (100 * (freshBytes + manifestBytes)) / totalBytes;
    say(`upload of B (the publish's line): ${uploadedOf(pub.run)}`);
    say(
      `  from the manifests: ${fresh.size} of ${totalFiles} files (${pct(fresh.size, totalFiles)}), ` +
        `${(freshBytes / 1024).toFixed(0)} KB of ${(totalBytes / 1024 / 1024).toFixed(1)} MB (${pct(freshBytes, totalBytes)}); ` +
        `with the manifest (root ${(root / 1024).toFixed(0)} KB and ${newParts.length} new of ${parts.length} parts: ${(manifestBytes / 1024).toFixed(0)} KB) ${bytesPct.toFixed(2)} % ` +
        `(target < 1 %: files ${filesPct < 1 ? 'met' : 'MISSED'}, bytes ${bytesPct < 1 ? 'met' : 'MISSED'})`,
    );
    // Where the new files are (by folder, the largest share first).
    const groups = new Map<string, { files: number; bytes: number }>();
    for (const { path, size } of fresh.values()) {
      const parts = path.split('/');
      const group = parts.length > 3 ? `${parts.slice(0, 3).join('/')}/` : path;
      const g = groups.get(group) ?? { files: 0, bytes: 0 };
      g.files += 1;
      g.bytes += size;
      groups.set(group, g);
    }
    say(
      `  by folder: ${[...groups]
        .sort(([, x], [, y]) => y.bytes - x.bytes)
        .slice(0, 12)
        .map(([group, g]) => `${group} ${g.files} (${(g.bytes / 1024).toFixed(0)} KB)`)
        .join(', ')}`,
    );

    // Roll back under load.
    say(`rollback under load; load average ${loadAverage()}`);
    const rolled = await loadOn(bases, requests, async () => {
      const since = Date.now();
      const run = await runTsx(['scripts/publish.ts', '--rollback', '--no-env-file'], publisherEnv);
      const servedAt = await watch.until(idA, since, 120_000);
      return { run, servedAt };
    });
    const back = rolled.value;
    const backLoad = describeLoad(rolled.results);
    failed += backLoad.failed;
    say(`rollback to A (the CLI; A in the cache already): ${timing(back.run, back.servedAt)}`);
    say(`  ${ownWait(back.run)}; load average ${loadAverage()}`);
    say(`  during the rollback: ${backLoad.text}`);

    // The same switch without HTTP load: forward to B again (in the cache).
    await sleep(3000);
    say(`switch to B without load; load average ${loadAverage()}`);
    const since = Date.now();
    const forward = await runTsx(
      ['scripts/publish.ts', '--rollback', idB, '--no-env-file'],
      publisherEnv,
    );
    const forwardServed = await watch.until(idB, since, 120_000);
    say(`back to B without load (the CLI): ${timing(forward, forwardServed)}`);
    say(`  ${ownWait(forward)}`);
    say(`instances' RSS: ${rssBefore} before the publish, ${rss()} at the end`);
    say(
      `machine: ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    failed += 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (!values.keep) rmSync(work, { recursive: true, force: true });
  }
  console.log(`\n${out.join('\n')}`);
  return failed === 0 ? 0 : 1;
}

if (values['publish-folder']) {
  process.exit(
    await publishFolder(resolve(values['publish-folder']), resolve(values.content ?? '.')),
  );
}
if (values.cluster) process.exit(await clusterBench());

// ---- One machine (RELEASES_DIR) ----

const releasesDir = mkdtempSync(join(tmpdir(), 'retinova-bench-releases-'));
const PORT = 18_090;
const env = { ...process.env, RELEASES_DIR: releasesDir };
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
console.log(`releases folder: ${releasesDir}; load average before: ${loadAverage()}`);
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
  const requests = loadRequests(join(releasesDir, first as string, 'client'));
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
