import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: '社會責任',
    description: '視瞳科技參與公益篩查與公共衛生項目的記錄。',
  },
  heading: { title: '社會責任', lead: '把篩查帶到最需要的地方。' },
  sections: {
    articles: { title: '公益與社會責任動態' },
  },
};
