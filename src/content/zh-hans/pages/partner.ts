import type { PartnerContent } from '../../types';

export const content: PartnerContent = {
  meta: {
    title: '合作伙伴',
    description:
      '与医院、体检中心、保险公司、药店、视光中心和政府项目携手，把视网膜筛查带到更多地方。',
  },
  heading: { title: '合作伙伴', lead: '与各行各业的伙伴一起，让筛查触手可及。' },
  sections: {
    partners: { title: '携手同行的伙伴' },
    experts: { title: '医学专家说' },
  },
};
