import type { CareerDetailContent } from '../../types';

export const content: CareerDetailContent = {
  meta: {
    title: 'Position Details',
    description:
      'Responsibilities, requirements, work location and how to apply for each role at Retinova.',
  },
  heading: { title: 'Position details' },
  sections: {
    algorithm: { title: 'Computer vision algorithms' },
    marketing: { title: 'Marketing' },
    product: { title: 'Product' },
    medical: { title: 'Medical and regulatory affairs' },
  },
};
