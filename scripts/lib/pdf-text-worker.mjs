/**
 * PDF.js's reading of a PDF's text (lib/pdf-text.ts folds and trims it). Plain JavaScript, so it
 * runs on the threads of `PdfTextReader` (a worker thread does not get the build's TypeScript
 * loader) and on the main thread alike: PDF.js in Node parses on the thread that calls it, and a
 * cold build reads dozens of PDFs.
 *
 * A task: { id, bytes, maxChars, maxPages }. Each page's text is sent as it is read,
 * { id, progress: text }, so that what was read survives the thread being stopped on a page
 * that never ends (lib/thread-pool.ts); the answer: { id, pages, numPages, cut } or
 * { id, error, pages }. Once loaded the thread says so: { ready: true }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of `bytes` (a PDF) as PDF.js reads it, page by page (each given to `onPage` as it is
 * read), until `maxChars`, `maxPages` or the end. `pages`: how many were read; `cut`: it stopped
 * at `maxPages` with pages left and room for more characters. An error on a page is thrown with
 * the number of pages read before it (`error.pages`).
 */
export async function rawPdfText(bytes, { maxChars, maxPages, onPage = () => {} }) {
  const task = getDocument({
    // PDF.js takes ownership of the array it is given (it transfers it): a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pages = 0;
  try {
    const document = await task.promise;
    const last = Math.min(document.numPages, maxPages);
    let length = 0;
    for (let number = 1; number <= last && length < maxChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const parts = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? ' ' : '');
        length += item.str.length + 1;
      }
      parts.push(' ');
      page.cleanup();
      pages = number;
      onPage(parts.join(''));
    }
    return {
      pages,
      numPages: document.numPages,
      cut: pages < document.numPages && length < maxChars,
    };
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { pages });
  } finally {
    await task.destroy();
  }
}

// Only on a thread PdfTextReader started (not on a test runner's own worker threads).
if (workerData === 'pdf-text') {
  parentPort?.on('message', async ({ id, bytes, maxChars, maxPages }) => {
    try {
      const onPage = (text) => parentPort?.postMessage({ id, progress: text });
      parentPort?.postMessage({ id, ...(await rawPdfText(bytes, { maxChars, maxPages, onPage })) });
    } catch (error) {
      parentPort?.postMessage({ id, error: String(error), pages: error.pages ?? 0 });
    }
  });
  // PDF.js is loaded: a file's time starts now (lib/thread-pool.ts, `announcesReady`).
  parentPort?.postMessage({ ready: true });
}
