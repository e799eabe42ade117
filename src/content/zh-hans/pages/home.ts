import type { HomeContent } from '../../types';

export const content: HomeContent = {
  meta: {
    title: '首页',
    description:
      '一分钟视网膜拍照，AI 读懂眼睛与全身健康风险。视瞳科技致力于让 80 亿人更了解自己的健康。',
  },
  heading: {
    title: '让 80 亿人更了解自己的健康',
    lead: '一张视网膜照片，一分钟，读懂眼睛与全身的健康信号。',
  },
  sections: {
    didYouKnow: {
      eyebrow: '健康数据',
      title: '你知道吗？',
      lead: '很多慢性病在早期没有症状，却会在眼底留下痕迹。',
    },
    retinalExam: {
      eyebrow: '视网膜检查',
      title: '一分钟视网膜拍照，看见眼睛与全身健康',
      lead: '视网膜是人体唯一可以无创、直接观察到血管和神经的部位。',
    },
    impact: { eyebrow: '我们的成果', title: '用 AI 守护更多人的健康' },
    stories: { eyebrow: '用户故事', title: '每一次筛查背后，都是一个真实的故事' },
  },
};
