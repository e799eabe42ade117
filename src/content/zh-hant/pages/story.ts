import type { StoryContent } from '../../types';
import { stories } from '../stories';

export const content: StoryContent = {
  meta: {
    title: '用戶故事',
    description: '一次視網膜篩查如何改變了他們的健康軌跡：來自用戶與醫生的故事。',
  },
  heading: { title: '用戶故事', lead: '每一次篩查背後，都是一個真實的人。' },
  sections: {
    featured: { title: '精選故事' },
    stories: { title: '更多故事', lead: '體檢中心、藥房、基層衞生院與視光中心裏的五段經歷。' },
  },
  featuredId: 'routine-checkup',
  stories,
  play: '播放影片',
  close: '關閉影片',
  topic: '話題',
};
