import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '健康管理',
    description: '为保险公司、药店与政府项目提供视网膜健康风险评估，把慢病筛查带进日常。',
  },
  heading: { title: '健康管理', lead: '服务保险、药店与政府公共卫生项目。' },
  sections: {
    intro: { title: '服务介绍' },
    advantages: { title: '服务优势' },
    successes: { title: '成功案例' },
    scenarios: { title: '应用场景' },
  },
};
