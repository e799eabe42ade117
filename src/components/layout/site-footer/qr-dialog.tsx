import { SITE } from '../../../config/site';
import type { ChromeContent } from '../../../content/types';
import { Dialog } from '../../ui/dialog';

interface QrDialogProps {
  qr: ChromeContent['footer']['qr'];
  /** Called once the dialog has closed (by any means). */
  onClosed: () => void;
}

/** The WeChat QR pop-up of the footer: a modal `Dialog`, shown as soon as it mounts. */
export default function QrDialog({ qr, onClosed }: QrDialogProps) {
  return (
    <Dialog title={qr.title} closeLabel={qr.close} onClosed={onClosed} className="qr-dialog">
      <div className="qr-dialog__codes">
        <figure>
          <img src={SITE.qrCodes.videoAccount.src} alt="" width={160} height={160} loading="lazy" />
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
    </Dialog>
  );
}
