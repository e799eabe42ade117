import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../switch-language';

function target(url: string) {
  const u = new URL(url, 'https://site.test');
  const stored = new Map<string, string>();
  const loaded: string[] = [];
  return {
    stored,
    loaded,
    w: {
      location: {
        pathname: u.pathname,
        search: u.search,
        hash: u.hash,
        assign: (to: string) => {
          loaded.push(to);
        },
      },
      localStorage: {
        setItem: (k: string, v: string) => {
          stored.set(k, v);
        },
      },
    },
  };
}

describe('switchLanguage', () => {
  it('stores the code and loads the same page in the other language', () => {
    const t = target('/about?x=1#top');
    expect(switchLanguage('en', t.w)).toBe('/en/about?x=1#top');
    expect(t.stored.get('i18n')).toBe('3');
    expect(t.loaded).toEqual(['/en/about?x=1#top']);
  });

  it('goes back to the unprefixed URL for Simplified Chinese, storing 1', () => {
    const t = target('/zh-hant/product?type=4');
    switchLanguage('zh-hans', t.w);
    expect(t.stored.get('i18n')).toBe('1');
    expect(t.loaded).toEqual(['/product?type=4']);
  });

  it('maps the home of one language to the home of the other', () => {
    const t = target('/en');
    switchLanguage('zh-hant', t.w);
    expect(t.loaded).toEqual(['/zh-hant']);
  });

  it('still navigates when storage is unavailable', () => {
    const t = target('/about');
    t.w.localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    switchLanguage('en', t.w);
    expect(t.loaded).toEqual(['/en/about']);
  });
});
