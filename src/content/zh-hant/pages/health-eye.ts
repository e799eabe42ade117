import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '眼健康',
    description: '為視光中心提供視網膜拍照與 AI 分析，守護每一位顧客的眼健康。',
  },
  heading: { title: '眼健康', lead: '服務視光中心，讓眼健康檢查更專業。' },
  sections: {
    intro: { title: '服務介紹' },
    advantages: { title: '服務優勢' },
    successes: { title: '成功案例' },
    scenarios: { title: '應用場景' },
  },
};
