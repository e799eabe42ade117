import { ASSETS, type VectorImage } from '../../../config/assets';
import type { PartnerContent } from '../../types';

const illustrations = ASSETS.illustrations;
/** Scene pictures of the partner wall: decorative, the titles say what they show. */
const scene = ({ url, width, height }: VectorImage) => ({ url, width, height });

export const content: PartnerContent = {
  meta: {
    title: 'Partners',
    description:
      'Working with hospitals, health check centres, insurers, pharmacies, optometry centres and government programmes to bring retinal screening to more places.',
  },
  heading: {
    title: 'Partners',
    lead: 'Working with partners across many sectors to bring screening within easy reach.',
  },
  sections: {
    experts: { title: 'Words from Medical Experts', lead: 'What our clinical partners say.' },
    partners: {
      title: 'Who we work with',
      lead: 'In hospitals, checkup centres, insurers, pharmacies, optometry centres and government programmes, retinal examination is reaching more people.',
    },
  },
  experts: [
    {
      quote:
        'A fundus photograph adds one simple check to every follow-up visit of our diabetic patients. AI does the first screening, so doctors can give their time to the cases that need it.',
      role: 'Director of Ophthalmology, a tertiary hospital in Beijing',
    },
    {
      quote:
        'Many patients with hypertension or diabetes know little about the state of their retina. With a retinal check in chronic-disease follow-up, our conversations with them are more concrete.',
      role: 'Chief Physician of Endocrinology, a tertiary hospital in Shanghai',
    },
    {
      quote:
        'Our clients readily accept a retinal photograph, and a report that also flags systemic health risks helps us plan their health management.',
      role: 'Medical Director, a health checkup centre in Guangzhou',
    },
    {
      quote:
        'We have no ophthalmologist at our centre. Remote consultation and AI support let us refer suspicious cases to a hospital in good time.',
      role: 'General Practitioner, a community health centre in Chengdu',
    },
  ],
  categories: [
    {
      title: 'Hospitals',
      count: '700+',
      text: 'Public hospitals use AI fundus screening in outpatient, inpatient and chronic-disease care; more than 50 primary care institutions screen too.',
      image: scene(illustrations.sceneHospital),
    },
    {
      title: 'Health checkup centres',
      count: '160+',
      text: 'A one-minute retinal photograph in the checkup, with a report on eye diseases and systemic health risks.',
      image: scene(illustrations.sceneCheckupCentre),
    },
    {
      title: 'Insurers',
      count: '40+',
      text: 'Retinal health risk assessment for policyholders, supporting health management services.',
      image: scene(illustrations.sceneInsurer),
    },
    {
      title: 'Pharmacies',
      count: '700+',
      text: 'Retinal screening at community pharmacies, close to home.',
      image: scene(illustrations.scenePharmacy),
    },
    {
      title: 'Optometry centres',
      count: '1100+',
      text: 'Fundus and vision records for children and teenagers, supporting myopia control.',
      image: scene(illustrations.sceneOptometry),
    },
    {
      title: 'Government projects',
      count: '5+',
      text: 'Public health screening programmes that bring retinal checks to primary care and communities.',
      image: scene(illustrations.sceneGovernment),
    },
  ],
  countsNote: 'Numbers of partner institutions as of 31 December 2022.',
  cta: {
    text: 'Would you like to bring retinal screening to your organisation?',
    link: { label: 'Contact us', href: '/contact' },
  },
};
