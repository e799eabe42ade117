import { articles } from '../../news/generated/zh-hant';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: '社會責任',
    description: '視瞳科技的公益篩查、基層培訓與眼健康科普。',
    feed,
  },
  heading: {
    title: '社會責任',
    lead: '公益篩查、基層培訓與眼健康科普：讓更多人了解自己的健康。',
  },
  sections: {
    articles: { title: '公益行動' },
  },
  articles: articlesOfType(articles, 'responsibility'),
  published: '發佈日期',
  pagination,
};
