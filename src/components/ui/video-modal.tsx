import { Play } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import './video-modal.css';

// The dialog's code and styles arrive when the visitor first asks for a video, not with the
// page (the budget of the first load, docs/design.md#budgets).
const Dialog = lazy(() => import('./dialog').then((module) => ({ default: module.Dialog })));

export interface VideoSource {
  url: string;
  type: string;
  poster: string;
}

interface VideoModalProps {
  video: VideoSource;
  /** Name of the dialog and of the play button ("Play: <title>"). */
  title: string;
  playLabel: string;
  closeLabel: string;
  /** What the trigger shows (usually the poster picture); the play icon is drawn over it. */
  children: ReactNode;
  className?: string;
}

/**
 * A poster that opens the video in a modal `Dialog`. Nothing of the video loads until the
 * visitor asks for it (the dialog and its video exist only while open); it never autoplays on its
 * own, closes with Escape, the close button or a click outside, stops when closed, and gives
 * focus back to the trigger.
 */
export function VideoModal({
  video,
  title,
  playLabel,
  closeLabel,
  children,
  className,
}: VideoModalProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={['video-trigger', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setPlaying(true)}
      >
        {children}
        <span className="video-trigger__play">
          <Play size={28} aria-hidden="true" fill="currentColor" />
          <span className="visually-hidden">
            {playLabel}: {title}
          </span>
        </span>
      </button>
      {playing && (
        <Suspense fallback={null}>
          <Dialog
            title={title}
            closeLabel={closeLabel}
            className="dialog--dark video-modal"
            onClosed={() => {
              setPlaying(false);
              trigger.current?.focus();
            }}
          >
            {/* biome-ignore lint/a11y/useMediaCaption: the company's videos are silent or come with burnt-in subtitles. */}
            <video
              className="video-modal__video"
              controls
              autoPlay
              playsInline
              preload="auto"
              poster={video.poster}
            >
              <source src={video.url} type={video.type} />
            </video>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
