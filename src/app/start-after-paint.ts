/**
 * The page's scripts start after its first contentful paint (docs/design.md#budgets: nothing but
 * the HTML delays the first paint; on a slow link the scripts would otherwise share it with the
 * HTML and the images on the first screen). The prerender wraps the entry's loader
 * (vite-plugin-qiankun's inline `import()`) in `startAfterPaint`: on a standalone page it preloads
 * the page's chunks, listed in the JSON data block `#page-chunks`, and runs the loader once the
 * page has painted (with the images on its first screen); inside a micro-frontend host (no
 * prerendered page to paint) it runs the loader at once.
 *
 * It also finishes the page's layout when the visitor needs it: the prerendered `<html>` carries
 * `data-lazy-layout`, under which base.css leaves the later sections and the footer out of the
 * page's layout until they come near the screen (`content-visibility: auto`). At the visitor's
 * first scroll, touch, click or key, the blocks not yet drawn are laid out one per animation frame
 * (`data-laid-out`), so no frame is long, and then the attributes go: from there on the page is
 * laid out in full, as any page (scroll positions, the scrollbar and full-page captures exact).
 */

export const PAGE_CHUNKS_ID = 'page-chunks';
export const LAZY_LAYOUT_ATTRIBUTE = 'data-lazy-layout';

export interface StartWindow {
  __POWERED_BY_QIANKUN__?: boolean;
  document: Pick<
    Document,
    'getElementById' | 'createElement' | 'head' | 'visibilityState' | 'querySelectorAll'
  > & { documentElement: Pick<Element, 'hasAttribute' | 'removeAttribute'> };
  PerformanceObserver?: typeof PerformanceObserver;
  IntersectionObserver?: typeof IntersectionObserver;
  setTimeout(callback: () => void, ms: number): unknown;
  requestAnimationFrame?(callback: () => void): unknown;
  getComputedStyle?(element: Element): Pick<CSSStyleDeclaration, 'contentVisibility'>;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

export function startAfterPaint(w: StartWindow, start: () => void): void {
  // CAREFUL: keep this function free of imports and helpers; it is stringified into the HTML.
  if (w.__POWERED_BY_QIANKUN__) {
    start();
    return;
  }
  // The blocks left out of the layout, laid out one per frame (top first) at the visitor's first
  // scroll, touch, click or key; then the page drops the attributes, and is laid out as any page.
  const root = w.document.documentElement;
  if (root.hasAttribute('data-lazy-layout') && w.requestAnimationFrame && w.getComputedStyle) {
    const raf = w.requestAnimationFrame.bind(w);
    const computed = w.getComputedStyle.bind(w);
    const triggers = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'];
    const options = { capture: true, passive: true };
    const layOut = () => {
      for (const type of triggers) w.removeEventListener(type, layOut, options);
      const blocks = Array.from(w.document.querySelectorAll<HTMLElement>('section, footer')).filter(
        (block) => computed(block).contentVisibility === 'auto',
      );
      let next = 0;
      const step = () => {
        const block = blocks[next++];
        if (block) {
          block.setAttribute('data-laid-out', '');
          raf(step);
          return;
        }
        root.removeAttribute('data-lazy-layout');
        for (const done of blocks) done.removeAttribute('data-laid-out');
      };
      raf(step);
    };
    for (const type of triggers) w.addEventListener(type, layOut, options);
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    const d = w.document;
    let list: string[] = [];
    try {
      list = JSON.parse(d.getElementById('page-chunks')?.textContent || '[]');
    } catch (_error) {
      // Without the list the entry still loads each chunk when it needs it.
    }
    const preload = (hrefs: string[]) => {
      for (const href of hrefs) {
        const link = d.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        d.head.appendChild(link);
      }
    };
    // One task per two fetches: a page's first fetch from script warms up the loader, and each
    // preload costs 0.2 to 8 ms on a desktop (four times that on Lighthouse's phone; two per task
    // leave about a tenth of four per task's blocking time, and the page hydrates no later:
    // measured in issue 18, in git's history of BENCHMARKS.md), so the entry's preload goes first on its own, the page's other chunks
    // follow two per task, and the page starts with the last of them.
    preload(list.slice(0, 1));
    const rest = list.slice(1);
    const next = () => {
      preload(rest.splice(0, 2));
      if (rest.length > 0) w.setTimeout(next, 0);
      else start();
    };
    w.setTimeout(next, 0);
  };
  // The page starts once the images on its first screen are drawn too (a second at most,
  // whatever they do): an image can arrive before the first paint and still be drawn a frame or
  // two after it, and scripts started in between would delay it or share the link with it, and
  // Lighthouse would count their download in the LCP (Home's hero, career detail's
  // illustration). An intersection observer tells which images are on screen without laying out
  // what the page has left out of its layout.
  const afterImages = () => {
    const images = Array.from(w.document.querySelectorAll<HTMLImageElement>('img'));
    const Observer = w.IntersectionObserver;
    if (images.length === 0 || !Observer || !w.requestAnimationFrame) {
      w.setTimeout(go, 0);
      return;
    }
    const raf = w.requestAnimationFrame.bind(w);
    const drawn = () => raf(() => w.setTimeout(go, 0));
    const observer = new Observer((entries) => {
      observer.disconnect();
      const decoded: Promise<unknown>[] = [];
      for (const entry of entries) {
        const image = entry.target as HTMLImageElement;
        if (entry.isIntersecting && image.decode) decoded.push(image.decode().catch(() => {}));
      }
      Promise.all(decoded).then(drawn);
    });
    for (const image of images) observer.observe(image);
    w.setTimeout(go, 1000);
  };
  // The paint-timing entry arrives once the first contentful frame is on screen (an animation
  // frame after parsing can come before it).
  let paintTimed = false;
  try {
    if (w.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      new w.PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          afterImages();
        }
      }).observe({ type: 'paint', buffered: true });
      paintTimed = true;
    }
  } catch (_error) {
    // No paint timing: the page starts on load.
  }
  // The load event can come before the first paint (a small page whose images are lazy): a
  // visible page with paint timing waits for its paint then, or a second at most. Without paint
  // timing, and in a background tab (which paints nothing until shown), it starts on load.
  w.addEventListener('load', () => {
    if (paintTimed && w.document.visibilityState === 'visible') w.setTimeout(go, 1000);
    else go();
  });
}

/** The inline `<script>` body that runs `loader` (JavaScript source) through the function above. */
export function startAfterPaintScript(loader: string): string {
  return `(${startAfterPaint.toString()})(window, function () {\n${loader}\n});`;
}
