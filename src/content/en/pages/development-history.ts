import type { DevelopmentHistoryContent } from '../../types';

export const content: DevelopmentHistoryContent = {
  meta: {
    title: 'History',
    description:
      'Each step Retinova has taken in retinal imaging AI, from its founding in 2015 to its Hong Kong listing.',
  },
  heading: { title: 'History', lead: '2015 — 2025: a key step every year.' },
  sections: {
    timeline: { title: 'Milestones' },
  },
};
