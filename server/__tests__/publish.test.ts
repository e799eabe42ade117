/**
 * Publishing against a running server (docs/design.md#publishing-and-releases): a publish and a
 * rollback under concurrent requests with no failed request and never a page whose assets are
 * missing; failed builds and checks that leave the live release alone and are reported.
 *
 * To stay fast, a release here is a copy of the built dist/ with a marked page and a marked
 * asset, made by a build step of the real pipeline (scripts/lib/publish.ts: lock, smoke check,
 * rename, prune, switch, SIGHUP, wait for the server); the rollback and --list go through the
 * real CLI.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandStep, publish } from '../../scripts/lib/publish';
import { listReleases, readLastAttempt } from '../src/publish/releases';
import {
  copyBuild,
  freePort,
  markerOf,
  MARKED_PAGE as PAGE,
  smtpCatcher,
  tempSqliteUrl,
  visitors,
} from './helpers';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const quiet = () => {};

let releasesDir: string;
let server: ChildProcess;
let base: string;
let serverOutput = '';
const smtp = { port: 0, catcher: undefined as ReturnType<typeof smtpCatcher> | undefined };

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const options = () => ({
  releasesDir,
  checkout: process.cwd(),
  echo: quiet,
  log: quiet,
  smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
  notifyTo: 'web-team@retinova.example',
});

/** The CLI, as an operator runs it. */
function cli(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/publish.ts', ...args], {
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  // Beside the checkout (dist-*/ is git-ignored): on the build's file system, so a release
  // moves in by rename like in production instead of being copied across.
  releasesDir = mkdtempSync(resolve('dist-test-releases-'));
  smtp.port = await freePort();
  smtp.catcher = smtpCatcher(smtp.port);
  await smtp.catcher.listen();
  const first = await publish({ ...options(), steps: [copyBuild('r1')] });
  expect(first.result).toBe('ok');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      RELEASES_DIR: releasesDir,
      DATABASE_URL: tempSqliteUrl(),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    serverOutput += d;
  });
  server.stderr?.on('data', (d) => {
    serverOutput += d;
  });
  await until(() => serverOutput.includes('Server listening'));
  // A release of the whole build (its pages and the documents' PDFs) is copied and smoke-checked,
  // then a server process starts: more than the default 10 s on a busy 2-core machine.
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await smtp.catcher?.close();
  rmSync(releasesDir, { recursive: true, force: true });
}, 60_000);

const aboutMarker = async () => markerOf(await (await fetch(`${base}/en/about`)).text());

