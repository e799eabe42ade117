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
 */
import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
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
  | 'pdfEmbeddedFiles';

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
 * Whether the page tree holds a page: each node once (a tree whose nodes are shared, or that
 * loops, is not walked again), so a hostile tree costs no more than its size.
 */
function hasPage(context: PDFContext, catalog: PDFDict): boolean {
  const seen = new Set<PDFObject>();
  const nodes: PDFObject[] = [];
  const root = catalog.get(PDFName.of('Pages'));
  if (root) nodes.push(root);
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const dict = resolved(context, node);
    if (!(dict instanceof PDFDict) || seen.has(dict)) continue;
    seen.add(dict);
    if (nameValue(context, dict.get(PDFName.of('Type'))) === 'Page') return true;
    const kids = resolved(context, dict.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) {
      for (let index = 0; index < kids.size(); index += 1) nodes.push(kids.get(index));
    }
  }
  return false;
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

/** Why a PDF's bytes may not be uploaded, or undefined when they may (the size is the table's). */
export async function pdfRefusal(bytes: Uint8Array): Promise<PdfRefusal | undefined> {
  if (!(bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)) {
    return 'notPdf';
  }
  let document: PDFDocument;
  try {
    // pdf-lib refuses an encrypted file unless told to ignore the encryption; an object it
    // cannot parse stops the load, since a reader's repair might find a script in it.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fast,
    });
  } catch (error) {
    return error instanceof EncryptedPDFError || namesEncryption(bytes) ? 'pdfEncrypted' : 'notPdf';
  }
  const { context } = document;
  // An /Encrypt that names no object pdf-lib found is still an encrypted file to a reader.
  if (context.trailerInfo.Encrypt !== undefined) return 'pdfEncrypted';
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || !hasPage(context, catalog)) return 'notPdf';
  return scan(context);
}
