/**
 * The editor takes into each upload folder only its kind of file (shared/uploads.ts): JPEG, PNG,
 * WebP and AVIF images into the media folder, PDFs without scripts, launch actions, embedded
 * files or encryption into the investor documents' folder. An SVG or HTML file in the media
 * folder would be served from the site's own origin, where a script in it runs beside the
 * editor's git-host token in localStorage. Decap's own option (`max_file_size`) checks only the
 * size, and only in the media library opened from a field, so the rule is applied where every
 * upload passes:
 *
 * - when a file is picked in the media library (at once, with the reason in the interface
 *   language): by the kind its name says, since the folder is not known yet, and
 * - in the backend itself, just before an upload or a save with uploads leaves the browser for
 *   the git host or the local backend, by the folder of its path: a file that reached a draft
 *   some other way, or a PDF picked for an image, stops there.
 *
 * The local backend's guard and the build check the same table again (the build is the last
 * gate: a git host takes whatever is pushed to it).
 */
import type { CmsWords } from '../../shared/cms-words';
import {
  kindOfName,
  kindRefusal,
  refusalWords,
  UPLOAD_FOLDERS,
  UPLOAD_KINDS,
  type UploadBytes,
  uploadRefusal,
} from '../../shared/uploads';

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

/** A Blob as the policy reads it: only the first bytes for a signature, all of it for a PDF. */
const blobBytes = (file: Blob): UploadBytes => ({
  size: file.size,
  read: async (end) =>
    new Uint8Array(await (end === undefined ? file : file.slice(0, end)).arrayBuffer()),
});

/**
 * Why `file`, to be stored at the repository path `path`, may not be uploaded there, in the
 * editor's words: the path's upload folder decides the kind.
 */
export async function fileProblem(
  file: Blob,
  path: string,
  words: Pick<CmsWords, 'uploads'>,
): Promise<string | undefined> {
  const refusal = await uploadRefusal(path, blobBytes(file));
  return refusal && refusalWords(words, refusal, path);
}

/** The kind of the media library's own folder: what a picked file of no kind is told it is not. */
const LIBRARY_KIND = UPLOAD_FOLDERS[0]?.kind ?? 'raster';

/**
 * Why a file picked in the media library, named `name`, may not be uploaded, in the editor's
 * words. Its folder is not known yet, so the kind its name says decides (a file of no kind is
 * judged as the media library's images); the backend checks it again against its folder.
 */
export async function pickedFileProblem(
  file: Blob,
  name: string,
  words: Pick<CmsWords, 'uploads'>,
): Promise<string | undefined> {
  const kind = kindOfName(name) ?? LIBRARY_KIND;
  try {
    const refusal = await kindRefusal(kind, name, blobBytes(file));
    return refusal && refusalWords(words, refusal, name);
  } catch (error) {
    // A file the browser cannot read (or a check that could not load) lets nothing through.
    console.error('upload check: the picked file could not be checked', error);
    return words.uploads[UPLOAD_KINDS[kind].refusals.notThisKind];
  }
}

/** Throws the reason when an asset may not be uploaded (one without its file cannot be checked). */
async function refuseUnlessAllowed(asset: UploadAsset, words: Pick<CmsWords, 'uploads'>) {
  // Without its file it is checked as an empty one, which no kind takes.
  const problem = await fileProblem(asset.fileObj ?? new Blob([]), asset.path, words);
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
    await refuseUnlessAllowed(file, words);
    return persistMedia(file, options);
  };
  backend.persistEntry = async (entry, options) => {
    for (const asset of entry.assets ?? []) await refuseUnlessAllowed(asset, words);
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
 * Decap (which reads the file at once) until the bytes are checked, then given to it again when
 * the file is of a kind the editor takes, or the picker is cleared and the reason shown (as Decap
 * shows a file over `max_file_size`).
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
      void Promise.all(files.map((file) => pickedFileProblem(file, file.name, words))).then(
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
      );
    },
    // Capture, on the document: before React's listener on the editor's root sees it.
    true,
  );
}
