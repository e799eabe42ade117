/**
 * `npm run bench:content -- --articles 1000 [--documents 600] [--lighthouse] [--keep] [--json FILE]`:
 * the site at N news articles per language (issue 37) and M investor documents (issue 48), built
 * and measured on a temporary copy.
 *
 * 1. Copies the files `git ls-files` lists (as they are in the working tree) into a folder under
 *    the system's temporary folder, with node_modules linked to this checkout's (never copied),
 *    and the generated artwork (public/generated, the same at any size) when there is one.
 * 2. Grows src/content/news there to N articles per language (N ≥ 15; 15 is the real site): the
 *    15 real articles repeated as `<slug>-<k>`, same type and text, dates spread evenly over the
 *    ten years before the newest real article (deterministic, so runs compare).
 * 3. Full build, cold (`npx tsx scripts/build.ts`; `.cache` folders under the copy deleted first,
 *    RETINOVA_BUILD_CACHE=<copy>/.cache/build so the checkout's cache is never read), timed.
 *    With `--documents M`, src/content/documents grows to M documents the same way (the real
 *    ones repeated as `<slug>-<k>`, dates spread over the five years before the newest), each
 *    language version's PDF a copy of the real one with a comment appended after its end, so
 *    every file has bytes of its own (the build reads each new file's text for search).
 * 4. "Publish one article": a sentence appended to one article in every language and a new
 *    article dated today, then the build again (warm), timed; then a second new article, timed
 *    (the first may open a new year, which every page of its list links); with `--documents`,
 *    then "publish one document" twice: a new document with two PDFs of its own, built
 *    again (warm), timed, each saying whether it kept the list pages or added one (once in a
 *    page's worth).
 * 5. On that published build (N + 2 articles; the page count is the cold build's):
 *    `npx tsx scripts/size.ts` (first-load JS per route), the HTML, feed and dist/client sizes,
 *    and with `--lighthouse` the four Lighthouse scores of /company-news and the changed article.
 * Prints one Markdown table row per measurement (`--json FILE` also writes them) and removes the
 * copy unless `--keep` (or a step failed: its log's tail is printed and the copy kept).
 * The build is a black box: only its command, its output files and its log are read.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import * as fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENTS as DOCUMENTS_LIST } from '../src/content/documents/collection';
import { listPageRanges } from '../src/content/entries/define';

const USAGE =
  'Usage: npm run bench:content -- --articles N [--lighthouse] [--keep] [--json FILE]\n' +
  '  --articles N   news articles per language (N >= 15; 15 = the real site), default 15\n' +
  '  --documents M  investor documents (M >= the real ones), default: the real ones\n' +
  '  --lighthouse   also Lighthouse (mobile) on /company-news and one article page\n' +
  '  --keep         keep the temporary copy (its path is printed)\n' +
  '  --json FILE    also write the measurements as JSON';
const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '15' },
    documents: { type: 'string' },
    lighthouse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const N = Number(values.articles);
if (!Number.isInteger(N) || N < 15) {
  console.error(
    `--articles must be a whole number of at least 15 (the real articles), not "${values.articles}"\n\n${USAGE}`,
  );
  process.exit(2);
}

const checkout = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: checkout, encoding: 'utf8' }).trim();
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
const copy = fs.mkdtempSync(join(tmpdir(), `retinova-bench-content-${N}-`));
const NEWS = join(copy, 'src/content/news');
const DOCUMENTS = join(copy, 'src/content/documents');
const M = values.documents === undefined ? undefined : Number(values.documents);
if (M !== undefined && (!Number.isInteger(M) || M < 1)) {
  console.error(`--documents must be a whole number, not "${values.documents}"\n\n${USAGE}`);
  process.exit(2);
}
const LOCALES = ['zh-hans', 'zh-hant', 'en'] as const;
const DEFAULT = 'zh-hans';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DIST_DIR: 'dist',
  RETINOVA_BUILD_CACHE: join(copy, '.cache/build'),
};
delete env.CONTENT_DIR;
const client = join(copy, 'dist/client');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const rows: { measure: string; value: string | number }[] = [];
const record = (measure: string, value: string | number) => {
  rows.push({ measure, value });
  console.log(`  ${measure}: ${value}`);
};

/** Runs `npx tsx <args>` in the copy, output to <copy>/<log>; its tail is printed on failure. */
async function run(log: string, args: string[], okCodes = [0]) {
  const file = join(copy, log);
  const out = fs.openSync(file, 'w');
  // Other work on the machine shows in the times: the load average is printed with them.
  console.log(`npx tsx ${args.join(' ')} (load average ${load()})`);
  const started = performance.now();
  const child = spawn('npx', ['tsx', ...args], { cwd: copy, env, stdio: ['ignore', out, out] });
  const [code] = (await once(child, 'exit')) as [number | null];
  fs.closeSync(out);
  const seconds = (performance.now() - started) / 1000;
  const text = fs.readFileSync(file, 'utf8');
  if (!okCodes.includes(code ?? -1)) {
    const tail = text.split('\n').slice(-40).join('\n');
    throw new Error(`npx tsx ${args.join(' ')} exited with ${code} (log: ${file}):\n${tail}`);
  }
  return { seconds, text };
}

