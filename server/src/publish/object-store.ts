/**
 * Releases in S3-compatible object storage (issue 61), so that several server instances can serve
 * the same releases. This module only stores and fetches immutable releases; which release is
 * live is recorded elsewhere (PostgreSQL).
 *
 *     s3://BUCKET/PREFIX/
 *       objects/<sha256>              the content of one file, named by its hash; or one part of
 *                                     a release's manifest (below)
 *       releases/<id>.json.gz         a release's manifest root (gzip JSON): its ReleaseInfo and
 *                                     the hash and size of each part of its manifest
 *
 * A manifest names, for every file of the build folder, the hash and size of its content. It is
 * stored in parts (format 2): the sorted list of files is cut after a path whose own hash says so
 * (manifestParts: about 32 files a part), each part is an object like any other (gzip JSON,
 * named by the hash of its bytes), and the root lists the parts. Since a cut depends on the path
 * at it, not on its position, a publish that adds or changes a few files changes only the parts
 * they are in: the others have the same bytes, hence the same name, and are not uploaded again.
 * (Written whole, the manifest was 1.4 MB of gzip at 1,000 articles per language, more than
 * everything else a one-article publish uploads: decision 0022.) A root of the older form, the
 * whole manifest in one object (`files`), is still read: releases stored before keep loading.
 *
 * Objects are content-addressed, so a file that did not change between two releases is stored
 * once, and uploading it again is harmless. A root is written only after every object and part it
 * names is stored, so a root that exists always describes a complete release.
 *
 * On a server's disk, a release is materialised in a cache folder that several processes may
 * share:
 *
 *     CACHE/
 *       objects/<sha256>              each object fetched once, verified, read-only
 *       releases/<id>/                the build folder, every file a hard link to its object
 *       releases/.<id>.<pid>.<random> a tree being assembled; renamed to <id> when whole
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import {
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  unlink,
  utimes,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { z } from 'zod';
import { RELEASE_ID, type ReleaseInfo } from './releases';

/** Files larger than this go up in parts (lib-storage's Upload); smaller ones in one request. */
export const MULTIPART_THRESHOLD = 8 * 1024 * 1024;
/** Parts in flight per multipart upload; with 8 uploads at once that bounds memory to ~128 MB. */
const PART_QUEUE = 2;
const HASH_CONCURRENCY = 8;
const UPLOAD_CONCURRENCY = 8;
const DOWNLOAD_CONCURRENCY = 16;
const MANIFEST_CONCURRENCY = 8;
/** DeleteObjects takes at most 1000 keys per request. */
const DELETE_BATCH = 1000;
/**
 * prune() leaves unnamed objects younger than this alone: they may belong to a release whose
 * upload is still running (its manifest is written last).
 */
const STORE_GRACE_MS = 60 * 60_000;
/** pruneCache() leaves releases and objects of the cache younger than this alone. */
const CACHE_GRACE_MS = 10 * 60_000;
/** A manifest's name after its release id, and the most its JSON may inflate to. */
const MANIFEST_SUFFIX = '.json.gz';
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;
/** pruneCache() removes half-written trees and objects older than this (a crashed download). */
const CACHE_TEMP_GRACE_MS = 60 * 60_000;

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Cutting a manifest into parts: after a path whose hash is 0 modulo PART_TARGET (so about one
 * path in 32), and always at PART_MAX. No minimum: with one, where a part ends would depend on
 * where it began, and removing a file could change three parts. Smaller parts mean fewer bytes
 * uploaded again per changed file but a longer root (BENCHMARKS.md, "Several instances").
 */
const PART_TARGET = 32;
const PART_MAX = 128;
/** The root of the parted form, and the most parts' entries one store keeps in memory. */
const MANIFEST_FORMAT = 2;
const PART_CACHE_LIMIT = 200_000;

// ---------------------------------------------------------------------------------------------
// Configuration

/** `s3://bucket/some/prefix` → `{ bucket, prefix: 'some/prefix/' }` (prefix '' at the root). */
export function parseReleasesUrl(url: string): { bucket: string; prefix: string } {
  const scheme = 's3://';
  const invalid = (why: string) =>
    new Error(`RELEASES_URL ${JSON.stringify(url)} is not s3://BUCKET/PREFIX: ${why}`);
  if (!url.startsWith(scheme)) throw invalid('it must start with s3://');
  if (url.includes('?') || url.includes('#')) throw invalid('no query or fragment allowed');
  const rest = url.slice(scheme.length);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  // S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw invalid(`${JSON.stringify(bucket)} is not a bucket name`);
  }
  const path = slash === -1 ? '' : rest.slice(slash + 1).replace(/\/$/, '');
  if (path === '') return { bucket, prefix: '' };
  if (!isSafePath(path))
    throw invalid(`the prefix ${JSON.stringify(path)} has an empty, . or .. part`);
  return { bucket, prefix: `${path}/` };
}

