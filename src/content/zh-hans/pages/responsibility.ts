import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: '社会责任',
    description: '视瞳科技参与公益筛查与公共卫生项目的记录。',
  },
  heading: { title: '社会责任', lead: '把筛查带到最需要的地方。' },
  sections: {
    articles: { title: '公益与社会责任动态' },
  },
};
