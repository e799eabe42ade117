/**
 * Prints the sample investor documents to PDF with headless Chromium.
 *
 *   npx tsx tools/sample-documents/generate.ts           # skips a PDF newer than its inputs
 *   npx tsx tools/sample-documents/generate.ts --force   # always reprints
 *
 * Reads, for every text in tools/sample-documents/texts/ (`<slug>.<locale>.md`, Markdown), the
 * document's entries in src/content/documents/ (`<slug>.zh-hans.md` gives `published`,
 * `category` and `files`; each language's entry gives its `title`), and prints one PDF per file
 * the zh-hans entry names, into src/content/documents/files/ and nowhere else.
 *
 * The layout is the sober one of a Hong Kong issuer's filing: the exchange's disclaimer on
 * announcements and notices, the company's names, place of incorporation and stock code, the
 * title, the text, then the signature block (announcements and notices) and the date.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { chromium } from 'playwright-core';
import { parse as parseYaml } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TEXTS = join(ROOT, 'tools/sample-documents/texts');
const ENTRIES = join(ROOT, 'src/content/documents');
const FILES = join(ENTRIES, 'files');
const SELF = fileURLToPath(import.meta.url);

const LOCALES = ['zh-hans', 'zh-hant', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** What a document's layout depends on: the exchange's disclaimer and the signature block. */
type Kind = 'announcement' | 'notice' | 'form' | 'document';

function kindOf(slug: string, category: string): Kind {
  if (category === 'announcements') return 'announcement';
  if (slug.startsWith('form-of-proxy')) return 'form';
  if (slug.startsWith('notice-of')) return 'notice';
  return 'document';
}

interface Words {
  /** The `lang` of the page (it picks the CJK glyph variants). */
  htmlLang: string;
  fonts: string;
  name: string;
  otherName: string;
  incorporated: string;
  stockCode: string;
  /** The exchange's standard disclaimer; `{noun}` is "announcement" or "notice". */
  disclaimer: string;
  nouns: Record<'announcement' | 'notice', string>;
  byOrder: string;
  signatory: string;
  /** The board's composition on the date of the document (by role, as every filing states it). */
  composition: string;
  place: (date: string) => string;
  date: (year: number, month: number, day: number) => string;
}

const CN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 to 31 in Chinese numerals (十, 十一, 二十, 三十一), as Hong Kong filings write days and months. */
function chineseNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const units = n % 10;
  const head = tens === 0 ? '' : tens === 1 ? '十' : `${CN_DIGITS[tens]}十`;
  return units === 0 ? head : `${head}${CN_DIGITS[units]}`;
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WORDS: Record<Locale, Words> = {
  'zh-hans': {
    htmlLang: 'zh-Hans',
    fonts: '"Noto Sans CJK SC", sans-serif',
    name: '视瞳科技',
    otherName: 'Retinova',
    incorporated: '（于开曼群岛注册成立的有限公司）',
    stockCode: '（股份代号：02251）',
    disclaimer:
      '香港交易及结算所有限公司及香港联合交易所有限公司对本{noun}的内容概不负责，对其准确性或完整性亦不发表任何声明，并明确表示，概不对因本{noun}全部或任何部分内容而产生或因依赖该等内容而引致的任何损失承担任何责任。',
    nouns: { announcement: '公告', notice: '通告' },
    byOrder: '承董事会命',
    signatory: '董事会主席',
    composition: '于本{noun}日期，董事会由两名执行董事、一名非执行董事及三名独立非执行董事组成。',
    place: (date) => `香港，${date}`,
    date: (y, m, d) => `${y}年${m}月${d}日`,
  },
  'zh-hant': {
    htmlLang: 'zh-Hant-HK',
    fonts: '"Noto Sans CJK TC", "Noto Sans CJK HK", sans-serif',
    name: '視瞳科技',
    otherName: 'Retinova',
    incorporated: '（於開曼群島註冊成立的有限公司）',
    stockCode: '（股份代號：02251）',
    disclaimer:
      '香港交易及結算所有限公司及香港聯合交易所有限公司對本{noun}的內容概不負責，對其準確性或完整性亦不發表任何聲明，並明確表示，概不對因本{noun}全部或任何部分內容而產生或因倚賴該等內容而引致的任何損失承擔任何責任。',
    nouns: { announcement: '公告', notice: '通告' },
    byOrder: '承董事會命',
    signatory: '董事會主席',
    composition: '於本{noun}日期，董事會由兩名執行董事、一名非執行董事及三名獨立非執行董事組成。',
    place: (date) => `香港，${date}`,
    // Hong Kong filings in Chinese write the year digit by digit: 二零二六年三月十日.
    date: (y, m, d) =>
      `${[...String(y)].map((c) => CN_DIGITS[Number(c)]).join('')}年${chineseNumber(m)}月${chineseNumber(d)}日`,
  },
  en: {
    htmlLang: 'en-GB',
    // Liberation Sans stands in where Noto Sans is not installed: the CJK fonts' quotation marks
    // and apostrophes are full-width, too wide for English text.
    fonts: '"Noto Sans", "Liberation Sans", "Noto Sans CJK TC", sans-serif',
    name: 'Retinova',
    otherName: '視瞳科技',
    incorporated: '(Incorporated in the Cayman Islands with limited liability)',
    stockCode: '(Stock code: 02251)',
    disclaimer:
      'Hong Kong Exchanges and Clearing Limited and The Stock Exchange of Hong Kong Limited take no responsibility for the contents of this {noun}, make no representation as to its accuracy or completeness and expressly disclaim any liability whatsoever for any loss howsoever arising from or in reliance upon the whole or any part of the contents of this {noun}.',
    nouns: { announcement: 'announcement', notice: 'notice' },
    byOrder: 'By order of the Board',
    signatory: 'Chair of the Board',
    composition:
      'As at the date of this {noun}, the Board comprises two executive directors, one non-executive director and three independent non-executive directors.',
    place: (date) => `Hong Kong, ${date}`,
    date: (y, m, d) => `${d} ${EN_MONTHS[m - 1]} ${y}`,
  },
};

