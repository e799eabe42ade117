/** Content shapes of the news lists, the article page and patient stories (SPEC §3 Story). */
import type { SectionedPage } from './index';

export type NewsListContent = SectionedPage<'articles'>;
export type ArticleDetailContent = SectionedPage<'article' | 'moreArticles'>;
export type StoryContent = SectionedPage<'featured' | 'stories'>;
