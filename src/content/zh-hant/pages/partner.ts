import type { PartnerContent } from '../../types';

export const content: PartnerContent = {
  meta: {
    title: '合作夥伴',
    description:
      '與醫院、體檢中心、保險公司、藥房、視光中心和政府項目攜手，把視網膜篩查帶到更多地方。',
  },
  heading: { title: '合作夥伴', lead: '與各行各業的夥伴一起，讓篩查觸手可及。' },
  sections: {
    partners: { title: '攜手同行的夥伴' },
    experts: { title: '醫學專家說' },
  },
};
