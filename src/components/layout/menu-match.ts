import { PAGES, pageForPath, pageVariant, SECTION_OF } from '../../config/paths';

/** A router location without the language prefix. */
export interface MenuLocation {
  pathname: string;
  search: string;
}

const pathOf = (url: string) => url.split('?')[0] || '/';

/** The path whose menu entry should light up: `/` is Home, detail pages count as their list. */
export function sectionPath(pathname: string): string {
  const path = pathname === '/' || pathname === '' ? PAGES.home.path : pathname.replace(/\/$/, '');
  const page = pageForPath(path);
  const section = page ? SECTION_OF[page] : undefined;
  return section ? PAGES[section].path : path;
}

/**
 * True when `url` is exactly the current page: same path and, for pages whose query picks a
 * variant, the same variant (`/product?type=2` is not `/product?type=3`; a missing or unknown
 * type is the first). Other query parameters do not matter.
 */
export function isCurrentLink(url: string, location: MenuLocation): boolean {
  const [path = '/', query = ''] = url.split('?');
  const current =
    location.pathname === '/' ? PAGES.home.path : location.pathname.replace(/\/$/, '');
  if (path !== current) return false;
  const page = pageForPath(path);
  return !page || pageVariant(page, query) === pageVariant(page, location.search);
}

/** True when any of the entry's links is in the current section (path match, query ignored). */
export function isCurrentSection(urls: readonly string[], location: MenuLocation): boolean {
  const section = sectionPath(location.pathname);
  return urls.some((url) => pathOf(url) === section);
}
