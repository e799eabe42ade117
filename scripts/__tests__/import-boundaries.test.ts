import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lints `source` as a file in the folder of `path` with the project's Biome configuration (a
 * probe file written there for the moment: the rules apply by folder).
 */
function lint(path: string, source: string) {
  const probe = join(dirname(path), `boundary-probe-${randomBytes(4).toString('hex')}.ts`);
  writeFileSync(probe, source);
  try {
    const result = spawnSync('npx', ['biome', 'lint', probe], { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(probe, { force: true });
  }
}

// One Biome run per probe: a few seconds on a busy 2-core machine.
describe('import boundaries (biome.json noRestrictedImports)', { timeout: 60_000 }, () => {
  it('refuses the site importing build scripts or the server, a page another page, and a script or browser test the server internals', () => {
    for (const [path, source] of [
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
    ]) {
      const result = lint(path as string, source as string);
      expect(result.ok, `${path}: ${source}`).toBe(false);
      expect(result.output, path).toContain('noRestrictedImports');
    }
  });

  it('lets each import what it may', () => {
    for (const [path, source] of [
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
    ]) {
      expect(lint(path as string, source as string).ok, `${path}: ${source}`).toBe(true);
    }
  });
});
