/**
 * The PDF check's bounds (issue 60, shared/pdf-check.ts), in the page as the editor's browser
 * runs it: what pdf-lib inflates is counted before it is allocated, and pages are counted. The
 * hostile files are tools/pdf-fixtures/hostile.ts's; Node's thread with its time and memory
 * limit is scripts/lib/__tests__/upload-check-thread.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { flateBomb, manyPages } from '../../tools/pdf-fixtures/hostile';
import { CMS_WORDS } from '../cms-words';
import { inflationBudget, MAX_PAGES, pdfRefusal } from '../pdf-check';
import { refusalWords, UPLOAD_KINDS, uploadRefusal } from '../uploads';

const MB = 1024 * 1024;
const FIXTURES = join(import.meta.dirname, 'fixtures');
const SAMPLES = join(import.meta.dirname, '../../src/content/documents/files');

/** A pdf-lib document of `pages` pages of text, saved with object streams. */
async function report(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n++) {
    document.addPage([420, 595]).drawText(`Annual report, page ${n + 1}`, { x: 40, y: 540, font });
  }
  return document.save();
}

describe('the PDF check’s bounds', { timeout: 30_000 }, () => {
  it('refuses a flate bomb (20 KB that inflates to 20 MB) as too complex, before inflating it', async () => {
    const bomb = await flateBomb(20 * MB);
    expect(bomb.length).toBeLessThan(40 * 1024);
    const before = process.memoryUsage();
    const started = performance.now();
    expect(await pdfRefusal(bomb)).toBe('pdfTooComplex');
    // Unbounded, pdf-lib inflated the 20 MB and parsed ten million numbers: 5-10 s, 800 MB.
    expect(performance.now() - started).toBeLessThan(3000);
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * MB);
    expect(await uploadRefusal('src/content/documents/files/bomb.pdf', bomb)).toBe('pdfTooComplex');
  });

  it('has a budget of 1 MB and 16 bytes for each byte of the file, 256 MB at most', () => {
    expect(inflationBudget(0)).toBe(MB);
    expect(inflationBudget(MB)).toBe(17 * MB);
    expect(inflationBudget(20 * 1024)).toBeLessThan(20 * MB);
    expect(inflationBudget(UPLOAD_KINDS.pdf.maxBytes)).toBe(256 * MB);
  });

  it('counts what every decoder of pdf-lib inflates, only while it checks', async () => {
    const clean = await report(3);
    expect(await pdfRefusal(clean)).toBeUndefined();
    // Its object streams are more than 1 KB inflated.
    expect(await pdfRefusal(clean, { maxInflatedBytes: 1024 })).toBe('pdfTooComplex');
    // Outside a check pdf-lib inflates as it always did (the editor's other uses, tests).
    const { context } = await PDFDocument.create();
    const big = PDFRawStream.of(
      context.obj({ Filter: 'FlateDecode' }),
      deflateSync(Buffer.alloc(12 * MB)),
    );
    expect(decodePDFRawStream(big).decode().length).toBe(12 * MB);
  });

  it('counts in every copy of the check that shares pdf-lib (a test runner loads one per file)', async () => {
    const bomb = await flateBomb(20 * MB);
    vi.resetModules();
    const copy = (await import('../pdf-check')) as typeof import('../pdf-check');
    expect(copy.pdfRefusal).not.toBe(pdfRefusal);
    expect(await copy.pdfRefusal(bomb)).toBe('pdfTooComplex');
    expect(await pdfRefusal(bomb)).toBe('pdfTooComplex');
    expect(await copy.pdfRefusal(await report(1))).toBeUndefined();
  });

  it('checks files given at once one after another, each against its own budget', async () => {
    const bomb = await flateBomb(20 * MB);
    const clean = await report(2);
    expect(await Promise.all([pdfRefusal(bomb), pdfRefusal(clean), pdfRefusal(bomb)])).toEqual([
      'pdfTooComplex',
      undefined,
      'pdfTooComplex',
    ]);
  });

  it(`refuses more than ${MAX_PAGES} pages, in its page tree or as its root declares`, async () => {
    expect(MAX_PAGES).toBe(2000);
    expect(await pdfRefusal(manyPages(2000))).toBeUndefined();
    expect(await pdfRefusal(manyPages(2001))).toBe('pdfTooManyPages');
    expect(await pdfRefusal(manyPages(10_000))).toBe('pdfTooManyPages');
    // One page, and a root that says a million: PDF.js takes the root's word.
    const lying = Buffer.from(manyPages(1))
      .toString('latin1')
      .replace('/Count 1', '/Count 1000000');
    expect(await pdfRefusal(Buffer.from(lying, 'latin1'))).toBe('pdfTooManyPages');
    expect(await pdfRefusal(manyPages(3), { maxPages: 2 })).toBe('pdfTooManyPages');
  });

  it('tells the editor which file, and the limit, in each language', () => {
    const path = 'src/content/documents/files/2026/annual-report-en.pdf';
    for (const locale of ['zh-hans', 'zh-hant', 'en'] as const) {
      const words = CMS_WORDS[locale];
      for (const refusal of ['pdfTooComplex', 'pdfTooManyPages'] as const) {
        expect(UPLOAD_KINDS.pdf.refusals.content).toContain(refusal);
        const sentence = refusalWords(words, refusal, path);
        expect(sentence, `${locale} ${refusal}`).toContain('annual-report-en.pdf');
        expect(sentence).not.toContain('{name}');
      }
      expect(words.uploads.pdfTooManyPages.replace(',', '')).toContain(String(MAX_PAGES));
    }
  });

  it('still takes ordinary PDFs: printed by Chromium, and the sample documents', async () => {
    expect(await pdfRefusal(readFileSync(join(FIXTURES, 'chromium-print.pdf')))).toBeUndefined();
    for (const name of ['esg-report-2025-zh-hant.pdf', 'notice-of-agm-2026-en.pdf']) {
      expect(await pdfRefusal(readFileSync(join(SAMPLES, name))), name).toBeUndefined();
    }
    expect(await pdfRefusal(await report(MAX_PAGES))).toBeUndefined();
  });
});
