import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: '公司新聞',
    description: '視瞳科技的產品、認證、合作與公司動態。',
  },
  heading: { title: '公司新聞', lead: '了解視瞳科技的最新動態。' },
  sections: {
    articles: { title: '最新動態' },
  },
};
