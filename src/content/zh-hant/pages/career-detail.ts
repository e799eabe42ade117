import type { CareerDetailContent } from '../../types';

export const content: CareerDetailContent = {
  meta: {
    title: '招聘詳情',
    description: '視瞳科技各類職位的職責、要求、工作地點與應徵方式。',
  },
  heading: { title: '招聘詳情' },
  sections: {
    algorithm: { title: '視覺算法類' },
    marketing: { title: '市場類' },
    product: { title: '產品類' },
    medical: { title: '醫學註冊類' },
  },
};
