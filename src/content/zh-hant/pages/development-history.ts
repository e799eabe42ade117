import type { DevelopmentHistoryContent } from '../../types';

export const content: DevelopmentHistoryContent = {
  meta: {
    title: '發展歷程',
    description: '從 2015 年創立到香港上市，視瞳科技在視網膜影像人工智能領域的每一步。',
  },
  heading: { title: '發展歷程', lead: '2015 — 2025，每一年的關鍵一步。' },
  sections: {
    timeline: { title: '大事記' },
  },
};
