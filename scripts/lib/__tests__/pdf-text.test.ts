import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RADICAL_IDEOGRAPHS } from '../cjk-radicals';
import { PdfTextReader, pdfText } from '../pdf-text';

const FIXTURES = join(import.meta.dirname, '../../../shared/__tests__/fixtures');
const SAMPLES = join(import.meta.dirname, '../../../src/content/documents/files');

// PDF.js parses real files: a few seconds on a busy 2-core machine.
describe('pdfText', { timeout: 30_000 }, () => {
  it('reads the English and Chinese text of a PDF another program made', async () => {
    const text = await pdfText(readFileSync(join(FIXTURES, 'chromium-print.pdf')), 'print.pdf');
    expect(text).toContain('Notice of annual general meeting');
    expect(text).toContain('股东周年大会通告');
    expect(text).toContain('appoint a proxy');
    expect(text).not.toMatch(/\s{2}/);
  });

  it('gives the ideographs visitors type where a CJK font maps glyphs to radicals', async () => {
    // The sample notices embed Noto Sans CJK, whose subsets map 民, 风, 长 … to radicals.
    const text = await pdfText(
      readFileSync(join(SAMPLES, 'notice-of-agm-2026-zh-hant.pdf')),
      'notice.pdf',
    );
    expect(text).toContain('中華人民共和國');
    expect(text).not.toMatch(/[\u2E80-\u2FDF]/);
    expect(RADICAL_IDEOGRAPHS.get('⻛')).toBe('风');
    expect(RADICAL_IDEOGRAPHS.get('⺇')).toBe('𠘨');
  });

  it('fails naming the file when it is not a PDF', async () => {
    await expect(pdfText(new TextEncoder().encode('<html></html>'), 'fake.pdf')).rejects.toThrow(
      /^fake\.pdf: PDF\.js could not read its text/,
    );
  });

  it('reads on threads of its own the same texts, in the order asked, and fails naming a file', async () => {
    const names = ['notice-of-agm-2026-zh-hant.pdf', 'notice-of-agm-2026-en.pdf'];
    const bytes = names.map((name) => readFileSync(join(SAMPLES, name)));
    const reader = new PdfTextReader();
    try {
      const read = await Promise.all(bytes.map((b, i) => reader.read(b, names[i] ?? '')));
      const onThisThread = await Promise.all(bytes.map((b) => pdfText(b, 'sample')));
      // Read whole: no cut-off note.
      expect(read.map((r) => r.cutOff)).toEqual([undefined, undefined]);
      const texts = read.map((r) => r.text);
      expect(texts).toEqual(onThisThread);
      expect(texts[0]).toContain('中華人民共和國');
      await expect(reader.read(new TextEncoder().encode('%PDF-1.7 no'), 'bad.pdf')).rejects.toThrow(
        /^bad\.pdf: PDF\.js could not read its text/,
      );
    } finally {
      await reader.close();
    }
  });
});
