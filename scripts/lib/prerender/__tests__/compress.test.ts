import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildCache } from '../cache';
import { Compressor, FIRST_ROUND_TRIP_BODY, precompress } from '../compress';

/**
 * The compressed copies the server sends, made by the build's policy on real files: a page that
 * fits the first round trip at quality 8 keeps that copy, a larger one gets quality 10, a hashed
 * asset 11; a build with the same files reuses every copy from the cache.
 */
const brotliAt = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** HTML of `paragraphs` paragraphs that compress like prose: words drawn from a fixed list. */
function page(paragraphs: number): Buffer {
  const words = 'retina fundus screening camera myopia report clinic patient image model'.split(
    ' ',
  );
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const body = Array.from(
    { length: paragraphs },
    (_, p) =>
      `<p id="p${p}">${Array.from({ length: 40 }, () => words[next() % words.length]).join(' ')} ${next()}</p>`,
  ).join('\n');
  return Buffer.from(`<!doctype html><html lang="en"><body><main>${body}</main></body></html>`);
}

let dir: string;
let small: Buffer;
let large: Buffer;
let asset: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'retinova-compress-'));
  small = page(40);
  large = page(700);
  asset = Buffer.from(`export const words = ${JSON.stringify(page(30).toString())};\n`);
  mkdirSync(join(dir, 'en', 'about'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'en', 'about', 'index.html'), small);
  writeFileSync(join(dir, 'en', 'archive.html'), large);
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), asset);
  writeFileSync(join(dir, 'tiny.json'), '{"a":1}');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('makes a brotli and a gzip copy of each text file of 1 KB or more, by the policy', async () => {
    const cache = BuildCache.open(join(dir, '.cache'));
    const stats = await precompress(dir, cache);
    expect(stats).toEqual({ files: 3, reused: 0 });

    const copy = (file: string, ext: 'br' | 'gz') => readFileSync(join(dir, `${file}.${ext}`));
    for (const [file, body] of [
      ['en/about/index.html', small],
      ['en/archive.html', large],
      ['assets/entry-abc123.js', asset],
    ] as const) {
      expect(brotliDecompressSync(copy(file, 'br')).equals(body)).toBe(true);
      expect(gunzipSync(copy(file, 'gz')).equals(body)).toBe(true);
    }
    expect(() => readFileSync(join(dir, 'tiny.json.br'))).toThrow();

    // The small page fits the first round trip at 8, and keeps that copy.
    expect(brotliAt(small, 8).length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY);
    expect(copy('en/about/index.html', 'br').equals(brotliAt(small, 8))).toBe(true);
    // The large one does not: it gets 10, smaller than 8's.
    expect(brotliAt(large, 8).length).toBeGreaterThan(FIRST_ROUND_TRIP_BODY);
    expect(copy('en/archive.html', 'br').equals(brotliAt(large, 10))).toBe(true);
    expect(copy('en/archive.html', 'br').length).toBeLessThan(brotliAt(large, 8).length);
    // A hashed asset: 11.
    expect(copy('assets/entry-abc123.js', 'br').equals(brotliAt(asset, 11))).toBe(true);

    // The same files again: every copy from the cache, the same bytes.
    rmSync(join(dir, 'en', 'archive.html.br'));
    expect(await precompress(dir, cache)).toEqual({ files: 3, reused: 3 });
    expect(copy('en/archive.html', 'br').equals(brotliAt(large, 10))).toBe(true);
  });

  it('fails, naming the file, when a file it was handed cannot be read', async () => {
    const compressor = new Compressor(BuildCache.open('off'));
    const missing = join(dir, 'en', 'gone.html');
    await compressor.add(missing, { source: 'page-0' });
    await expect(compressor.finish()).rejects.toThrow(/gone\.html/);
  });
});
