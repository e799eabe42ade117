import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lints each source as a file in the folder of its path with the project's Biome configuration
 * (probe files written there for the moment: the rules apply by folder), all in one Biome run.
 * Returns, per probe, whether Biome reported `noRestrictedImports` for it.
 */
function restricted(probes: [path: string, source: string][]): boolean[] {
  const files = probes.map(([path, source]) => {
    const file = join(dirname(path), `boundary-probe-${randomBytes(4).toString('hex')}.ts`);
    writeFileSync(file, source);
    return file;
  });
  try {
    const result = spawnSync(
      'npx',
      ['biome', 'lint', '--colors=off', '--max-diagnostics=none', ...files],
      {
        encoding: 'utf8',
      },
    );
    // Each diagnostic starts with its file, line and column, then the rule's name.
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0 && !output.includes('lint/style/noRestrictedImports'))
      throw new Error(`biome lint failed:\n${output}`);
    return files.map((file) =>
      output
        .split('\n')
        .some(
          (line) => line.startsWith(`${file}:`) && line.includes('lint/style/noRestrictedImports'),
        ),
    );
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

// One Biome run for all probes of a test (it was one per probe: 40 s of CI's unit tests).
describe('import boundaries (biome.json noRestrictedImports)', { timeout: 60_000 }, () => {
  it('refuses the site importing build scripts or the server, a page another page, and a script or browser test the server internals', () => {
    const probes = [
      ['src/content/cms/example.ts', "export { x } from '../../../scripts/lib/content/compile';\n"],
      ['src/pages/home/example.tsx', "export { x } from '../../../server/src/config';\n"],
      ['shared/example.ts', "export { x } from '../scripts/news';\n"],
      ['src/components/ui/example.ts', "export { x } from '../../pages/home/home-page';\n"],
      ['server/src/example.ts', "export { x } from '../../src/content';\n"],
      ['src/pages/medical/example.tsx', "export { x } from '../product/product-page';\n"],
      ['src/pages/samd-detail/example.tsx', "export { x } from '../product';\n"],
      ['scripts/example.ts', "export { x } from '../server/src/store/sqlite';\n"],
      ['scripts/lib/example.ts', "export { x } from '../../server/src/publish/runner';\n"],
      ['e2e/example.ts', "export { buildApp } from '../server/src/app';\n"],
      ['e2e/helpers/example.ts', "export { loadConfig } from '../../server/src/config';\n"],
    ] as [string, string][];
    const found = restricted(probes);
    for (const [index, [path, source]] of probes.entries())
      expect(found[index], `${path}: ${source}`).toBe(true);
  });

  it('lets each import what it may', () => {
    const probes = [
      ['scripts/example.ts', "export { x } from '../src/content';\n"],
      ['scripts/lib/example.ts', "export { loadConfig } from '../../server/src/index';\n"],
      ['e2e/helpers/example.ts', "export { buildApp } from '../../server/src/index';\n"],
      ['scripts/example.ts', "export { startSite } from '../e2e/helpers/harness';\n"],
      ['src/pages/home/example.ts', "export { x } from '../../../shared/contact';\n"],
      ['server/src/example.ts', "export { x } from '../../shared/contact';\n"],
      ['src/app/example.ts', "export { renderToString } from 'react-dom/server';\n"],
      [
        'src/pages/medical/example.tsx',
        "export { x } from '../../components/service/service-page';\n",
      ],
      ['src/pages/medical/example.tsx', "export { x } from './medical-page';\n"],
      [
        'src/pages/career-detail/__tests__/example.ts',
        "export { x } from '../career-detail-page';\n",
      ],
    ] as [string, string][];
    const found = restricted(probes);
    for (const [index, [path, source]] of probes.entries())
      expect(found[index], `${path}: ${source}`).toBe(false);
  });
});
