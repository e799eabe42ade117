import type { PartnerContent } from '../../types';

export const content: PartnerContent = {
  meta: {
    title: 'Partners',
    description:
      'Working with hospitals, health check centres, insurers, pharmacies, optometry centres and government programmes to bring retinal screening to more places.',
  },
  heading: {
    title: 'Partners',
    lead: 'Working with partners across many sectors to bring screening within easy reach.',
  },
  sections: {
    partners: { title: 'Our partners' },
    experts: { title: 'Words from Medical Experts' },
  },
};
