import type { CareerContent } from '../../types';

export const content: CareerContent = {
  meta: {
    title: '加入我們',
    description: '加入視瞳科技：視覺算法、市場、產品與醫學註冊職位，與我們一起讓健康無處不在。',
  },
  heading: { title: '加入我們', lead: '和我們一起，讓健康無處不在。' },
  sections: {
    values: { title: '核心價值觀' },
    life: { title: '視瞳生活', lead: '工作環境與文化活動' },
    benefits: { title: '福利待遇' },
    positions: { title: '招聘職位' },
  },
};