/** Deletes every `.cache` folder under the copy (links, e.g. node_modules, are not followed). */
function removeCaches() {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.name === '.cache') found.push(path);
      else walk(path);
    }
  };
  walk(copy);
  for (const path of found) fs.rmSync(path, { recursive: true, force: true });
  const shared = join(checkout, 'node_modules/.cache');
  const theirs = fs.existsSync(shared)
    ? fs.readdirSync(shared).filter((n) => n.startsWith('retinova-'))
    : [];
  console.log(
    `cold build: looked for .cache folders under ${copy} (not inside the linked node_modules): ` +
      `${found.length ? `removed ${found.join(', ')}` : 'none'}; RETINOVA_BUILD_CACHE=${env.RETINOVA_BUILD_CACHE}` +
      (theirs.length
        ? `; the checkout's ${shared} holds ${theirs.join(', ')} (not used, not deleted)`
        : ''),
  );
}

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const articleFile = (slug: string, locale: string) => join(NEWS, `${slug}.${locale}.md`);
const read = (path: string) => fs.readFileSync(path, 'utf8');
const withDate = (text: string, date: string) => {
  if (!/^date:.*$/m.test(text)) throw new Error('no date: line in a zh-hans article');
  return text.replace(/^date:.*$/m, `date: ${date}`);
};

