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
 * - A PDF that cannot be opened fails the build, naming it (the editor's upload check refuses one
 *   first: shared/pdf-check.ts).
 * - A file is read within bounds (issue 60): its first `MAX_PAGES` pages, for `TIME_LIMIT_MS` on
 *   a thread of at most `MEMORY_MB` of heap. A PDF can make PDF.js work for minutes on one page
 *   (a content stream of millions of `q Q`) or on thousands of empty pages, and a document must
 *   still go up on time (an announcement within the hour): a file cut off is published and
 *   searchable by what was read, and the build log says so (`cutOff`).
 */
import { RADICAL_IDEOGRAPHS } from './cjk-radicals';
import { TaskStopped, ThreadPool } from './thread-pool';

export const MAX_CHARS = 50_000;
/** The pages read of a file at most (the upload check refuses a longer one: shared/pdf-check.ts). */
export const MAX_PAGES = 2_000;
/** How long one file is read at most. */
export const TIME_LIMIT_MS = 20_000;
/** The heap of a reading thread (reading a 47 MB report, the whole process peaks at 370 MB). */
export const MEMORY_MB = 512;

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

/** A file's text as search indexes it, and why it stops short when it does. */
export interface PdfText {
  text: string;
  /**
   * Set when the reading stopped before the end and before MAX_CHARS: `after 2000 pages`,
   * `after 20 s (3 pages read)`, … (the build logs `<file>: text cut off <cutOff>`).
   */
  cutOff?: string;
}

const pagesRead = (pages: number) => `${pages} ${pages === 1 ? 'page' : 'pages'} read`;

/**
 * The text of `bytes` (a PDF), its lines joined by spaces, at most MAX_CHARS characters, on this
 * thread and without a time limit (the build reads with `PdfTextReader`).
 */
export async function pdfText(bytes: Uint8Array, name: string): Promise<string> {
  try {
    // PDF.js is loaded when a file is read here (a build whose PDFs' texts are cached never does).
    const { rawPdfText } = await import('./pdf-text-worker.mjs');
    const pages: string[] = [];
    await rawPdfText(bytes, {
      maxChars: MAX_CHARS,
      maxPages: MAX_PAGES,
      onPage: (text) => pages.push(text),
    });
    return searchText(pages.join(''));
  } catch (error) {
    throw failed(name, error);
  }
}

export interface PdfTextLimits {
  /** How long one file is read at most (default TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** How many pages of a file are read at most (default MAX_PAGES). */
  maxPages?: number;
  /** A reading thread's heap in MB (default MEMORY_MB). */
  memoryMb?: number;
  /** Threads (default: one per core, four at most). */
  threads?: number;
}

type Answer = { pages?: number; numPages?: number; cut?: boolean; error?: string };

/**
 * `pdfText` on threads of its own (lib/thread-pool.ts, started at the first file), for a build
 * that reads many (about 0.2 s a file, which one thread would add up), each file within the
 * limits (the module's constants, or those given).
 */
export class PdfTextReader {
  private pool:
    | ThreadPool<{ bytes: Uint8Array; maxChars: number; maxPages: number }, Answer>
    | undefined;
  private readonly timeLimitMs: number;
  private readonly maxPages: number;

  constructor(private readonly limits: PdfTextLimits = {}) {
    this.timeLimitMs = limits.timeLimitMs ?? TIME_LIMIT_MS;
    this.maxPages = limits.maxPages ?? MAX_PAGES;
  }

  /**
   * The text of `bytes` (a PDF named `name`). Throws, naming it, when PDF.js cannot open it; a
   * file it stops reading early (the limits, out of memory, an error on a later page) gives the
   * pages read before, with `cutOff` saying why.
   */
  async read(bytes: Uint8Array, name: string): Promise<PdfText> {
    this.pool ??= new ThreadPool(new URL('./pdf-text-worker.mjs', import.meta.url), 'PDF text', {
      workerData: 'pdf-text',
      threads: this.limits.threads,
      timeLimitMs: this.timeLimitMs,
      announcesReady: true,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb ?? MEMORY_MB },
    });
    // Each page's text as it comes: what a stopped thread read is kept.
    const pages: string[] = [];
    const onProgress = (text: unknown) => pages.push(String(text));
    let answer: Answer;
    try {
      answer = await this.pool.run(
        { bytes, maxChars: MAX_CHARS, maxPages: this.maxPages },
        { onProgress },
      );
    } catch (error) {
      if (!(error instanceof TaskStopped)) throw failed(name, error);
      const cutOff =
        error.reason === 'time'
          ? `after ${this.timeLimitMs / 1000} s (${pagesRead(pages.length)})`
          : `when its thread ran out of memory (${pagesRead(pages.length)})`;
      return { text: searchText(pages.join('')), cutOff };
    }
    if (answer.error !== undefined) {
      if (pages.length === 0) throw failed(name, answer.error);
      const cutOff = `after ${pagesRead(pages.length)}: PDF.js failed on the next (${answer.error})`;
      return { text: searchText(pages.join('')), cutOff };
    }
    const text = searchText(pages.join(''));
    return answer.cut ? { text, cutOff: `after ${answer.pages} pages` } : { text };
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
