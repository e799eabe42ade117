import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID, type StartWindow, startAfterPaintScript } from '../start-after-paint';

interface FakeLink {
  rel: string;
  crossOrigin: string;
  href: string;
}

/** A window with paint timing (or without), a head that records links, timers run by hand. */
function fakeWindow(
  options: { qiankun?: boolean; paintTiming?: boolean; chunks?: string; hidden?: boolean } = {},
) {
  const head: FakeLink[] = [];
  const timers: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      paintCallback = callback;
    }
    observe(init: { type: string }) {
      if (init.type !== 'paint') throw new Error('unexpected entry type');
    }
    disconnect() {
      disconnected = true;
    }
  }
  const w = {
    __POWERED_BY_QIANKUN__: options.qiankun,
    document: {
      getElementById: (id: string) =>
        id === PAGE_CHUNKS_ID && options.chunks !== undefined
          ? { textContent: options.chunks }
          : null,
      createElement: () => ({ rel: '', crossOrigin: 'x', href: '' }),
      head: { appendChild: (link: FakeLink) => head.push(link) },
      visibilityState: options.hidden ? 'hidden' : 'visible',
    },
    PerformanceObserver: options.paintTiming === false ? undefined : FakeObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
  } as unknown as StartWindow;
  const paint = (name: string) =>
    paintCallback?.(
      { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
      { disconnect: () => (disconnected = true) },
    );
  /** Runs the timers due, and the timers they set, until none is left. */
  const runTimers = () => {
    while (timers.length > 0) for (const timer of timers.splice(0)) timer();
  };
  /** Runs only the timers set so far (one turn of the event loop). */
  const runTimersOnce = () => {
    for (const timer of timers.splice(0)) timer();
  };
  const load = () => {
    for (const listener of loadListeners) listener();
  };
  return { w, head, paint, runTimers, runTimersOnce, load, isDisconnected: () => disconnected };
}

/** Runs the inline script as the page does, recording each start of the entry's loader. */
function runInline(w: StartWindow) {
  const starts: number[] = [];
  const script = startAfterPaintScript('starts.push(1);');
  new Function('window', 'starts', script)(w, starts);
  return starts;
}

const CHUNKS = '["/assets/index-A1.js","/assets/about-page-B2.js"]';

describe('startAfterPaint (inline start-up script)', () => {
  it('starts the page only after its first contentful paint, preloading its chunks first', () => {
    const page = fakeWindow({ chunks: CHUNKS });
    const starts = runInline(page.w);
    expect(starts).toEqual([]);
    expect(page.head).toEqual([]);

    page.paint('first-paint');
    page.runTimers();
    expect(starts).toEqual([]);

    page.paint('first-contentful-paint');
    expect(starts).toEqual([]); // after the painted frame, from a timer
    page.runTimersOnce(); // the entry's preload alone, then the rest with the start
    expect(page.head.map((link) => link.href)).toEqual(['/assets/index-A1.js']);
    expect(starts).toEqual([]);
    page.runTimersOnce();
    expect(starts).toEqual([1]);
    expect(page.isDisconnected()).toBe(true);
    expect(page.head).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/index-A1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/about-page-B2.js' },
    ]);

    page.load();
    expect(starts).toEqual([1]);
    expect(page.head).toHaveLength(2);
  });

  it('waits for the paint when the load event comes first, or a second at most', () => {
    const painted = fakeWindow({ chunks: CHUNKS });
    const starts = runInline(painted.w);
    painted.load();
    expect(starts).toEqual([]);
    painted.paint('first-contentful-paint');
    painted.runTimers(); // the paint's timer and the load's fallback: one start
    expect(starts).toEqual([1]);

    const unpainted = fakeWindow({ chunks: CHUNKS });
    const late = runInline(unpainted.w);
    unpainted.load();
    expect(late).toEqual([]);
    unpainted.runTimers();
    expect(late).toEqual([1]);
  });

  it('starts on load in a background tab, which paints nothing until shown', () => {
    const page = fakeWindow({ hidden: true, chunks: CHUNKS });
    const starts = runInline(page.w);
    page.load();
    page.runTimers();
    expect(starts).toEqual([1]);
  });

  it('starts on load without paint timing, once', () => {
    const page = fakeWindow({ paintTiming: false, chunks: CHUNKS });
    const starts = runInline(page.w);
    expect(starts).toEqual([]);
    page.load();
    page.load();
    page.runTimers();
    expect(starts).toEqual([1]);
    expect(page.head.map((link) => link.href)).toEqual([
      '/assets/index-A1.js',
      '/assets/about-page-B2.js',
    ]);
  });

  it('still starts when the chunk list is missing or broken', () => {
    for (const chunks of [undefined, 'not json']) {
      const page = fakeWindow({ chunks });
      const starts = runInline(page.w);
      page.load();
      page.runTimers();
      expect(starts).toEqual([1]);
      expect(page.head).toEqual([]);
    }
  });

  it('starts at once inside a micro-frontend host, which has no prerendered page to paint', () => {
    const page = fakeWindow({ qiankun: true, chunks: CHUNKS });
    const starts = runInline(page.w);
    expect(starts).toEqual([1]);
    expect(page.head).toEqual([]);
  });
});
