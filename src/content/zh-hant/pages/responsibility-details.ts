import type { ArticleDetailContent } from '../../types';

export const content: ArticleDetailContent = {
  meta: {
    title: '新聞詳情',
    description: '視瞳科技新聞與社會責任文章。',
  },
  heading: { title: '新聞詳情' },
  sections: {
    article: { title: '正文' },
    moreArticles: { title: '更多文章' },
  },
};
