/**
 * Hostile PDFs (issue 60) at the two Node gates of the upload policy: the editor's guard
 * (cms-guard.ts, in the process of the site's server under `npm run cms`) and the build's check
 * of the upload folders (uploads.ts). Each refuses them with the editor's words naming the file,
 * and the guard's event loop stays free while the check runs on its thread.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { CMS_WORDS } from '../../../shared/cms-words';
import { flateBomb, manyPages } from '../../../tools/pdf-fixtures/hostile';
import { actionProblem } from '../cms-guard';
import { uploadsFolderProblems } from '../uploads';

const MB = 1024 * 1024;
const DOCUMENTS = 'src/content/documents/files';
const FIXTURES = join(import.meta.dirname, '../../../shared/__tests__/fixtures');

/** decap-server's upload action for `bytes` at `path`. */
const persistMedia = (path: string, bytes: Uint8Array) => ({
  action: 'persistMedia',
  params: { asset: { path, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' } },
});

/** The editor's sentence with the file's name in it. */
const said = (locale: 'zh-hant' | 'en', key: 'pdfTooComplex' | 'pdfTooManyPages', name: string) =>
  CMS_WORDS[locale].uploads[key].replace('{name}', name);

describe('hostile PDFs at the guard and the build', { timeout: 60_000 }, () => {
  it('the guard refuses a flate bomb in the editor’s language, its event loop free meanwhile', async () => {
    const bomb = await flateBomb(20 * MB);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const problem = await actionProblem(
      persistMedia(`${DOCUMENTS}/2026/bomb.pdf`, bomb),
      'zh-hant',
    );
    const took = performance.now() - started;
    delay.disable();
    expect(problem).toBe(said('zh-hant', 'pdfTooComplex', 'bomb.pdf'));
    expect(took).toBeLessThan(10_000);
    // Checked on the main thread it stalled the site's server 5-10 s (the whole parse).
    expect(delay.max / 1e6).toBeLessThan(1000);
  });

  it('the guard refuses a PDF of more than 2,000 pages, and takes an ordinary one', async () => {
    expect(await actionProblem(persistMedia(`${DOCUMENTS}/long.pdf`, manyPages(2001)), 'en')).toBe(
      said('en', 'pdfTooManyPages', 'long.pdf'),
    );
    const clean = readFileSync(join(FIXTURES, 'chromium-print.pdf'));
    expect(await actionProblem(persistMedia(`${DOCUMENTS}/notice.pdf`, clean))).toBeUndefined();
  });

  it('the build refuses them in the documents folder, naming each', async () => {
    const root = mkdtempSync(join(tmpdir(), 'retinova-uploads-'));
    try {
      const folder = join(root, DOCUMENTS);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'bomb.pdf'), await flateBomb(20 * MB));
      writeFileSync(join(folder, 'long.pdf'), manyPages(2001));
      writeFileSync(join(folder, 'notice.pdf'), readFileSync(join(FIXTURES, 'chromium-print.pdf')));
      const name = (file: string) => relative(process.cwd(), join(folder, file));
      expect((await uploadsFolderProblems(root)).sort()).toEqual([
        `${name('bomb.pdf')}: ${said('en', 'pdfTooComplex', 'bomb.pdf')}`,
        `${name('long.pdf')}: ${said('en', 'pdfTooManyPages', 'long.pdf')}`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
