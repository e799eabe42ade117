import type { PageId } from '../config/paths';
import type { PageContentMap } from '../content/types';

/** What each page component is given: its content in the current language, and its data. */
export interface PageProps<K extends PageId> {
  content: PageContentMap[K];
  /** What the page module's `loadData` resolved to for the URL (see src/app/routes.tsx). */
  data?: unknown;
}