/**
 * The client for the store the environment names. S3_ENDPOINT selects a store other than AWS
 * (MinIO, Ceph, …), addressed path-style since such stores rarely have per-bucket host names.
 * Without AWS_ACCESS_KEY_ID the SDK's default chain applies (note: it reads process.env, not
 * `env`, and instance roles).
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !URL.canParse(endpoint)) {
    throw new Error(`S3_ENDPOINT ${JSON.stringify(endpoint)} is not a URL`);
  }
  return new S3Client({
    region: env.AWS_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...credentialsFromEnv(env),
    // Stores other than AWS often reject the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that went away must fail within seconds rather than hang a publish or a start-up:
    // 5 s to connect, 10 s of silence on an open connection, 3 attempts. (requestTimeout would
    // also cap the time to send a large body, and by default only logs a warning.)
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 10_000 },
  });
}

function credentialsFromEnv(env: NodeJS.ProcessEnv) {
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId && !secretAccessKey) return {};
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const sessionToken = env.AWS_SESSION_TOKEN || undefined;
  return {
    credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) },
  };
}

// ---------------------------------------------------------------------------------------------
// Manifests

export interface ManifestEntry {
  sha256: string;
  size: number;
}

export interface ReleaseManifest {
  id: string;
  info: ReleaseInfo;
  /** Every file of the build folder by its path relative to the folder, '/'-separated. */
  files: Record<string, ManifestEntry>;
  /** The objects the manifest is stored in (format 2; none for a manifest of the older form). */
  parts?: ManifestEntry[];
}

/** One stored part of a manifest: its files in order, as [path, sha256, size]. */
type PartEntry = [string, string, number];

/** A part's bytes as stored (gzip JSON), with their hash and size. */
export interface ManifestPart extends ManifestEntry {
  body: Buffer;
  files: number;
}

const entrySchema = z.object({
  sha256: z.string().regex(SHA256),
  size: z.number().int().nonnegative(),
});
const infoSchema = z.looseObject({
  id: z.string(),
  commit: z.string(),
  createdAt: z.string(),
  buildSeconds: z.number(),
  pages: z.number(),
});
const safePath = z.string().refine(isSafePath, 'not a relative path');
/** The older form: the whole manifest in the root. */
const manifestSchema = z.object({
  id: z.string().regex(RELEASE_ID),
  info: infoSchema,
  files: z.record(safePath, entrySchema),
});
/** Format 2: the root names the parts. */
const rootSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  id: z.string().regex(RELEASE_ID),
  info: infoSchema,
  parts: z.array(entrySchema).min(1),
});
const partSchema = z
  .array(z.tuple([safePath, z.string().regex(SHA256), z.number().int().nonnegative()]))
  .min(1);

/**
 * The manifest's files in content-defined parts (see the top of this file), each as the bytes
 * stored and their hash. `files` must be sorted by path (manifestOf sorts them).
 */
export function manifestParts(files: Record<string, ManifestEntry>): ManifestPart[] {
  const parts: ManifestPart[] = [];
  let current: PartEntry[] = [];
  const close = () => {
    const body = gzipSync(JSON.stringify(current));
    const sha256 = createHash('sha256').update(body).digest('hex');
    parts.push({ sha256, size: body.length, body, files: current.length });
    current = [];
  };
  for (const [path, { sha256, size }] of Object.entries(files)) {
    current.push([path, sha256, size]);
    if (current.length >= PART_MAX || cutsAfter(path)) close();
  }
  if (current.length > 0) close();
  return parts;
}

/** A manifest as the store keeps it: its parts, and the root (gzip JSON) that names them. */
export function storedManifest(manifest: ReleaseManifest): { root: Buffer; parts: ManifestPart[] } {
  const parts = manifestParts(manifest.files);
  const root = gzipSync(
    JSON.stringify({
      format: MANIFEST_FORMAT,
      id: manifest.id,
      info: manifest.info,
      parts: parts.map(({ sha256, size }) => ({ sha256, size })),
    }),
  );
  return { root, parts };
}

