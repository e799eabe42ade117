import { describe, expect, it } from 'vitest';
import {
  LAZY_LAYOUT_ATTRIBUTE,
  PAGE_CHUNKS_ID,
  type StartWindow,
  startAfterPaintScript,
} from '../start-after-paint';

interface FakeLink {
  rel: string;
  crossOrigin: string;
  href: string;
}

/** A window with paint timing (or without), a head that records links, timers run by hand. */
function fakeWindow(
  options: {
    qiankun?: boolean;
    paintTiming?: boolean;
    chunks?: string;
    hidden?: boolean;
    /** The page's sections and footer, by the `content-visibility` base.css gives them. */
    blocks?: ('auto' | 'visible')[];
    lazyLayout?: boolean;
    /** The page's images, on the first screen or not, each decoded when the test says. */
    images?: ('on screen' | 'below')[];
    /** The browser has no IntersectionObserver. */
    noIntersectionObserver?: boolean;
  } = {},
) {
  const head: FakeLink[] = [];
  const attributes = new Set(options.lazyLayout ? [LAZY_LAYOUT_ATTRIBUTE] : []);
  const blocks = (options.blocks ?? []).map((css, index) => {
    const own = new Set<string>();
    return {
      index,
      css,
      own,
      setAttribute: (name: string) => own.add(name),
      removeAttribute: (name: string) => own.delete(name),
    };
  });
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const images = (options.images ?? []).map((where) => {
    const image = {
      where,
      requested: false,
      settle: (_outcome: 'decoded' | 'failed') => {},
      decode() {
        image.requested = true;
        return new Promise<void>((resolve, reject) => {
          image.settle = (outcome) => (outcome === 'decoded' ? resolve() : reject(new Error()));
        });
      },
    };
    return image;
  });
  type FakeImage = (typeof images)[number];
  /** What the page's intersection observer watches, and its callback. */
  const watched: FakeImage[] = [];
  let intersectionCallback: ((entries: unknown[]) => void) | undefined;
  let intersectionDisconnected = false;
  class FakeIntersectionObserver {
    constructor(callback: (entries: unknown[]) => void) {
      intersectionCallback = callback;
    }
    observe(image: FakeImage) {
      watched.push(image);
    }
    disconnect() {
      intersectionDisconnected = true;
    }
  }
  const loadListeners: (() => void)[] = [];
  /** The other listeners on the window, by event type. */
  const listeners = new Map<string, Set<() => void>>();
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
      querySelectorAll: (selector: string) =>
        selector === 'section, footer' ? blocks : selector === 'img' ? images : [],
      documentElement: {
        hasAttribute: (name: string) => attributes.has(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    getComputedStyle: (block: (typeof blocks)[number]) => ({
      // base.css applies while the page has the attribute, to blocks not yet laid out.
      contentVisibility:
        attributes.has(LAZY_LAYOUT_ATTRIBUTE) && !block.own.has('data-laid-out')
          ? block.css
          : 'visible',
    }),
    PerformanceObserver: options.paintTiming === false ? undefined : FakeObserver,
    IntersectionObserver: options.noIntersectionObserver ? undefined : FakeIntersectionObserver,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
      else listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    },
  } as unknown as StartWindow;
  const paint = (name: string) =>
    paintCallback?.(
      { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
      { disconnect: () => (disconnected = true) },
    );
  /** Takes the timers set so far of at most `limit` ms, leaving the longer ones. */
  const due = (limit: number) => {
    const now = timers.filter((timer) => timer.ms <= limit);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > limit));
    return now;
  };
  /** Runs the timers of at most `limit` ms, and those they set, until none is left. */
  const runTimers = (limit = Number.POSITIVE_INFINITY) => {
    for (let now = due(limit); now.length > 0; now = due(limit)) {
      for (const timer of now) timer.callback();
    }
  };
  /** Runs only the timers set so far (one turn of the event loop). */
  const runTimersOnce = () => {
    for (const timer of due(Number.POSITIVE_INFINITY)) timer.callback();
  };
  const load = () => {
    for (const listener of loadListeners) listener();
  };
  /** The visitor scrolls, touches, clicks or presses a key (`type`). */
  const interact = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };
  /** The browser's first intersection update: each watched image, on screen or not. */
  const intersect = () =>
    intersectionCallback?.(
      watched.map((image) => ({ target: image, isIntersecting: image.where === 'on screen' })),
    );
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  /** Runs one animation frame's callbacks. */
  const runFrame = () => {
    for (const frame of frames.splice(0)) frame();
  };
  /** Which blocks are drawn now (`content-visibility` other than `auto`). */
  const drawn = () =>
    blocks
      .filter((block) => w.getComputedStyle?.(block as never).contentVisibility !== 'auto')
      .map((block) => block.index);
  return {
    w,
    head,
    paint,
    runTimers,
    runTimersOnce,
    runFrame,
    drawn,
    interact,
    listening,
    blocks,
    attributes,
    load,
    isDisconnected: () => disconnected,
    images,
    watched,
    intersect,
    isIntersectionDisconnected: () => intersectionDisconnected,
  };
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

  it('preloads a page with many chunks a few per task, and starts it with the last of them', () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const page = fakeWindow({ chunks: JSON.stringify(chunks) });
    const starts = runInline(page.w);
    page.paint('first-contentful-paint');
    const perTask: number[] = [];
    while (starts.length === 0) {
      const before = page.head.length;
      page.runTimersOnce();
      perTask.push(page.head.length - before);
    }
    expect(perTask).toEqual([1, 2, 2, 2, 2, 1]);
    expect(page.head.map((link) => link.href)).toEqual(chunks);
    expect(starts).toEqual([1]);
  });

  it('starts a page once the images on its first screen are drawn, not only the first paint', async () => {
    const page = fakeWindow({ chunks: CHUNKS, images: ['on screen', 'below', 'on screen'] });
    const [top, below, side] = page.images;
    const starts = runInline(page.w);
    expect(page.watched).toEqual([]); // nothing is watched before the paint
    page.paint('first-contentful-paint');
    expect(page.watched).toEqual(page.images);
    page.intersect();
    expect(page.isIntersectionDisconnected()).toBe(true); // one look is enough
    expect([top?.requested, below?.requested, side?.requested]).toEqual([true, false, true]);
    page.runTimers(0);
    page.runFrame();
    expect(starts).toEqual([]);
    expect(page.head).toEqual([]); // nothing shares the link with the images either

    top?.settle('decoded');
    await Promise.resolve();
    await Promise.resolve();
    page.runFrame();
    page.runTimers(0);
    expect(starts).toEqual([]); // the other image on the screen is not there yet
    side?.settle('decoded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.runTimers(0);
    expect(starts).toEqual([]); // decoded: drawn in the next frame
    page.runFrame();
    page.runTimers(0);
    expect(starts).toEqual([1]);
    expect(page.head).toHaveLength(2);
    page.runTimers(); // the second's fallback: no second start
    expect(starts).toEqual([1]);
  });

  it('starts at once when no image is on the first screen, or where the browser cannot tell', async () => {
    const below = fakeWindow({ chunks: CHUNKS, images: ['below', 'below'] });
    const starts = runInline(below.w);
    below.paint('first-contentful-paint');
    below.intersect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    below.runFrame();
    below.runTimers(0);
    expect(starts).toEqual([1]);
    expect(below.images.map((image) => image.requested)).toEqual([false, false]);

    for (const options of [
      { images: [] },
      { images: ['on screen' as const], noIntersectionObserver: true },
    ]) {
      const page = fakeWindow({ chunks: CHUNKS, ...options });
      const started = runInline(page.w);
      page.paint('first-contentful-paint');
      page.runTimers(0);
      expect(started).toEqual([1]);
    }
  });

  it('starts a page whose image fails at once, and one whose image never comes in a second', async () => {
    const failed = fakeWindow({ chunks: CHUNKS, images: ['on screen'] });
    const starts = runInline(failed.w);
    failed.paint('first-contentful-paint');
    failed.intersect();
    failed.images[0]?.settle('failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    failed.runFrame();
    failed.runTimers(0);
    expect(starts).toEqual([1]);

    const slow = fakeWindow({ chunks: CHUNKS, images: ['on screen'] });
    const late = runInline(slow.w);
    slow.paint('first-contentful-paint');
    slow.intersect();
    slow.runFrame();
    slow.runTimers(0);
    expect(late).toEqual([]);
    slow.runTimers(1000);
    expect(late).toEqual([1]);
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

  it('leaves the blocks out of the layout until the visitor acts, then lays them out one per frame', () => {
    const page = fakeWindow({
      chunks: CHUNKS,
      lazyLayout: true,
      blocks: ['visible', 'auto', 'auto', 'auto'],
    });
    const starts = runInline(page.w);
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(starts).toEqual([1]);
    page.load();
    page.runTimers();
    for (let frame = 0; frame < 5; frame++) page.runFrame();
    expect(page.drawn()).toEqual([0]); // started and loaded, but the visitor has done nothing yet

    page.interact('scroll');
    expect(page.listening()).toBe(0); // the first scroll, touch, click or key is enough
    expect(page.drawn()).toEqual([0]);
    page.runFrame();
    expect(page.drawn()).toEqual([0, 1]);
    expect(page.blocks[1]?.own.has('data-laid-out')).toBe(true);
    page.runFrame();
    expect(page.drawn()).toEqual([0, 1, 2]);
    expect(page.attributes.has(LAZY_LAYOUT_ATTRIBUTE)).toBe(true);
    page.runFrame();
    expect(page.drawn()).toEqual([0, 1, 2, 3]);
    page.runFrame(); // the last frame: the page is an ordinary page again, without attributes
    expect(page.attributes.has(LAZY_LAYOUT_ATTRIBUTE)).toBe(false);
    expect(page.blocks.map((block) => block.own.size)).toEqual([0, 0, 0, 0]);
    expect(page.drawn()).toEqual([0, 1, 2, 3]);
  });

  it('lays the blocks out at a key pressed before the paint too, without waiting for the start', () => {
    const page = fakeWindow({ chunks: CHUNKS, lazyLayout: true, blocks: ['visible', 'auto'] });
    const starts = runInline(page.w);
    page.interact('keydown');
    page.runFrame();
    page.runFrame();
    expect(starts).toEqual([]);
    expect(page.drawn()).toEqual([0, 1]);
    expect(page.attributes.has(LAZY_LAYOUT_ATTRIBUTE)).toBe(false);
  });

  it('leaves a page without the attribute alone (a page rendered in the browser, a host)', () => {
    const page = fakeWindow({ chunks: CHUNKS, blocks: ['visible', 'visible'] });
    runInline(page.w);
    expect(page.listening()).toBe(0);
    page.paint('first-contentful-paint');
    page.runTimers();
    page.interact('scroll');
    page.runFrame();
    expect(page.blocks.map((block) => block.own.size)).toEqual([0, 0]);
  });
});
