import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { SITE } from '../../../config/site';
import type { ChromeContent } from '../../../content/types';

interface QrDialogProps {
  qr: ChromeContent['footer']['qr'];
  /** Called once the dialog has closed (by any means). */
  onClosed: () => void;
}

/** The WeChat QR pop-up of the footer: a modal `<dialog>`, shown as soon as it mounts. */
export default function QrDialog({ qr, onClosed }: QrDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click; Escape and the close button are the keyboard paths.
    <dialog
      ref={dialog}
      className="qr-dialog"
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="qr-dialog__body">
        <h2 id={titleId}>{qr.title}</h2>
        <button
          type="button"
          className="qr-dialog__close"
          aria-label={qr.close}
          onClick={() => dialog.current?.close()}
        >
          <X size={22} aria-hidden="true" />
        </button>
        <div className="qr-dialog__codes">
          <figure>
            <img
              src={SITE.qrCodes.videoAccount.src}
              alt=""
              width={160}
              height={160}
              loading="lazy"
            />
            <figcaption>{qr.videoAccount}</figcaption>
          </figure>
          <figure>
            <img
              src={SITE.qrCodes.officialAccount.src}
              alt=""
              width={160}
              height={160}
              loading="lazy"
            />
            <figcaption>{qr.officialAccount}</figcaption>
          </figure>
        </div>
        <p className="qr-dialog__caption">{qr.caption}</p>
      </div>
    </dialog>
  );
}
