import { articles } from '../../news/generated/zh-hans';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: '社会责任',
    description: '视瞳科技的公益筛查、基层培训与眼健康科普。',
    feed,
  },
  heading: {
    title: '社会责任',
    lead: '公益筛查、基层培训与眼健康科普：让更多人了解自己的健康。',
  },
  sections: {
    articles: { title: '公益行动' },
  },
  articles: articlesOfType(articles, 'responsibility'),
  published: '发布日期',
  pagination,
};
