import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: 'Health Management',
    description:
      'Retinal health risk assessment for insurers, pharmacies and government programmes, bringing chronic disease screening into everyday life.',
  },
  heading: {
    title: 'Health management',
    lead: 'Serving insurers, pharmacies and government public health programmes.',
  },
  sections: {
    intro: { title: 'About the service' },
    advantages: { title: 'Advantages' },
    successes: { title: 'Case studies' },
    scenarios: { title: 'Use cases' },
  },
};
