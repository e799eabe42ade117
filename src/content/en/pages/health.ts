import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

const ASOF = 'As of 31 Dec 2022';

export const content: ServiceContent = {
  meta: {
    title: 'Health Management',
    description:
      'Retinal health risk assessment for insurers, pharmacies and government programmes, bringing chronic disease screening into everyday life.',
  },
  heading: {
    title: 'Health management',
    lead: 'Serving insurers, pharmacies and government public health programmes.',
  },
  intro: {
    heading: { title: 'About the service' },
    icon: 'heart',
    iconTitle: 'For health management',
    iconDesc: 'Chronic disease risk screening close to where people are',
    titleContent: [
      'A retinal photograph can indicate the risk of cardiovascular disease, hypertension, diabetes and other chronic conditions. We provide insurers, pharmacies and government public health programmes with cameras, risk assessment and reports, taking screening out of the hospital and into everyday life.',
      'Results come as a plain-language report with care and lifestyle advice; people at higher risk are advised to see a doctor promptly.',
    ],
    image: { ...ASSETS.illustrations.portableFundusCamera, alt: 'Portable fundus camera' },
  },
  advantages: {
    heading: { title: 'Advantages' },
    list: [
      {
        icon: 'speed',
        itemTitle: 'Quick and non-invasive',
        itemDesc: 'About a minute per photograph, with no blood test or injection: easy to accept.',
      },
      {
        icon: 'heart',
        itemTitle: 'Several risks at once',
        itemDesc:
          'One photograph assesses the risk of several chronic diseases, finding the people who need attention.',
      },
      {
        icon: 'report',
        itemTitle: 'Clear reports',
        itemDesc: 'Graded risks with advice, readable on the person’s own phone.',
      },
      {
        icon: 'shield',
        itemTitle: 'Data protection',
        itemDesc:
          'Images and reports are encrypted in storage and transit to medical data standards, with strict access control.',
      },
    ],
  },
  successes: {
    heading: { title: 'Case studies' },
    caseList: [
      { value: 40, suffix: '+', label: 'insurers', source: ASOF },
      { value: 5, suffix: '+', label: 'government projects', source: ASOF },
      { value: 700, suffix: '+', label: 'pharmacies', source: ASOF },
    ],
  },
  scenarios: {
    heading: { title: 'Use cases' },
    banners: [
      {
        title: 'Insurance',
        desc: 'Retinal health assessments for policyholders, supporting health management services and customer care.',
        image: ASSETS.illustrations.sceneInsurer,
      },
      {
        title: 'Government public health programmes',
        desc: 'Large-scale retinal screening in the community as part of chronic disease prevention and resident health programmes.',
        image: ASSETS.illustrations.sceneGovernment,
      },
      {
        title: 'Pharmacies',
        desc: 'A one-minute photograph while collecting medicines: a convenient risk assessment for people with chronic conditions.',
        image: ASSETS.illustrations.scenePharmacy,
      },
    ],
  },
  cta: {
    title: 'Work with us on health management',
    text: 'Insurance services, pharmacy membership or a public health programme: let us design it together.',
    link: { label: 'Contact us', href: '/contact' },
  },
};
