/**
 * Hostile PDFs of issue 60, written byte by byte (no PDF library decides their shape): the
 * upload check's and the text extraction's tests build them in memory, and BENCHMARKS.md's
 * "Hostile PDFs" figures were measured on the files this writes.
 *
 * - `flate-bomb-20mb.pdf` (about 20 KB): an object stream that inflates to 20 MB of `0 `, one
 *   array of ten million numbers once parsed;
 * - `flate-bomb-2gb.pdf` (about 20 KB): the same filtered twice (`[/FlateDecode /FlateDecode]`),
 *   2 GB once inflated;
 * - `pages-10000.pdf` (about 1 MB): ten thousand empty pages;
 * - `q-q-64mb-x4.pdf` (about 65 KB): one page whose content is one 64 MB stream of `q Q`
 *   (save and restore the graphics state, nothing drawn), listed four times;
 * - and for comparison `reference-report-47mb.pdf`, a clean file of an annual report's size:
 *   300 pages of text and 47 MB of (unreadable) JPEG images, by pdf-lib.
 *
 * Run: `npx tsx tools/pdf-fixtures/hostile.ts <folder>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const MB = 1024 * 1024;

/** An indirect object: a dictionary's body (`/Type /Page …`), with a stream when given. */
interface RawObject {
  dict: string;
  stream?: Uint8Array;
}

/**
 * A PDF of `objects` (numbered from 1; object 1 is the catalogue), with a classic
 * cross-reference table, so that pdf-lib and PDF.js read it without repairing anything.
 */
export function rawPdf(objects: readonly RawObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  for (const [index, { dict, stream }] of objects.entries()) {
    offsets.push(length);
    const lengthEntry = stream ? ` /Length ${stream.length}` : '';
    add(Buffer.from(`${index + 1} 0 obj\n<< ${dict}${lengthEntry} >>\n`, 'latin1'));
    if (stream) {
      add(Buffer.from('stream\n', 'latin1'));
      add(Buffer.from(stream));
      add(Buffer.from('\nendstream\n', 'latin1'));
    }
    add(Buffer.from('endobj\n', 'latin1'));
  }
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A byte pattern repeated to `bytes` in all (the last copy cut short). */
function repeated(pattern: string, bytes: number): Buffer {
  const unit = Buffer.from(pattern, 'latin1');
  const out = Buffer.alloc(bytes);
  for (let at = 0; at < bytes; at += unit.length) unit.copy(out, at);
  return out;
}

/**
 * zlib's deflate of `start`, `chunk` written `times` times, then `end`, without holding the
 * inflated whole.
 */
async function deflateRepeated(
  chunk: Buffer,
  times: number,
  { start = '', end = '' } = {},
): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  deflate.write(Buffer.from(start, 'latin1'));
  for (let n = 0; n < times; n++) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(Buffer.from(end, 'latin1'));
  await done;
  return Buffer.concat(out);
}

const CATALOG: RawObject = { dict: '/Type /Catalog /Pages 2 0 R' };
const FONT = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';

/** One page's content that writes `text` (ASCII, no parentheses) in Helvetica. */
const textContent = (text: string) =>
  deflateSync(Buffer.from(`BT /F1 14 Tf 60 760 Td (${text}) Tj ET\n`, 'latin1'));

/**
 * A one-page PDF whose object stream holds one array of `0 ` numbers that inflates to about
 * `inflatedBytes`; `layers` 2 deflates it twice (a filter array), for gigabytes from kilobytes.
 */
export async function flateBomb(inflatedBytes: number, layers: 1 | 2 = 1): Promise<Uint8Array> {
  // The object stream's header says object 5 sits at offset 0 of its body, which starts at
  // byte 4 (`/First`): `5 0 ` then the array.
  const chunk = repeated('0 ', MB);
  const times = Math.max(1, Math.round(inflatedBytes / chunk.length));
  let data = await deflateRepeated(chunk, times, { start: '5 0 [', end: ']' });
  const filter = layers === 2 ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  if (layers === 2) data = deflateSync(data, { level: constants.Z_BEST_COMPRESSION });
  return rawPdf([
    CATALOG,
    { dict: '/Type /Pages /Kids [3 0 R] /Count 1' },
    { dict: '/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]' },
    { dict: `/Type /ObjStm /N 1 /First 4 /Filter ${filter}`, stream: data },
  ]);
}

