import type { CareerDetailContent } from '../../types';

export const content: CareerDetailContent = {
  meta: {
    title: '招聘详情',
    description: '视瞳科技各类岗位的职责、要求、工作地点与投递方式。',
  },
  heading: { title: '招聘详情' },
  sections: {
    algorithm: { title: '视觉算法类' },
    marketing: { title: '市场类' },
    product: { title: '产品类' },
    medical: { title: '医学注册类' },
  },
};
