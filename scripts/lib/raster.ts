/**
 * What an uploaded file is, by its first bytes: the site takes JPEG, PNG, WebP and AVIF images
 * and nothing else into its public folder. A name says nothing (`photo.png` may hold SVG or
 * HTML, which would run as our own origin's code); the signature does.
 */

export type Locale = 'zh-hans' | 'zh-hant' | 'en';

/** The largest image the editor takes (a phone photo is 3–8 MB; the build derives smaller copies). */
export const RASTER_MAX_BYTES = 10 * 1024 * 1024;

export type RasterType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type of a file's bytes, or undefined when it is none of the four. */
export function detectRaster(bytes: Uint8Array): RasterType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  // ISO-BMFF: a box `ftyp` at offset 4 whose major brand is avif (still) or avis (sequence).
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return undefined;
}

const WORDS: Record<Locale, { notImage: string; tooLarge: string }> = {
  'zh-hans': {
    notImage: '只能上传 JPEG、PNG、WebP 或 AVIF 图片（不接受 SVG、HTML、脚本等其他文件）',
    tooLarge: '图片不能超过 10 MB',
  },
  'zh-hant': {
    notImage: '只能上傳 JPEG、PNG、WebP 或 AVIF 圖片（不接受 SVG、HTML、指令碼等其他檔案）',
    tooLarge: '圖片不能超過 10 MB',
  },
  en: {
    notImage:
      'Only JPEG, PNG, WebP or AVIF images can be uploaded (not SVG, HTML, scripts or other files)',
    tooLarge: 'An image can be 10 MB at most',
  },
};

/** The type of an upload, or why it is refused, in the editor's language. */
export function rasterType(bytes: Uint8Array, locale: Locale = 'en') {
  if (bytes.length > RASTER_MAX_BYTES) return { problem: WORDS[locale].tooLarge };
  const type = detectRaster(bytes);
  return type ? { type } : { problem: WORDS[locale].notImage };
}

/** The editor's language from the browser's Accept-Language (its first Chinese or English tag). */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  for (const item of (header ?? '').split(',')) {
    const tag = (item.split(';')[0] ?? '').trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) {
      return 'zh-hant';
    }
    if (tag.startsWith('zh')) return 'zh-hans';
  }
  return 'zh-hans';
}
