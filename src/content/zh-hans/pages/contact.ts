import type { ContactContent } from '../../types';

export const content: ContactContent = {
  meta: {
    title: '联系我们',
    description: '视瞳科技北京、上海、广州、成都办公室的电话、邮箱与地址，以及在线留言。',
  },
  heading: { title: '联系我们', lead: '服务热线 400-100-3999' },
  sections: {
    offices: { title: '办公地点' },
    form: { title: '在线留言' },
  },
};
