/**
 * The PDF texts of the search index (search-index.ts `fileTexts`): a text cut off by the
 * reading's limits (issue 60) is logged, naming the file, and cached with its note by the file's
 * bytes, so the next build or publish neither reads it again nor forgets to say so.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stalledPage } from '../../tools/pdf-fixtures/hostile';
import { BuildCache } from '../lib/prerender/cache';
import { fileTexts } from '../search-index';

describe('the search index’s PDF texts', { timeout: 60_000 }, () => {
  it('logs a text cut off, and caches it with its note', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retinova-pdf-texts-'));
    try {
      const client = join(dir, 'client');
      mkdirSync(join(client, 'documents'), { recursive: true });
      writeFileSync(
        join(client, 'documents/stalled.pdf'),
        await stalledPage(64 * 1024 * 1024, 4, 1),
      );
      const files = [{ url: '/documents/stalled.pdf' }];
      const line = '/documents/stalled.pdf: text cut off after 1.5 s (1 page read)';
      const read = async () => {
        const lines: string[] = [];
        const started = performance.now();
        const texts = await fileTexts(client, files, BuildCache.open(join(dir, 'cache')), {
          reader: { timeLimitMs: 1500 },
          log: (text) => lines.push(text),
        });
        return { texts, lines, took: performance.now() - started };
      };
      const first = await read();
      expect(first.texts).toEqual(['Page 1 says hello']);
      expect(first.lines).toHaveLength(1);
      expect(first.lines[0]?.startsWith(line), first.lines[0]).toBe(true);
      expect(first.took).toBeGreaterThan(1500);
      // From the cache: the same text and line, without the 1.5 s.
      const again = await read();
      expect(again.texts).toEqual(first.texts);
      expect(again.lines).toEqual(first.lines);
      expect(again.took).toBeLessThan(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
