/**
 * The text of a PDF, for site search (docs/design.md#search): Mozilla's PDF.js (pdfjs-dist, its
 * build for Node without a canvas) reads the text of each page, as a screen reader would.
 *
 * - The radicals and compatibility ideographs that CJK fonts map some characters to (the Kangxi
 *   radical ⽽ U+2F7D for 而, ⻛ U+2EDB for 风) are folded to the ideographs visitors type
 *   (Unicode's Equivalent_Unified_Ideograph, cjk-radicals.ts; NFKC for the compatibility
 *   ideographs). The rest keeps its form: the excerpts show the document's own punctuation.
 * - Only the first `MAX_CHARS` characters count: Pagefind keeps a record's whole text in the
 *   fragment a visitor downloads to see its excerpt, and the opening pages of an announcement or
 *   report say what it is about.
 * - A PDF that cannot be read fails the build, naming it (the editor's upload check refuses one
 *   first: shared/pdf-check.ts).
 */
import { RADICAL_IDEOGRAPHS } from './cjk-radicals';
import { ThreadPool } from './thread-pool';

export const MAX_CHARS = 50_000;

/** CJK Radicals Supplement, Kangxi Radicals, CJK Compatibility Ideographs. */
const CJK_LOOKALIKES = /[\u2E80-\u2FDF\uF900-\uFAFF]/g;

/** PDF.js's text as search indexes it: lookalikes folded, spaces collapsed, MAX_CHARS at most. */
const searchText = (raw: string) =>
  raw
    .replace(CJK_LOOKALIKES, (c) => RADICAL_IDEOGRAPHS.get(c) ?? c.normalize('NFKC'))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS);

const failed = (name: string, error: unknown) =>
  new Error(`${name}: PDF.js could not read its text (${String(error)})`);

/** The text of `bytes` (a PDF), its lines joined by spaces, at most MAX_CHARS characters. */
export async function pdfText(bytes: Uint8Array, name: string): Promise<string> {
  try {
    // PDF.js is loaded when a file is read here (a build whose PDFs' texts are cached never does).
    const { rawPdfText } = await import('./pdf-text-worker.mjs');
    return searchText(await rawPdfText(bytes, MAX_CHARS));
  } catch (error) {
    throw failed(name, error);
  }
}

/**
 * `pdfText` on threads of its own (lib/thread-pool.ts, started at the first file), for a build
 * that reads many: about 0.2 s a file, which one thread would add up.
 */
export class PdfTextReader {
  private pool:
    | ThreadPool<{ bytes: Uint8Array; maxChars: number }, { text?: string; error?: string }>
    | undefined;

  async read(bytes: Uint8Array, name: string): Promise<string> {
    this.pool ??= new ThreadPool(
      new URL('./pdf-text-worker.mjs', import.meta.url),
      'PDF text',
      'pdf-text',
    );
    const answer = await this.pool
      .run({ bytes, maxChars: MAX_CHARS })
      .catch((error: Error) => ({ error: error.message, text: undefined }));
    if (answer.error !== undefined || answer.text === undefined) throw failed(name, answer.error);
    return searchText(answer.text);
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
