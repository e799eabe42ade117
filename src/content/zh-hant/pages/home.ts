import type { HomeContent } from '../../types';

export const content: HomeContent = {
  meta: {
    title: '首頁',
    description:
      '一分鐘視網膜拍照，AI 讀懂眼睛與全身健康風險。視瞳科技致力讓 80 億人更了解自己的健康。',
  },
  heading: {
    title: '讓 80 億人更了解自己的健康',
    lead: '一張視網膜照片，一分鐘，讀懂眼睛與全身的健康訊號。',
  },
  sections: {
    didYouKnow: {
      eyebrow: '健康數據',
      title: '你知道嗎？',
      lead: '很多慢性病在早期沒有症狀，卻會在眼底留下痕跡。',
    },
    retinalExam: {
      eyebrow: '視網膜檢查',
      title: '一分鐘視網膜拍照，看見眼睛與全身健康',
      lead: '視網膜是人體唯一可以無創、直接觀察到血管和神經的部位。',
    },
    impact: { eyebrow: '我們的成果', title: '用 AI 守護更多人的健康' },
    stories: { eyebrow: '用戶故事', title: '每一次篩查背後，都是一個真實的故事' },
  },
};
