import type { NewsListContent } from '../../types';

export const content: NewsListContent = {
  meta: {
    title: 'Company News',
    description: 'News from Retinova on products, certifications, partnerships and the company.',
  },
  heading: { title: 'Company news', lead: 'Keep up with the latest from Retinova.' },
  sections: {
    articles: { title: 'Latest news' },
  },
};
