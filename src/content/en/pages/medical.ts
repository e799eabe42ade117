import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: 'Medical',
    description:
      'AI retinal screening for hospitals and primary care providers, helping doctors detect eye diseases and systemic disease risks earlier.',
  },
  heading: {
    title: 'Medical services',
    lead: 'Reliable AI-assisted retinal diagnosis for doctors.',
  },
  sections: {
    intro: { title: 'About the service' },
    advantages: { title: 'Advantages' },
    successes: { title: 'Case studies' },
    scenarios: { title: 'Use cases' },
  },
};
