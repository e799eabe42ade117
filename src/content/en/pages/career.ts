import type { CareerContent } from '../../types';

export const content: CareerContent = {
  meta: {
    title: 'Careers',
    description:
      'Join Retinova in computer vision algorithms, marketing, product or medical and regulatory affairs, and help us bring health everywhere.',
  },
  heading: { title: 'Careers', lead: 'Join us in bringing health everywhere.' },
  sections: {
    values: { title: 'Core values' },
    life: { title: 'Life at Retinova', lead: 'Our workplace and cultural activities' },
    benefits: { title: 'Benefits' },
    positions: { title: 'Open positions' },
  },
};
