import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: '公司新闻',
    description: '视瞳科技的产品、认证、合作与公司动态。',
  },
  heading: { title: '公司新闻', lead: '了解视瞳科技的最新动态。' },
  sections: {
    articles: { title: '最新动态' },
  },
};
