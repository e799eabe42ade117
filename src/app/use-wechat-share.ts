import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SITE } from '../config/site';
import type { PageMeta } from '../content/types';
import { languageType } from '../i18n/locales';
import { webType } from '../lib/is-mobile';
import { loadedPageInfo } from './routes';
import { useSite } from './site-context';

/** The share card's image (absolute: WeChat fetches it from its own servers). */
const SHARE_IMAGE = '/brand/icon-512.png';

// The URL the visitor landed on (iOS WeChat signs against it), captured before any navigation.
const entryUrl = typeof window === 'undefined' ? '' : window.location.href;

/**
 * In the WeChat browser only: set up sharing once when the root mounts, and refresh the share
 * data after every client-side navigation (docs/spec.md#calls): a document's or an article's page
 * shares its own card, every other page the site's. Elsewhere nothing is loaded.
 */
export function useWechatShare() {
  const { site, locale } = useSite();
  const { pathname, search } = useLocation();
  const update = useRef<((own?: Partial<PageMeta>) => void) | null>(null);
  const current = useRef({ pathname, search });
  current.current = { pathname, search };

  useEffect(() => {
    const userAgent = navigator.userAgent;
    if (!/MicroMessenger/i.test(userAgent)) return;
    let cancelled = false;
    import('../lib/wechat-share')
      .then(({ startWechatShare }) =>
        startWechatShare({
          title: site.sharedTitle,
          description: site.description,
          // Not through config/assets: that catalogue would weigh on every page's first load.
          imageUrl: new URL(`${SITE.assetBaseUrl}${SHARE_IMAGE}`, window.location.href).href,
          userAgent,
          entryUrl,
          languageType: languageType(locale),
          webType: webType(userAgent),
        }),
      )
      .then((share) => {
        if (cancelled) return;
        update.current = share.update;
        // The page the visitor landed on may have a card of its own.
        const { pathname, search } = current.current;
        share.update(loadedPageInfo(locale, pathname, search)?.own);
      })
      .catch((error: unknown) => console.warn('WeChat share setup failed', error));
    return () => {
      cancelled = true;
    };
  }, [site, locale]);

  // runs on every navigation on purpose.
  useEffect(() => {
    update.current?.(loadedPageInfo(locale, pathname, search)?.own);
  }, [locale, pathname, search]);
}
