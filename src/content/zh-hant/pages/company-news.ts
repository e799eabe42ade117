import { articles } from '../../news/generated/zh-hant';
import { articlesOfType } from '../../news/meta';
import type { NewsListContent } from '../../types';
import { feed, pagination } from './news-shared';

export const content: NewsListContent = {
  meta: {
    title: '公司新聞',
    description: '視瞳科技的產品、認證、合作與公司動態。',
    feed,
  },
  heading: { title: '公司新聞', lead: '了解視瞳科技的產品進展、合作夥伴與公司動態。' },
  sections: {
    articles: { title: '最新動態' },
  },
  articles: articlesOfType(articles, 'company'),
  published: '發佈日期',
  pagination,
};
