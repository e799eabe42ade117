/**
 * One measured run of BENCHMARKS.md's "Hostile PDFs": the upload check as the editor's guard and
 * the build run it (scripts/lib/upload-words.ts), or the text extraction as the search index
 * runs it (scripts/lib/pdf-text.ts `PdfTextReader`), on one file; prints the verdict and the
 * time. Peak memory is the caller's: `/usr/bin/time -v` around it (tools/pdf-fixtures/measure.sh).
 *
 *     npx tsx tools/pdf-fixtures/measure.ts check <file.pdf>
 *     npx tsx tools/pdf-fixtures/measure.ts text <file.pdf>
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PdfTextReader } from '../../scripts/lib/pdf-text';
import { uploadProblem } from '../../scripts/lib/upload-words';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'check' && mode !== 'text') || !file) {
  console.error('usage: npx tsx tools/pdf-fixtures/measure.ts check|text <file.pdf>');
  process.exit(2);
}
const bytes = readFileSync(file);
const started = performance.now();
let verdict: string;
if (mode === 'check') {
  const problem = await uploadProblem(`src/content/documents/files/${basename(file)}`, bytes);
  verdict = problem ?? 'accepted';
} else {
  const reader = new PdfTextReader();
  try {
    const read: unknown = await reader.read(bytes, basename(file));
    // A string (the text) or `{ text, cutOff }`.
    const { text, cutOff } =
      typeof read === 'string'
        ? { text: read, cutOff: undefined }
        : (read as Record<string, string>);
    verdict = `${text?.length ?? 0} characters${cutOff ? `, cut off ${cutOff}` : ''}`;
  } catch (error) {
    verdict = `failed: ${(error as Error).message.slice(0, 160)}`;
  } finally {
    await reader.close();
  }
}
console.log(
  `${mode} ${basename(file)}: ${verdict} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
