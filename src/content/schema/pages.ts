/**
 * Every schema module (the content schemas, docs/design.md#content-as-data), re-exported in one
 * place: `schema/index.ts` finds each page's schema here by its name.
 */
export * from './about';
export * from './alerts';
export * from './company';
export * from './documents';
export * from './news';
export * from './products';
export * from './search';
export * from './site';