describe('publish and rollback against a running server', () => {
  it('switches to a new release and back under load, without one failed request', async () => {
    expect(await aboutMarker()).toBe('r1');
    const load = visitors({
      bases: [base],
      paths: ['/en/about', '/home', '/zh-hant/product?type=3', '/en/company-news'],
      connections: 20,
      alsoFetch: ['/assets/marker-r1.js'],
    });
    await new Promise((r) => setTimeout(r, 300));

    const second = await publish({ ...options(), steps: [copyBuild('r2')] });
    expect(second.result).toBe('ok');
    // publish() returns once the server confirmed: the next request sees the new release.
    expect(await aboutMarker()).toBe('r2');
    expect(readlinkSync(join(releasesDir, 'current'))).toBe(second.release);
    // The first release's own asset stays served from its folder for pages still open.
    expect((await fetch(`${base}/assets/marker-r1.js`)).status).toBe(200);
    expect((await fetch(`${base}/assets/marker-r2.js`)).status).toBe(200);
    expect((await fetch(`${base}/assets/marker-none.js`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));

    const output = cli(['--rollback']);
    expect(output).toMatch(/rolled back from \S+ to \S+/);
    expect(await aboutMarker()).toBe('r1');
    await new Promise((r) => setTimeout(r, 300));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(load.requests).toBeGreaterThan(100);
    expect([...load.seen].sort()).toEqual(['r1', 'r2']);
    expect(serverOutput).toContain('release loaded');

    const list = cli(['--list']);
    const [older, newer] = listReleases(releasesDir);
    expect(list).toContain(`* live  ${older}`);
    expect(list).toMatch(new RegExp(`\\n\\s+${newer}`));
    expect(list).toMatch(/last attempt: rollback \S+ \(cli\) ok/);
    // Forward again to the newest, by id.
    cli(['--rollback', newer as string]);
    expect(await aboutMarker()).toBe('r2');
  });

  it('keeps the newest five releases, and the live one', async () => {
    for (const marker of ['r3', 'r4', 'r5', 'r6']) {
      expect((await publish({ ...options(), steps: [copyBuild(marker)] })).result).toBe('ok');
    }
    const ids = listReleases(releasesDir);
    expect(ids).toHaveLength(5);
    expect(await aboutMarker()).toBe('r6');
    // r1 was pruned: its asset is gone; r2's (still on disk) is served.
    expect((await fetch(`${base}/assets/marker-r1.js`)).status).toBe(404);
    expect((await fetch(`${base}/assets/marker-r2.js`)).status).toBe(200);
  });
});

describe('a failed build or check', () => {
  const liveState = async () => ({
    marker: await aboutMarker(),
    current: readlinkSync(join(releasesDir, 'current')),
    releases: listReleases(releasesDir),
    entries: readdirSync(releasesDir).filter((e) => e.startsWith('.')),
    building: readdirSync('.').filter((e) => e.startsWith('dist-publish-')),
  });

  it('leaves the live release alone, keeps the log and e-mails the web team', async () => {
    const before = await liveState();
    const attempt = await publish({
      ...options(),
      steps: [
        commandStep('content check', process.cwd(), [
          process.execPath,
          '-e',
          'console.error("en/pages/about.intro: empty text"); process.exit(1)',
        ]),
        copyBuild('never'),
      ],
    });
    expect(attempt.result).toBe('failed');
    expect(attempt.failedStep).toBe('content check');
    expect(await liveState()).toEqual(before);
    const log = readFileSync(join(releasesDir, attempt.log as string), 'utf8');
    expect(log).toContain('en/pages/about.intro: empty text');
    expect(log).toContain('the live release is unchanged');
    expect(readLastAttempt(releasesDir)).toMatchObject({ result: 'failed', id: attempt.id });
    await until(() => (smtp.catcher?.mails.length ?? 0) > 0);
    const mail = smtp.catcher?.mails.at(-1);
    expect(mail?.to).toEqual(['web-team@retinova.example']);
    // Quoted-printable text (the message has Chinese in it): undo soft breaks and =XX bytes.
    const text = Buffer.from(
      (mail?.body ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8');
    expect(text).toContain('The publish failed; the live site is unchanged.');
    expect(text).toContain('Step: content check');
    expect(text).toContain('en/pages/about.intro: empty text');
  });

  it('refuses a build whose smoke check fails (a missing page, a broken sitemap)', async () => {
    const before = await liveState();
    const attempt = await publish({
      ...options(),
      steps: [
        copyBuild('broken', (client) => {
          rmSync(join(client, 'zh-hant/partner/index.html'));
          const pages = join(client, 'sitemaps/pages.xml');
          writeFileSync(pages, readFileSync(pages, 'utf8').replace('</urlset>', ''));
        }),
      ],
    });
    expect(attempt).toMatchObject({ result: 'failed', failedStep: 'smoke check' });
    expect(await liveState()).toEqual(before);
    const log = readFileSync(join(releasesDir, attempt.log as string), 'utf8');
    expect(log).toContain('zh-hant/partner/index.html is missing');
    expect(log).toContain('sitemaps/pages.xml is not well-formed XML');
    expect(existsSync(join(releasesDir, attempt.id))).toBe(false);
  });

  // Four publishes, each copying, checking and switching a whole build: 26 s on a quiet machine,
  // over the 30 s default when other test files share the cores.
  it('keeps every published document five years, unless withdrawn, and records when each went live', async () => {
    // The first release put every file live, each recorded with its time and release.
    const live = JSON.parse(readFileSync(join(distDir, 'published-files.json'), 'utf8')) as {
      files: { collection: string; slug: string; published: string; url: string }[];
    };
    expect(live.files.length).toBeGreaterThan(0);
    const wentLive = readFileSync(join(releasesDir, 'went-live.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string; wentLive: string; release: string });
    for (const file of live.files)
      expect(wentLive.some((w) => w.url === file.url && w.wentLive && w.release)).toBe(true);
    const [gone] = live.files;
    if (!gone) throw new Error('no published file');
    const removing = (withdraw: boolean) => (client: string) => {
      rmSync(join(client, gone.url));
      const list = join(client, '..', 'published-files.json');
      const next = JSON.parse(readFileSync(list, 'utf8'));
      next.files = next.files.filter((f: { url: string }) => f.url !== gone.url);
      if (withdraw) next.withdrawn = [{ ...gone, reason: 'Superseded by a corrected version' }];
      writeFileSync(list, JSON.stringify(next));
    };
    const before = await liveState();
    const refused = await publish({ ...options(), steps: [copyBuild('gone', removing(false))] });
    expect(refused).toMatchObject({ result: 'failed', failedStep: 'five-year rule' });
    expect(await liveState()).toEqual(before);
    const log = readFileSync(join(releasesDir, refused.log as string), 'utf8');
    expect(log).toContain(`${gone.collection}/${gone.slug} (published ${gone.published}`);
    expect(log).toContain(`${gone.url} would leave the site before`);
    // Five years on, the same release may go (the rule's clock is the publish's).
    const later = await publish({
      ...options(),
      now: () => new Date(Date.parse(gone.published.slice(0, 10)) + 5.1 * 365 * 86_400_000),
      steps: [copyBuild('later', removing(false))],
    });
    expect(later.result).toBe('ok');
    // Put it back, then withdraw it on purpose: allowed, and the release records why.
    expect((await publish({ ...options(), steps: [copyBuild('back')] })).result).toBe('ok');
    const withdrawn = await publish({
      ...options(),
      steps: [copyBuild('withdrawn', removing(true))],
    });
    expect(withdrawn.result).toBe('ok');
    const recorded = JSON.parse(
      readFileSync(join(releasesDir, withdrawn.release as string, 'published-files.json'), 'utf8'),
    );
    expect(recorded.withdrawn).toEqual([
      expect.objectContaining({ slug: gone.slug, reason: 'Superseded by a corrected version' }),
    ]);
  }, 90_000);

  it('hard-links the files a release shares with the live one, and only those', async () => {
    const a = await publish({ ...options(), steps: [copyBuild('links-a')] });
    const b = await publish({ ...options(), steps: [copyBuild('links-b')] });
    expect([a.result, b.result]).toEqual(['ok', 'ok']);
    const clientOf = (release: string | undefined) =>
      join(releasesDir, release as string, 'client');
    const inode = (release: string | undefined, path: string) =>
      statSync(join(clientOf(release), path)).ino;
    const published = JSON.parse(readFileSync(join(distDir, 'published-files.json'), 'utf8')) as {
      files: { url: string }[];
    };
    expect(published.files.length).toBeGreaterThan(0);
    for (const { url } of published.files)
      expect(inode(a.release, url)).toBe(inode(b.release, url));
    expect(inode(a.release, '/sitemap.xml')).toBe(inode(b.release, '/sitemap.xml'));
    expect(inode(a.release, '/sitemaps/pages.xml')).toBe(inode(b.release, '/sitemaps/pages.xml'));
    // The page each release changed (its marker) is a file of its own, with its own words.
    expect(inode(a.release, PAGE)).not.toBe(inode(b.release, PAGE));
    expect(markerOf(readFileSync(join(clientOf(a.release), PAGE), 'utf8'))).toBe('links-a');
    expect(markerOf(readFileSync(join(clientOf(b.release), PAGE), 'utf8'))).toBe('links-b');
    expect(readFileSync(join(releasesDir, b.release as string, 'publish.log'), 'utf8')).toMatch(
      new RegExp(`\\d+ files \\([\\d.]+ MB\\) unchanged since ${a.release}: hard-linked`),
    );
  });

  it('puts the old release back when the server does not confirm the switch', async () => {
    const before = await liveState();
    // A server that does not answer the reload in time (stopped, as if overloaded or hung).
    server.kill('SIGSTOP');
    let attempt: Awaited<ReturnType<typeof publish>>;
    try {
      attempt = await publish({ ...options(), reloadTimeoutMs: 1500, steps: [copyBuild('late')] });
      expect(readlinkSync(join(releasesDir, 'current'))).toBe(before.current);
    } finally {
      server.kill('SIGCONT');
    }
    expect(attempt).toMatchObject({ result: 'failed', failedStep: 'switch' });
    expect(attempt.error).toMatch(/did not load/);
    // The server handles the pending reload: it loads `current`, which is the old release again.
    await until(() => serverOutput.split('release loaded').length > 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await liveState()).toEqual(before);
  });
});
