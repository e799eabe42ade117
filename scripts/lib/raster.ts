/**
 * The upload rule of shared/raster.ts with its words, for the guard and the build: only JPEG,
 * PNG, WebP and AVIF images, by their bytes and their name, 10 MB at most.
 */
import { CMS_WORDS, type Locale } from '../../shared/cms-words';
import { uploadRefusal } from '../../shared/raster';

export type { Locale } from '../../shared/cms-words';
export { detectRaster, RASTER_MAX_BYTES } from '../../shared/raster';

/**
 * Why a file may not be an upload, in the editor's language, or undefined when it may: `name` is
 * its name or path, `size` its length, `head` its first bytes (or all of them).
 */
export function rasterProblem(
  name: string,
  size: number,
  head: Uint8Array,
  locale: Locale = 'en',
): string | undefined {
  const refusal = uploadRefusal(name, size, head);
  return refusal && CMS_WORDS[locale].uploads[refusal];
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
