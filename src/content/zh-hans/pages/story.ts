import type { StoryContent } from '../../types';
import { stories } from '../stories';

export const content: StoryContent = {
  meta: {
    title: '用户故事',
    description: '一次视网膜筛查如何改变了他们的健康轨迹：来自用户与医生的故事。',
  },
  heading: { title: '用户故事', lead: '每一次筛查背后，都是一个真实的人。' },
  sections: {
    featured: { title: '精选故事' },
    stories: { title: '更多故事', lead: '体检中心、药房、基层卫生院与视光中心里的五段经历。' },
  },
  featuredId: 'routine-checkup',
  stories,
  play: '播放视频',
  close: '关闭视频',
  topic: '话题',
};
