/**
 * The article summary types, for the generated news lists (scripts/news.ts writes
 * `import type { NewsSummary } from '../../types/news'`). Defined in src/content/schema/news.ts.
 */
export type { NewsCover, NewsSummary, NewsType } from '../schema/news';
