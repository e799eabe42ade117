import type { ArticleDetailContent } from '../../types';

export const content: ArticleDetailContent = {
  meta: {
    title: 'Article',
    description: 'News and social responsibility articles from Retinova.',
  },
  heading: { title: 'Article' },
  sections: {
    article: { title: 'Full article' },
    moreArticles: { title: 'More articles' },
  },
};
