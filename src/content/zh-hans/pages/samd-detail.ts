import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: '糖尿病视网膜病变筛查软件',
    description:
      '国内首个获得三类医疗器械注册证的糖尿病视网膜病变筛查软件，临床试验灵敏度 91.75%，特异度 93.1%。',
  },
  heading: {
    title: '糖尿病视网膜病变筛查软件',
    lead: '国内首个获得国家药品监督管理局三类医疗器械注册证的同类产品。',
  },
  sections: {
    overview: { title: '产品概述' },
    clinical: { title: '临床验证', lead: '临床试验灵敏度 91.75%，特异度 93.1%。' },
    workflow: { title: '筛查流程' },
    certificate: { title: '注册证' },
  },
};
