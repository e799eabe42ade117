import type { HomeContent } from '../../types';

export const content: HomeContent = {
  meta: {
    title: 'Home',
    description:
      'A one-minute retinal photograph lets AI assess health risks to your eyes and your whole body. Retinova is committed to enabling 8 billion people to know more about their health.',
  },
  heading: {
    title: 'Enabling 8 billion people to know more about their health',
    lead: 'One retinal photograph, one minute: health signals from your eyes and your whole body.',
  },
  sections: {
    didYouKnow: {
      eyebrow: 'Health facts',
      title: 'Did you know?',
      lead: 'Many chronic diseases have no symptoms in their early stages, yet they leave traces at the back of the eye.',
    },
    retinalExam: {
      eyebrow: 'Retinal examination',
      title: 'A one-minute retinal photograph, a view of your eye and overall health',
      lead: 'The retina is the only part of the body where blood vessels and nerves can be seen directly and non-invasively.',
    },
    impact: { eyebrow: 'Our impact', title: 'Using AI to protect the health of more people' },
    stories: { eyebrow: 'Patient stories', title: 'Behind every screening is a real story' },
  },
};
