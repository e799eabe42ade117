import type { StoryContent } from '../../types';

export const content: StoryContent = {
  meta: {
    title: 'Patient Stories',
    description:
      'How a retinal screening changed the course of their health: real stories from users and doctors.',
  },
  heading: { title: 'Patient stories', lead: 'Behind every screening is a real person.' },
  sections: {
    featured: { title: 'Featured stories' },
    stories: { title: 'More stories' },
  },
};
