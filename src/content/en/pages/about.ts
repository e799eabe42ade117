import type { AboutContent } from '../../types';

export const content: AboutContent = {
  meta: {
    title: 'Company',
    description:
      'Founded in 2015 and listed in Hong Kong, Retinova specialises in retinal imaging AI, with the aim of bringing health everywhere.',
  },
  heading: {
    title: 'About Retinova',
    lead: 'Founded in 2015, we use retinal imaging AI to bring health everywhere.',
  },
  sections: {
    profile: { eyebrow: 'Company', title: 'The eye as a window to your overall health' },
    history: { eyebrow: 'History', title: 'From 2015 to today' },
    partners: { eyebrow: 'Partners', title: 'Partners', lead: 'Words from Medical Experts' },
    awards: { eyebrow: 'Awards', title: 'Certifications and honours' },
  },
};
