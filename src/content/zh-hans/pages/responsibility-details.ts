import type { ArticleDetailContent } from '../../types';

export const content: ArticleDetailContent = {
  meta: {
    title: '新闻详情',
    description: '视瞳科技新闻与社会责任文章。',
  },
  heading: { title: '新闻详情' },
  sections: {
    article: { title: '正文' },
    moreArticles: { title: '更多文章' },
  },
};
