import type { PageId } from '../config/paths';
import type { PageContentMap } from '../content/types';

/** What the router hands each page component: the page's content in the current language. */
export interface PageProps<K extends PageId> {
  content: PageContentMap[K];
}