/** A PDF of `count` empty pages in one flat page tree. */
export function manyPages(count: number): Uint8Array {
  const kids = Array.from({ length: count }, (_, n) => `${n + 3} 0 R`).join(' ');
  return rawPdf([
    CATALOG,
    { dict: `/Type /Pages /Kids [${kids}] /Count ${count}` },
    ...Array.from({ length: count }, () => ({
      dict: '/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]',
    })),
  ]);
}

/**
 * A PDF whose page after `textPages` pages of text (`Page 1 says hello`, …) has one content
 * stream of `q Q` inflating to `inflatedBytes`, listed `times` times in its /Contents: PDF.js
 * builds an operator list of every `q` and `Q`, the page's text never comes.
 */
export async function stalledPage(
  inflatedBytes = 64 * MB,
  times = 4,
  textPages = 0,
): Promise<Uint8Array> {
  const chunk = repeated('q Q\n', MB);
  const stream = await deflateRepeated(chunk, Math.max(1, Math.round(inflatedBytes / MB)));
  const pages = textPages + 1;
  // Objects: 1 catalogue, 2 page tree, then per text page its page and content, then the
  // stalled page and its stream.
  const pageRef = (n: number) => `${3 + 2 * n} 0 R`;
  const objects: RawObject[] = [
    CATALOG,
    {
      dict: `/Type /Pages /Kids [${Array.from({ length: pages }, (_, n) => pageRef(n)).join(' ')}] /Count ${pages}`,
    },
  ];
  for (let n = 0; n < textPages; n++) {
    objects.push(
      {
        dict: `/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${FONT} >> /Contents ${4 + 2 * n} 0 R`,
      },
      { dict: '/Filter /FlateDecode', stream: textContent(`Page ${n + 1} says hello`) },
    );
  }
  const streamRef = `${4 + 2 * textPages} 0 R`;
  objects.push(
    {
      dict: `/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${FONT} >> /Contents [${Array(times).fill(streamRef).join(' ')}]`,
    },
    { dict: '/Filter /FlateDecode', stream },
  );
  return rawPdf(objects);
}

/**
 * A clean PDF of an annual report's size: `pages` pages of 40 lines of text and `imageMb` images
 * of 1 MB (pseudo-random bytes named as JPEG, which no check decodes), by pdf-lib.
 */
export async function referenceReport(pages = 300, imageMb = 47): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = document.addPage();
    for (let line = 0; line < 40; line++) {
      const text = `Page ${n}, line ${line + 1}: the annual report of the year`;
      page.drawText(text, { x: 40, y: 800 - line * 18, font, size: 10 });
    }
  }
  let seed = 1;
  for (let n = 0; n < imageMb; n++) {
    const bytes = new Uint8Array(MB);
    for (let at = 0; at < bytes.length; at++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      bytes[at] = seed >>> 24;
    }
    document.context.register(
      document.context.stream(bytes, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 1024,
        Height: 1024,
        BitsPerComponent: 8,
        ColorSpace: 'DeviceGray',
        Filter: 'DCTDecode',
      }),
    );
  }
  return document.save();
}

/** The files of BENCHMARKS.md, by name. */
export async function hostileFiles(): Promise<Record<string, Uint8Array>> {
  return {
    'flate-bomb-20mb.pdf': await flateBomb(20 * MB),
    'flate-bomb-2gb.pdf': await flateBomb(2048 * MB, 2),
    'pages-10000.pdf': manyPages(10_000),
    'q-q-64mb-x4.pdf': await stalledPage(64 * MB, 4),
    'reference-report-47mb.pdf': await referenceReport(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: npx tsx tools/pdf-fixtures/hostile.ts <folder>');
    process.exit(2);
  }
  mkdirSync(folder, { recursive: true });
  for (const [name, bytes] of Object.entries(await hostileFiles())) {
    writeFileSync(join(folder, name), bytes);
    console.log(`${join(folder, name)}: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}
