import { articles } from '../../news/generated/zh-hans';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: '公司新闻',
    description: '视瞳科技的产品、认证、合作与公司动态。',
    feed,
  },
  heading: { title: '公司新闻', lead: '了解视瞳科技的产品进展、合作伙伴与公司动态。' },
  sections: {
    articles: { title: '最新动态' },
  },
  articles: articlesOfType(articles, 'company'),
  published: '发布日期',
  pagination,
};
