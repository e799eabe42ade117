import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: {
    title: '公司榮譽',
    description: '視瞳科技獲得的醫療器械註冊證、資質認證與行業榮譽。',
  },
  heading: { title: '公司榮譽', lead: '每一份認可，都來自嚴謹的臨床與產品實踐。' },
  sections: {
    honours: { title: '行業榮譽' },
    certificates: { title: '資質認證' },
  },
};
