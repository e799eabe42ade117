/**
 * Releases in S3-compatible object storage (issue 61), against a real S3 server on loopback
 * (s3rver, files in a temporary folder).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MULTIPART_THRESHOLD,
  manifestOf,
  manifestParts,
  parseReleasesUrl,
  pruneCache,
  ReleaseStore,
  s3ClientFromEnv,
} from '../src/publish/object-store';
import type { ReleaseInfo } from '../src/publish/releases';
import { type S3rverServer, startS3rver } from './helpers';

const BUCKET = 'site';
const FIRST = '20260101-100000-aaaaaaa';
const SECOND = '20260102-100000-bbbbbbb';

let server: S3rverServer;
let endpoint: string;
let scratch: string;
/** The build folder of FIRST; SECOND differs in client/index.html only. */
let firstDir: string;
let secondDir: string;

const info = (id: string): ReleaseInfo => ({
  id,
  commit: id.slice(-7),
  createdAt: '2026-01-01T10:00:00.000Z',
  buildSeconds: 1,
  pages: 1,
});

function clientFor(env: Record<string, string> = {}): S3Client {
  return s3ClientFromEnv({
    S3_ENDPOINT: endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    ...env,
  });
}

/** A store under a prefix of its own, so that tests do not see each other's releases. */
function freshStore(client = clientFor()): { store: ReleaseStore; prefix: string } {
  const prefix = `t-${randomBytes(4).toString('hex')}/`;
  return { store: new ReleaseStore({ client, bucket: BUCKET, prefix }), prefix };
}