interface Entry {
  published: string;
  category: string;
  files: Partial<Record<Locale, string>>;
}

/** The front matter of an entry file (`---\n<yaml>\n---`), as a plain object. */
async function frontMatter(file: string): Promise<Record<string, unknown>> {
  const source = await readFile(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*$/.exec(source);
  if (!match?.[1]) throw new Error(`${relative(ROOT, file)}: expected front matter only`);
  const value: unknown = parseYaml(match[1]);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${relative(ROOT, file)}: the front matter is not a set of fields`);
  return value as Record<string, unknown>;
}

async function readEntry(slug: string): Promise<Entry> {
  const file = join(ENTRIES, `${slug}.zh-hans.md`);
  const data = await frontMatter(file);
  const { published, category, files } = data;
  if (typeof published !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(published))
    throw new Error(`${relative(ROOT, file)}: published must be YYYY-MM-DDTHH:mm`);
  if (typeof category !== 'string') throw new Error(`${relative(ROOT, file)}: no category`);
  if (typeof files !== 'object' || files === null)
    throw new Error(`${relative(ROOT, file)}: no files`);
  const named: Partial<Record<Locale, string>> = {};
  for (const [locale, path] of Object.entries(files)) {
    if (!isLocale(locale) || typeof path !== 'string')
      throw new Error(`${relative(ROOT, file)}: files.${locale} is not a language's PDF`);
    named[locale] = path;
  }
  return { published, category, files: named };
}

