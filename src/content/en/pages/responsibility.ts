import { articles } from '../../news/generated/en';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: 'Social Responsibilities',
    description: 'Retinova’s free screening, primary care training and eye-health education.',
    feed,
  },
  heading: {
    title: 'Social responsibilities',
    lead: 'Free screening, training for primary care and eye-health education, so more people know more about their health.',
  },
  sections: {
    articles: { title: 'Public-welfare activities' },
  },
  articles: articlesOfType(articles, 'responsibility'),
  published: 'Published',
  pagination,
};
