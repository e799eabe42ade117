import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: 'Diabetic Retinopathy Screening Software',
    description:
      'The first diabetic retinopathy screening software in China to receive a class III medical device certificate, with a clinical trial sensitivity of 91.75% and specificity of 93.1%.',
  },
  heading: {
    title: 'Diabetic retinopathy screening software',
    lead: 'The first product of its kind in China to receive a class III medical device certificate from the NMPA (National Medical Products Administration).',
  },
  sections: {
    overview: { title: 'Product overview' },
    clinical: {
      title: 'Clinical validation',
      lead: 'Clinical trial sensitivity of 91.75% and specificity of 93.1%.',
    },
    workflow: { title: 'Screening process' },
    certificate: { title: 'Registration certificate' },
  },
};
