/**
 * Writes the PDFs of other producers that the upload policy's tests read
 * (shared/__tests__/fixtures/), so the tests need neither tool at CI time:
 *
 * - `chromium-print.pdf`: a notice printed by headless Chromium (playwright-core, the system
 *   Chromium the browser tests use), with a link, an outline and tagged structure, in English
 *   and Chinese (the CJK font subset embedded);
 * - `qpdf-encrypted.pdf`: a one-page pdf-lib document encrypted by qpdf (AES-256, an empty user
 *   password and an owner password: the "restrict editing" a word processor offers, which opens
 *   without asking), its object streams encrypted as qpdf writes them.
 *
 * Run: `npx tsx tools/pdf-fixtures/make-fixtures.ts` (needs Chromium and `qpdf`; on Debian
 * `apt-get install chromium fonts-noto-cjk qpdf`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../../e2e/helpers/browser-binary';

const OUT = 'shared/__tests__/fixtures';

const NOTICE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Notice of annual general meeting</title>
<style>
  body { font-family: 'Noto Sans CJK SC', sans-serif; margin: 2cm; line-height: 1.5; }
  h1 { font-size: 18pt; } h2 { font-size: 13pt; }
</style></head>
<body>
  <h1>Notice of annual general meeting</h1>
  <p lang="zh-Hans">股东周年大会通告</p>
  <h2>Business of the meeting</h2>
  <p>The annual general meeting will consider the audited financial statements and the
  re-election of directors. The procedure for shareholders to propose a person for election as
  a director is published on <a href="https://example.com/governance">the governance page</a>.</p>
  <h2>Proxy forms</h2>
  <p>A shareholder entitled to attend and vote may appoint a proxy.</p>
</body></html>`;

async function chromiumPrint(): Promise<Uint8Array> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(NOTICE);
    return await page.pdf({ format: 'A4', outline: true, tagged: true });
  } finally {
    await browser.close();
  }
}

async function qpdfEncrypted(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([420, 595]).drawText('Terms of reference', { x: 40, y: 540, font, size: 18 });
  const dir = mkdtempSync(join(tmpdir(), 'retinova-pdf-'));
  try {
    writeFileSync(join(dir, 'plain.pdf'), await document.save());
    execFileSync('qpdf', [
      '--encrypt',
      '',
      'owner-password',
      '256',
      '--',
      join(dir, 'plain.pdf'),
      join(dir, 'encrypted.pdf'),
    ]);
    return readFileSync(join(dir, 'encrypted.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

mkdirSync(OUT, { recursive: true });
for (const [name, bytes] of [
  ['chromium-print.pdf', await chromiumPrint()],
  ['qpdf-encrypted.pdf', await qpdfEncrypted()],
] as const) {
  writeFileSync(join(OUT, name), bytes);
  console.log(`${join(OUT, name)}: ${bytes.length} bytes`);
}
