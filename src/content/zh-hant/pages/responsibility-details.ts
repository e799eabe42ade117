import { articles } from '../../news/generated/zh-hant';
import { articleMeta } from '../../news/meta';
import type { ArticleDetailContent } from '../../types';
import { feed } from './news-shared';

export const content: ArticleDetailContent = {
  meta: {
    title: '新聞動態',
    description: '視瞳科技的公司新聞與社會責任文章。',
    feed,
  },
  heading: { title: '新聞動態', lead: '公司新聞與社會責任的最新文章。' },
  sections: {
    article: { title: '正文' },
    moreArticles: { title: '更多文章' },
  },
  articles,
  variantMeta: articleMeta(articles, feed),
  typeNames: { company: '公司新聞', responsibility: '社會責任' },
  back: { company: '返回公司新聞', responsibility: '返回社會責任' },
  published: '發佈時間',
  source: '來源',
  previous: '上一篇',
  next: '下一篇',
  allOfType: { company: '全部公司新聞', responsibility: '全部社會責任文章' },
};
