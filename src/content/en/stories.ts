import { ASSETS } from '../../config/assets';
import type { Story } from '../types';

const video = ASSETS.videos.placeholder;
const clip = (title: string) => ({
  url: video.url,
  type: video.type,
  poster: video.poster.jpg,
  posterWebp: video.poster.webp,
  title,
});
const images = (index: number) => {
  const set = ASSETS.images.stories[index];
  if (!set) throw new Error(`No story image set ${index}`);
  return { h5Background: set.mobile, pcBackground: set.desktop };
};

/** Five patient stories, shared by the Home carousel and the stories page. */
export const stories: Story[] = [
  {
    id: 'routine-checkup',
    topic: 'An unexpected finding at a checkup',
    desc: 'I felt perfectly fine and only had the retinal photo because it was part of my work checkup. The report flagged diabetes-related changes, and follow-up tests showed my blood sugar was already high.',
    person: 'Office worker, 45, Shanghai',
    ...images(0),
    video: clip('An unexpected finding at a checkup'),
  },
  {
    id: 'pharmacy-screening',
    topic: 'Screening at the pharmacy next door',
    desc: 'I used to think an eye check meant queuing at a big hospital. Now the photo takes a minute at the pharmacy downstairs, and the result is on my phone.',
    person: 'Retired teacher, 67, Chengdu',
    ...images(1),
    video: clip('Screening at the pharmacy next door'),
  },
  {
    id: 'primary-care-doctor',
    topic: 'A helping hand for primary care',
    desc: 'Our township health centre has no ophthalmologist. With a fundus camera and AI support, our diabetic patients can finally have their yearly eye check here.',
    person: 'General practitioner, township health centre, Sichuan',
    ...images(2),
    video: clip('A helping hand for primary care'),
  },
  {
    id: 'family-history',
    topic: 'One more check for the family',
    desc: 'My father has had high blood pressure for years. The retinal check reminded us to watch his cardiovascular risk, and he now takes his medicine on time.',
    person: "Patient's daughter, 38, Guangzhou",
    ...images(3),
    video: clip('One more check for the family'),
  },
  {
    id: 'child-myopia',
    topic: "Managing a child's eyesight",
    desc: 'Every term the optometry centre photographs my child’s retina and measures axial length, so we can see the changes and act on them.',
    person: 'Parent of a primary-school pupil, Beijing',
    ...images(4),
    video: clip("Managing a child's eyesight"),
  },
];