/** Copies the real articles to N per language (see the header); returns the real ones, sorted. */
function grow() {
  const real = fs
    .readdirSync(NEWS)
    .filter((f) => f.endsWith(`.${DEFAULT}.md`))
    .map((f) => f.slice(0, -`.${DEFAULT}.md`.length))
    .sort();
  const meta = real.map((slug) => {
    const text = read(articleFile(slug, DEFAULT));
    return { slug, date: /^date:\s*'?"?(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? '', text };
  });
  const newest = Date.parse(
    meta
      .map((m) => m.date)
      .sort()
      .at(-1) ?? '',
  );
  if (Number.isNaN(newest)) throw new Error(`no dated article in ${NEWS}`);
  const extra = N - real.length;
  for (let j = 1; j <= extra; j++) {
    const original = meta[(j - 1) % real.length];
    if (!original) throw new Error('no real articles');
    const slug = `${original.slug}-${Math.floor((j - 1) / real.length) + 1}`;
    const date = isoDay(newest - Math.round((j * 3652) / extra) * day);
    for (const locale of LOCALES) {
      const text = read(articleFile(original.slug, locale));
      fs.writeFileSync(articleFile(slug, locale), locale === DEFAULT ? withDate(text, date) : text);
    }
  }
  return meta;
}

/** A copy of a PDF with bytes of its own: a comment after its end (readers ignore it). */
const copyPdf = (from: string, to: string, mark: string) =>
  fs.writeFileSync(to, Buffer.concat([fs.readFileSync(from), Buffer.from(`\n%${mark}\n`)]));

/** Copies the real documents to `count` (see the header). */
function growDocuments(count: number) {
  const real = fs
    .readdirSync(DOCUMENTS)
    .filter((f) => f.endsWith(`.${DEFAULT}.md`))
    .map((f) => f.slice(0, -`.${DEFAULT}.md`.length))
    .sort();
  if (count < real.length)
    throw new Error(`--documents ${count}: there are ${real.length} real ones`);
  const newest = Math.max(
    ...real.map((slug) =>
      Date.parse(
        /^published:\s*(\S+)/m.exec(read(join(DOCUMENTS, `${slug}.${DEFAULT}.md`)))?.[1] ?? '',
      ),
    ),
  );
  const extra = count - real.length;
  for (let j = 1; j <= extra; j++) {
    const original = real[(j - 1) % real.length] as string;
    const slug = `${original}-${Math.floor((j - 1) / real.length) + 1}`;
    const published = new Date(newest - Math.round((j * 1826) / extra) * day)
      .toISOString()
      .slice(0, 16);
    for (const locale of LOCALES) {
      let text = read(join(DOCUMENTS, `${original}.${locale}.md`));
      if (locale === DEFAULT) {
        text = text.replace(/^published:.*$/m, `published: ${published}`);
        for (const m of text.matchAll(/files\/([\w.-]+)\.pdf/g)) {
          const name = m[1] as string;
          const copyName = name.replace(original, slug);
          copyPdf(
            join(DOCUMENTS, `files/${name}.pdf`),
            join(DOCUMENTS, `files/${copyName}.pdf`),
            slug,
          );
        }
        text = text.replaceAll(`files/${original}-`, `files/${slug}-`);
      }
      fs.writeFileSync(join(DOCUMENTS, `${slug}.${locale}.md`), text);
    }
  }
  return real;
}

/** A new document published now, with an English and a Traditional Chinese PDF of its own. */
function publishOneDocument(template: string, slug: string) {
  const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16); // Hong Kong time
  const titles = {
    'zh-hans': '自愿公告：业务更新',
    'zh-hant': '自願公告：業務更新',
    en: 'Voluntary announcement: business update',
  };
  for (const language of ['en', 'zh-hant'] as const)
    copyPdf(
      join(DOCUMENTS, `files/${template}-${language}.pdf`),
      join(DOCUMENTS, `files/${slug}-${language}.pdf`),
      slug,
    );
  for (const locale of LOCALES) {
    const front = [`title: "${titles[locale]}"`];
    if (locale === DEFAULT) front.unshift(`published: ${now}`, 'category: announcements');
    if (locale === DEFAULT)
      front.push('files:', `  en: files/${slug}-en.pdf`, `  zh-hant: files/${slug}-zh-hant.pdf`);
    fs.writeFileSync(join(DOCUMENTS, `${slug}.${locale}.md`), `---\n${front.join('\n')}\n---\n`);
  }
}

/** A sentence appended to one article, and a new article dated today (three languages). */
function publishOne(slug: string) {
  const appended = {
    'zh-hans': '\n活动期间的眼底筛查对社区居民免费。\n',
    'zh-hant': '\n活動期間的眼底篩查對社區居民免費。\n',
    en: '\nThe screening is free of charge for residents of the district.\n',
  };
  for (const locale of LOCALES) fs.appendFileSync(articleFile(slug, locale), appended[locale]);
  addArticle('community-screening-day-today', slug);
}

/** A new social-responsibility article dated today, `slug`, with the cover of `coverOf`. */
function addArticle(slug: string, coverOf: string) {
  const cover = /^cover:.*$/m.exec(read(articleFile(coverOf, DEFAULT)))?.[0] ?? '';
  // title, summary (also the body), source
  const text = {
    'zh-hans': [
      '社区免费眼底筛查日',
      '视瞳科技在社区卫生服务中心举办免费眼底筛查日，一分钟拍照，无需散瞳，当天出报告。',
      '视瞳科技',
    ],
    'zh-hant': [
      '社區免費眼底篩查日',
      '視瞳科技在社區衛生服務中心舉辦免費眼底篩查日，一分鐘拍照，無需散瞳，當天出報告。',
      '視瞳科技',
    ],
    en: [
      'A free retinal screening day in the community',
      'Retinova holds a free retinal screening day at a community health centre: a one-minute photograph without eye drops, the report the same day.',
      'Retinova',
    ],
  };
  for (const locale of LOCALES) {
    const [title, summary, source] = text[locale];
    const front = [`title: "${title}"`, `summary: "${summary}"`, `source: "${source}"`];
    if (locale === DEFAULT) front.unshift('type: responsibility', `date: ${isoDay(Date.now())}`);
    if (locale === DEFAULT) front.push(cover);
    const file = articleFile(slug, locale);
    fs.writeFileSync(file, `---\n${front.join('\n')}\n---\n\n${summary}\n`);
  }
}

