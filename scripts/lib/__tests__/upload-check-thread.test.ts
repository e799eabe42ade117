/**
 * The upload check's thread in Node (upload-check-thread.ts): the check of shared/pdf-check.ts
 * loaded through its plain-JavaScript worker, within its time and memory, a file past either
 * refused as too complex.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flateBomb } from '../../../tools/pdf-fixtures/hostile';
import { CHECK_MEMORY_MB, CHECK_TIME_LIMIT_MS, uploadCheckThread } from '../upload-check-thread';

const MB = 1024 * 1024;
const FIXTURES = join(import.meta.dirname, '../../../shared/__tests__/fixtures');

describe('the upload check’s thread', { timeout: 60_000 }, () => {
  it('refuses a bomb that inflates to a gigabyte in seconds, the process’s memory unmoved', async () => {
    const bomb = await flateBomb(1024 * MB, 2);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const thread = uploadCheckThread();
    try {
      const before = process.memoryUsage.rss();
      const started = performance.now();
      expect(await thread.check('pdf', bomb)).toBe('pdfTooComplex');
      // The thread's start (tsx, pdf-lib) included; unbounded it ran out of memory at 4-7 GB.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(process.memoryUsage.rss() - before).toBeLessThan(400 * MB);
      // The same thread goes on with the next file.
      expect(await thread.check('pdf', readFileSync(join(FIXTURES, 'chromium-print.pdf')))).toBe(
        undefined,
      );
      expect(await thread.check('pdf', readFileSync(join(FIXTURES, 'qpdf-encrypted.pdf')))).toBe(
        'pdfEncrypted',
      );
    } finally {
      await thread.close();
    }
  });

  it('refuses as too complex a file whose check runs past the thread’s time or memory', async () => {
    expect(CHECK_TIME_LIMIT_MS).toBe(30_000);
    expect(CHECK_MEMORY_MB).toBe(512);
    // Within the budget (a 1 MB file may inflate 17 MB): 15 MB of numbers, seconds to parse and
    // hundreds of MB of heap.
    const bomb = await flateBomb(15 * MB);
    const heavy = Buffer.concat([bomb, Buffer.from(`\n%${'x'.repeat(MB)}\n`)]);
    for (const limits of [{ timeLimitMs: 1000 }, { memoryMb: 96 }]) {
      const thread = uploadCheckThread(limits);
      try {
        expect(await thread.check('pdf', heavy), JSON.stringify(limits)).toBe('pdfTooComplex');
      } finally {
        await thread.close();
      }
    }
  });
});
