import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '../tokens.css'), 'utf8');

/** The hex value of a colour token, following `var(--other)` references. */
function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`--${name} is not defined in tokens.css`);
  const value = match[1].trim();
  const ref = /^var\(--([\w-]+)\)$/.exec(value);
  if (ref?.[1]) return token(ref[1]);
  if (!/^#[0-9a-f]{6}$/i.test(value))
    throw new Error(`--${name} is not a #rrggbb colour: ${value}`);
  return value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

// Text colour, background, minimum ratio (4.5 body text, 3 large text and UI parts).
const PAIRS: [string, string, number][] = [
  ['color-text', 'color-surface', 4.5],
  ['color-text', 'color-surface-alt', 4.5],
  ['color-text-muted', 'color-surface', 4.5],
  ['color-text-muted', 'color-surface-alt', 4.5],
  ['color-primary', 'color-surface', 4.5],
  ['color-primary', 'color-surface-alt', 4.5],
  ['color-primary', 'color-primary-soft', 4.5],
  ['color-accent', 'color-surface', 4.5],
  ['color-accent', 'color-surface-alt', 4.5],
  ['color-accent-strong', 'color-accent-soft', 4.5],
  ['color-text-inverse', 'color-primary', 4.5],
  ['color-text-inverse', 'color-primary-strong', 4.5],
  ['color-text-inverse', 'color-surface-dark', 4.5],
  ['color-text-inverse', 'color-accent', 4.5],
  ['color-danger', 'color-surface', 4.5],
  ['grey-500', 'color-surface', 4.5],
  ['color-text', 'color-risk-1', 4.5],
  ['color-text', 'color-risk-2', 4.5],
  ['color-text', 'color-risk-3', 4.5],
  ['color-text', 'color-risk-4', 4.5],
  ['color-focus', 'color-surface', 3],
];

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s meets WCAG AA (≥ %s:1)', (fg, bg, min) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(min);
  });

  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('defines the four pink health-risk shades, light to deep', () => {
    const shades = [1, 2, 3, 4].map((n) => luminance(token(`color-risk-${n}`)));
    expect([...shades].sort((a, b) => b - a)).toEqual(shades);
  });

  it('keeps every font size at 12 px or more', () => {
    const minima = [...css.matchAll(/--text-[\w-]+:\s*clamp\((\d+)px/g)].map(([, min]) =>
      Number(min),
    );
    // The eight sizes, xs to 4xl: a pattern that no longer matches fails here, not silently.
    expect(minima).toHaveLength(8);
    expect(Math.min(...minima)).toBeGreaterThanOrEqual(12);
  });

  it('zeroes the motion durations for reduced motion', () => {
    const reduced = /prefers-reduced-motion: reduce\)\s*{\s*:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    for (const name of ['duration-fast', 'duration-base', 'duration-slow']) {
      expect(reduced).toMatch(new RegExp(`--${name}:\\s*0ms`));
    }
  });
});