const size = (path: string) => (fs.existsSync(path) ? fs.statSync(path).size : Number.NaN);
const kb = (bytes: number) => (Number.isNaN(bytes) ? 'missing' : `${(bytes / 1024).toFixed(1)} KB`);

let failed = true;
try {
  // 1. The copy.
  for (const file of git('ls-files', '-z').split('\0').filter(Boolean)) {
    const from = join(checkout, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(dirname(join(copy, file)), { recursive: true });
    fs.cpSync(from, join(copy, file), { verbatimSymlinks: true });
  }
  fs.symlinkSync(join(checkout, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The generated artwork (git-ignored, the same at any number of articles) when this checkout
  // has it: drawing it is a one-time step of a fresh clone, not a cost of the news.
  if (fs.existsSync(join(checkout, 'public/generated'))) {
    fs.cpSync(join(checkout, 'public/generated'), join(copy, 'public/generated'), {
      recursive: true,
    });
  }
  console.log(`copy of ${checkout} at ${commit}: ${copy}`);
  // 2. Grow.
  const real = grow();
  const changed = real
    .filter((m) => /^type:\s*responsibility/m.test(m.text))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0]?.slug;
  if (!changed) throw new Error('no responsibility article to change');
  console.log(`${N} articles per language (${real.length} real); ${cpus().length} cores`);
  const realDocuments = M === undefined ? undefined : growDocuments(M);
  if (realDocuments) console.log(`${M} documents (${realDocuments.length} real)`);
  // 3. Cold build.
  removeCaches();
  const cold = await run('build-cold.log', ['scripts/build.ts']);
  record('full build, cold (s)', cold.seconds.toFixed(1));
  const pages = /prerendered (\d+) (?:pages|files)/i.exec(cold.text)?.[1];
  record('prerendered pages (build log)', pages ?? 'not reported');
  /** The build's own step times (its `⏱ step: N s` lines), when it prints them. */
  const steps = (text: string) =>
    [...text.matchAll(/^⏱ (.+): ([\d.]+) s$/gm)].map((m) => `${m[1]} ${m[2]}`).join(', ');
  if (steps(cold.text)) record('cold build steps (s)', steps(cold.text));
  // 4. Publish one article.
  publishOne(changed);
  const warm = await run('build-warm.log', ['scripts/build.ts']);
  record('publish one article: build, warm (s)', warm.seconds.toFixed(1));
  if (steps(warm.text)) record('warm build steps (s)', steps(warm.text));
  // Then one more new article: the first may have opened a year (the grown articles end with the
  // newest real one's year), which every page of its list links; this one shows the usual case.
  addArticle('community-screening-day-later', changed);
  const another = await run('build-article-2.log', ['scripts/build.ts']);
  record('publish a second new article: build, warm (s)', another.seconds.toFixed(1));
  if (steps(another.text)) record('second article build steps (s)', steps(another.text));
  for (const [name, text] of [
    ['first', warm.text],
    ['second', another.text],
  ] as const) {
    const line = /^Prerendered .*$/m.exec(text)?.[0];
    if (line) record(`${name} article: prerender (build log)`, line);
  }
  if (realDocuments) {
    const template = realDocuments.find(
      (slug) =>
        fs.existsSync(join(DOCUMENTS, `files/${slug}-zh-hant.pdf`)) &&
        fs.existsSync(join(DOCUMENTS, `files/${slug}-en.pdf`)),
    );
    if (!template) throw new Error('no real document with an English and a zh-hant PDF');
    // Two in a row: list pages stay put as documents are added, except that once in a page's
    // worth a page is added and all are numbered again (listPageRanges); say which case each is.
    const pageCount = (count: number) => listPageRanges(DOCUMENTS_LIST.pageSize, count).length;
    for (const [n, slug] of ['bench-announcement-today', 'bench-announcement-later'].entries()) {
      const before = (M ?? 0) + n;
      const renumbered =
        pageCount(before + 1) !== pageCount(before) ? 'a page added' : 'pages kept';
      const label = `publish document ${before} → ${before + 1} (${renumbered})`;
      publishOneDocument(template, slug);
      const document = await run(`build-document-${n + 1}.log`, ['scripts/build.ts']);
      record(`${label}: build, warm (s)`, document.seconds.toFixed(1));
      if (steps(document.text)) record(`${label}: steps (s)`, steps(document.text));
      const index = /^search index: (.*)$/m.exec(document.text)?.[1];
      if (index && n === 0) record('search index (build log)', index);
    }
  }
  // 5. First-load JS.
  const sizeRun = await run('size.log', ['scripts/size.ts'], [0, 1]);
  const firstLoad = new Map<string, number>();
  for (const m of sizeRun.text.matchAll(/^([a-z][\w-]*)\s+([\d.]+) KB\s+[\d.]+ KB/gm)) {
    firstLoad.set(m[1] ?? '', Number(m[2]));
  }
  for (const route of ['company-news', 'responsibility', 'responsibility-details']) {
    record(`first-load JS ${route} (KB gzip)`, firstLoad.get(route) ?? 'missing');
  }
  record('first-load JS max of all routes (KB gzip)', Math.max(...firstLoad.values()));
  // 6. Sizes of dist/client.
  const list = join(client, 'company-news/index.html');
  record('/company-news HTML (raw / br)', `${kb(size(list))} / ${kb(size(`${list}.br`))}`);
  const article = join(client, `responsibility-details/id-${changed}.html`);
  record(
    `article page HTML id-${changed} (raw / br)`,
    `${kb(size(article))} / ${kb(size(`${article}.br`))}`,
  );
  for (const feed of ['feed.xml', 'zh-hant/feed.xml', 'en/feed.xml']) {
    const path = join(client, feed);
    const entries = fs.existsSync(path) ? (read(path).match(/<entry>/g) ?? []).length : 0;
    record(`/${feed} (size, entries)`, `${kb(size(path))}, ${entries}`);
  }
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(client, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(join(entry.parentPath, entry.name)).size;
  }
  record('dist/client (files, MB)', `${files}, ${(bytes / 1024 ** 2).toFixed(1)}`);
  // 7. Lighthouse.
  if (values.lighthouse) {
    const routes = ['/company-news', `/responsibility-details?id=${changed}`];
    const lh = await run(
      'lighthouse.log',
      ['scripts/lighthouse.ts', '--routes', routes.join(','), '--runs', '1'],
      [0, 1],
    );
    for (const route of routes) {
      const escaped = route.replace(/[?.]/g, '\\$&');
      const m = new RegExp(`^${escaped}\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)`, 'm').exec(
        lh.text,
      );
      record(`Lighthouse ${route} (perf/a11y/best/seo)`, m ? m.slice(1).join('/') : 'missing');
    }
  }
  failed = false;
} catch (error) {
  console.error(`\n${(error as Error).message}\nThe copy is kept for inspection: ${copy}`);
} finally {
  if (!failed && !values.keep) fs.rmSync(copy, { recursive: true, force: true });
  else if (!failed) console.log(`copy kept: ${copy}`);
}
if (failed) process.exit(1);

// 8. The report.
console.log(`\n| articles per language | measurement | value |\n| --- | --- | --- |`);
for (const row of rows)
  console.log(
    `| ${N}${M === undefined ? '' : ` / ${M} documents`} | ${row.measure} | ${row.value} |`,
  );
console.log(
  `\n(${commit}, ${cpus().length} cores, load average ${load()}, Node ${process.version}, ${new Date().toISOString()})`,
);
if (values.json) {
  const data = {
    articles: N,
    documents: M,
    commit,
    cores: cpus().length,
    node: process.version,
    at: new Date().toISOString(),
    rows,
  };
  fs.writeFileSync(values.json, `${JSON.stringify(data, null, 2)}\n`);
}
