/**
 * The upload policy of shared/uploads.ts with the editor's words, for the guard and the build:
 * a refusal as the sentence the editor shows, in its language.
 */
import { CMS_WORDS, type Locale } from '../../shared/cms-words';
import { type UploadBytes, uploadRefusal } from '../../shared/uploads';

export type { Locale } from '../../shared/cms-words';

/**
 * Why a file may not be uploaded to `path` (a repository path), in the editor's language, or
 * undefined when it may: the path's upload folder decides the kind (shared/uploads.ts).
 */
export async function uploadProblem(
  path: string,
  file: Uint8Array | UploadBytes,
  locale: Locale = 'en',
): Promise<string | undefined> {
  const refusal = await uploadRefusal(path, file);
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
