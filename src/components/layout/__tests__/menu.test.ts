import { describe, expect, it } from 'vitest';
import { pageForPath } from '../../../config/paths';
import { loadSiteContent } from '../../../content';
import type { ChromeContent } from '../../../content/types';
import { LOCALES } from '../../../i18n/locales';
import { isCurrentLink, isCurrentSection, sectionPath } from '../menu-match';

const allUrls = (chrome: ChromeContent) => [
  ...chrome.menu.mobile.flatMap((i) => (i.type === 3 ? [i.url] : i.children.map((c) => c.url))),
  ...chrome.menu.desktop.flatMap((i) => [
    ...(i.url ? [i.url] : []),
    ...i.children.map((c) => c.url),
  ]),
  ...chrome.footer.columns.flatMap((c) => c.links.map((l) => l.url)),
  ...chrome.footer.singles.map((l) => l.url),
];

describe('menu definitions', () => {
  it('point every link at a real route, in every language', async () => {
    for (const locale of LOCALES) {
      const { chrome } = await loadSiteContent(locale);
      for (const url of allUrls(chrome)) {
        expect(pageForPath(url.split('?')[0] ?? ''), `${locale} ${url}`).toBeDefined();
      }
    }
  });

  it('have the same structure in all three languages', async () => {
    const [reference, ...others] = await Promise.all(LOCALES.map((l) => loadSiteContent(l)));
    for (const other of others) {
      expect(allUrls(other.chrome)).toEqual(allUrls(reference?.chrome as ChromeContent));
      expect(other.chrome.menu.desktop.map((i) => i.type)).toEqual(
        reference?.chrome.menu.desktop.map((i) => i.type),
      );
    }
  });

  it('follow docs/spec.md §2: nine desktop entries, three product entries on mobile, one on desktop', async () => {
    const { chrome } = await loadSiteContent('en');
    expect(chrome.menu.desktop.map((i) => i.type)).toEqual([
      'index',
      'about',
      'yt_product',
      'yt_scene',
      'company_news',
      'story',
      'recruit',
      'investor',
      'contact_us',
    ]);
    const mobileProducts = chrome.menu.mobile[2];
    expect(mobileProducts?.type === 2 && mobileProducts.children.map((c) => c.url)).toEqual([
      '/product?type=1',
      '/product?type=2',
      '/product?type=3',
    ]);
    const desktopProducts = chrome.menu.desktop[2];
    expect(desktopProducts?.url).toBe('/product');
    expect(desktopProducts?.children).toEqual([]);
  });
});

describe('menu matching', () => {
  it('treats / as Home and detail pages as their section', () => {
    expect(sectionPath('/')).toBe('/home');
    expect(sectionPath('/samd-detail')).toBe('/product');
    expect(sectionPath('/career-detail')).toBe('/career');
    expect(sectionPath('/responsibility-details')).toBe('/company-news');
    expect(sectionPath('/about/')).toBe('/about');
  });

  it('matches a section by path, whatever the query', () => {
    const about = ['/about', '/development-history', '/partner', '/awards'];
    expect(isCurrentSection(about, { pathname: '/partner', search: '' })).toBe(true);
    expect(isCurrentSection(about, { pathname: '/product', search: '' })).toBe(false);
    expect(isCurrentSection(['/product'], { pathname: '/product', search: '?type=5' })).toBe(true);
    expect(isCurrentSection(['/home'], { pathname: '/', search: '' })).toBe(true);
  });

  it('matches an exact link by path and variant', () => {
    expect(isCurrentLink('/product?type=2', { pathname: '/product', search: '?type=2' })).toBe(
      true,
    );
    expect(isCurrentLink('/product?type=2', { pathname: '/product', search: '?type=3' })).toBe(
      false,
    );
    expect(isCurrentLink('/product?type=1', { pathname: '/product', search: '' })).toBe(true);
    expect(
      isCurrentLink('/responsibility?type=2', { pathname: '/responsibility', search: '' }),
    ).toBe(true);
    expect(isCurrentLink('/home', { pathname: '/', search: '' })).toBe(true);
    expect(isCurrentLink('/about', { pathname: '/awards', search: '' })).toBe(false);
  });
});
