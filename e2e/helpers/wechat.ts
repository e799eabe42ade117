/**
 * WeChat in the browser tests: its in-app browser's user agents, and a stand-in for the bridge
 * (`WeixinJSBridge`) it injects into every page, through which the JS-SDK (`wx`, weixin-js-sdk)
 * calls the app. With it, the site's share set-up (src/app/use-wechat-share.ts) runs as in WeChat.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** WeChat 8 on Android (XWEB, Tencent's engine) and on iOS, as they send their user agents. */
export const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
export const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2c) NetType/WIFI Language/zh_CN';

/** One call of the JS-SDK to the app: the API's name and what it passed. */
export interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * Stands in for WeChat's bridge, as WeChat injects it (an init script: it runs in the page before
 * the site's code). Every call is recorded in `window.__wechatCalls` and answered `<name>:ok`, as
 * the app answers a page whose signature it accepted.
 */
export const wechatBridge = () => {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  (window as unknown as { __wechatCalls: typeof calls }).__wechatCalls = calls;
  (window as unknown as { WeixinJSBridge: object }).WeixinJSBridge = {
    invoke: (
      name: string,
      args: Record<string, unknown>,
      callback?: (answer: { err_msg: string }) => void,
    ) => {
      calls.push({ name, args });
      setTimeout(() => callback?.({ err_msg: `${name}:ok` }), 0);
    },
    on: () => {},
  };
};

/**
 * Answers the share signature's request (`/api/wechat/compute_signature`) with a signature, as the
 * server does for the origin it is configured for: the harness serves the build on a loopback
 * origin that is not its SITE_URL, whose requests the server refuses (server/__tests__ test the
 * signature itself).
 */
export async function acceptShareSignature(context: BrowserContext): Promise<void> {
  await context.route('**/api/wechat/compute_signature?*', (route) =>
    route.fulfill({
      json: {
        error_code: 0,
        message: 'ok',
        data: { appId: 'wx0000000000000000', timestamp: 1, nonceStr: 'nonce', signature: 'sig' },
      },
    }),
  );
}

/** The share card the page last gave WeChat for sharing with friends, once it has given one. */
export async function lastShareCard(page: Page): Promise<Record<string, unknown>> {
  const handle = await page.waitForFunction(() => {
    const calls = (window as unknown as { __wechatCalls?: BridgeCall[] }).__wechatCalls ?? [];
    return calls.filter((c) => c.name === 'updateAppMessageShareData').at(-1)?.args;
  });
  return (await handle.jsonValue()) as Record<string, unknown>;
}

/** How many share cards the page has given WeChat for sharing with friends. */
export async function shareCardCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { __wechatCalls?: BridgeCall[] }).__wechatCalls ?? []).filter(
        (c) => c.name === 'updateAppMessageShareData',
      ).length,
  );
}
