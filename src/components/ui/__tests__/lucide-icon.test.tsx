import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from '../lucide-icon';

// The build swaps lucide-react's icon factory for ours (scripts/lib/vite-lean-lucide.ts); these
// tests run on lucide-react's own, so each icon the site imports is drawn both ways and must
// come out the same. A lucide-react upgrade that changes its <svg> makes this fail.

const SRC = join(import.meta.dirname, '../../..');
const BARREL = readFileSync(
  join(SRC, '../node_modules/lucide-react/dist/esm/lucide-react.mjs'),
  'utf8',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every icon the site's code imports from lucide-react. */
const usedIcons = [
  ...new Set(
    sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)].flatMap(
        ([, names = '']) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => /^[A-Z]/.test(name)),
      ),
    ),
  ),
].sort();

/** The module lucide-react's index takes an icon from, e.g. `ChevronLeft` → `chevron-left`. */
function moduleOf(name: string): string {
  const line = BARREL.split('\n').find((l) => l.includes(`default as ${name},`));
  const file = line?.match(/from '\.\/icons\/([\w-]+)\.mjs'/)?.[1];
  if (!file) throw new Error(`lucide-react does not export ${name}`);
  return file;
}

const PROPS = [
  {},
  { size: 20, 'aria-hidden': 'true' },
  { size: 28, 'aria-hidden': 'true', fill: 'currentColor' },
  { size: 22, 'aria-hidden': 'true', focusable: 'false' },
  { size: 24, className: 'icon  icon--large', role: 'img', 'aria-label': 'Phone' },
] as const;

describe('the lean lucide icon factory', () => {
  it('finds the icons the site uses', () => {
    expect(usedIcons).toContain('ChevronLeft');
    expect(usedIcons.length).toBeGreaterThan(15);
  });

  it.each(usedIcons)('draws %s as lucide-react does', async (name) => {
    const Original = (lucide as unknown as Record<string, ComponentType<object>>)[name];
    if (!Original) throw new Error(`${name} is not exported by lucide-react`);
    const module = (await import(`lucide-react/icons/${moduleOf(name)}`)) as {
      __iconData: Parameters<typeof createLucideIcon>[0];
    };
    const Lean = createLucideIcon(module.__iconData);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Lean {...props} />)).toBe(
        renderToStaticMarkup(<Original {...props} />),
      );
    }
  });
});
