import { describe, expect, it } from 'vitest';
import {
  addCareStyles,
  applyStoredCareMode,
  CARE_STORAGE_KEY,
  CARE_STYLES_WAIT_MS,
  type CareStartWindow,
  type CareStylesLink,
  careStart,
  careStartScript,
} from '../care-mode';

const HREF = '/assets/care-test.css';

interface FakeLink extends CareStylesLink {
  attributes: Map<string, string>;
}

/**
 * A window whose document records what care mode does to it. `blocking`: whether its links
 * can hold the first paint (`blocking="render"`); its timers run when the test says.
 */
function fakeWindow(stored: string | null, throws = false, blocking = true) {
  const attributes = new Map<string, string>();
  const head: FakeLink[] = [];
  const style = { visibility: '' };
  const timers: { handler: () => void; ms: number }[] = [];
  const w: CareStartWindow = {
    setTimeout: (handler, ms) => timers.push({ handler, ms }),
    localStorage: {
      getItem: (key) => {
        if (throws) throw new Error('SecurityError');
        return key === 'care' ? stored : null;
      },
    },
    document: {
      documentElement: { setAttribute: (name, value) => attributes.set(name, value), style },
      head: { appendChild: (node: never) => head.push(node) },
      querySelector: (selectors) =>
        selectors === 'link[data-care-styles]'
          ? head.find((link) => link.attributes.has('data-care-styles'))
          : null,
      createElement: () => {
        const attributes = new Map<string, string>();
        const link: FakeLink = {
          rel: '',
          href: '',
          onload: null,
          onerror: null,
          attributes,
          setAttribute: (name, value) => attributes.set(name, value),
        };
        if (blocking) link.blocking = { supports: (token) => token === 'render' };
        return link;
      },
    },
  };
  return { w, attributes, head, style, timers };
}

/** The stylesheet links the fake head holds, as the browser would read them. */
const links = (head: FakeLink[]) =>
  head.map((link) => ({
    rel: link.rel,
    href: link.href,
    blocking: link.attributes.get('blocking'),
  }));

describe('careStart (inline start-up script)', () => {
  it('turns care mode on before the first paint, with its stylesheet blocking the paint', () => {
    const { w, attributes, head } = fakeWindow('1');
    careStart(w, HREF, addCareStyles, CARE_STYLES_WAIT_MS, CARE_STORAGE_KEY);
    expect(attributes.has('data-care')).toBe(true);
    expect(links(head)).toEqual([{ rel: 'stylesheet', href: HREF, blocking: 'render' }]);
  });

  it('leaves the page as it is otherwise, and when storage is refused: no stylesheet either', () => {
    for (const [stored, throws] of [
      [null, false],
      ['0', false],
      ['1', true],
    ] as const) {
      const { w, attributes, head } = fakeWindow(stored, throws);
      careStart(w, HREF, addCareStyles, CARE_STYLES_WAIT_MS, CARE_STORAGE_KEY);
      expect(attributes.size).toBe(0);
      expect(head).toEqual([]);
    }
  });

  it('leaves a micro-frontend host page alone until the app mounts', () => {
    const { w, attributes, head } = fakeWindow('1');
    w.__POWERED_BY_QIANKUN__ = true;
    new Function('window', careStartScript(HREF))(w);
    expect(attributes.size).toBe(0);
    expect(head).toEqual([]);
    applyStoredCareMode(w);
    expect(attributes.has('data-care')).toBe(true);
    expect(links(head)).toHaveLength(1);
  });

  it('is self-contained: the inlined text runs on its own', () => {
    const { w, attributes, head } = fakeWindow('1');
    new Function('window', careStartScript(HREF))(w);
    expect(attributes.has('data-care')).toBe(true);
    expect(links(head)).toEqual([{ rel: 'stylesheet', href: HREF, blocking: 'render' }]);
  });

  it('gets its constants from the module: the storage key and the wait', () => {
    const script = careStartScript(HREF);
    expect(script).toContain(`,${CARE_STYLES_WAIT_MS},${JSON.stringify(CARE_STORAGE_KEY)});`);
    // The key the switch stores is the key the start-up script reads.
    const { w, attributes } = fakeWindow('1');
    careStart(w, HREF, addCareStyles, CARE_STYLES_WAIT_MS, 'another-key');
    expect(attributes.size).toBe(0);
  });

  it('adds the stylesheet once, however often care mode is switched on', () => {
    const { w, head } = fakeWindow('1');
    applyStoredCareMode(w);
    addCareStyles(w.document, HREF);
    applyStoredCareMode(w);
    expect(links(head)).toHaveLength(1);
  });

  it('hides the page until the styles arrive where the browser cannot hold the paint itself', () => {
    for (const event of ['onload', 'onerror'] as const) {
      const { w, head, style, timers } = fakeWindow('1', false, false);
      new Function('window', careStartScript(HREF))(w);
      expect(style.visibility).toBe('hidden');
      head[0]?.[event]?.();
      expect(style.visibility).toBe('');
      expect(timers.map((timer) => timer.ms)).toEqual([CARE_STYLES_WAIT_MS]);
    }
    // A stylesheet that never arrives: the page shows after the wait, at its normal size.
    const { w, style, timers } = fakeWindow('1', false, false);
    careStart(w, HREF, addCareStyles, CARE_STYLES_WAIT_MS, CARE_STORAGE_KEY);
    expect(style.visibility).toBe('hidden');
    timers[0]?.handler();
    expect(style.visibility).toBe('');
  });

  it('never hides a page that can hold its paint, or a host page the app mounts into', () => {
    const blocking = fakeWindow('1');
    careStart(blocking.w, HREF, addCareStyles, CARE_STYLES_WAIT_MS, CARE_STORAGE_KEY);
    const mount = fakeWindow('1', false, false);
    applyStoredCareMode(mount.w);
    for (const { style, timers } of [blocking, mount]) {
      expect(style.visibility).toBe('');
      expect(timers).toEqual([]);
    }
  });
});
