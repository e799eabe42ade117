import primaryCareSvg from '../../../assets/illustrations/scene-primary-care.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import type { ServiceContent } from '../../types';

const ASOF = 'As of 31 Dec 2022';

export const content: ServiceContent = {
  meta: {
    title: 'Medical',
    description:
      'Retinal AI screening for hospitals and primary care institutions, helping doctors find eye disease and systemic disease risks earlier.',
  },
  heading: {
    title: 'Medical services',
    lead: 'Reliable AI-assisted retinal diagnosis for doctors.',
  },
  intro: {
    heading: { title: 'About the service' },
    icon: 'doctor',
    iconTitle: 'For doctors',
    iconDesc: 'Standardised fundus screening in every medical institution',
    titleContent: [
      'We give hospitals, primary care institutions and health checkup centres one solution of fundus cameras, AI diagnostic support software and information systems. Staff without ophthalmic training take the photographs after a short course, and the AI returns a screening result and a referral recommendation within minutes.',
      'Patients who need further care reach ophthalmologists at referral hospitals quickly through remote consultation and referral channels.',
    ],
    image: { ...ASSETS.illustrations.reportOnTablet, alt: 'A fundus screening report on a tablet' },
  },
  advantages: {
    heading: { title: 'Advantages' },
    list: [
      {
        icon: 'shield',
        itemTitle: 'Certified and proven',
        itemDesc:
          'The diabetic retinopathy software holds a class III medical device certificate; clinical trial sensitivity 91.75%, specificity 93.1%.',
      },
      {
        icon: 'speed',
        itemTitle: 'Fast',
        itemDesc:
          'A one-minute retinal photograph and a report within minutes, without slowing the clinic down.',
      },
      {
        icon: 'primaryCare',
        itemTitle: 'Ready for primary care',
        itemDesc:
          'Automatic focus and guided capture let staff without an ophthalmic background do the job.',
      },
      {
        icon: 'network',
        itemTitle: 'Closed referral loop',
        itemDesc:
          'The remote consultation platform links primary care with referral hospitals, so positive cases are seen in time.',
      },
    ],
  },
  successes: {
    heading: { title: 'Case studies' },
    caseList: [
      { value: 700, suffix: '+', label: 'public hospitals', source: ASOF },
      { value: 50, suffix: '+', label: 'primary care institutions', source: ASOF },
      { value: 160, suffix: '+', label: 'health checkup centres', source: ASOF },
    ],
  },
  scenarios: {
    heading: { title: 'Use cases' },
    banners: [
      {
        title: 'Hospitals',
        desc: 'Fundus screening of people with diabetes in endocrinology, ophthalmology and checkup departments; AI pre-screening lets ophthalmologists focus on the patients who need care.',
        image: ASSETS.illustrations.sceneHospital,
      },
      {
        title: 'Primary care',
        desc: 'Community health centres take fundus photographs during chronic disease follow-up; the AI returns a result, and patients are referred to hospital when needed.',
        image: { url: assetUrl(primaryCareSvg), width: 480, height: 360 },
      },
      {
        title: 'Health checkup centres',
        desc: 'A retinal photograph added to the checkup package: one minute to take, reported together with the other results.',
        image: ASSETS.illustrations.sceneCheckupCentre,
      },
    ],
  },
  cta: {
    title: 'Bring retinal AI screening to your institution',
    text: 'Tell us about your department and needs, and we will design a solution with you.',
    link: { label: 'Contact us', href: '/contact' },
  },
};
