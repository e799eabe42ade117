/**
 * Compares two builds' prerendered site, file by file:
 *
 *   npm run compare-build -- OLD_DIR NEW_DIR      (e.g. a kept copy of dist/client and dist/client)
 *
 * Every HTML page, feed, sitemap, iCalendar file and robots.txt must be the same text once the content hashes in
 * asset file names are set aside (`/assets/home-page-Bx12_aZ9.js` → `/assets/home-page.js`), so a
 * refactor that should not change the site is proven not to. Prints each difference with its
 * context and exits 1 when there is one. An iCalendar file's DTSTAMP is the day of its build
 * (scripts/lib/collections/output.ts): compare two builds made on the same day (UTC).
 *
 * The `<link rel="modulepreload">` lines name the JavaScript chunks of a page, which follow how
 * the bundler splits modules, not what the page shows: they are compared as a set and a change
 * is listed as a note (a chunk merged or split), not as a difference.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Asset names without their content hash: `name-<8 chars>.ext` (scripts), and `<8 chars>.ext`
 * (stylesheets and images, named by their hash alone, vite.config.ts) as `hash.ext`.
 */
export function normalize(text: string): string {
  return text
    .replace(
      /(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?|mp4))/g,
      '$1$2',
    )
    .replace(/\/assets\/[\w-]{8}(\.(?:css|svg|png|jpe?g|webp|avif|woff2?|mp4))/g, '/assets/hash$1');
}

const COMPARED = /\.(?:html|xml|txt|webmanifest|ics)$/;

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (COMPARED.test(name)) out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

const PRELOAD = /^\s*<link rel="modulepreload"[^>]*>\n?/gm;

/** A page without its script preloads, and those preloads (as a sorted list). */
function splitPreloads(text: string): { page: string; preloads: string[] } {
  const preloads = (text.match(PRELOAD) ?? []).map((line) => line.trim()).sort();
  return { page: text.replace(PRELOAD, ''), preloads };
}

/** The first difference of two texts, with some context, or undefined when they are equal. */
export function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `at character ${i}:\n      old: …${a.slice(from, i + 120)}…\n      new: …${b.slice(from, i + 120)}…`;
}

/** Differences between two build folders, one line (or block) each. */
export function compareBuilds(
  oldDir: string,
  newDir: string,
): { compared: number; differences: string[]; notes: string[] } {
  const notes: string[] = [];
  const before = files(oldDir);
  const after = files(newDir);
  const differences: string[] = [];
  for (const file of before.filter((f) => !after.includes(f)))
    differences.push(`${file}: missing in the new build`);
  for (const file of after.filter((f) => !before.includes(f)))
    differences.push(`${file}: only in the new build`);
  let compared = 0;
  for (const file of before.filter((f) => after.includes(f))) {
    compared++;
    const before = splitPreloads(normalize(readFileSync(join(oldDir, file), 'utf8')));
    const after = splitPreloads(normalize(readFileSync(join(newDir, file), 'utf8')));
    const difference = firstDifference(before.page, after.page);
    if (difference) differences.push(`${file}: differs ${difference}`);
    const gone = before.preloads.filter((p) => !after.preloads.includes(p));
    const added = after.preloads.filter((p) => !before.preloads.includes(p));
    if (gone.length || added.length) {
      const name = (line: string) => /href="([^"]+)"/.exec(line)?.[1] ?? line;
      notes.push(
        `${file}: script preloads ${[...gone.map((l) => `-${name(l)}`), ...added.map((l) => `+${name(l)}`)].join(' ')}`,
      );
    }
  }
  return { compared, differences, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [oldDir, newDir] = process.argv.slice(2);
  if (!oldDir || !newDir || !existsSync(oldDir) || !existsSync(newDir)) {
    console.error(
      'Usage: npm run compare-build -- OLD_DIR NEW_DIR (two build folders, e.g. dist/client)',
    );
    process.exit(2);
  }
  const { compared, differences, notes } = compareBuilds(oldDir, newDir);
  if (notes.length) {
    console.log(`Chunk layout changed on ${notes.length} page(s) (not a difference of the page):`);
    for (const n of notes.slice(0, 10)) console.log(`  ${n}`);
    if (notes.length > 10) console.log(`  … and ${notes.length - 10} more`);
  }
  if (differences.length) {
    console.error(`${differences.length} difference(s) in ${compared} files compared:\n`);
    for (const d of differences.slice(0, 40)) console.error(`  ${d}\n`);
    process.exit(1);
  }
  console.log(
    `Same site: ${compared} files (HTML, feeds, calendars, sitemap, robots) identical apart from asset hashes.`,
  );
}
