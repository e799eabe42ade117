/**
 * What the web team may upload, and where: one table for the five gates that enforce it. The
 * editor in the browser (src/admin/upload-check.ts, before any upload leaves), the local editor's
 * guard (scripts/lib/cms-guard.ts), the build's check of the upload folders
 * (scripts/lib/uploads.ts) and the server, which serves the public upload folder only under its
 * kind's names (server/src/app.ts). In shared/ because the editor's bundle cannot import
 * scripts/.
 *
 * A name alone says nothing (`photo.png` may hold SVG or HTML, which would run as our own
 * origin's code), so the bytes decide; the name must also be the kind's, because the type a file
 * is served with (by the server, Vite, an asset host) comes from its name.
 */

import type { CmsWords } from './cms-words';
import { COLLECTION_FILE_FOLDERS } from './generated/collection-files';

/** Why an upload is refused: a key of the editor's words (`CmsWords.uploads`). */
export type UploadRefusal = keyof CmsWords['uploads'];

/**
 * A refusal in the editor's words, `{name}` in them replaced by the file's name (the last part
 * of its `path`): a save may carry several files, and the refusals of a file's content say which.
 */
export function refusalWords(
  words: Pick<CmsWords, 'uploads'>,
  refusal: UploadRefusal,
  path: string,
): string {
  return words.uploads[refusal].replaceAll('{name}', path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Runs a kind's whole-file check (`UploadKind.checkWhole`) somewhere else: Node runs it on a
 * thread with a time and memory limit (scripts/lib/upload-check-thread.ts), the browser in the
 * page.
 */
export type WholeFileCheck = (
  kind: UploadKindName,
  bytes: Uint8Array,
) => Promise<UploadRefusal | undefined>;

/** One kind of file the editor takes. */
export interface UploadKind {
  /** The names it takes: a file's name must end in one of these (in any case). */
  extensions: readonly string[];
  /** The largest file, in bytes. */
  maxBytes: number;
  /** How many leading bytes the cheap check (`checkHead`) needs. */
  headBytes: number;
  /** The cheap check: whether the first `headBytes` bytes are the kind's signature. */
  checkHead: (head: Uint8Array) => boolean;
  /**
   * The whole file's check, for a kind whose signature proves too little (a PDF may carry
   * scripts), run after the cheap one passed; its refusals are listed in `refusals.content`.
   */
  checkWhole?: (bytes: Uint8Array) => Promise<UploadRefusal | undefined>;
  /** The editor-word keys it answers: wrong name or bytes, too large, what `checkWhole` finds. */
  refusals: {
    notThisKind: UploadRefusal;
    tooLarge: UploadRefusal;
    content: readonly UploadRefusal[];
  };
}

const MB = 1024 * 1024;

/** How many leading bytes `detectRaster` needs at most (an AVIF `ftyp` box with its brands). */
const RASTER_HEAD_BYTES = 64;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether bytes start with a PDF's header, `%PDF-`. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return PDF_HEADER.every((byte, at) => bytes[at] === byte);
}

/**
 * The kinds. Raster images: JPEG, PNG, WebP and AVIF by their signature. A phone photo is 3–8 MB
 * and the build derives the sizes the pages use, so 10 MB takes any photo the web team has. PDF:
 * the investor documents (issue 48), parsed whole by pdf-lib and refused with scripts, launch
 * actions, embedded files or encryption (shared/pdf-check.ts, loaded only when a PDF is checked,
 * so neither the server nor the editor's first load carries pdf-lib). 50 MB takes an annual
 * report, the largest document an issuer publishes.
 */
export const UPLOAD_KINDS = {
  raster: {
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'],
    maxBytes: 10 * MB,
    headBytes: RASTER_HEAD_BYTES,
    checkHead: (head: Uint8Array) => detectRaster(head) !== undefined,
    refusals: { notThisKind: 'notImage', tooLarge: 'tooLarge', content: [] },
  },
  pdf: {
    extensions: ['.pdf'],
    maxBytes: 50 * MB,
    headBytes: PDF_HEADER.length,
    checkHead: hasPdfHeader,
    checkWhole: async (bytes: Uint8Array) => (await import('./pdf-check')).pdfRefusal(bytes),
    refusals: {
      notThisKind: 'notPdf',
      tooLarge: 'pdfTooLarge',
      content: [
        'notPdf',
        'pdfEncrypted',
        'pdfJavaScript',
        'pdfLaunch',
        'pdfEmbeddedFiles',
        'pdfTooComplex',
        'pdfTooManyPages',
      ],
    },
  },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** A folder of the repository that takes uploads of one kind. */
export interface UploadFolder {
  /** Its path in the repository, `/`-separated, no trailing slash (as Decap's paths start). */
  folder: string;
  kind: UploadKindName;
  /** The URL path its files are served under, when the site serves the folder as it is. */
  url?: string;
}

/**
 * The upload folders. The first is the editor's media library (Decap's `media_folder`, served
 * as it is under its URL). Investor documents' PDFs are kept with the content; the build
 * publishes them at stable addresses of their own, not under this folder's name. Decap sends
 * an upload's path as written here only when the collection's `media_folder` is relative to
 * its folder (`files`): one starting with `/` is sent with a leading slash, which no gate takes.
 */
export const UPLOAD_FOLDERS: readonly UploadFolder[] = [
  { folder: 'public/media/uploads', kind: 'raster', url: '/media/uploads/' },
  // Each collection's own (its declaration's `files`, src/content/collections.ts, as the content
  // step writes them for shared/): PDFs.
  ...COLLECTION_FILE_FOLDERS.map(({ upload }) => ({ folder: upload, kind: 'pdf' as const })),
];

/** The upload folder a repository path lies in (at any depth), or undefined. */
export function uploadFolderOf(path: string): UploadFolder | undefined {
  return UPLOAD_FOLDERS.find(({ folder }) => path.startsWith(`${folder}/`));
}

/** Whether a file name (or path) ends in one of a kind's extensions, in any case. */
export function hasKindName(kind: UploadKindName, name: string): boolean {
  const lower = name.toLowerCase();
  return UPLOAD_KINDS[kind].extensions.some((extension) => lower.endsWith(extension));
}

/** The kind a file name says it is, or undefined when no kind takes that name. */
export function kindOfName(name: string): UploadKindName | undefined {
  return (Object.keys(UPLOAD_KINDS) as UploadKindName[]).find((kind) => hasKindName(kind, name));
}

/**
 * Whether a served URL path (`/media/uploads/a.svg`, the leading slash optional) lies in an
 * upload folder under a name its kind does not take: such a file is not served, whatever
 * reached the folder.
 */
export function isRefusedUploadUrl(path: string): boolean {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const folder = UPLOAD_FOLDERS.find(({ url }) => url !== undefined && absolute.startsWith(url));
  return folder !== undefined && !hasKindName(folder.kind, absolute);
}

/** A file to check: its length, and a reader of its first `end` bytes (all without `end`). */
export interface UploadBytes {
  size: number;
  read(end?: number): Promise<Uint8Array> | Uint8Array;
}

const inMemory = (bytes: Uint8Array): UploadBytes => ({
  size: bytes.length,
  read: (end) => (end === undefined ? bytes : bytes.subarray(0, end)),
});

/**
 * Why a file may not be an upload of `kind` under `name`, or undefined when it may. The size
 * first (nothing over the limit is read), then the name and the signature, then the whole file
 * where the kind checks it (by `checkWhole` when given: see `WholeFileCheck`).
 */
export async function kindRefusal(
  kind: UploadKindName,
  name: string,
  file: Uint8Array | UploadBytes,
  checkWhole?: WholeFileCheck,
): Promise<UploadRefusal | undefined> {
  const rule: UploadKind = UPLOAD_KINDS[kind];
  const bytes = file instanceof Uint8Array ? inMemory(file) : file;
  if (bytes.size > rule.maxBytes) return rule.refusals.tooLarge;
  if (!hasKindName(kind, name)) return rule.refusals.notThisKind;
  if (!rule.checkHead(await bytes.read(rule.headBytes))) return rule.refusals.notThisKind;
  if (!rule.checkWhole) return undefined;
  const whole = await bytes.read();
  return checkWhole ? checkWhole(kind, whole) : rule.checkWhole(whole);
}

/**
 * Why a file may not be uploaded to `path` (a repository path, as Decap sends it), or undefined
 * when it may: the folder decides the kind. A path in no upload folder is `notUploadFolder`.
 */
export async function uploadRefusal(
  path: string,
  file: Uint8Array | UploadBytes,
  checkWhole?: WholeFileCheck,
): Promise<UploadRefusal | undefined> {
  const folder = uploadFolderOf(path);
  return folder ? kindRefusal(folder.kind, path, file, checkWhole) : 'notUploadFolder';
}

// Raster images by their signature.

export type RasterType = 'jpeg' | 'png' | 'webp' | 'avif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

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
