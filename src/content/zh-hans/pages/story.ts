import type { StoryContent } from '../../types';

export const content: StoryContent = {
  meta: {
    title: '用户故事',
    description: '一次视网膜筛查如何改变了他们的健康轨迹：来自用户与医生的真实故事。',
  },
  heading: { title: '用户故事', lead: '每一次筛查背后，都是一个真实的人。' },
  sections: {
    featured: { title: '精选故事' },
    stories: { title: '更多故事' },
  },
};
