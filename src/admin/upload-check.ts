/**
 * The editor takes only JPEG, PNG, WebP and AVIF images into the media folder (shared/raster.ts):
 * an SVG or HTML file there would be served from the site's own origin, where a script in it runs
 * beside the editor's git-host token in localStorage. Decap's own option (`max_file_size`) checks
 * only the size, and only in the media library opened from a field, so the rule is applied where
 * every upload passes:
 *
 * - when a file is picked in the media library (at once, with the reason in the interface
 *   language), and
 * - in the backend itself, just before an upload or a save with uploads leaves the browser for
 *   the git host or the local backend: a file that reached a draft some other way stops there.
 *
 * The local backend's guard and the build check the same rule again (the build is the last gate:
 * a git host takes whatever is pushed to it).
 */
import type { CmsWords } from '../../shared/cms-words';
import { RASTER_HEAD_BYTES, uploadRefusal } from '../../shared/raster';

/** What this module reads of an upload Decap hands its backend (its AssetProxy). */
export interface UploadAsset {
  path: string;
  fileObj?: Blob;
}

/** The two backend methods that send uploads (Decap's `Implementation`). */
export interface UploadingBackend {
  persistMedia(file: UploadAsset, options: unknown): Promise<unknown>;
  persistEntry(entry: { assets?: UploadAsset[] }, options: unknown): Promise<unknown>;
}

/** Decap's registry entry of a backend: `init` makes the implementation (CMS.getBackend). */
export interface RegisteredBackend {
  init: (...args: never[]) => unknown;
}

/** The backends the server may configure (server/src/routes/cms.ts `cmsSettings`). */
export const UPLOADING_BACKENDS = ['github', 'gitlab', 'gitea', 'proxy'] as const;

/** Why `file`, to be stored under `name`, may not be uploaded, in the editor's words. */
export async function fileProblem(
  file: Blob,
  name: string,
  words: Pick<CmsWords, 'uploads'>,
): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, RASTER_HEAD_BYTES).arrayBuffer());
  const refusal = uploadRefusal(name, file.size, head);
  return refusal && words.uploads[refusal];
}

/** Throws the reason when an asset may not be uploaded (one without its file cannot be checked). */
async function refuseUnlessImage(asset: UploadAsset, words: Pick<CmsWords, 'uploads'>) {
  const problem = asset.fileObj
    ? await fileProblem(asset.fileObj, asset.path, words)
    : words.uploads.notImage;
  if (problem) throw new Error(problem);
}

/** The implementation with its uploads checked first (the same object, its two methods wrapped). */
export function checkedBackend<T extends UploadingBackend>(
  backend: T,
  words: Pick<CmsWords, 'uploads'>,
): T {
  const persistMedia = backend.persistMedia.bind(backend);
  const persistEntry = backend.persistEntry.bind(backend);
  backend.persistMedia = async (file, options) => {
    await refuseUnlessImage(file, words);
    return persistMedia(file, options);
  };
  backend.persistEntry = async (entry, options) => {
    for (const asset of entry.assets ?? []) await refuseUnlessImage(asset, words);
    return persistEntry(entry, options);
  };
  return backend;
}

/**
 * Makes every backend the editor may use check uploads: Decap's registry hands out the entry it
 * keeps, and `init` is called when the editor starts (after this, before CMS.init).
 */
export function checkUploadsInBackends(
  getBackend: (name: string) => RegisteredBackend | undefined,
  words: Pick<CmsWords, 'uploads'>,
) {
  for (const name of UPLOADING_BACKENDS) {
    const registered = getBackend(name);
    if (!registered) throw new Error(`Decap has no backend "${name}" to check uploads in`);
    const init = registered.init;
    registered.init = ((...args: never[]) =>
      checkedBackend(init(...args) as UploadingBackend, words)) as RegisteredBackend['init'];
  }
}

/**
 * Checks a file as soon as it is picked in the media library: the change event is held back from
 * Decap (which reads the file at once) until the bytes are read, then given to it again when the
 * file is an image, or the picker is cleared and the reason shown (as Decap shows a file over
 * `max_file_size`).
 */
export function checkPickedFiles(
  root: Pick<Document, 'addEventListener'>,
  words: Pick<CmsWords, 'uploads'>,
  tell: (message: string) => void = (message) => window.alert(message),
) {
  const checked = new WeakSet<Event>();
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (checked.has(event) || input?.type !== 'file') return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void Promise.all(files.map((file) => fileProblem(file, file.name, words))).then(
        (problems) => {
          const problem = problems.find((p) => p !== undefined);
          if (problem) {
            input.value = '';
            tell(problem);
            return;
          }
          const again = new Event('change', { bubbles: true });
          checked.add(again);
          input.dispatchEvent(again);
        },
        (error: unknown) => {
          // A file the browser cannot read is not uploaded either.
          console.error('upload check: the picked file could not be read', error);
          input.value = '';
          tell(words.uploads.notImage);
        },
      );
    },
    // Capture, on the document: before React's listener on the editor's root sees it.
    true,
  );
}
