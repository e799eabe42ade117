/**
 * A PDF's whole-file check (the `pdf` kind of shared/uploads.ts), the same in the editor's
 * browser bundle and in Node: the file must parse with pdf-lib, and is refused when it is
 * encrypted, holds JavaScript or a launch action anywhere, or carries embedded files. A PDF on
 * the site is a document to read: a viewer may run its scripts (Acrobat does), start a program
 * from it or open a file it carries, and an encrypted one cannot be checked at all.
 *
 * Every indirect object is walked, those inside object streams too (pdf-lib unpacks them while
 * parsing), not just what the catalogue reaches: a reader may find an object by other routes
 * (named destinations, a form's fields, broken cross-references it repairs). Each object is
 * visited once, its direct parts with an explicit stack, so the walk is linear in the file.
 *
 * The check is bounded by the file (issue 60): what pdf-lib inflates while parsing (object and
 * cross-reference streams) may come to `inflationBudget(size)` bytes in all, and a document may
 * have `MAX_PAGES` pages. A 20 KB file can otherwise inflate to 20 MB of numbers (5 s and 800 MB
 * to parse) or, filtered twice, to gigabytes; either is `pdfTooComplex`, found before the bytes
 * are allocated. In Node the check also runs on a thread with a time and memory limit
 * (scripts/lib/upload-check-thread.ts); in the editor's browser it runs in the page.
 */
import {
  decodePDFRawStream,
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/** What the check refuses (keys of the editor's words, `CmsWords.uploads`). */
export type PdfRefusal =
  | 'notPdf'
  | 'pdfEncrypted'
  | 'pdfJavaScript'
  | 'pdfLaunch'
  | 'pdfEmbeddedFiles'
  | 'pdfTooComplex'
  | 'pdfTooManyPages';

const MB = 1024 * 1024;

/**
 * The most pages a document may have: a long annual report has 300, and a reader's work (PDF.js
 * reading the text for search, scripts/lib/pdf-text.ts) grows with them.
 */
export const MAX_PAGES = 2_000;

/**
 * How many bytes pdf-lib may inflate while parsing a file of `size` bytes: 1 MB, and 16 bytes
 * more for each byte of the file, 256 MB at most, counted as pdf-lib allocates (its buffers
 * double as they fill). What it inflates is the document's structure (object and
 * cross-reference streams; page contents, fonts and images stay packed), which deflate packs 4
 * to 8 times and which is a part of the file: a 2,000-page report of 2 MB by pdf-lib inflates
 * 2.6 MB. Deflate packs a run of one byte a thousand times, so a bomb is far over: 20 KB that
 * inflates to 20 MB is refused at 1.3 MB. What the budget lets through costs the parse up to
 * about half a second and 45 MB of memory per MB (an array of numbers): in Node the thread's
 * time and memory limits bound that (scripts/lib/upload-check-thread.ts).
 */
export function inflationBudget(size: number): number {
  return Math.min(256 * MB, MB + 16 * size);
}

/** The limits of one check (tests give smaller ones). */
export interface PdfLimits {
  /** Bytes pdf-lib may inflate in all (default: `inflationBudget` of the file's size). */
  maxInflatedBytes?: number;
  /** Pages (default MAX_PAGES). */
  maxPages?: number;
}

/** When a file has several problems, the one named. */
const PRIORITY: readonly PdfRefusal[] = ['pdfJavaScript', 'pdfLaunch', 'pdfEmbeddedFiles'];

const HEX = '0123456789abcdef';

/**
 * A name's characters with every `#xx` escape decoded, in either case: pdf-lib decodes only
 * upper-case escapes, so `/J#61vaScript` would pass for another name. A decoded `#23` (`#`)
 * that forms another escape is decoded again, which can only make the check stricter.
 */
function nameOf(name: PDFName): string {
  const text = name.decodeText();
  if (!text.includes('#')) return text;
  let out = '';
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    const high = HEX.indexOf((text[at + 1] ?? '').toLowerCase());
    const low = HEX.indexOf((text[at + 2] ?? '').toLowerCase());
    if (char === '#' && high >= 0 && low >= 0) {
      out += String.fromCharCode(high * 16 + low);
      at += 2;
    } else {
      out += char;
    }
  }
  return out;
}

/** A value, through one reference: a reader takes `/S 12 0 R` where 12 is the name. */
const resolved = (context: PDFContext, value: PDFObject | undefined) =>
  value instanceof PDFRef ? context.lookup(value) : value;

