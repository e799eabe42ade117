import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChromeContent } from '../../../content/types';
import { useCareMode } from '../../../state/care-mode';

const ReadAloudBar = lazy(() => import('./read-aloud-bar'));

interface CareModeReadAloudProps {
  words: ChromeContent['careMode'];
  lang: string;
}

/**
 * The read-aloud toolbar, in care mode only and where the browser can speak; its code (and the
 * reader's) is loaded only then, so other visitors pay nothing for it.
 */
export function CareModeReadAloud({ words, lang }: CareModeReadAloudProps) {
  const on = useCareMode();
  const [canSpeak, setCanSpeak] = useState(false);
  useEffect(() => {
    setCanSpeak(
      typeof window.speechSynthesis?.speak === 'function' &&
        typeof window.SpeechSynthesisUtterance === 'function',
    );
  }, []);
  if (!on || !canSpeak) return null;
  return (
    <Suspense fallback={null}>
      <ReadAloudBar words={words} lang={lang} />
    </Suspense>
  );
}
