import { Phone } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../config/site';
import type { ChromeContent } from '../../../content/types';
import { clearNewList } from '../../../state/menu-navigation';
import { useSiteStore } from '../../../state/store';
import './site-footer.css';

// The pop-up is rendered only while open, so its code loads on demand.
const QrDialog = lazy(() => import('./qr-dialog'));

interface SiteFooterProps {
  chrome: ChromeContent;
  companyName: string;
}

/** The current year, computed in the browser (the prerendered value is the build year). */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/**
 * Site footer (docs/spec.md#navigation, "Footer"): link columns and single links on desktop, a
 * compact variant on mobile, the hotline with social links and a WeChat QR pop-up, copyright and
 * filing notices. Background white or light grey by the `footBg` flag.
 */
export function SiteFooter({ chrome, companyName }: SiteFooterProps) {
  const { footer } = chrome;
  const white = useSiteStore((state) => state.variables.footBg);
  const year = useCurrentYear();
  const qrButton = useRef<HTMLButtonElement>(null);
  const [qrOpen, setQrOpen] = useState(false);

  return (
    <footer className={`site-footer ${white ? 'site-footer--white' : 'site-footer--grey'}`}>
      <div className="site-footer__main">
        <nav className="site-footer__nav" aria-label={footer.navigation}>
          {footer.columns.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <Link to={link.url} onClick={() => clearNewList()}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="site-footer__singles">
            {footer.singles.map((link) => (
              <li key={link.url}>
                <Link to={link.url} onClick={() => clearNewList()}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__title">{footer.hotlineTitle}</h2>
          <a className="site-footer__hotline" href={`tel:${SITE.hotline.replace(/-/g, '')}`}>
            <Phone size={20} aria-hidden="true" />
            {SITE.hotline}
          </a>
          <p className="site-footer__hours">{footer.hotlineHours}</p>
          <ul className="site-footer__social">
            <li>
              <a href={SITE.social.weibo} target="_blank" rel="noopener noreferrer">
                <span className="brand-icon brand-icon--weibo" aria-hidden="true" />
                <span className="visually-hidden">
                  {footer.social.weibo} {footer.newTab}
                </span>
              </a>
            </li>
            <li>
              <a href={SITE.social.linkedin} target="_blank" rel="noopener noreferrer">
                <span className="brand-icon brand-icon--linkedin" aria-hidden="true" />
                <span className="visually-hidden">
                  {footer.social.linkedin} {footer.newTab}
                </span>
              </a>
            </li>
            <li>
              <button
                ref={qrButton}
                type="button"
                aria-haspopup="dialog"
                onClick={() => setQrOpen(true)}
              >
                <span className="brand-icon brand-icon--wechat" aria-hidden="true" />
                <span className="visually-hidden">{footer.social.wechat}</span>
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <p>
          © <span suppressHydrationWarning>{year}</span> {companyName} {footer.rights}
        </p>
        <p className="site-footer__filings">
          <a href={SITE.icpFiling.url} target="_blank" rel="noopener noreferrer">
            {SITE.icpFiling.number}
          </a>
          <a href={SITE.psbFiling.url} target="_blank" rel="noopener noreferrer">
            {SITE.psbFiling.number}
          </a>
        </p>
      </div>
      {qrOpen && (
        <Suspense fallback={null}>
          <QrDialog
            qr={footer.qr}
            onClosed={() => {
              setQrOpen(false);
              qrButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </footer>
  );
}