const nameValue = (context: PDFContext, value: PDFObject | undefined) => {
  const object = resolved(context, value);
  return object instanceof PDFName ? nameOf(object) : undefined;
};

/** What one dictionary declares, by its keys and the names it gives them. */
function inspect(context: PDFContext, dict: PDFDict, found: Set<PdfRefusal>) {
  for (const [key, value] of dict.entries()) {
    switch (nameOf(key)) {
      // Script in an action (/JS), the catalogue's /Names /JavaScript tree, and XFA forms,
      // whose scripts sit in XML this check does not read.
      case 'JS':
      case 'JavaScript':
      case 'XFA':
        found.add('pdfJavaScript');
        break;
      // Any action: an /OpenAction, an annotation's /A, the /AA of a page, a form field or the
      // catalogue, a /Next in a chain. A /GoTo or a destination array only sets the view.
      case 'S': {
        const type = nameValue(context, value);
        if (type === 'JavaScript') found.add('pdfJavaScript');
        if (type === 'Launch') found.add('pdfLaunch');
        break;
      }
      // A link whose address is a script.
      case 'URI': {
        const uri = resolved(context, value);
        const text =
          uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
        if (text.trim().toLowerCase().startsWith('javascript:')) found.add('pdfJavaScript');
        break;
      }
      // The catalogue's /Names /EmbeddedFiles tree, a file specification's embedded streams.
      case 'EmbeddedFiles':
      case 'EF':
        found.add('pdfEmbeddedFiles');
        break;
      case 'Type':
        if (nameValue(context, value) === 'EmbeddedFile') found.add('pdfEmbeddedFiles');
        break;
      case 'Subtype':
        if (nameValue(context, value) === 'FileAttachment') found.add('pdfEmbeddedFiles');
        break;
    }
  }
}

/** The problems of every object of the document (each visited once, no recursion). */
function scan(context: PDFContext): PdfRefusal | undefined {
  const found = new Set<PdfRefusal>();
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  // The trailer's entries too: they are direct objects of no indirect object.
  for (const value of Object.values(context.trailerInfo)) {
    if (value && typeof value === 'object' && !(value instanceof PDFRef)) stack.push(value);
  }
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFArray) {
      // One by one: spreading a long array into push() overflows the call stack.
      for (let index = 0; index < object.size(); index += 1) stack.push(object.get(index));
    } else if (object instanceof PDFDict) {
      inspect(context, object, found);
      for (const [, value] of object.entries()) stack.push(value);
    }
  }
  return PRIORITY.find((refusal) => found.has(refusal));
}

/**
 * The pages of the document's page tree, counted to one past `limit`: each node walked once (a
 * tree whose nodes are shared, or that loops, is not walked again: PDF.js refuses both), so a
 * hostile tree costs no more than its size. `declared`: the root's `/Count`, which PDF.js takes
 * as the number of pages.
 */
function pageCount(
  context: PDFContext,
  catalog: PDFDict,
  limit: number,
): { pages: number; declared: number } {
  const seen = new Set<PDFObject>();
  const nodes: PDFObject[] = [];
  const root = catalog.get(PDFName.of('Pages'));
  if (root) nodes.push(root);
  let pages = 0;
  for (let node = nodes.pop(); node !== undefined && pages <= limit; node = nodes.pop()) {
    const dict = resolved(context, node);
    if (!(dict instanceof PDFDict) || seen.has(dict)) continue;
    seen.add(dict);
    if (nameValue(context, dict.get(PDFName.of('Type'))) === 'Page') {
      pages += 1;
      continue;
    }
    const kids = resolved(context, dict.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) {
      for (let index = 0; index < kids.size(); index += 1) nodes.push(kids.get(index));
    }
  }
  const tree = resolved(context, root);
  const declared =
    tree instanceof PDFDict ? resolved(context, tree.get(PDFName.of('Count'))) : undefined;
  return { pages, declared: declared instanceof PDFNumber ? declared.asNumber() : 0 };
}

const ENCRYPT = [...'/Encrypt'].map((char) => char.charCodeAt(0));

/**
 * Whether the bytes name an encryption dictionary (`/Encrypt`, in the trailer or a
 * cross-reference stream's dictionary, neither of them compressed). Only asked when pdf-lib
 * could not parse the file: an encrypted file's object streams are encrypted too, so pdf-lib
 * fails on them before it reaches the trailer that says why.
 */
