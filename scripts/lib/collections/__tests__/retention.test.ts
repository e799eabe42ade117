import { describe, expect, it } from 'vitest';
import { keptUntil, newlyPublished, type PublishedFiles, retentionProblems } from '../retention';

const file = (slug: string, published: string, year = published.slice(0, 4)) => ({
  collection: 'documents',
  slug,
  published,
  url: `/documents/${year}/${slug}-en.pdf`,
  bytes: 1000,
});
const list = (files: PublishedFiles['files'], withdrawn: PublishedFiles['withdrawn'] = []) => ({
  files,
  withdrawn,
});
const NOW = new Date('2026-11-26T12:00:00Z');

describe('five years, enforced', () => {
  it('keeps a document until five years after its publication, Hong Kong time', () => {
    expect(keptUntil('2026-03-10T16:45').toISOString()).toBe('2031-03-10T08:45:00.000Z');
    expect(keptUntil('2021-11-26').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('refuses a file that leaves, or moves, within five years, naming document, date and file', () => {
    const live = list([file('notice', '2026-04-24T17:00'), file('report', '2025-06-27T18:30')]);
    // Its date moved to another year: the same file at another address. Another language's file
    // of the same document is not the same file.
    const moved = file('report', '2026-01-05T17:00');
    const other = {
      ...file('notice', '2026-04-24T17:00'),
      url: '/documents/2026/notice-zh-hant.pdf',
    };
    const problems = retentionProblems(live, list([moved, other]), NOW);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^documents\/notice \(published 2026-04-24T17:00, Hong Kong time\): \/documents\/2026\/notice-en\.pdf would leave the site before 2031-04-24/,
    );
    expect(problems[1]).toContain('would move to /documents/2026/report-en.pdf');
  });

  it('lets a file go after five years, or when its document is withdrawn with a reason', () => {
    const live = list([file('old', '2021-11-25T18:00'), file('wrong', '2026-01-05T17:00')]);
    const next = list([], [{ ...file('wrong', '2026-01-05T17:00'), reason: 'Published in error' }]);
    expect(retentionProblems(live, next, NOW)).toEqual([]);
    expect(retentionProblems(undefined, list([]), NOW)).toEqual([]);
  });

  it('names the files a release puts live for the first time', () => {
    const live = list([file('a', '2026-01-01T17:00')]);
    const next = list([file('a', '2026-01-01T17:00'), file('b', '2026-11-26T18:00')]);
    expect(newlyPublished(live, next).map((f) => f.slug)).toEqual(['b']);
    expect(newlyPublished(undefined, next)).toHaveLength(2);
  });
});
