/**
 * Five years, enforced (Listing Rule 2.07C(6): a document stays on the issuer's website for at
 * least five years; newspaper notices give its address, so the address must not change). The
 * build writes the list of every published file (`published-files.json` beside `client/`); a
 * publish compares the new release's list with the live one's and refuses a release that drops
 * a file, or moves it, less than five years after its document's publication, unless the
 * document is explicitly withdrawn with a reason (its `withdrawn` field), which the release
 * records. It also records when each new file first went live.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The list the build writes beside `client/`. */
export const PUBLISHED_FILES = 'published-files.json';

/** Years a published document stays at its address. */
export const RETENTION_YEARS = 5;

export interface PublishedFiles {
  files: { collection: string; slug: string; published: string; url: string; bytes: number }[];
  withdrawn: { collection: string; slug: string; published: string; reason: string }[];
}

/** The list of a build or release folder (none for a build made before the rule). */
export function readPublishedFiles(dir: string): PublishedFiles | undefined {
  const file = join(dir, PUBLISHED_FILES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PublishedFiles) : undefined;
}

/** The instant five years after a publication (`YYYY-MM-DD` or Hong Kong `YYYY-MM-DDTHH:mm`). */
export function keptUntil(published: string): Date {
  const date = published.includes('T')
    ? new Date(`${published}:00+08:00`)
    : new Date(`${published}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + RETENTION_YEARS);
  return date;
}

/**
 * Why the new release may not replace the live one: each file of the live release that the new
 * one lacks while its document is within five years of publication and not withdrawn. Empty when
 * it may.
 */
export function retentionProblems(
  live: PublishedFiles | undefined,
  next: PublishedFiles | undefined,
  now: Date = new Date(),
): string[] {
  if (!live) return [];
  const kept = new Set((next?.files ?? []).map((f) => f.url));
  const withdrawn = new Set((next?.withdrawn ?? []).map((w) => `${w.collection}/${w.slug}`));
  const problems: string[] = [];
  for (const file of live.files) {
    if (kept.has(file.url) || withdrawn.has(`${file.collection}/${file.slug}`)) continue;
    const until = keptUntil(file.published);
    if (until <= now) continue;
    // The same file of the same document at another address (its year changed with its date).
    const name = file.url.slice(file.url.lastIndexOf('/'));
    const moved = next?.files.find(
      (f) => f.collection === file.collection && f.slug === file.slug && f.url.endsWith(name),
    );
    problems.push(
      `${file.collection}/${file.slug} (published ${file.published}, Hong Kong time): ${file.url} ` +
        `${moved ? `would move to ${moved.url}` : 'would leave the site'} before ` +
        `${until.toISOString().slice(0, 10)}. A published document keeps its address for five ` +
        'years (Listing Rule 2.07C). Put it back, or withdraw it on purpose: keep its entry and ' +
        'write `withdrawn: <the reason>` in its zh-hans file.',
    );
  }
  return problems;
}

/** The files of the new release that the live one did not have: they go live with it. */
export function newlyPublished(
  live: PublishedFiles | undefined,
  next: PublishedFiles | undefined,
): PublishedFiles['files'] {
  const before = new Set((live?.files ?? []).map((f) => f.url));
  return (next?.files ?? []).filter((f) => !before.has(f.url));
}
