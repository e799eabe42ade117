import type { CareerContent } from '../../types';

export const content: CareerContent = {
  meta: {
    title: '加入我们',
    description: '加入视瞳科技：视觉算法、市场、产品与医学注册岗位，与我们一起让健康无处不在。',
  },
  heading: { title: '加入我们', lead: '和我们一起，让健康无处不在。' },
  sections: {
    values: { title: '核心价值观' },
    life: { title: '视瞳生活', lead: '工作环境与文化活动' },
    benefits: { title: '福利待遇' },
    positions: { title: '招聘岗位' },
  },
};