function namesEncryption(bytes: Uint8Array): boolean {
  const [first] = ENCRYPT;
  for (let at = bytes.indexOf(first ?? 0); at >= 0; at = bytes.indexOf(first ?? 0, at + 1)) {
    if (ENCRYPT.every((byte, offset) => bytes[at + offset] === byte)) return true;
  }
  return false;
}

/** What the running check may still inflate; over it, the check's answer is `pdfTooComplex`. */
interface Meter {
  left: number;
  over: boolean;
}

/** The meter of the check that is running (checks run one at a time: `pdfRefusal`). */
let meter: Meter | undefined;

/**
 * The inflation budget, enforced inside pdf-lib (1.17). Its decoders (Flate, LZW, ASCII85,
 * ASCIIHex, RunLength) all inherit DecodeStream, which grows one buffer through `ensureBuffer`
 * as it inflates, and pdf-lib inflates an object or cross-reference stream whole while parsing,
 * with no limit of its own. Each growth is charged to the running check's meter before the
 * buffer is allocated, and refused past it. DecodeStream is not exported: it is the prototype
 * a decoder made here inherits. Outside a check (`meter` unset) nothing changes. Each copy of
 * this module wraps the method again, each counting for its own checks: a test runner loads the
 * module once per test file and pdf-lib once for all of them.
 */
function meterPdfLibDecoders() {
  // zlib's stream of no bytes: FlateStream reads its header when made.
  const empty = new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  const flate = decodePDFRawStream(
    PDFRawStream.of(PDFContext.create().obj({ Filter: 'FlateDecode' }), empty),
  );
  type Decoder = {
    buffer: Uint8Array;
    minBufferLength: number;
    ensureBuffer: (requested: number) => Uint8Array;
  };
  const decodeStream = Object.getPrototypeOf(Object.getPrototypeOf(flate)) as Decoder;
  const ensureBuffer = decodeStream?.ensureBuffer;
  if (typeof ensureBuffer !== 'function' || !('decode' in decodeStream)) {
    throw new Error("pdf-lib's DecodeStream was not found: the PDF check cannot bound inflation");
  }
  decodeStream.ensureBuffer = function (this: Decoder, requested: number) {
    const had = this.buffer.byteLength;
    if (meter && requested > had) {
      // The size DecodeStream allocates: a power of two from its minimum.
      let size = this.minBufferLength;
      while (size < requested) size *= 2;
      meter.left -= size - had;
      if (meter.left < 0) meter.over = true;
      if (meter.over) throw new Error("pdf-lib inflated past the check's budget");
    }
    return ensureBuffer.call(this, requested);
  };
}

meterPdfLibDecoders();

/** The check of one file (`pdfRefusal` runs them one at a time). */
async function check(bytes: Uint8Array, limits: PdfLimits): Promise<PdfRefusal | undefined> {
  if (!(bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)) {
    return 'notPdf';
  }
  const budget: Meter = {
    left: limits.maxInflatedBytes ?? inflationBudget(bytes.length),
    over: false,
  };
  let document: PDFDocument | undefined;
  let failure: unknown;
  meter = budget;
  try {
    // pdf-lib refuses an encrypted file unless told to ignore the encryption; an object it
    // cannot parse stops the load, since a reader's repair might find a script in it.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fast,
    });
  } catch (error) {
    failure = error;
  } finally {
    meter = undefined;
  }
  // Over the budget, whatever pdf-lib made of the refusal (its parser wraps errors).
  if (budget.over) return 'pdfTooComplex';
  if (!document) {
    return failure instanceof EncryptedPDFError || namesEncryption(bytes)
      ? 'pdfEncrypted'
      : 'notPdf';
  }
  const { context } = document;
  // An /Encrypt that names no object pdf-lib found is still an encrypted file to a reader.
  if (context.trailerInfo.Encrypt !== undefined) return 'pdfEncrypted';
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) return 'notPdf';
  const maxPages = limits.maxPages ?? MAX_PAGES;
  const { pages, declared } = pageCount(context, catalog, maxPages);
  if (pages === 0) return 'notPdf';
  if (Math.max(pages, declared) > maxPages) return 'pdfTooManyPages';
  return scan(context);
}

/** The checks queued or running here: one at a time, since the inflation meter is shared. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Why a PDF's bytes may not be uploaded, or undefined when they may (the size is the table's).
 * `limits`: smaller ones for tests.
 */
export function pdfRefusal(
  bytes: Uint8Array,
  limits: PdfLimits = {},
): Promise<PdfRefusal | undefined> {
  const run = queue.then(() => check(bytes, limits));
  queue = run.catch(() => undefined);
  return run;
}
