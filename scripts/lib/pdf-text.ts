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
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RADICAL_IDEOGRAPHS } from './cjk-radicals';

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
 * `pdfText` on threads of its own (one per core, started at the first file), for a build that
 * reads many: about 0.2 s a file, which one thread would add up.
 */
export class PdfTextReader {
  private threads: { worker: Worker; busy: number }[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (t: string) => void; reject: (e: Error) => void }
  >();
  private nextId = 0;

  read(bytes: Uint8Array, name: string): Promise<string> {
    if (this.threads.length === 0) {
      this.threads = Array.from(
        { length: Math.max(1, Math.min(4, availableParallelism())) },
        () => {
          const thread = {
            worker: new Worker(new URL('./pdf-text-worker.mjs', import.meta.url), {
              workerData: 'pdf-text',
            }),
            busy: 0,
          };
          thread.worker.on(
            'message',
            ({ id, text, error }: { id: number; text?: string; error?: string }) => {
              thread.busy--;
              const task = this.waiting.get(id);
              this.waiting.delete(id);
              if (error !== undefined || text === undefined) task?.reject(new Error(error));
              else task?.resolve(text);
            },
          );
          const fail = (error: Error) => {
            for (const task of this.waiting.values()) task.reject(error);
            this.waiting.clear();
          };
          thread.worker.on('error', fail);
          // A thread that ends with files to read (out of memory, killed) fails them.
          thread.worker.on('exit', (code) => {
            if (thread.busy > 0) fail(new Error(`the PDF text thread exited (code ${code})`));
          });
          return thread;
        },
      );
    }
    const thread = this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    thread.busy++;
    const text = new Promise<string>((resolve, reject) =>
      this.waiting.set(id, { resolve, reject }),
    );
    thread.worker.postMessage({ id, bytes, maxChars: MAX_CHARS });
    return text.then(searchText, (error) => {
      throw failed(name, error instanceof Error ? error.message : error);
    });
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
    this.threads = [];
  }
}