async function readTitle(slug: string, locale: Locale): Promise<string> {
  const file = join(ENTRIES, `${slug}.${locale}.md`);
  const { title } = await frontMatter(file);
  if (typeof title !== 'string' || !title.trim())
    throw new Error(`${relative(ROOT, file)}: no title`);
  return title;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
  @page { size: A4; }
  html { -webkit-print-color-adjust: exact; }
  body { margin: 0; font-size: 10pt; line-height: 1.6; color: #111; }
  .disclaimer { font-size: 7.5pt; line-height: 1.45; color: #333; margin: 0 0 6mm; }
  header { text-align: center; margin-bottom: 7mm; }
  header p { margin: 0; text-align: center; }
  header .name { font-size: 17pt; font-weight: 700; letter-spacing: 0.04em; }
  header .other-name { font-size: 11pt; font-weight: 700; margin-bottom: 1.5mm; }
  header .line { font-size: 8.5pt; }
  h1 { text-align: center; font-size: 13pt; font-weight: 700; margin: 0 0 6mm;
       padding: 2.5mm 0; border-top: 0.6pt solid #111; border-bottom: 0.6pt solid #111; }
  h2 { font-size: 10.5pt; font-weight: 700; margin: 5mm 0 1.5mm; break-after: avoid; }
  h3 { font-size: 10pt; font-weight: 700; margin: 3.5mm 0 1mm; break-after: avoid; }
  p { margin: 0 0 2.2mm; text-align: justify; }
  ol, ul { margin: 0 0 2.2mm; padding-left: 7mm; }
  li { margin: 0 0 1.2mm; text-align: justify; }
  li > ol, li > ul { margin-top: 1.2mm; }
  table { width: 100%; border-collapse: collapse; margin: 2mm 0 4mm; font-size: 9pt; }
  th, td { border: 0.5pt solid #333; padding: 1.6mm 2mm; vertical-align: top; text-align: left; }
  th { font-weight: 700; background: #f0f0f0; }
  td:nth-child(n+3), th:nth-child(n+3) { width: 16mm; text-align: center; }
  td:first-child, th:first-child { width: 10mm; }
  .blank { display: inline-block; min-width: 42mm; border-bottom: 0.5pt solid #111; height: 1em; }
  .blank.wide { min-width: 80mm; }
  .closing { margin-top: 8mm; break-inside: avoid; }
  .signature { margin-left: 58%; }
  .signature p { margin: 0; text-align: left; }
  .date { margin-top: 5mm; }
  .composition { margin-top: 5mm; font-size: 8.5pt; color: #333; }
`;

function pageHtml(locale: Locale, kind: Kind, title: string, body: string, date: string): string {
  const words = WORDS[locale];
  const noun = kind === 'notice' ? words.nouns.notice : words.nouns.announcement;
  const signed = kind === 'announcement' || kind === 'notice';
  const disclaimer = signed
    ? `<p class="disclaimer">${escapeHtml(words.disclaimer.replaceAll('{noun}', noun))}</p>`
    : '';
  const signature = signed
    ? `<div class="signature"><p>${escapeHtml(words.byOrder)}</p><p><strong>${escapeHtml(words.name)}</strong></p><p>${escapeHtml(words.signatory)}</p></div>`
    : '';
  const composition = signed
    ? `<p class="composition">${escapeHtml(words.composition.replaceAll('{noun}', noun))}</p>`
    : '';
  return `<!doctype html>
<html lang="${words.htmlLang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${words.name} – ${title}`)}</title>
<style>body { font-family: ${words.fonts}; }${STYLE}</style>
</head>
<body>
${disclaimer}
<header>
  <p class="name">${escapeHtml(words.name)}</p>
  <p class="other-name">${escapeHtml(words.otherName)}</p>
  <p class="line">${escapeHtml(words.incorporated)}</p>
  <p class="line">${escapeHtml(words.stockCode)}</p>
</header>
<h1>${escapeHtml(title)}</h1>
<main>${body}</main>
<div class="closing">
  ${signature}
  <p class="date">${escapeHtml(words.place(date))}</p>
  ${composition}
</div>
</body>
</html>`;
}

/** The PDF an entry names (`files/<name>.pdf`), refused unless it lies in src/content/documents/files/. */
function outputOf(path: string): string {
  const out = resolve(ENTRIES, path);
  if (!out.startsWith(FILES + sep) || !out.endsWith('.pdf'))
    throw new Error(`${path}: a document's PDF must be written into src/content/documents/files/`);
  return out;
}

const newerThan = (file: string, inputs: string[]) =>
  existsSync(file) && inputs.every((input) => statSync(input).mtimeMs <= statSync(file).mtimeMs);

async function main() {
  const force = process.argv.includes('--force');
  const texts = (await readdir(TEXTS)).filter((name) => name.endsWith('.md')).sort();
  const slugs = new Map<string, Set<Locale>>();
  for (const name of texts) {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(zh-hans|zh-hant|en)\.md$/.exec(name);
    if (!match?.[1] || !match[2] || !isLocale(match[2]))
      throw new Error(`texts/${name}: expected <slug>.<zh-hans|zh-hant|en>.md`);
    const locales = slugs.get(match[1]) ?? new Set<Locale>();
    locales.add(match[2]);
    slugs.set(match[1], locales);
  }

  const marked = new Marked({ gfm: true });
  await mkdir(FILES, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let printed = 0;
  let skipped = 0;
  try {
    const page = await browser.newPage();
    for (const [slug, locales] of slugs) {
      const entry = await readEntry(slug);
      for (const locale of LOCALES) {
        const path = entry.files[locale];
        if (!path) {
          if (locales.has(locale))
            throw new Error(`texts/${slug}.${locale}.md: the entry names no ${locale} PDF`);
          continue;
        }
        if (!locales.has(locale))
          throw new Error(
            `${slug}: the entry names a ${locale} PDF, but texts/${slug}.${locale}.md is missing`,
          );
        const out = outputOf(path);
        const textFile = join(TEXTS, `${slug}.${locale}.md`);
        const inputs = [
          textFile,
          join(ENTRIES, `${slug}.zh-hans.md`),
          join(ENTRIES, `${slug}.${locale}.md`),
          SELF,
        ];
        if (!force && newerThan(out, inputs)) {
          skipped++;
          continue;
        }
        const title = await readTitle(slug, locale);
        const body = marked.parse(await readFile(textFile, 'utf8'), { async: false });
        const [year, month, day] = entry.published.slice(0, 10).split('-').map(Number);
        if (!year || !month || !day) throw new Error(`${slug}: bad date ${entry.published}`);
        const date = WORDS[locale].date(year, month, day);
        await page.setContent(pageHtml(locale, kindOf(slug, entry.category), title, body, date), {
          waitUntil: 'load',
        });
        // The fonts are local; wait for them so the glyphs are embedded, not a fallback's.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.pdf({
          path: out,
          format: 'A4',
          printBackground: true,
          margin: { top: '18mm', bottom: '20mm', left: '20mm', right: '20mm' },
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate:
            '<div style="width:100%;text-align:center;font-size:8px;color:#555;">– <span class="pageNumber"></span> –</div>',
        });
        printed++;
        console.log(`  ${relative(ROOT, out)} (${Math.round(statSync(out).size / 1024)} KB)`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Printed ${printed} PDF${printed === 1 ? '' : 's'}, ${skipped} up to date.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