/** Whether a part ends at `path`: by the path's own hash, so the same wherever it stands. */
function cutsAfter(path: string): boolean {
  return createHash('sha256').update(path).digest().readUInt32BE(0) % PART_TARGET === 0;
}

/**
 * A path that stays inside the folder it is joined to: a manifest comes from the network, and
 * its paths become file names on disk.
 */
function isSafePath(path: string): boolean {
  if (path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The manifest, checked: one that comes from the network names files on disk. */
function validManifest(value: unknown, id: string): ReleaseManifest {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`the manifest of release ${id} is malformed: ${parsed.error.message}`);
  }
  if (parsed.data.id !== id) {
    throw new Error(`the manifest of release ${id} is that of ${parsed.data.id}`);
  }
  return parsed.data as ReleaseManifest;
}

function assertReleaseId(id: string): void {
  if (!RELEASE_ID.test(id)) throw new Error(`${JSON.stringify(id)} is not a release id`);
}

/**
 * The manifest of a build folder: the hash and size of every file under `dir`. A symlink is
 * refused, since what it points at could change after the release is stored; other non-files
 * (sockets, pipes) are not part of a build and are skipped.
 */
export async function manifestOf(
  dir: string,
  id: string,
  info: ReleaseInfo,
): Promise<ReleaseManifest> {
  assertReleaseId(id);
  const paths = await filesUnder(dir);
  const files: Record<string, ManifestEntry> = {};
  await forEachLimited(paths, HASH_CONCURRENCY, async (path) => {
    files[path] = await hashFile(join(dir, path)).catch((error: unknown) => {
      throw new Error(`cannot hash ${path} in ${dir}: ${describe(error)}`, { cause: error });
    });
  });
  // Sorted, so that two manifests of the same folder are the same text.
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { id, info, files: sorted };
}

/** Paths of the plain files under `dir`, relative and '/'-separated. */
async function filesUnder(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(join(dir, under), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      throw new Error(`${join(dir, path)} is a symlink: a release stores only plain files`);
    }
    if (entry.isDirectory()) {
      // A loop rather than push(...): a folder of many thousand files would overflow the stack.
      for (const file of await filesUnder(dir, path)) found.push(file);
    } else if (entry.isFile()) found.push(path);
  }
  return found;
}

async function hashFile(file: string): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

// ---------------------------------------------------------------------------------------------
// The store

export interface ReleaseStoreOptions {
  client: S3Client;
  bucket: string;
  /** '' or ending in '/' (parseReleasesUrl gives that). */
  prefix: string;
}

export interface PutResult {
  /** Objects of files uploaded by this call and their bytes. */
  files: number;
  bytes: number;
  /** Files of the release and their bytes (a file stored twice in the folder counts twice). */
  totalFiles: number;
  totalBytes: number;
  /** The manifest: its parts, those this call uploaded, and the bytes of those and the root. */
  manifest: { parts: number; newParts: number; bytes: number };
}

/**
 * Immutable releases in one bucket under one prefix.
 *
 * putRelease and prune must not run at the same time (they run under the one publish lock): a
 * release being uploaded relies on objects of kept releases that it does not upload again, and
 * a prune that drops those releases would delete them.
 */
