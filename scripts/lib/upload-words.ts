/**
 * The upload policy of shared/uploads.ts with the editor's words, for the guard and the build:
 * a refusal as the sentence the editor shows, in its language. A kind's whole-file check (a
 * PDF's) runs on a thread with a time and memory limit (upload-check-thread.ts), never on the
 * caller's: the guard shares its process with the site's server.
 */
import { CMS_WORDS, type Locale } from '../../shared/cms-words';
import {
  refusalWords,
  type UploadBytes,
  uploadRefusal,
  type WholeFileCheck,
} from '../../shared/uploads';
import { checkOnThread } from './upload-check-thread';

export type { Locale } from '../../shared/cms-words';

/**
 * Why a file may not be uploaded to `path` (a repository path), in the editor's language, or
 * undefined when it may: the path's upload folder decides the kind (shared/uploads.ts).
 * `checkWhole`: where the whole-file check runs (default: the process's checking thread).
 */
export async function uploadProblem(
  path: string,
  file: Uint8Array | UploadBytes,
  locale: Locale = 'en',
  checkWhole: WholeFileCheck = checkOnThread,
): Promise<string | undefined> {
  const refusal = await uploadRefusal(path, file, checkWhole);
  return refusal && refusalWords(CMS_WORDS[locale], refusal, path);
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
