import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: 'Eye Health',
    description:
      'Retinal photography and AI analysis for optometry centres, helping to protect the eye health of every customer.',
  },
  heading: {
    title: 'Eye health',
    lead: 'Serving optometry centres with more professional eye health checks.',
  },
  sections: {
    intro: { title: 'About the service' },
    advantages: { title: 'Advantages' },
    successes: { title: 'Case studies' },
    scenarios: { title: 'Use cases' },
  },
};
