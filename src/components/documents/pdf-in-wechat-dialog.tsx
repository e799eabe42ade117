import { useId, useRef, useState } from 'react';
import type { UiStrings } from '../../content/types';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import './pdf-in-wechat.css';

interface PdfInWechatDialogProps {
  /** The PDF's absolute address. */
  url: string;
  words: UiStrings['pdfInWechat'];
  /** Called once the dialog has closed (by any means). */
  onClosed: () => void;
}

/**
 * How to open a PDF in the phone's browser, and its address to copy: a modal `<dialog>`, shown as
 * soon as it mounts (a `Dialog`: focus moves into it; Escape and the close button close it and
 * give focus back to the link).
 */
export default function PdfInWechatDialog({ url, words, onClosed }: PdfInWechatDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  const introId = useId();
  const [copied, setCopied] = useState<boolean>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Older WebViews have no asynchronous clipboard: the selection and the older command.
      field.current?.select();
      setCopied(document.execCommand('copy'));
    }
  };

  return (
    <Dialog
      title={words.title}
      closeLabel={words.close}
      onClosed={onClosed}
      className="pdf-in-wechat"
      describedBy={introId}
    >
      <div className="pdf-in-wechat__body">
        <p id={introId}>{words.intro}</p>
        <ol className="pdf-in-wechat__steps">
          {words.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{words.orCopy}</p>
        <input
          ref={field}
          className="pdf-in-wechat__address"
          type="url"
          readOnly
          value={url}
          aria-label={words.address}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button className="pdf-in-wechat__copy" onClick={copy}>
          {words.copy}
        </Button>
        <p className="pdf-in-wechat__status" role="status">
          {copied === undefined ? '' : copied ? words.copied : words.copyFailed}
        </p>
      </div>
    </Dialog>
  );
}
