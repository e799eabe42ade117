import honoursSvg from '../../../assets/illustrations/honours.svg?url&no-inline';
import listingSvg from '../../../assets/illustrations/milestone-listing.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import { SITE } from '../../../config/site';
import type { AboutContent } from '../../types';

const video = ASSETS.videos.placeholder;
const scene = { width: 480, height: 360 };

export const content: AboutContent = {
  meta: {
    title: 'Company',
    description:
      'Founded in 2015 and listed in Hong Kong, Retinova specialises in retinal imaging AI, with the aim of bringing health everywhere.',
  },
  heading: {
    title: 'About Retinova',
    lead: 'Founded in 2015, we use retinal imaging AI to bring health everywhere.',
  },
  sections: {
    profile: { eyebrow: 'Company', title: 'The eye as a window to your overall health' },
    facts: { title: 'Key facts' },
    explore: { eyebrow: 'Learn more', title: 'Our history, partners and awards' },
  },
  profile: {
    paragraphs: [
      'Founded in 2015 and listed in Hong Kong, Retinova is a medical technology company specialising in retinal imaging AI. We believe the eye is a window to overall health: a single retinal photograph carries signals of eye diseases and of the risk of several chronic diseases.',
      'Our diabetic retinopathy screening software was the first of its kind in China to gain a class III medical device certificate. Around it we offer software for glaucoma and cataract detection, portable and desktop fundus cameras, a light-therapy device for myopia, visual training software for strabismic amblyopia, health risk assessment from retinal images, an ophthalmic PACS, an ophthalmic EMR, a remote consultation platform and a medical large language model.',
      'Together with hospitals, primary care institutions, health checkup centres, insurers, pharmacies, optometry centres and government programmes, we bring a one-minute retinal examination close to people, enabling 8 billion people to know more about their health.',
    ],
    video: {
      url: video.url,
      type: video.type,
      poster: video.poster.jpg,
      posterWebp: video.poster.webp,
      posterWidth: video.width,
      posterHeight: video.height,
      title: 'Introducing Retinova',
    },
    playVideo: 'Play video',
    closeVideo: 'Close video',
  },
  facts: [
    { label: 'Founded', value: '2015' },
    { label: 'Listed in', value: 'Hong Kong' },
    { label: 'Stock code', value: SITE.stockCode },
    { label: 'Offices', value: 'Beijing · Shanghai · Guangzhou · Chengdu' },
  ],
  explore: [
    {
      title: 'History',
      text: 'From our founding in 2015 to our Hong Kong listing: a key step every year.',
      href: '/development-history',
      linkLabel: 'See our history',
      image: { ...scene, url: assetUrl(listingSvg) },
    },
    {
      title: 'Partners',
      text: 'Words from medical experts, and the hospitals, checkup centres, insurers, pharmacies, optometry centres and government programmes we work with.',
      href: '/partner',
      linkLabel: 'Meet our partners',
      image: { ...scene, url: ASSETS.illustrations.sceneHospital.url },
    },
    {
      title: 'Awards',
      text: 'The industry honours and certifications we have received, by year.',
      href: '/awards',
      linkLabel: 'See our awards',
      image: { ...scene, url: assetUrl(honoursSvg) },
    },
  ],
};
