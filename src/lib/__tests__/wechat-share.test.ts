// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  isWeChatBrowser,
  SHARE_APIS,
  startWechatShare,
  urlToSign,
  type WxLike,
} from '../wechat-share';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.50';

function fakeWx() {
  const calls: Record<string, unknown[]> = {};
  let readyCallback = () => {};
  const record = (name: string) => (arg: unknown) => {
    calls[name] = [...(calls[name] ?? []), arg];
  };
  const wx: WxLike = {
    config: record('config'),
    ready: (fn) => {
      readyCallback = fn;
    },
    error: record('error'),
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    onMenuShareAppMessage: record('onMenuShareAppMessage'),
    onMenuShareTimeline: record('onMenuShareTimeline'),
  };
  return { wx, calls, fireReady: () => readyCallback() };
}

const options = (overrides: Partial<Parameters<typeof startWechatShare>[0]>) => ({
  title: '视瞳科技 - 让健康无处不在',
  description: '视瞳科技以人工智能分析视网膜影像。',
  imageUrl: 'https://www.retinova.example/brand/icon-512.png',
  userAgent: ANDROID_WECHAT,
  entryUrl: 'https://www.retinova.example/home',
  languageType: 0,
  webType: 2,
  log: vi.fn(),
  ...overrides,
});

describe('WeChat share', () => {
  it('recognises the WeChat browser and signs the entry URL on iOS, the current one elsewhere', () => {
    expect(isWeChatBrowser(IOS_WECHAT)).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/130')).toBe(false);
    expect(urlToSign(IOS_WECHAT, 'https://s/home#a', 'https://s/about')).toBe('https://s/home');
    expect(urlToSign(ANDROID_WECHAT, 'https://s/home', 'https://s/about#x')).toBe(
      'https://s/about',
    );
  });

  it('configures the SDK with the signature and the five APIs, then sets the share card', async () => {
    const { wx, calls, fireReady } = fakeWx();
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        error_code: 0,
        message: 'ok',
        data: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's', url: 'u' },
      }),
    );
    const { update } = await startWechatShare(
      options({ fetch: fetch as unknown as typeof globalThis.fetch, loadSdk: async () => wx }),
    );
    const requested = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(requested.pathname).toBe('/api/wechat/compute_signature');
    expect(requested.searchParams.get('url')).toBe(window.location.href.split('#')[0]);
    expect(requested.searchParams.get('language_type')).toBe('0');
    expect(requested.searchParams.get('web_type')).toBe('2');
    expect(calls.config?.[0]).toEqual({
      debug: false,
      appId: 'wx1',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
      url: 'u',
      jsApiList: [...SHARE_APIS],
    });
    expect(calls.updateAppMessageShareData).toBeUndefined();
    fireReady();
    expect(calls.updateAppMessageShareData?.[0]).toMatchObject({
      title: '视瞳科技 - 让健康无处不在',
      desc: '视瞳科技以人工智能分析视网膜影像。',
      imgUrl: 'https://www.retinova.example/brand/icon-512.png',
    });
    expect(calls.updateTimelineShareData).toHaveLength(1);
    expect(calls.onMenuShareAppMessage).toHaveLength(1);
    expect(calls.onMenuShareTimeline).toHaveLength(1);
    update();
    expect(calls.updateAppMessageShareData).toHaveLength(2);
    // A page with its own card (a document's): its title and description, the site's image.
    update({ title: 'Notice of the AGM', description: 'The resolutions.' });
    expect(calls.updateAppMessageShareData?.[2]).toMatchObject({
      title: 'Notice of the AGM',
      desc: 'The resolutions.',
      imgUrl: 'https://www.retinova.example/brand/icon-512.png',
    });
    expect(calls.onMenuShareTimeline?.[2]).toMatchObject({ title: 'Notice of the AGM' });
    // An article's cover, made absolute on the image's origin.
    update({ title: 'An article', description: 'Its summary.', image: '/assets/cover.jpg' });
    expect(calls.updateAppMessageShareData?.[3]).toMatchObject({
      imgUrl: 'https://www.retinova.example/assets/cover.jpg',
    });
    // Back on a page like any other: the site's card again.
    update(undefined);
    expect(calls.updateAppMessageShareData?.[4]).toMatchObject({
      title: '视瞳科技 - 让健康无处不在',
    });
  });

  it('only logs a refused signature or a network failure', async () => {
    const refused = options({
      fetch: (async () =>
        Response.json({ error_code: 50001, message: 'not configured' })) as unknown as typeof fetch,
      loadSdk: vi.fn(),
    });
    await expect(startWechatShare(refused)).resolves.toBeDefined();
    expect(refused.log).toHaveBeenCalledWith('WeChat signature refused', 'not configured');
    expect(refused.loadSdk).not.toHaveBeenCalled();
    const offline = options({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(startWechatShare(offline)).resolves.toBeDefined();
    expect(offline.log).toHaveBeenCalledWith('WeChat share setup failed', expect.any(TypeError));
  });
});
