import { ASSETS } from '../../../config/assets';
import type { HomeContent } from '../../types';
import { stories } from '../stories';

const fundus = ASSETS.illustrations.fundus;

export const content: HomeContent = {
  meta: {
    title: 'Home',
    description:
      'A one-minute retinal photograph lets AI assess health risks to your eyes and your whole body. Retinova is committed to enabling 8 billion people to know more about their health.',
  },
  heading: {
    eyebrow: 'Retinal imaging AI',
    title: 'Enabling 8 billion people to know more about their health',
    lead: 'One retinal photograph, one minute: health signals from your eyes and your whole body.',
  },
  hero: {
    actions: [
      { label: 'Our products', href: '/product' },
      { label: 'About us', href: '/about' },
    ],
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
  statistics: [
    {
      figure: '537 million',
      label: 'adults worldwide live with diabetes',
      detail: '44.7% of them do not know it',
      source: 'Source: International Diabetes Federation, Diabetes Atlas, 10th edition, 2021',
    },
    {
      figure: '1.28 billion',
      label: 'adults aged 30–79 worldwide have hypertension',
      detail: '46% of them do not know it',
      source: 'Source: World Health Organization, 2021',
    },
    {
      figure: '17.9 million',
      label: 'people died of cardiovascular disease in 2019',
      detail: '32% of all deaths worldwide',
      source: 'Source: World Health Organization, cardiovascular diseases fact sheet',
    },
    {
      figure: '12.2 million',
      label: 'people worldwide have a first stroke each year',
      detail: 'Stroke is a leading cause of death and disability worldwide',
      source: 'Source: World Stroke Organization, Global Stroke Fact Sheet, 2022',
    },
  ],
  retinalExam: {
    image: {
      url: fundus.url,
      width: fundus.width,
      height: fundus.height,
      alt: 'A colour fundus photograph: on the orange-red retina, blood vessels spread out from the bright optic disc, with the darker macula in the centre.',
    },
    eyeTitle: 'Eye diseases',
    eyeItems: [
      'Diabetic retinopathy',
      'Glaucoma',
      'Cataract',
      'Macular disease',
      'Changes of high myopia',
    ],
    systemicTitle: 'Systemic health risks',
    systemicItems: [
      'Diabetes',
      'Hypertension',
      'Arteriosclerosis',
      'Cardiovascular and cerebrovascular disease',
    ],
    stepsTitle: 'How the examination works',
    steps: [
      {
        title: 'Photograph',
        text: 'A non-mydriatic fundus camera photographs both retinas in about a minute.',
      },
      {
        title: 'Analysis',
        text: 'AI identifies fundus lesions and retinal features linked with chronic diseases.',
      },
      {
        title: 'Report',
        text: 'A structured report is produced; a doctor or health manager explains it and gives advice.',
      },
    ],
    note: 'Screening results support professionals and do not replace a diagnosis by a doctor. Our medical devices are for professional use.',
    link: { label: 'Our products', href: '/product' },
  },
  impact: {
    figures: [
      {
        value: 30,
        suffix: ' million+',
        desktopCaption: 'person-times served, as of 31 December 2024',
        mobileCaption: 'person-times served',
      },
      {
        value: 95830,
        desktopCaption: 'people found with major health risks through a retinal check',
        mobileCaption: 'major health risks found',
      },
      {
        value: 1,
        suffix: ' minute',
        desktopCaption: 'for one retinal photograph, without dilating drops',
        mobileCaption: 'per photograph',
      },
    ],
    note: 'Figures from Retinova service records, as of 31 December 2024.',
  },
  carousel: {
    label: 'Patient stories',
    roleCarousel: 'carousel',
    roleSlide: 'slide',
    slideLabel: '{n} of {total}',
    previous: 'Previous story',
    next: 'Next story',
    goTo: 'Show story {n}',
    chooseSlide: 'Choose a story',
    pause: 'Pause automatic rotation',
    play: 'Start automatic rotation',
    playVideo: 'Play video',
    closeVideo: 'Close video',
    stories,
  },
  storiesLink: { label: 'All patient stories', href: '/story' },
};
