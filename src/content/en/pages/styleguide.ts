import type { StyleguideContent } from '../../types';

export const content: StyleguideContent = {
  meta: {
    title: 'Style guide',
    description: 'Design tokens and interface pieces of the Retinova site.',
  },
  heading: {
    eyebrow: 'Design system',
    title: 'Style guide',
    lead: 'Colours, type and components of the site, for the web team. This page is not in the menus or the sitemap.',
  },
  sections: {
    colours: {
      title: 'Colours',
      lead: 'Deep-blue primary, teal accent, greys, and the four pink shades of the health-risk steps.',
    },
    type: { title: 'Type scale', lead: 'Fluid between the 750 and 1920 design widths.' },
    buttons: { title: 'Buttons' },
    tabs: { title: 'Tabs' },
    cards: { title: 'Cards' },
    stats: { title: 'Counters' },
    pictures: { title: 'Responsive pictures' },
    video: { title: 'Video dialog' },
    illustrations: { title: 'Illustrations' },
  },
  samples: {
    paragraph: 'One retinal photograph, one minute: signals about the eyes and the whole body.',
    primary: 'Contact us',
    secondary: 'Our products',
    ghost: 'Read more',
    tabs: ['SaMD', 'Hardware Device', 'Health Risk Assessment'],
    tabPanels: [
      'Diabetic retinopathy screening software, the first of its kind in China to receive a class III medical device certificate.',
      'Portable and desktop fundus cameras.',
      'Assessing the risk of a range of chronic systemic diseases from retinal images.',
    ],
    cardTitle: 'Portable fundus camera',
    cardText: 'A retinal photograph in one minute, made for primary care and community screening.',
    stats: [
      { value: 30000000, suffix: '+', label: 'person-times served (as of 31 Dec 2024)' },
      { value: 95830, label: 'people found with major health risks' },
    ],
    pictureAlt: 'Generated fundus illustration: optic disc, macula and branching vessels',
    videoTitle: 'Company introduction',
    play: 'Play video',
    close: 'Close',
  },
};
