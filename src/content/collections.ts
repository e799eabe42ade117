/**
 * The collection map: every collection of entries of the site, each declared once in its own
 * folder (`<folder>/collection.ts`, entries/define.ts says what a declaration holds), listed here
 * and nowhere else. Everything else derives from this list: the pages a collection owns join the
 * list of pages (config/paths.ts) and so the router, the prerender, the sitemap and the server's
 * file map; their menu links join the chrome of every language (scripts/lib/content/menus.ts);
 * their upload folders join the editor's (shared/uploads.ts); their feeds are built and checked
 * (scripts/lib/collections, scripts/lib/smoke-check.ts); the registry (registry.ts) binds each to
 * its schema module (`collectionSchemas`) for the build, the editor and its previews; the
 * editor's previews (src/admin/previews.tsx) find each collection's `<folder>/preview.tsx` and
 * register it under its name.
 *
 * To add a collection: a folder with its entries, `collection.ts`, its schema module and its
 * preview (`preview.tsx`), its pages' folders and content files, and its line in each of the two
 * lists here (src/content/README.md).
 *
 * Light on purpose: every page's first load reads `collections`, plain values; the schemas, zod
 * and all, are loaded only by what calls `collectionSchemas` (the registry), which the pages'
 * bundle leaves out (an export nothing of theirs reads).
 */

import { CALENDAR } from './calendar/collection';
import { DOCUMENTS } from './documents/collection';
import type { CollectionSchemas } from './entries/define';
import { NEWS } from './news/collection';

export const collections = {
  news: NEWS,
  documents: DOCUMENTS,
  calendar: CALENDAR,
} as const;

export type Collections = typeof collections;

/** Each collection's schemas, by the same keys: its schema module, loaded when needed. */
export const collectionSchemas = {
  news: () => import('./schema/news').then((module) => module.newsSchemas),
  documents: () => import('./schema/documents').then((module) => module.documentsSchemas),
  calendar: () => import('./calendar/schema').then((module) => module.calendarSchemas),
} satisfies Record<keyof Collections, () => Promise<CollectionSchemas>>;
