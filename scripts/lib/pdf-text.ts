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
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { RADICAL_IDEOGRAPHS } from './cjk-radicals';

export const MAX_CHARS = 50_000;

/** CJK Radicals Supplement, Kangxi Radicals, CJK Compatibility Ideographs. */
const CJK_LOOKALIKES = /[\u2E80-\u2FDF\uF900-\uFAFF]/g;

/** The text of `bytes` (a PDF), its lines joined by spaces, at most MAX_CHARS characters. */
export async function pdfText(bytes: Uint8Array, name: string): Promise<string> {
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
    const parts: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < MAX_CHARS; number++) {
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
    return parts
      .join('')
      .replace(CJK_LOOKALIKES, (c) => RADICAL_IDEOGRAPHS.get(c) ?? c.normalize('NFKC'))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_CHARS);
  } catch (error) {
    throw new Error(`${name}: PDF.js could not read its text (${String(error)})`);
  } finally {
    await task.destroy();
  }
}
