import type { DevelopmentHistoryContent } from '../../types';

export const content: DevelopmentHistoryContent = {
  meta: {
    title: '发展历程',
    description: '从 2015 年创立到香港上市，视瞳科技在视网膜影像人工智能领域的每一步。',
  },
  heading: { title: '发展历程', lead: '2015 — 2025，每一年的关键一步。' },
  sections: {
    timeline: { title: '大事记' },
  },
};