export class ReleaseStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  /** Objects this process is fetching into a cache, so two downloads fetch each once. */
  private readonly fetching = new Map<string, Promise<void>>();
  /** The manifests' parts read so far, by hash (immutable, so never stale). */
  private readonly parts = new Map<string, PartEntry[]>();

  constructor({ client, bucket, prefix }: ReleaseStoreOptions) {
    if (prefix !== '' && !prefix.endsWith('/')) {
      throw new Error(`the prefix ${JSON.stringify(prefix)} must be '' or end in '/'`);
    }
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix;
  }

  /** Checks that the bucket exists and accepts the keys; the error says which is wrong. */
  async check(): Promise<void> {
    try {
      // Listing rather than HeadBucket: its errors carry a code (HEAD answers have no body), and
      // listing is a permission the store needs anyway (listReleases, prune).
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, MaxKeys: 1 }),
      );
    } catch (error) {
      throw await this.explain(error);
    }
  }

  /**
   * Uploads the objects of a build folder that are not in `known` (the hashes of releases
   * already stored: see knownObjects), then its manifest, which makes the release visible.
   */
  async putRelease(dir: string, manifest: ReleaseManifest, known: Set<string>): Promise<PutResult> {
    // A manifest readers would refuse must not be stored (nor its files read from odd paths).
    validManifest(manifest, manifest.id);
    const missing = new Map<string, { path: string; size: number }>();
    let totalBytes = 0;
    for (const [path, { sha256, size }] of Object.entries(manifest.files)) {
      totalBytes += size;
      if (!known.has(sha256) && !missing.has(sha256)) missing.set(sha256, { path, size });
    }
    let bytes = 0;
    await forEachLimited([...missing], UPLOAD_CONCURRENCY, async ([sha256, { path, size }]) => {
      await this.uploadObject(join(dir, path), sha256, size).catch((error: unknown) => {
        throw new Error(
          `cannot upload ${path} of release ${manifest.id} as object ${sha256}: ${describe(error)}`,
          { cause: error },
        );
      });
      bytes += size;
    });
    // Then the manifest's parts that the store lacks (a part unchanged since a kept release has
    // its name), and only now the root: a root in the store promises that every object and part
    // it names is there.
    const { root, parts } = storedManifest(manifest);
    const newParts = [...new Map(parts.map((part) => [part.sha256, part])).values()].filter(
      (part) => !known.has(part.sha256),
    );
    await forEachLimited(newParts, UPLOAD_CONCURRENCY, async ({ sha256, body }) => {
      await this.putBytes(this.objectKey(sha256), body);
    });
    await this.putBytes(this.manifestKey(manifest.id), root);
    const totalFiles = Object.keys(manifest.files).length;
    const manifestBytes = root.length + newParts.reduce((sum, part) => sum + part.size, 0);
    return {
      files: missing.size,
      bytes,
      totalFiles,
      totalBytes,
      manifest: { parts: parts.length, newParts: newParts.length, bytes: manifestBytes },
    };
  }

  private async putBytes(key: string, body: Buffer): Promise<void> {
    await this.client
      .send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: 'application/gzip',
        }),
      )
      .catch(this.failure('write', key));
  }

  /** The hashes the manifests of these releases name: their files' and their parts'. */
  async knownObjects(ids: string[]): Promise<Set<string>> {
    const known = new Set<string>();
    await forEachLimited(ids, MANIFEST_CONCURRENCY, async (id) => {
      const manifest = await this.readManifest(id);
      for (const { sha256 } of Object.values(manifest.files)) known.add(sha256);
      for (const { sha256 } of manifest.parts ?? []) known.add(sha256);
    });
    return known;
  }

  /** Ids of the releases whose manifests are stored, oldest first. */
  async listReleases(): Promise<string[]> {
    const ids: string[] = [];
    const folder = `${this.prefix}releases/`;
    for await (const { key } of this.listKeys(folder)) {
      const name = key.slice(folder.length);
      const id = name.endsWith(MANIFEST_SUFFIX) ? name.slice(0, -MANIFEST_SUFFIX.length) : '';
      if (RELEASE_ID.test(id)) ids.push(id);
    }
    // Ids start with their UTC time.
    return ids.sort();
  }

  async readManifest(id: string): Promise<ReleaseManifest> {
    assertReleaseId(id);
    const key = this.manifestKey(id);
    const bytes = await this.getBytes(key);
    if (!bytes) throw new Error(`release ${id} has no manifest at s3://${this.bucket}/${key}`);
    let value: unknown;
    try {
      value = gunzipJson(bytes);
    } catch (error) {
      throw new Error(`the manifest of release ${id} is not gzip JSON: ${describe(error)}`);
    }
    if (!(value && typeof value === 'object' && 'format' in value)) return validManifest(value, id);
    const root = rootSchema.safeParse(value);
    if (!root.success) {
      throw new Error(`the manifest of release ${id} is malformed: ${root.error.message}`);
    }
    if (root.data.id !== id) {
      throw new Error(`the manifest of release ${id} is that of ${root.data.id}`);
    }
    const parts = root.data.parts;
    const entries = new Array<PartEntry[]>(parts.length);
    await forEachLimited([...parts.keys()], DOWNLOAD_CONCURRENCY, async (index) => {
      entries[index] = await this.readPart(id, parts[index] as ManifestEntry);
    });
    // In order, with no path twice: the parts of one sorted list, as manifestParts cut it.
    const files: Record<string, ManifestEntry> = {};
    let last = '';
    for (const [index, part] of entries.entries()) {
      for (const [path, sha256, size] of part ?? []) {
        if (path <= last) {
          throw new Error(
            `the manifest of release ${id} is malformed: part ${parts[index]?.sha256} names ${path} out of order`,
          );
        }
        files[path] = { sha256, size };
        last = path;
      }
    }
    return { id, info: root.data.info as ReleaseInfo, files, parts };
  }

  /** One part of a manifest, fetched once per store (parts are immutable) and verified. */
  private async readPart(id: string, { sha256, size }: ManifestEntry): Promise<PartEntry[]> {
    const cached = this.parts.get(sha256);
    if (cached) return cached;
    const what = `part ${sha256} of the manifest of release ${id}`;
    const bytes = await this.getBytes(this.objectKey(sha256));
    if (!bytes) throw new Error(`${what} is missing`);
    const arrived = createHash('sha256').update(bytes).digest('hex');
    if (bytes.length !== size || arrived !== sha256) {
      throw new Error(`${what} arrived as ${bytes.length} bytes with sha256 ${arrived}`);
    }
    let value: unknown;
    try {
      value = gunzipJson(bytes);
    } catch (error) {
      throw new Error(`${what} is not gzip JSON: ${describe(error)}`);
    }
    const parsed = partSchema.safeParse(value);
    if (!parsed.success) throw new Error(`${what} is malformed: ${parsed.error.message}`);
    if (this.parts.size >= PART_CACHE_LIMIT) this.parts.clear();
    this.parts.set(sha256, parsed.data);
    return parsed.data;
  }

  /** One file of a release (e.g. `published-files.json`), or undefined when it has none. */
  async readFile(id: string, path: string): Promise<Buffer | undefined> {
    const entry = (await this.readManifest(id)).files[path];
    if (!entry) return undefined;
    const key = this.objectKey(entry.sha256);
    const bytes = await this.getBytes(key);
    if (!bytes) throw new Error(`object ${entry.sha256} (${path} of release ${id}) is missing`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== entry.sha256) {
      throw new Error(`object ${entry.sha256} (${path} of release ${id}) arrived as ${sha256}`);
    }
    return bytes;
  }

  /**
   * The release as a folder `${cacheDir}/releases/${id}`, fetched unless it is there already. A
   * folder under that name is always whole: it is assembled under a temporary name and renamed.
   * Its files are hard links to read-only objects shared with other releases: never write to
   * them.
   */
  async download(id: string, cacheDir: string): Promise<string> {
    assertReleaseId(id);
    const releasesDir = join(cacheDir, 'releases');
    const final = join(releasesDir, id);
    if (await isDirectory(final)) return touched(final);
    const manifest = await this.readManifest(id);
    const objectsDir = join(cacheDir, 'objects');
    await mkdir(objectsDir, { recursive: true });
    await mkdir(releasesDir, { recursive: true });
    const tree = join(releasesDir, `.${id}.${process.pid}.${randomBytes(4).toString('hex')}`);
    try {
      await this.fetchObjects(manifest, objectsDir);
      await this.linkTree(manifest, objectsDir, tree);
    } catch (error) {
      await rm(tree, { recursive: true, force: true });
      throw error;
    }
    try {
      await rename(tree, final);
    } catch (error) {
      await rm(tree, { recursive: true, force: true });
      // Another process (or call) finished the same release first: theirs is as good as ours.
      if (isCode(error, 'EEXIST', 'ENOTEMPTY')) return touched(final);
      throw new Error(`cannot download release ${id}: ${describe(error)}`, { cause: error });
    }
    return final;
  }

  /**
   * Deletes the manifests of the releases not in `keep`, then the objects no kept release
   * names. Objects younger than `minAgeMs` (an hour by default) are left for a later prune:
   * they may belong to an upload whose manifest is not written yet.
   */
  async prune(
    keep: string[],
    { minAgeMs = STORE_GRACE_MS }: { minAgeMs?: number } = {},
  ): Promise<{ releases: string[]; objects: number }> {
    const keepSet = new Set(keep);
    const ids = await this.listReleases();
    // Read every kept manifest before deleting anything: one that cannot be read stops the prune
    // rather than letting its objects go.
    const named = await this.knownObjects(ids.filter((id) => keepSet.has(id)));
    const releases = ids.filter((id) => !keepSet.has(id));
    // Manifests first: a crash between the two steps leaves unnamed objects, never a manifest
    // naming deleted ones.
    await this.deleteKeys(releases.map((id) => this.manifestKey(id)));
    const folder = `${this.prefix}objects/`;
    const cutoff = Date.now() - minAgeMs;
    const unnamed: string[] = [];
    for await (const { key, lastModified } of this.listKeys(folder)) {
      if (named.has(key.slice(folder.length))) continue;
      if (lastModified && lastModified.getTime() > cutoff) continue;
      unnamed.push(key);
    }
    await this.deleteKeys(unnamed);
    return { releases, objects: unnamed.length };
  }

  // -------------------------------------------------------------------------------------------
  // Uploads

  private async uploadObject(file: string, sha256: string, size: number): Promise<void> {
    const key = this.objectKey(sha256);
    if (size <= MULTIPART_THRESHOLD) {
      const body = await readFile(file);
      assertContent(body.length, createHash('sha256').update(body).digest('hex'), size, sha256);
      await this.client
        .send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body }))
        .catch(this.failure('write', key));
      return;
    }
    const hash = createHash('sha256');
    let seen = 0;
    const body = Readable.from(
      tap(createReadStream(file), (chunk) => {
        hash.update(chunk);
        seen += chunk.length;
      }),
      { objectMode: false },
    );
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: MULTIPART_THRESHOLD,
      queueSize: PART_QUEUE,
    }).done();
    try {
      // The file changed since it was hashed: the object's name would lie about its content.
      assertContent(seen, hash.digest('hex'), size, sha256);
    } catch (error) {
      await this.client
        .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
        .catch(this.failure('delete', key));
      throw error;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Downloads

  private async fetchObjects(manifest: ReleaseManifest, objectsDir: string): Promise<void> {
    const unique = new Map<string, [string, ManifestEntry]>();
    for (const [path, entry] of Object.entries(manifest.files))
      unique.set(entry.sha256, [path, entry]);
    await forEachLimited([...unique.values()], DOWNLOAD_CONCURRENCY, async ([path, entry]) => {
      await this.fetchObjectOnce(entry, objectsDir).catch((error: unknown) => {
        throw downloadError(manifest.id, entry.sha256, path, error);
      });
    });
  }

  private async linkTree(
    manifest: ReleaseManifest,
    objectsDir: string,
    tree: string,
  ): Promise<void> {
    const entries = Object.entries(manifest.files);
    // Folders first, one at a time: recursive mkdir of siblings at once would race on parents.
    const folders = new Set([tree, ...entries.map(([path]) => dirname(join(tree, path)))]);
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await forEachLimited(entries, DOWNLOAD_CONCURRENCY, async ([path, entry]) => {
      await this.linkFile(entry, objectsDir, join(tree, path)).catch((error: unknown) => {
        throw downloadError(manifest.id, entry.sha256, path, error);
      });
    });
  }

  private async linkFile(entry: ManifestEntry, objectsDir: string, target: string): Promise<void> {
    try {
      await link(join(objectsDir, entry.sha256), target);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
      // pruneCache in another process removed the object since it was fetched or found: once
      // more.
      await this.fetchObjectOnce(entry, objectsDir);
      await link(join(objectsDir, entry.sha256), target);
    }
  }

  private fetchObjectOnce(entry: ManifestEntry, objectsDir: string): Promise<void> {
    const file = join(objectsDir, entry.sha256);
    const running = this.fetching.get(file);
    if (running) return running;
    const fetched = this.fetchObject(entry, file).finally(() => this.fetching.delete(file));
    this.fetching.set(file, fetched);
    return fetched;
  }

  /**
   * Fetches an object into the cache unless it is there: into a temporary file, verified, then
   * linked under its name. link(2) is atomic like rename(2) but never replaces: when another
   * process stored the object meanwhile, theirs stays (and trees already linked to it keep
   * sharing it).
   */
  private async fetchObject({ sha256, size }: ManifestEntry, file: string): Promise<void> {
    const present = await lstat(file).catch(() => undefined);
    if (present?.isFile() && present.size === size) return;
    const temporary = `${dirname(file)}/.${sha256}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      const body = await this.getStream(this.objectKey(sha256));
      const hash = createHash('sha256');
      let seen = 0;
      const count = (chunk: Buffer) => {
        hash.update(chunk);
        seen += chunk.length;
      };
      await pipeline(
        body,
        (source: AsyncIterable<Buffer>) => tap(source, count),
        createWriteStream(temporary, { flags: 'wx', mode: 0o444 }),
      );
      assertContent(seen, hash.digest('hex'), size, sha256);
      // A file of the wrong size under the name (a crash mid-write, on a file system without
      // ordered writes) is replaced; otherwise the name is only ever added.
      if (present) await rename(temporary, file);
      else await link(temporary, file).catch(ignoreCode('EEXIST'));
    } finally {
      await rm(temporary, { force: true });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Requests

  private objectKey(sha256: string): string {
    return `${this.prefix}objects/${sha256}`;
  }

  private manifestKey(id: string): string {
    return `${this.prefix}releases/${id}${MANIFEST_SUFFIX}`;
  }

  /** A catch handler: the failure, naming the action and the key. */
  private failure(action: string, key: string) {
    return (error: unknown): never => {
      throw new Error(`cannot ${action} s3://${this.bucket}/${key}: ${describe(error)}`, {
        cause: error,
      });
    };
  }

  /** The body of an object, or undefined when there is no such key. */
  private async getBytes(key: string): Promise<Buffer | undefined> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!Body) throw new Error('the answer has no body');
      return Buffer.from(await Body.transformToByteArray());
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') return undefined;
      throw new Error(`cannot read s3://${this.bucket}/${key}: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  private async getStream(key: string): Promise<Readable> {
    const { Body } = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(this.failure('read', key));
    if (!(Body instanceof Readable))
      throw new Error(`s3://${this.bucket}/${key} has no body stream`);
    return Body;
  }

  private async *listKeys(prefix: string): AsyncGenerator<{ key: string; lastModified?: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        )
        .catch(this.failure('list', `${prefix}*`));
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key) yield { key: Key, ...(LastModified ? { lastModified: LastModified } : {}) };
      }
      token = page.NextContinuationToken;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const { Errors } = await this.client
        .send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        .catch(this.failure('delete keys from', `${this.prefix}*`));
      const [first] = Errors ?? [];
      if (first) {
        throw new Error(
          `cannot delete ${Errors?.length} of ${batch.length} keys from s3://${this.bucket}, ` +
            `the first ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim(),
        );
      }
    }
  }

  /** A failed check as a sentence an operator can act on. */
  private async explain(error: unknown): Promise<Error> {
    const where = await this.endpointLabel();
    const name = errorName(error);
    const status = httpStatus(error);
    const cause = { cause: error };
    if (name === 'NoSuchBucket' || (status === 404 && name === 'NotFound')) {
      return new Error(`bucket ${this.bucket} does not exist at ${where}`, cause);
    }
    if (name && REFUSED_KEYS.has(name)) {
      return new Error(
        `the store refused the access keys (${name}) for bucket ${this.bucket} at ${where}`,
        cause,
      );
    }
    if (name === 'CredentialsProviderError') {
      return new Error(
        `no access keys for the object store at ${where}: set AWS_ACCESS_KEY_ID and ` +
          `AWS_SECRET_ACCESS_KEY (${describe(error)})`,
        cause,
      );
    }
    if (status === undefined) {
      return new Error(`cannot reach the object store at ${where}: ${describe(error)}`, cause);
    }
    return new Error(
      `the object store at ${where} answered ${status} for bucket ${this.bucket}: ${describe(error)}`,
      cause,
    );
  }

  /** Where the client sends requests, for messages. */
  private async endpointLabel(): Promise<string> {
    const endpoint = await this.client.config.endpoint?.();
    if (!endpoint) return `https://s3.${await this.client.config.region()}.amazonaws.com`;
    const port = endpoint.port ? `:${endpoint.port}` : '';
    const path = endpoint.path && endpoint.path !== '/' ? endpoint.path : '';
    return `${endpoint.protocol}//${endpoint.hostname}${port}${path}`;
  }
}

