import { articles } from '../../news/generated/en';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: 'Company News',
    description: 'Retinova’s products, certifications, partnerships and company updates.',
    feed,
  },
  heading: {
    title: 'Company news',
    lead: 'Product progress, partnerships and company updates from Retinova.',
  },
  sections: {
    articles: { title: 'Latest news' },
  },
  articles: articlesOfType(articles, 'company'),
  published: 'Published',
  pagination,
};
