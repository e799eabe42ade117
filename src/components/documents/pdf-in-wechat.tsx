/**
 * PDFs inside WeChat on Android (docs/design.md#pdfs-inside-wechat): its browser (Tencent's X5
 * engine, or the system WebView outside the mainland) shows a PDF as a blank page. There, and only
 * there, a tap on a PDF link opens a dialog that says how to open it in the phone's browser and
 * copies its address; everywhere else (iOS WeChat previews PDFs), and before this script runs, a
 * PDF link is a plain link. The dialog's code is fetched only inside WeChat on Android.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { UiStrings } from '../../content/types';

const PdfInWechatDialog = lazy(() => import('./pdf-in-wechat-dialog'));

/** WeChat's in-app browser on Android. */
export function isWechatOnAndroid(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && /Android/i.test(userAgent);
}

/** The PDF link a plain click (no modifier, main button) lands on, if any. */
export function pdfLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  const isPdf =
    link.type.toLowerCase() === 'application/pdf' ||
    new URL(link.href).pathname.toLowerCase().endsWith('.pdf');
  return isPdf ? link : undefined;
}

export function PdfInWechat({ words }: { words: UiStrings['pdfInWechat'] }) {
  const [pdf, setPdf] = useState<string>();
  useEffect(() => {
    if (!isWechatOnAndroid(navigator.userAgent)) return;
    // Fetched now, so that the dialog opens at once on the first tap.
    void import('./pdf-in-wechat-dialog');
    const onClick = (event: MouseEvent) => {
      const link = pdfLinkOf(event);
      if (!link) return;
      event.preventDefault();
      setPdf(link.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!pdf) return null;
  return (
    <Suspense fallback={null}>
      <PdfInWechatDialog url={pdf} words={words} onClosed={() => setPdf(undefined)} />
    </Suspense>
  );
}