function write(dir: string, path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

function makeBuild(dir: string): void {
  const app = `console.log(${JSON.stringify(randomBytes(2000).toString('base64'))});\n`;
  write(dir, 'client/index.html', '<!doctype html><title>首页</title>\n'.repeat(50));
  write(dir, 'client/index.html.br', randomBytes(300));
  write(dir, 'client/index.html.gz', randomBytes(400));
  write(dir, 'client/assets/app-1a2b3c.js', app);
  // The same content twice: stored once.
  write(dir, 'client/assets/app-copy.js', app);
  // Over the multipart threshold: two parts.
  write(dir, 'client/docs/annual-report.pdf', randomBytes(MULTIPART_THRESHOLD + 1024 * 1024));
  write(dir, 'client/empty.txt', '');
  write(dir, 'ssr/entry-server.js', 'export const render = () => "";\n');
  write(dir, 'site-manifest.json', '{"pages":[]}\n');
  write(dir, 'published-files.json', '["/index.html"]\n');
  write(dir, 'release.json', `${JSON.stringify(info(FIRST))}\n`);
}

/** Every file under `dir` by its '/'-separated relative path. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

function expectSameTree(actual: string, expected: string): void {
  expect(filesOf(actual)).toEqual(filesOf(expected));
  for (const path of filesOf(expected)) {
    const same = readFileSync(join(actual, path)).equals(readFileSync(join(expected, path)));
    expect(same, path).toBe(true);
  }
}

async function keysUnder(client: S3Client, prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

/** Stores FIRST, then SECOND with the objects FIRST already has. */
async function storeBoth(store: ReleaseStore) {
  const first = await manifestOf(firstDir, FIRST, info(FIRST));
  const firstResult = await store.putRelease(firstDir, first, new Set());
  const second = await manifestOf(secondDir, SECOND, info(SECOND));
  const known = await store.knownObjects([FIRST]);
  const secondResult = await store.putRelease(secondDir, second, known);
  return { first, second, firstResult, secondResult };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'object-store-'));
  server = await startS3rver(join(scratch, 's3rver'), 0, BUCKET);
  endpoint = server.endpoint;
  firstDir = join(scratch, 'first');
  secondDir = join(scratch, 'second');
  makeBuild(firstDir);
  cpSync(firstDir, secondDir, { recursive: true });
  write(secondDir, 'client/index.html', '<!doctype html><title>新的首页</title>\n'.repeat(60));
});

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('parseReleasesUrl', () => {
  it('takes the bucket and a prefix that is empty or ends in a slash', () => {
    expect(parseReleasesUrl('s3://site')).toEqual({ bucket: 'site', prefix: '' });
    expect(parseReleasesUrl('s3://site/')).toEqual({ bucket: 'site', prefix: '' });
    expect(parseReleasesUrl('s3://site/releases')).toEqual({ bucket: 'site', prefix: 'releases/' });
    expect(parseReleasesUrl('s3://my.site-1/a/b/')).toEqual({
      bucket: 'my.site-1',
      prefix: 'a/b/',
    });
  });

  it.each([
    ['/srv/releases', /must start with s3:\/\//],
    ['https://site/releases', /must start with s3:\/\//],
    ['s3://', /"" is not a bucket name/],
    ['s3://Site/x', /"Site" is not a bucket name/],
    ['s3://site//x', /empty, \. or \.\. part/],
    ['s3://site/a/../b', /empty, \. or \.\. part/],
    ['s3://site/x?region=eu', /no query/],
  ])('refuses %s', (url, message) => {
    expect(() => parseReleasesUrl(url)).toThrow(message);
  });
});

describe('manifestOf', () => {
  it('hashes every file, and refuses a symlink by name', async () => {
    const manifest = await manifestOf(firstDir, FIRST, info(FIRST));
    expect(Object.keys(manifest.files)).toEqual(filesOf(firstDir));
    expect(manifest.files['client/empty.txt']).toEqual({
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      size: 0,
    });
    const linked = join(scratch, 'linked');
    write(linked, 'client/index.html', 'x');
    symlinkSync('index.html', join(linked, 'client/alias.html'));
    await expect(manifestOf(linked, FIRST, info(FIRST))).rejects.toThrow(
      /client\/alias\.html is a symlink/,
    );
  });
});

describe('manifestParts', () => {
  /** A manifest of `count` files with paths like a site's, sorted. */
  const manifestWith = (paths: string[]) =>
    Object.fromEntries(
      [...paths]
        .sort()
        .map((path) => [
          path,
          { sha256: createHash('sha256').update(path).digest('hex'), size: path.length },
        ]),
    );
  const site = Array.from({ length: 3000 }, (_, i) => `client/en/news/article-${i}/index.html`);

  it('cuts the same files the same way, into parts of about 32', () => {
    const parts = manifestParts(manifestWith(site));
    expect(manifestParts(manifestWith(site)).map((p) => p.sha256)).toEqual(
      parts.map((p) => p.sha256),
    );
    expect(parts.reduce((sum, part) => sum + part.files, 0)).toBe(site.length);
    expect(parts.length).toBeGreaterThan(site.length / 64);
    expect(parts.length).toBeLessThan(site.length / 16);
  });

  it('changes at most two parts when a file is added, and one when a file changes', () => {
    const before = new Set(manifestParts(manifestWith(site)).map((p) => p.sha256));
    const newParts = (files: Record<string, { sha256: string; size: number }>) =>
      manifestParts(files).filter((part) => !before.has(part.sha256));
    for (const added of [
      'client/en/news/article-1500a/index.html',
      'client/a.html',
      'client/z.html',
    ]) {
      expect(newParts(manifestWith([...site, added])).length, added).toBeGreaterThanOrEqual(1);
      expect(newParts(manifestWith([...site, added])).length, added).toBeLessThanOrEqual(2);
    }
    const files = manifestWith(site);
    files['client/en/news/article-77/index.html'] = { sha256: 'a'.repeat(64), size: 1 };
    expect(newParts(files)).toHaveLength(1);
    for (const removed of [site[0], site[1500], site[2999]]) {
      const fewer = manifestWith(site.filter((path) => path !== removed));
      expect(newParts(fewer).length, removed).toBeGreaterThanOrEqual(1);
      expect(newParts(fewer).length, removed).toBeLessThanOrEqual(2);
    }
  });
});

describe('ReleaseStore', () => {
  it('uploads every object the first time, and only what changed the second', async () => {
    const client = clientFor();
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize', name: 'countCommands' },
    );
    const { store } = freshStore(client);
    const { first, firstResult, secondResult } = await storeBoth(store);
    // The large file went up in parts.
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(2);
    const files = Object.values(first.files);
    const unique = new Map(files.map((file) => [file.sha256, file.size]));
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
    const parts = manifestParts(first.files);
    expect(firstResult).toEqual({
      files: unique.size,
      bytes: sum([...unique.values()]),
      totalFiles: files.length,
      totalBytes: sum(files.map((file) => file.size)),
      manifest: {
        parts: parts.length,
        newParts: parts.length,
        bytes: expect.any(Number),
      },
    });
    expect(unique.size).toBe(files.length - 1);
    const changed = statSync(join(secondDir, 'client/index.html')).size;
    // One file changed: its object, the one part of the manifest that names it, and the root.
    expect(secondResult).toMatchObject({
      files: 1,
      bytes: changed,
      totalFiles: files.length,
      manifest: { parts: parts.length, newParts: 1 },
    });
    const puts = commands.filter((name) => name === 'PutObjectCommand');
    const firstPuts = unique.size - 1 + parts.length + 1; // the large file went up in parts
    expect(puts).toHaveLength(firstPuts + 3);
    expect(await store.readManifest(SECOND)).toMatchObject({ id: SECOND, info: info(SECOND) });
    expect((await store.readFile(SECOND, 'published-files.json'))?.toString()).toBe(
      '["/index.html"]\n',
    );
    expect(await store.readFile(SECOND, 'no/such/file')).toBeUndefined();
  });

  it('writes the manifest only after every object is stored', async () => {
    const manifest = await manifestOf(firstDir, FIRST, info(FIRST));
    const failing = manifest.files['client/assets/app-1a2b3c.js']?.sha256 ?? '';
    const client = clientFor();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const key = (args.input as { Key?: string }).Key ?? '';
        if (context.commandName === 'PutObjectCommand' && key.endsWith(failing)) {
          throw new Error('the disk is full');
        }
        return next(args);
      },
      { step: 'initialize', name: 'failOneUpload' },
    );
    const { store, prefix } = freshStore(client);
    await expect(store.putRelease(firstDir, manifest, new Set())).rejects.toThrow(
      `cannot upload client/assets/app-1a2b3c.js of release ${FIRST} as object ${failing}`,
    );
    expect(await store.listReleases()).toEqual([]);
    expect(await keysUnder(client, `${prefix}releases/`)).toEqual([]);
    await expect(store.readManifest(FIRST)).rejects.toThrow(`release ${FIRST} has no manifest`);
  });

  it('lists releases oldest first', async () => {
    const { store } = freshStore();
    const manifest = await manifestOf(secondDir, SECOND, info(SECOND));
    await store.putRelease(secondDir, manifest, new Set());
    const known = await store.knownObjects([SECOND]);
    const older = '20251231-235959-ccccccc';
    await store.putRelease(
      firstDir,
      { ...(await manifestOf(firstDir, older, info(older))) },
      known,
    );
    await store.putRelease(firstDir, await manifestOf(firstDir, FIRST, info(FIRST)), known);
    expect(await store.listReleases()).toEqual([older, FIRST, SECOND]);
  });

  it('downloads byte-identical trees that share objects, also twice at once', async () => {
    const { store, prefix } = freshStore();
    await storeBoth(store);
    const cache = join(scratch, 'cache-download');
    const first = await store.download(FIRST, cache);
    const second = await store.download(SECOND, cache);
    expect(first).toBe(join(cache, 'releases', FIRST));
    expectSameTree(first, firstDir);
    expectSameTree(second, secondDir);
    const inode = (root: string, path: string) => statSync(join(root, path)).ino;
    expect(inode(first, 'client/docs/annual-report.pdf')).toBe(
      inode(second, 'client/docs/annual-report.pdf'),
    );
    expect(inode(first, 'client/index.html')).not.toBe(inode(second, 'client/index.html'));
    // Already there: handed out at once.
    expect(await store.download(FIRST, cache)).toBe(first);

    // Two servers sharing one cache folder (each store fetches on its own).
    const shared = join(scratch, 'cache-shared');
    const other = new ReleaseStore({ client: clientFor(), bucket: BUCKET, prefix });
    const twice = await Promise.all([
      store.download(SECOND, shared),
      other.download(SECOND, shared),
    ]);
    expect(twice).toEqual([join(shared, 'releases', SECOND), join(shared, 'releases', SECOND)]);
    expectSameTree(join(shared, 'releases', SECOND), secondDir);
    expect(readdirSync(join(shared, 'releases'))).toEqual([SECOND]);
    expect(readdirSync(join(shared, 'objects')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('fails a download naming the release and the object, leaving no folder', async () => {
    const { store, prefix } = freshStore();
    const broken = '20260103-100000-broken';
    const missing = 'f'.repeat(64);
    const client = clientFor();
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${prefix}releases/${broken}.json.gz`,
        Body: gzipSync(
          JSON.stringify({
            id: broken,
            info: info(broken),
            files: { 'client/index.html': { sha256: missing, size: 10 } },
          }),
        ),
      }),
    );
    const cache = join(scratch, 'cache-broken');
    await expect(store.download(broken, cache)).rejects.toThrow(
      `cannot download release ${broken}: object ${missing} (client/index.html)`,
    );
    expect(readdirSync(join(cache, 'releases'))).toEqual([]);
    expect(readdirSync(join(cache, 'objects'))).toEqual([]);
  });

  it('still reads and downloads a release whose manifest is of the older, whole form', async () => {
    const { store, prefix } = freshStore();
    const { second } = await storeBoth(store);
    const old = '20251230-100000-oldform';
    // As the store wrote every manifest before it cut them into parts (format 1).
    await clientFor().send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${prefix}releases/${old}.json.gz`,
        Body: gzipSync(JSON.stringify({ id: old, info: info(old), files: second.files })),
      }),
    );
    const manifest = await store.readManifest(old);
    expect(manifest.files).toEqual(second.files);
    expect(manifest.parts).toBeUndefined();
    expectSameTree(await store.download(old, join(scratch, 'cache-old-form')), secondDir);
    // Its objects count as stored for the next publish.
    const known = await store.knownObjects([old]);
    expect([...known].sort()).toEqual(
      [...new Set(Object.values(second.files).map((f) => f.sha256))].sort(),
    );
  });

  it('refuses a manifest part that is not what the root names, naming the release and the part', async () => {
    const { store, prefix } = freshStore();
    const { second } = await storeBoth(store);
    const client = clientFor();
    const [part] = manifestParts(second.files);
    if (!part) throw new Error('no part');
    // Another content under the part's name (a store that corrupted or an attacker who replaced it).
    const forged = gzipSync(JSON.stringify([['../../etc/passwd', part.sha256, 1]]));
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${prefix}objects/${part.sha256}`,
        Body: forged,
      }),
    );
    const fresh = new ReleaseStore({ client, bucket: BUCKET, prefix });
    await expect(fresh.readManifest(SECOND)).rejects.toThrow(
      `part ${part.sha256} of the manifest of release ${SECOND} arrived as ${forged.length} bytes`,
    );
    await expect(fresh.download(SECOND, join(scratch, 'cache-forged'))).rejects.toThrow(
      `part ${part.sha256} of the manifest of release ${SECOND}`,
    );

    // A root whose parts are well formed but out of order (they overlap): refused too.
    const reversed = '20260104-100000-reversed';
    const a = gzipSync(JSON.stringify([['client/b.html', part.sha256, 1]]));
    const b = gzipSync(JSON.stringify([['client/a.html', part.sha256, 1]]));
    const named = [a, b].map((body) => ({
      sha256: createHash('sha256').update(body).digest('hex'),
      size: body.length,
      body,
    }));
    for (const { sha256, body } of named) {
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}objects/${sha256}`, Body: body }),
      );
    }
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${prefix}releases/${reversed}.json.gz`,
        Body: gzipSync(
          JSON.stringify({
            format: 2,
            id: reversed,
            info: info(reversed),
            parts: named.map(({ sha256, size }) => ({ sha256, size })),
          }),
        ),
      }),
    );
    await expect(fresh.readManifest(reversed)).rejects.toThrow(
      `the manifest of release ${reversed} is malformed: part ${named[1]?.sha256} names client/a.html out of order`,
    );
  });

  it('prunes releases not kept and the objects only they named', async () => {
    const { store, prefix } = freshStore();
    const { first, second } = await storeBoth(store);
    const client = clientFor();
    const objects = () => keysUnder(client, `${prefix}objects/`);
    // The files' objects and the manifest's parts.
    const secondParts = manifestParts(second.files).map((part) => part.sha256);
    const secondObjects = [
      ...new Set([...Object.values(second.files).map((f) => f.sha256), ...secondParts]),
    ].map((sha256) => `${prefix}objects/${sha256}`);
    const onlyFirst = first.files['client/index.html']?.sha256;
    const onlyFirstParts = manifestParts(first.files).filter(
      (part) => !secondParts.includes(part.sha256),
    );
    expect(onlyFirstParts).toHaveLength(1);

    // Fresh unnamed objects may belong to an upload in progress: left for a later prune.
    expect(await store.prune([SECOND])).toEqual({ releases: [FIRST], objects: 0 });
    expect(await objects()).toContain(`${prefix}objects/${onlyFirst}`);

    // FIRST's index.html and the part of its manifest that named it.
    expect(await store.prune([SECOND], { minAgeMs: 0 })).toEqual({ releases: [], objects: 2 });
    expect(await store.listReleases()).toEqual([SECOND]);
    expect(await objects()).toEqual(secondObjects.sort());
    expectSameTree(await store.download(SECOND, join(scratch, 'cache-pruned')), secondDir);
  });

  it('checks the bucket and the keys, saying plainly what is wrong', async () => {
    await expect(freshStore().store.check()).resolves.toBeUndefined();
    const missing = new ReleaseStore({ client: clientFor(), bucket: 'no-such-bucket', prefix: '' });
    await expect(missing.check()).rejects.toThrow(
      `bucket no-such-bucket does not exist at ${endpoint}`,
    );
    const wrongKeys = freshStore(clientFor({ AWS_ACCESS_KEY_ID: 'WRONG' })).store;
    await expect(wrongKeys.check()).rejects.toThrow(
      'the store refused the access keys (InvalidAccessKeyId)',
    );
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const away = freshStore(clientFor({ S3_ENDPOINT: nowhere })).store;
    await expect(away.check()).rejects.toThrow(
      `cannot reach the object store at ${nowhere}: connect ECONNREFUSED`,
    );
  });
});

describe('pruneCache', () => {
  it('removes releases not kept and the objects no kept release links to', async () => {
    const { store } = freshStore();
    const { first, second } = await storeBoth(store);
    const cache = join(scratch, 'cache-prune');
    await store.download(FIRST, cache);
    await store.download(SECOND, cache);
    const objects = () => readdirSync(join(cache, 'objects')).sort();

    // Just made: another process sharing the cache may be about to serve it.
    expect(await pruneCache(cache, [SECOND])).toEqual({ releases: [], objects: 0 });

    expect(await pruneCache(cache, [SECOND], { graceMs: 0 })).toEqual({
      releases: [FIRST],
      objects: 1,
    });
    expect(readdirSync(join(cache, 'releases'))).toEqual([SECOND]);
    expect(objects()).toEqual(
      [...new Set(Object.values(second.files).map((f) => f.sha256))].sort(),
    );
    expect(objects()).not.toContain(first.files['client/index.html']?.sha256);
    expectSameTree(join(cache, 'releases', SECOND), secondDir);
  });
});
