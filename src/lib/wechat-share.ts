/**
 * WeChat share (docs/spec.md#calls): inside the WeChat in-app browser only, sign the page URL with
 * our server, configure the JS-SDK with the five share APIs and set the share card (title, link,
 * image, description) for friends and the timeline. Failures are only logged (docs/spec.md#errors).
 * This module and the SDK are loaded lazily, so other visitors never download them.
 */

/** The five APIs of docs/spec.md#calls. */
export const SHARE_APIS = [
  'checkJsApi',
  'updateTimelineShareData',
  'updateAppMessageShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
] as const;

interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of the JS-SDK (`weixin-js-sdk`) this module uses. */
export interface WxLike {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg: string }) => void): void;
  updateAppMessageShareData(data: ShareData & { success?: () => void }): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'> & { success?: () => void }): void;
  onMenuShareAppMessage(data: ShareData): void;
  onMenuShareTimeline(data: Omit<ShareData, 'desc'>): void;
}

export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

const isIos = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent);

const withoutHash = (href: string) => href.split('#')[0] as string;

/**
 * iOS WeChat checks the signature against the URL the visitor landed on (it keeps it through
 * client-side navigation); other platforms against the current URL.
 */
export function urlToSign(userAgent: string, entryUrl: string, currentUrl: string): string {
  return withoutHash(isIos(userAgent) ? entryUrl : currentUrl);
}

/** What a share card shows: its title, description and image (absolute URL). */
export interface ShareCard {
  title: string;
  description: string;
  imageUrl: string;
}

export interface ShareOptions extends ShareCard {
  userAgent: string;
  entryUrl: string;
  /** `language_type` and `web_type` of the request (docs/spec.md#calls). */
  languageType: number;
  webType: number;
  loadSdk?: () => Promise<WxLike>;
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Configures sharing once; call the returned `update()` after each client-side navigation, with
 * the meta the new page's data gives of its own where it does (a document's, an article's title,
 * description and image: its card), else nothing (the options' card, the site's).
 */
export async function startWechatShare(options: ShareOptions) {
  const log = options.log ?? ((message, detail) => console.warn(message, detail));
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let wx: WxLike | null = null;
  let ready = false;
  let card: ShareCard = options;

  const share = () => {
    if (!wx || !ready) return;
    const data = {
      title: card.title,
      desc: card.description,
      link: withoutHash(window.location.href),
      imgUrl: card.imageUrl,
    };
    const logged = (what: string) => () => log(`share data set: ${what}`);
    wx.updateAppMessageShareData({ ...data, success: logged('friends') });
    wx.updateTimelineShareData({
      title: data.title,
      link: data.link,
      imgUrl: data.imgUrl,
      success: logged('timeline'),
    });
    wx.onMenuShareAppMessage(data);
    wx.onMenuShareTimeline({ title: data.title, link: data.link, imgUrl: data.imgUrl });
  };

  const update = (own?: { title?: string; description?: string; image?: string }) => {
    card =
      own?.title && own.description
        ? {
            title: own.title,
            description: own.description,
            imageUrl: own.image
              ? new URL(own.image, new URL(options.imageUrl)).href
              : options.imageUrl,
          }
        : options;
    share();
  };

  try {
    const url = urlToSign(options.userAgent, options.entryUrl, window.location.href);
    const query = new URLSearchParams({
      url,
      language_type: String(options.languageType),
      web_type: String(options.webType),
    });
    const response = await doFetch(`/api/wechat/compute_signature?${query}`);
    const body = (await response.json()) as {
      error_code: number;
      message: string;
      data?: { appId: string; timestamp: number; nonceStr: string; signature: string };
    };
    if (body.error_code !== 0 || !body.data) {
      log('WeChat signature refused', body.message);
      return { update };
    }
    wx = await (
      options.loadSdk ?? (async () => (await import('weixin-js-sdk')).default as unknown as WxLike)
    )();
    wx.config({ debug: false, ...body.data, jsApiList: [...SHARE_APIS] });
    wx.error((error) => log('authorization failed', error.errMsg));
    wx.ready(() => {
      ready = true;
      share();
    });
  } catch (error) {
    log('WeChat share setup failed', error);
  }
  return { update };
}
