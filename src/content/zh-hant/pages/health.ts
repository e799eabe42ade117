import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '健康管理',
    description: '為保險公司、藥房與政府項目提供視網膜健康風險評估，把慢性病篩查帶進日常。',
  },
  heading: { title: '健康管理', lead: '服務保險、藥房與政府公共衛生項目。' },
  sections: {
    intro: { title: '服務介紹' },
    advantages: { title: '服務優勢' },
    successes: { title: '成功案例' },
    scenarios: { title: '應用場景' },
  },
};
