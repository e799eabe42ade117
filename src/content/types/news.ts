/**
 * The article summary types of the news pages. Defined in src/content/schema/news.ts.
 */
export type { NewsCover, NewsSummary, NewsType } from '../schema/news';
