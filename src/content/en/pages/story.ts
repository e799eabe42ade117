import type { StoryContent } from '../../types';
import { stories } from '../stories';

export const content: StoryContent = {
  meta: {
    title: 'Patient Stories',
    description:
      'How a retinal examination changed the course of their health: stories from people and doctors.',
  },
  heading: { title: 'Patient stories', lead: 'Behind every screening is a real person.' },
  sections: {
    featured: { title: 'Featured story' },
    stories: {
      title: 'More stories',
      lead: 'Five experiences from a checkup centre, a pharmacy, a township clinic and an optometry centre.',
    },
  },
  featuredId: 'routine-checkup',
  stories,
  play: 'Play video',
  close: 'Close video',
  topic: 'Topic',
};
