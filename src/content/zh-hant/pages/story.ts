import type { StoryContent } from '../../types';

export const content: StoryContent = {
  meta: {
    title: '用戶故事',
    description: '一次視網膜篩查如何改變了他們的健康軌跡：來自用戶與醫生的真實故事。',
  },
  heading: { title: '用戶故事', lead: '每一次篩查背後，都是一個真實的人。' },
  sections: {
    featured: { title: '精選故事' },
    stories: { title: '更多故事' },
  },
};
