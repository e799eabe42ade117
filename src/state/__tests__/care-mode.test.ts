import { describe, expect, it } from 'vitest';
import { addCareStyles, type CareStartWindow, careStart, careStartScript } from '../care-mode';

const HREF = '/assets/care-test.css';

interface FakeLink {
  rel: string;
  href: string;
  attributes: Map<string, string>;
}

/** A window whose document records what care mode does to it. */
function fakeWindow(stored: string | null, throws = false) {
  const attributes = new Map<string, string>();
  const head: FakeLink[] = [];
  const w: CareStartWindow = {
    localStorage: {
      getItem: (key) => {
        if (throws) throw new Error('SecurityError');
        return key === 'care' ? stored : null;
      },
    },
    document: {
      documentElement: { setAttribute: (name, value) => attributes.set(name, value) },
      head: { appendChild: (node: never) => head.push(node) },
      querySelector: (selectors) =>
        selectors === 'link[data-care-styles]'
          ? head.find((link) => link.attributes.has('data-care-styles'))
          : null,
      createElement: () => {
        const link: FakeLink = { rel: '', href: '', attributes: new Map() };
        return Object.assign(link, {
          setAttribute: (name: string, value: string) => link.attributes.set(name, value),
        });
      },
    },
  };
  return { w, attributes, head };
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
    careStart(w, HREF, addCareStyles);
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
      careStart(w, HREF, addCareStyles);
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
    careStart(w, HREF, addCareStyles, true);
    expect(attributes.has('data-care')).toBe(true);
    expect(links(head)).toHaveLength(1);
  });

  it('is self-contained: the inlined text runs on its own', () => {
    const { w, attributes, head } = fakeWindow('1');
    new Function('window', careStartScript(HREF))(w);
    expect(attributes.has('data-care')).toBe(true);
    expect(links(head)).toEqual([{ rel: 'stylesheet', href: HREF, blocking: 'render' }]);
  });

  it('adds the stylesheet once, however often care mode is switched on', () => {
    const { w, head } = fakeWindow('1');
    careStart(w, HREF, addCareStyles, true);
    addCareStyles(w.document, HREF);
    careStart(w, HREF, addCareStyles, true);
    expect(links(head)).toHaveLength(1);
  });
});
