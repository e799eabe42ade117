/**
 * Read-aloud for care mode (docs/design.md#care-mode): the browser's own speech synthesis reads the
 * page's main content, block by block (or the visitor's selection), in the page's language. Nothing
 * is fetched. Loaded only when a visitor presses "Read aloud".
 */

/** Elements read one utterance each, in document order. */
const BLOCKS =
  'h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, figcaption, blockquote, label, legend';
/** Class on the block being read (styled in care-mode.css). */
export const READING_CLASS = 'read-aloud-current';

export type ReadAloudState = 'idle' | 'speaking' | 'paused';

export interface ReadAloudOptions {
  /** BCP 47 language of the speech (zh-CN, zh-HK, en). */
  lang: string;
  onState: (state: ReadAloudState) => void;
}

function isShown(element: Element): boolean {
  if (element.closest('[aria-hidden="true"], [hidden], dialog:not([open])')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** The blocks of `root` to read: shown, with text, and not inside another block already read. */
export function readableBlocks(root: Element): { element: Element; text: string }[] {
  const blocks: { element: Element; text: string }[] = [];
  for (const element of root.querySelectorAll(BLOCKS)) {
    if (blocks.some((b) => b.element.contains(element))) continue;
    const text = (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() ?? '';
    if (text && isShown(element)) blocks.push({ element, text });
  }
  return blocks;
}

/** One reading session over the speech synthesis of `window`. */
export function createReader({ lang, onState }: ReadAloudOptions) {
  const synth = window.speechSynthesis;
  let current: Element | undefined;
  let session = 0;

  const mark = (element: Element | undefined) => {
    current?.classList.remove(READING_CLASS);
    current = element;
    if (!element) return;
    element.classList.add(READING_CLASS);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  };

  const stop = () => {
    session += 1;
    synth.cancel();
    mark(undefined);
    onState('idle');
  };

  /** Reads the selection if there is one, else the blocks of `root`. */
  const start = (root: Element) => {
    stop();
    const mine = session;
    const selected = window.getSelection()?.toString().replace(/\s+/g, ' ').trim();
    const queue: { element?: Element; text: string }[] = selected
      ? [{ text: selected }]
      : readableBlocks(root);
    if (queue.length === 0) return;
    onState('speaking');
    const speakNext = (index: number) => {
      if (mine !== session) return;
      const item = queue[index];
      if (!item) {
        mark(undefined);
        onState('idle');
        return;
      }
      const utterance = new SpeechSynthesisUtterance(item.text);
      utterance.lang = lang;
      utterance.rate = 0.9;
      utterance.onstart = () => {
        if (mine === session) mark(item.element);
      };
      utterance.onend = () => speakNext(index + 1);
      utterance.onerror = (event) => {
        // 'interrupted' and 'canceled' are our own stop; anything else ends the reading.
        if (event.error !== 'interrupted' && event.error !== 'canceled') {
          console.error('Read-aloud stopped', event.error);
        }
        if (mine === session) stop();
      };
      synth.speak(utterance);
    };
    speakNext(0);
  };

  return {
    start,
    stop,
    pause: () => {
      synth.pause();
      onState('paused');
    },
    resume: () => {
      synth.resume();
      onState('speaking');
    },
  };
}
