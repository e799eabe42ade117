/**
 * The content schemas (docs/design.md#content-as-data): the one source of the content types. Each
 * page's YAML files are checked against its schema in `PAGE_SCHEMAS`; the shared files against
 * `SITE_SCHEMA` and `STORIES_SCHEMA`. Components use the types (`z.output` of the schemas).
 */
import { z } from 'zod';
import { PAGE_IDS, type PageId } from '../../config/paths';
import * as schemas from './pages';
import { siteContent, story } from './site';

export * from './pages';

/** `development-history` → `developmentHistory`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * The name of a page's content schema: `<page id in camelCase>Content`, exported by one of the
 * schema modules (`developmentHistoryContent`); pages that share a shape export it under each
 * name (`medicalContent`, `healthContent`: `serviceContent`). A page of config/paths.ts without it
 * fails the type-check here, naming it.
 */
export type PageSchemaName<K extends PageId> = `${CamelCase<K>}Content`;

type PageSchemas = { [K in PageId]: (typeof schemas)[PageSchemaName<K>] };

/** The schema names no module exports (none, or the type-check fails below naming them). */
type MissingSchema = Exclude<PageSchemaName<PageId>, keyof typeof schemas>;

/** A page's schema name at run time, as `PageSchemaName`. */
export function pageSchemaName<K extends PageId>(id: K): PageSchemaName<K> {
  return `${id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Content` as PageSchemaName<K>;
}

/**
 * The content schema of every page, from the one list of pages (config/paths.ts) by the naming
 * rule above.
 */
export const PAGE_SCHEMAS = Object.fromEntries(
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the schema modules are needed whole (they are the pages' schemas and their parts), by the content step and the editor alone.
  PAGE_IDS.map((id) => [id, schemas[pageSchemaName(id)]]),
) as [MissingSchema] extends [never] ? PageSchemas : { missingSchema: MissingSchema };

/** What every page of one language shares (`site.<locale>.yml`). */
export const SITE_SCHEMA = siteContent;

/** The patient stories shared by Home and the stories page (`stories.<locale>.yml`). */
export const STORIES_SCHEMA = z.array(story);

/** The content type of every page. */
export type PageContentMap = { [K in PageId]: z.output<(typeof PAGE_SCHEMAS)[K]> };

/** Per language: a loader for each page's content module (each its own chunk). */
export type PageContentLoaders = {
  [K in PageId]: () => Promise<{ content: PageContentMap[K] }>;
};
