import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: 'Investor Relations',
    description:
      'Share price, investor calendar and investor contacts for Retinova (stock code 02251.HK).',
  },
  heading: { title: 'Investor relations', lead: 'Stock code 02251.HK' },
  sections: {
    stock: { title: 'Share price', lead: 'Third-party data, for reference only.' },
    calendar: { title: 'Investor calendar' },
    contact: { title: 'Investor contacts' },
  },
};
