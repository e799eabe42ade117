import { describe, expect, it } from 'vitest';
import { CARE_START_SCRIPT, type CareStartWindow, careStart } from '../care-mode';

function fakeWindow(stored: string | null, throws = false) {
  const attributes = new Map<string, string>();
  const w: CareStartWindow = {
    localStorage: {
      getItem: (key) => {
        if (throws) throw new Error('SecurityError');
        return key === 'care' ? stored : null;
      },
    },
    document: {
      documentElement: { setAttribute: (name, value) => attributes.set(name, value) },
    },
  };
  return { w, attributes };
}

describe('careStart (inline start-up script)', () => {
  it('turns care mode on before the first paint when the visitor chose it', () => {
    const { w, attributes } = fakeWindow('1');
    careStart(w);
    expect(attributes.has('data-care')).toBe(true);
  });

  it('leaves the page as it is otherwise, and when storage is refused', () => {
    for (const [stored, throws] of [
      [null, false],
      ['0', false],
      ['1', true],
    ] as const) {
      const { w, attributes } = fakeWindow(stored, throws);
      careStart(w);
      expect(attributes.size).toBe(0);
    }
  });

  it('leaves a micro-frontend host page alone until the app mounts', () => {
    const { w, attributes } = fakeWindow('1');
    w.__POWERED_BY_QIANKUN__ = true;
    new Function('window', CARE_START_SCRIPT)(w);
    expect(attributes.size).toBe(0);
    careStart(w, true);
    expect(attributes.has('data-care')).toBe(true);
  });

  it('is self-contained: the inlined text runs on its own', () => {
    const { w, attributes } = fakeWindow('1');
    new Function('window', CARE_START_SCRIPT)(w);
    expect(attributes.has('data-care')).toBe(true);
  });
});
