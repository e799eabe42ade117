import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: {
    title: 'Awards',
    description:
      'The medical device certificates, certifications and industry honours Retinova has received.',
  },
  heading: {
    title: 'Awards',
    lead: 'Every recognition comes from rigorous clinical and product work.',
  },
  sections: {
    honours: { title: 'Industry honours' },
    certificates: { title: 'Certifications' },
  },
};
