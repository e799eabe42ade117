/**
 * What an uploaded file is, by its first bytes: the site takes JPEG, PNG, WebP and AVIF images
 * and nothing else into its public folder. A name alone says nothing (`photo.png` may hold SVG or
 * HTML, which would run as our own origin's code), so the signature decides; the name must also
 * be an image's, because the type a file is served with (by the server, Vite, an asset host)
 * comes from its name. One module for the three gates: the editor in the browser
 * (src/admin/upload-check.ts), the local editor's guard (scripts/lib/cms-guard.ts) and the build
 * (scripts/lib/uploads.ts). In shared/ because the browser's bundle cannot import scripts/.
 */

/**
 * The largest upload. A phone photo is 3–8 MB and the build derives the sizes the pages use, so
 * 10 MB takes any photo the web team has, while a base64 request of it (≈14 MB) stays well inside
 * what the guard buffers and what a git host's contents API takes in one commit.
 */
export const RASTER_MAX_BYTES = 10 * 1024 * 1024;

/** How many leading bytes `detectRaster` needs at most (an AVIF `ftyp` box with its brands). */
export const RASTER_HEAD_BYTES = 64;

export type RasterType = 'jpeg' | 'png' | 'webp' | 'avif';

/** Why an upload is refused: a key of the editor's words (`CmsWords.uploads`). */
export type UploadRefusal = 'notImage' | 'tooLarge';

const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Whether a file name (or path) ends in one of the four images' extensions, in any case. */
export function hasRasterName(name: string): boolean {
  const lower = name.toLowerCase();
  return EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The image type of a file's first bytes, or undefined when it is none of the four. */
export function detectRaster(bytes: Uint8Array): RasterType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  // ISO-BMFF starts with its `ftyp` box: size (4 bytes), `ftyp`, the major brand, a version,
  // then compatible brands. AVIF encoders write `avif`/`avis` as the major brand, or `mif1`
  // with `avif` among the compatible ones; HEIC, MP4 and the rest name other brands.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
    const size = ((b0 << 24) | (b1 << 16) | (b2 << 8) | b3) >>> 0;
    const end = Math.min(bytes.length, RASTER_HEAD_BYTES, size);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

/**
 * Why a file may not be uploaded, or undefined when it may: `name` is its name or repository
 * path, `size` its length in bytes, `head` its first bytes (RASTER_HEAD_BYTES suffice).
 */
export function uploadRefusal(
  name: string,
  size: number,
  head: Uint8Array,
): UploadRefusal | undefined {
  if (size > RASTER_MAX_BYTES) return 'tooLarge';
  return hasRasterName(name) && detectRaster(head) ? undefined : 'notImage';
}
