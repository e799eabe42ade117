import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: 'Eye Health',
    description:
      'Retinal photography and AI analysis for optometry centres, helping to protect the eye health of every customer.',
  },
  heading: {
    title: 'Eye health',
    lead: 'Serving optometry centres with more professional eye health checks.',
  },
  intro: {
    heading: { title: 'About the service' },
    icon: 'optometry',
    iconTitle: 'For optometry centres',
    iconDesc: 'Beyond the eye test: a look at the fundus',
    titleContent: [
      'For many people the optometry centre is where they look after their eyes. We provide desktop fundus cameras and AI analysis so that a fundus check happens alongside the eye test, helping to find customers who should see a hospital for further examination.',
      'With our myopia prevention devices and visual training software, optometry centres can offer children and adolescents more complete myopia management.',
    ],
    image: { ...ASSETS.illustrations.desktopFundusCamera, alt: 'Desktop fundus camera' },
  },
  advantages: {
    heading: { title: 'Advantages' },
    list: [
      {
        icon: 'camera',
        itemTitle: 'Simple to operate',
        itemDesc: 'Automatic focus and capture; store staff are ready after a short training.',
      },
      {
        icon: 'ai',
        itemTitle: 'AI analysis',
        itemDesc:
          'Fundus results within minutes; when something looks abnormal, the customer is advised to see a hospital.',
      },
      {
        icon: 'training',
        itemTitle: 'Myopia management',
        itemDesc:
          'Light therapy devices and visual training software, used under professional guidance.',
      },
      {
        icon: 'report',
        itemTitle: 'Reports for customers',
        itemDesc:
          'Reports go straight to the customer’s phone, easy to keep and compare at the next visit.',
      },
    ],
  },
  successes: {
    heading: { title: 'Case studies' },
    caseList: [
      { value: 1100, suffix: '+', label: 'optometry centres', source: 'As of 31 Dec 2022' },
      {
        value: 30,
        suffix: ' million+',
        label: 'person-times served in total',
        source: 'As of 31 Dec 2024',
      },
    ],
  },
  scenarios: {
    heading: { title: 'Use cases' },
    banners: [
      {
        title: 'In-store fundus checks',
        desc: 'A retinal photograph taken during the eye test, for a more complete eye health check.',
        image: ASSETS.illustrations.sceneOptometry,
      },
      {
        title: 'Myopia management for children',
        desc: 'Light therapy and visual training under the guidance of an ophthalmologist or optometrist, with regular check-ups.',
        image: ASSETS.illustrations.myopiaLightTherapyDevice,
      },
      {
        title: 'Reports and follow-up',
        desc: 'Customers read their report on their phone; the store reminds them of check-ups and advises a hospital visit when needed.',
        image: ASSETS.illustrations.reportOnTablet,
      },
    ],
  },
  cta: {
    title: 'Offer fundus checks at your optometry centre',
    text: 'Contact us about cameras, software and training.',
    link: { label: 'Contact us', href: '/contact' },
  },
};
