import { articles } from '../../news/generated/zh-hans';
import { articleMeta } from '../../news/meta';
import type { ArticleDetailContent } from '../../types';
import { feed } from './news-shared';

export const content: ArticleDetailContent = {
  meta: {
    title: '新闻动态',
    description: '视瞳科技的公司新闻与社会责任文章。',
    feed,
  },
  heading: { title: '新闻动态', lead: '公司新闻与社会责任的最新文章。' },
  sections: {
    article: { title: '正文' },
    moreArticles: { title: '更多文章' },
  },
  articles,
  variantMeta: articleMeta(articles, feed),
  typeNames: { company: '公司新闻', responsibility: '社会责任' },
  back: { company: '返回公司新闻', responsibility: '返回社会责任' },
  published: '发布时间',
  source: '来源',
  previous: '上一篇',
  next: '下一篇',
  allOfType: { company: '全部公司新闻', responsibility: '全部社会责任文章' },
};
