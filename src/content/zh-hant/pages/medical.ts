import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '醫療服務',
    description: '為醫院與基層醫療機構提供視網膜 AI 篩查，讓醫生更早發現眼病與全身疾病風險。',
  },
  heading: { title: '醫療服務', lead: '為醫生提供可靠的視網膜 AI 輔助診斷。' },
  sections: {
    intro: { title: '服務介紹' },
    advantages: { title: '服務優勢' },
    successes: { title: '成功案例' },
    scenarios: { title: '應用場景' },
  },
};
