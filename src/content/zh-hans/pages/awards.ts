import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: {
    title: '公司荣誉',
    description: '视瞳科技获得的医疗器械注册证、资质认证与行业荣誉。',
  },
  heading: { title: '公司荣誉', lead: '每一份认可，都来自严谨的临床与产品实践。' },
  sections: {
    honours: { title: '行业荣誉' },
    certificates: { title: '资质认证' },
  },
};
