/**
 * PDF.js's reading of a PDF's text (lib/pdf-text.ts folds and trims it). Plain JavaScript, so it
 * runs on the threads of `PdfTextReader` (a worker thread does not get the build's TypeScript
 * loader) and on the main thread alike: PDF.js in Node parses on the thread that calls it, and a
 * cold build reads dozens of PDFs.
 *
 * A task: { id, bytes, maxChars }. The answer: { id, text } or { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of `bytes` (a PDF) as PDF.js reads it, page by page, until `maxChars` or the end. */
export async function rawPdfText(bytes, maxChars) {
  const task = getDocument({
    // PDF.js takes ownership of the array it is given (it transfers it): a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const parts = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < maxChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? ' ' : '');
        length += item.str.length + 1;
      }
      parts.push(' ');
      page.cleanup();
    }
    return parts.join('');
  } finally {
    await task.destroy();
  }
}

// Only on a thread PdfTextReader started (not on a test runner's own worker threads).
if (workerData === 'pdf-text') {
  parentPort?.on('message', async ({ id, bytes, maxChars }) => {
    try {
      parentPort?.postMessage({ id, text: await rawPdfText(bytes, maxChars) });
    } catch (error) {
      parentPort?.postMessage({ id, error: String(error) });
    }
  });
}
