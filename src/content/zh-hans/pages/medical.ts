import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '医疗服务',
    description: '为医院与基层医疗机构提供视网膜 AI 筛查，让医生更早发现眼病与全身疾病风险。',
  },
  heading: { title: '医疗服务', lead: '为医生提供可靠的视网膜 AI 辅助诊断。' },
  sections: {
    intro: { title: '服务介绍' },
    advantages: { title: '服务优势' },
    successes: { title: '成功案例' },
    scenarios: { title: '应用场景' },
  },
};
