import { articles } from '../../news/generated/en';
import { articleMeta } from '../../news/meta';
import type { ArticleDetailContent } from '../../types';
import { feed } from './news-shared';

export const content: ArticleDetailContent = {
  meta: {
    title: 'News',
    description: 'Company news and social responsibility articles from Retinova.',
    feed,
  },
  heading: { title: 'News', lead: 'The latest company news and social responsibility articles.' },
  sections: {
    article: { title: 'Article' },
    moreArticles: { title: 'More articles' },
  },
  articles,
  variantMeta: articleMeta(articles, feed),
  typeNames: { company: 'Company News', responsibility: 'Social Responsibilities' },
  back: { company: 'Back to Company News', responsibility: 'Back to Social Responsibilities' },
  published: 'Published',
  source: 'Source',
  previous: 'Previous article',
  next: 'Next article',
  allOfType: {
    company: 'All company news',
    responsibility: 'All social responsibility articles',
  },
};
