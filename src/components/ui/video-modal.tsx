import { Play, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import './video-modal.css';

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
 * A poster that opens the video in a modal `<dialog>`. Nothing of the video loads until the
 * visitor asks for it; it never autoplays on its own, closes with Escape, the close button or a
 * click outside, stops when closed, and gives focus back to the trigger.
 */
export function VideoModal({
  video,
  title,
  playLabel,
  closeLabel,
  children,
  className,
}: VideoModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const titleId = useId();

  const open = () => {
    setPlaying(true);
    dialog.current?.showModal();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={['video-trigger', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={open}
      >
        {children}
        <span className="video-trigger__play">
          <Play size={28} aria-hidden="true" fill="currentColor" />
          <span className="visually-hidden">
            {playLabel}: {title}
          </span>
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click; Escape and the close button are the keyboard paths. */}
      <dialog
        ref={dialog}
        className="video-modal"
        aria-labelledby={titleId}
        onClose={() => {
          setPlaying(false);
          trigger.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="video-modal__bar">
          <h2 id={titleId} className="video-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="video-modal__close"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        {playing && (
          // Captions: the company's videos are silent or come with burnt-in subtitles.
          // biome-ignore lint/a11y/useMediaCaption: placeholder and brand videos carry no speech.
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
        )}
      </dialog>
    </>
  );
}
