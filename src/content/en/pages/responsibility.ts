import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: 'Social Responsibilities',
    description:
      "A record of Retinova's work in charitable screening and public health programmes.",
  },
  heading: {
    title: 'Social responsibilities',
    lead: 'Bringing screening to the places that need it most.',
  },
  sections: {
    articles: { title: 'Charity and social responsibility news' },
  },
};