const REFUSED_KEYS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'InvalidToken',
  'ExpiredToken',
]);

function downloadError(id: string, sha256: string, path: string, error: unknown): Error {
  return new Error(
    `cannot download release ${id}: object ${sha256} (${path}): ${describe(error)}`,
    { cause: error },
  );
}

function assertContent(seen: number, sha256: string, size: number, expected: string): void {
  if (seen !== size || sha256 !== expected) {
    throw new Error(
      `the content is ${seen} bytes with sha256 ${sha256}, not ${size} bytes with ${expected}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The cache

export interface PruneCacheOptions {
  /** Releases and objects modified more recently are kept (default 10 minutes). */
  graceMs?: number;
  /** Half-assembled trees and half-fetched objects older than this are removed (default 1 h). */
  tempGraceMs?: number;
  now?: number;
}

/**
 * Removes from a cache folder the releases not in `keep` and the objects no release folder links
 * to any more (an object linked into a tree has a link count above 1).
 *
 * The cache may be shared by processes that disagree for a moment about which releases to keep:
 * one may have just fetched a release that went live after this caller read `keep`. So a release
 * folder is removed only when it was last modified (assembled, or handed out by download())
 * more than `graceMs` ago, and an object only when it was fetched longer ago than that. `keep`
 * must name every release any process sharing the cache may still be serving: a removed
 * folder's open files stay readable, but its other files are gone.
 */
export async function pruneCache(
  cacheDir: string,
  keep: string[],
  options: PruneCacheOptions = {},
): Promise<{ releases: string[]; objects: number }> {
  const now = options.now ?? Date.now();
  const ages = {
    keep: new Set(keep),
    grace: options.graceMs ?? CACHE_GRACE_MS,
    tempGrace: options.tempGraceMs ?? CACHE_TEMP_GRACE_MS,
    now,
  };
  // Releases first, so that the objects only they linked to go in the same pass.
  const releases = await pruneCachedReleases(join(cacheDir, 'releases'), ages);
  const objects = await pruneCachedObjects(join(cacheDir, 'objects'), ages);
  return { releases, objects };
}

interface Ages {
  keep: Set<string>;
  grace: number;
  tempGrace: number;
  now: number;
}

async function pruneCachedReleases(dir: string, ages: Ages): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await namesIn(dir)) {
    const temporary = name.startsWith('.');
    if (!temporary && (!RELEASE_ID.test(name) || ages.keep.has(name))) continue;
    const info = await lstat(join(dir, name)).catch(() => undefined);
    if (
      !info?.isDirectory() ||
      !olderThan(info, temporary ? ages.tempGrace : ages.grace, ages.now)
    ) {
      continue;
    }
    await rm(join(dir, name), { recursive: true, force: true });
    if (!temporary) removed.push(name);
  }
  return removed;
}

async function pruneCachedObjects(dir: string, ages: Ages): Promise<number> {
  let removed = 0;
  for (const name of await namesIn(dir)) {
    const temporary = name.startsWith('.');
    const info = await lstat(join(dir, name)).catch(() => undefined);
    if (!info?.isFile() || (!temporary && info.nlink > 1)) continue;
    if (!olderThan(info, temporary ? ages.tempGrace : ages.grace, ages.now)) continue;
    await unlink(join(dir, name)).catch(ignoreCode('ENOENT'));
    if (!temporary) removed++;
  }
  return removed;
}

const olderThan = (info: Stats, ms: number, now: number) => now - info.mtimeMs >= ms;

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  const info = await lstat(path).catch(() => undefined);
  if (info && !info.isDirectory()) throw new Error(`${path} is in the cache but not a folder`);
  return info !== undefined;
}

/**
 * Marks a release folder as in use (pruneCache leaves recently modified folders alone). A
 * folder this process may not change (another user's) is still served.
 */
async function touched(folder: string): Promise<string> {
  const now = new Date();
  await utimes(folder, now, now).catch(() => undefined);
  return folder;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Runs `work` on every item, at most `limit` at once; the first failure stops new work. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  // Every worker ends before this returns, so a caller cleaning up after a failure does not race
  // work still in flight.
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/** gzip JSON, inflated to at most MANIFEST_MAX_BYTES. */
function gunzipJson(bytes: Buffer): unknown {
  return JSON.parse(gunzipSync(bytes, { maxOutputLength: MANIFEST_MAX_BYTES }).toString('utf8'));
}

/** Passes chunks through, showing each to `see` (to hash a stream on its way). */
async function* tap(source: AsyncIterable<Buffer>, see: (chunk: Buffer) => void) {
  for await (const chunk of source) {
    see(chunk);
    yield chunk;
  }
}

function isCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && codes.includes(code);
}

function ignoreCode(code: string) {
  return (error: unknown) => {
    if (!isCode(error, code)) throw error;
  };
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata
    ?.httpStatusCode;
}

/** An error in one line: its name or code and message (a refused connection has no message). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const inner =
    !error.message && error instanceof AggregateError ? error.errors.map(describe).join('; ') : '';
  const parts = [
    error.name !== 'Error' ? error.name : '',
    typeof code === 'string' && code !== error.name && !error.message.includes(code) ? code : '',
    error.message || inner,
  ];
  return parts.filter(Boolean).join(': ');
}
