/**
 * The text extraction's bounds (issue 60, lib/pdf-text.ts): a file is read for so long, so many
 * pages and so much memory, and a file cut off keeps the text of the pages read before. The
 * hostile files are tools/pdf-fixtures/hostile.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manyPages, stalledPage } from '../../../tools/pdf-fixtures/hostile';
import { MAX_PAGES, MEMORY_MB, PdfTextReader, TIME_LIMIT_MS } from '../pdf-text';

const MB = 1024 * 1024;
const SAMPLES = join(import.meta.dirname, '../../../src/content/documents/files');

describe('reading a PDF’s text within bounds', { timeout: 60_000 }, () => {
  it('cuts off a page that stalls PDF.js at the time limit, keeping the pages before it', async () => {
    // Two pages of text, then one drawing a 64 MB stream of `q Q` four times: 30 s and about
    // 1 GB unbounded, and never a character of it.
    const stalled = await stalledPage(64 * MB, 4, 2);
    const reader = new PdfTextReader({ timeLimitMs: 3000, threads: 1 });
    try {
      const started = performance.now();
      expect(await reader.read(stalled, 'stalled.pdf')).toEqual({
        text: 'Page 1 says hello Page 2 says hello',
        cutOff: 'after 3 s (2 pages read)',
      });
      expect(performance.now() - started).toBeLessThan(15_000);
      // Its thread was stopped; a new one reads the next file whole.
      const next = await reader.read(
        readFileSync(join(SAMPLES, 'notice-of-agm-2026-en.pdf')),
        'notice.pdf',
      );
      expect(next.cutOff).toBeUndefined();
      expect(next.text.length).toBeGreaterThan(100);
    } finally {
      await reader.close();
    }
  });

  it('reads the first pages of a 10,000-page PDF, up to its page limit', async () => {
    // The real limits: 2,000 pages take 2-5 s on 2 cores (all 10,000 took 20-84 s), 200 here.
    expect([MAX_PAGES, TIME_LIMIT_MS, MEMORY_MB]).toEqual([2000, 20_000, 512]);
    const reader = new PdfTextReader({ maxPages: 200 });
    try {
      expect(await reader.read(manyPages(10_000), 'pages.pdf')).toEqual({
        text: '',
        cutOff: 'after 200 pages',
      });
      // A file of fewer pages than the limit is read whole.
      expect(await reader.read(manyPages(200), 'pages.pdf')).toEqual({ text: '' });
    } finally {
      await reader.close();
    }
  });

  it('counts a thread out of memory as a cut-off too', async () => {
    // 8 MB: enough for the thread to start, not for PDF.js to read (the real limit is 512 MB). A
    // heap too small for a thread to start at all (2 MB) stops the whole process on Node 24
    // (V8's fatal "GC during deserialization"), not only the thread.
    const reader = new PdfTextReader({ memoryMb: 8 });
    try {
      const read = await reader.read(readFileSync(join(SAMPLES, 'notice-of-agm-2026-en.pdf')), 'x');
      expect(read).toEqual({
        text: '',
        cutOff: 'when its thread ran out of memory (0 pages read)',
      });
    } finally {
      await reader.close();
    }
  });
});
