import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: '糖尿病視網膜病變篩查軟件',
    description:
      '國內首個獲得三類醫療器械註冊證的糖尿病視網膜病變篩查軟件，臨床試驗靈敏度 91.75%，特異度 93.1%。',
  },
  heading: {
    title: '糖尿病視網膜病變篩查軟件',
    lead: '國內首個獲得國家藥品監督管理局三類醫療器械註冊證的同類產品。',
  },
  sections: {
    overview: { title: '產品概述' },
    clinical: { title: '臨床驗證', lead: '臨床試驗靈敏度 91.75%，特異度 93.1%。' },
    workflow: { title: '篩查流程' },
    certificate: { title: '註冊證' },
  },
};
