import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '眼健康',
    description: '为视光中心提供视网膜拍照与 AI 分析，守护每一位顾客的眼健康。',
  },
  heading: { title: '眼健康', lead: '服务视光中心，让眼健康检查更专业。' },
  sections: {
    intro: { title: '服务介绍' },
    advantages: { title: '服务优势' },
    successes: { title: '成功案例' },
    scenarios: { title: '应用场景' },
  },
};
