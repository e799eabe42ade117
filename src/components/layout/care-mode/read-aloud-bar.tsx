import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChromeContent } from '../../../content/types';
import { loadChunk } from '../../../lib/chunk-load';
import type { createReader, ReadAloudState } from './read-aloud';

type Reader = ReturnType<typeof createReader>;

interface ReadAloudBarProps {
  words: ChromeContent['careMode'];
  /** Language of the speech (zh-CN, zh-HK, en). */
  lang: string;
}

/**
 * The read-aloud controls of care mode, fixed at the bottom of the screen: read (the selection
 * or the main content), pause/resume, stop. Rendered only in care mode, and only where the
 * browser has speech synthesis; the reader's code loads on the first press.
 */
export default function ReadAloudBar({ words, lang }: ReadAloudBarProps) {
  const [state, setState] = useState<ReadAloudState>('idle');
  const reader = useRef<Reader | null>(null);

  // Leaving care mode (or the page) stops the speech.
  useEffect(() => () => reader.current?.stop(), []);

  const read = async () => {
    if (!reader.current) {
      try {
        const { createReader } = await loadChunk('read-aloud', () => import('./read-aloud'));
        reader.current = createReader({ lang, onState: setState });
      } catch (error) {
        console.error('Read-aloud could not load', error);
        return;
      }
    }
    const main = document.getElementById('main');
    if (main) reader.current.start(main);
  };

  return (
    <div className="read-aloud" role="toolbar" aria-label={words.toolbar}>
      <button type="button" className="read-aloud__button" onClick={read}>
        <Volume2 size={22} aria-hidden="true" focusable="false" />
        {words.readAloud}
      </button>
      {state === 'paused' ? (
        <button
          type="button"
          className="read-aloud__button"
          onClick={() => reader.current?.resume()}
        >
          <Play size={22} aria-hidden="true" focusable="false" />
          {words.resume}
        </button>
      ) : (
        <button
          type="button"
          className="read-aloud__button"
          disabled={state === 'idle'}
          onClick={() => reader.current?.pause()}
        >
          <Pause size={22} aria-hidden="true" focusable="false" />
          {words.pause}
        </button>
      )}
      <button
        type="button"
        className="read-aloud__button"
        disabled={state === 'idle'}
        onClick={() => reader.current?.stop()}
      >
        <Square size={20} aria-hidden="true" focusable="false" />
        {words.stop}
      </button>
    </div>
  );
}
