import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './dialog.css';

interface DialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** The name of the round close button in its corner. */
  closeLabel: string;
  /** Called once the dialog has closed (by any means). */
  onClosed: () => void;
  children: ReactNode;
  /** The dialog's own size and content styles; `dialog--dark` is the frame for a video. */
  className?: string;
  /** The id of the element that describes the dialog, if any. */
  describedBy?: string;
}

/**
 * A modal `<dialog>`, shown as soon as it mounts: focus moves into it and stays there, the page
 * behind is inert, and Escape, the close button or a click on the backdrop close it (the browser
 * then gives focus back to what had it). Mount it to open it; `onClosed` is where it unmounts.
 */
export function Dialog({
  title,
  closeLabel,
  onClosed,
  children,
  className,
  describedBy,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click; Escape and the close button are the keyboard paths.
    <dialog
      ref={dialog}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={onClosed}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <button
        type="button"
        className="dialog__close"
        aria-label={closeLabel}
        onClick={() => dialog.current?.close()}
      >
        <X size={22} aria-hidden="true" />
      </button>
      {children}
    </dialog>
  );
}
