import careerActivitiesSvg from '../../../assets/illustrations/career-activities.svg?url&no-inline';
import careerLearningSvg from '../../../assets/illustrations/career-learning.svg?url&no-inline';
import careerWorkspaceSvg from '../../../assets/illustrations/career-workspace.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { CareerContent } from '../../types';

const svg = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: CareerContent = {
  meta: {
    title: 'Careers',
    description:
      'Join Retinova: computer vision, marketing, product, and medical and regulatory roles. Help us make health accessible everywhere.',
  },
  heading: { title: 'Careers', lead: 'Join us in making health accessible everywhere.' },
  sections: {
    values: { eyebrow: 'What we believe', title: 'Core values' },
    life: {
      title: 'Retinova Life',
      lead: 'Work environment and cultural activities',
    },
    benefits: { eyebrow: 'What we offer', title: 'Benefits' },
    positions: {
      eyebrow: 'Open positions',
      title: 'Positions',
      lead: 'Four categories of roles. We look forward to your application.',
    },
  },
  values: [
    {
      icon: 'heart',
      title: 'Patients first',
      desc: 'Behind every report is a person’s health. Every decision starts with whether it helps the patient.',
    },
    {
      icon: 'shield',
      title: 'Rigour and trust',
      desc: 'A medical device leaves no room for luck. We let clinical evidence speak and hold ourselves to our quality system.',
    },
    {
      icon: 'lightbulb',
      title: 'Keep innovating',
      desc: 'Starting from a single retinal photograph, we keep extending what AI can do for health.',
    },
    {
      icon: 'users',
      title: 'Open collaboration',
      desc: 'Algorithm, product, medical and marketing teams work closely with each other, and with doctors and partners, on real problems.',
    },
  ],
  life: [
    {
      title: 'Work environment',
      desc: 'Bright, open offices with high-performance computing and thorough data-security facilities, so that focus comes naturally.',
      illustration: {
        image: svg(careerWorkspaceSvg),
        alt: 'Open-plan office where colleagues review retinal images and data charts on monitors',
      },
    },
    {
      title: 'Cultural activities',
      desc: 'Team hikes, an annual team retreat and holiday events help colleagues from different cities get to know each other.',
      illustration: {
        image: svg(careerActivitiesSvg),
        alt: 'Colleagues on a mountain hike, raising a flag as they reach the top',
      },
    },
    {
      title: 'Learning and sharing',
      desc: 'Weekly tech talks and medical seminars where engineers and medical colleagues learn from each other.',
      illustration: {
        image: svg(careerLearningSvg),
        alt: 'A colleague explains retinal image analysis in a meeting room while others listen',
      },
    },
  ],
  benefits: [
    {
      icon: 'briefcase',
      title: 'Social insurance',
      desc: 'Statutory social insurance and housing fund, plus supplementary commercial medical insurance.',
    },
    {
      icon: 'calendar',
      title: 'Paid leave',
      desc: 'Paid annual leave and holiday benefits on top of public holidays.',
    },
    {
      icon: 'graduation',
      title: 'Growth',
      desc: 'Onboarding training, mentoring and support for external learning.',
    },
    {
      icon: 'eye',
      title: 'Health care',
      desc: 'An annual health check-up, including a retinal examination.',
    },
    {
      icon: 'coffee',
      title: 'Office perks',
      desc: 'Snacks and drinks, afternoon tea and flexible working hours.',
    },
    {
      icon: 'target',
      title: 'Incentives',
      desc: 'Performance bonuses; key employees may join the long-term incentive plan.',
    },
  ],
  positions: {
    algorithm: {
      title: 'Computer vision algorithms',
      desc: 'Deep learning, medical image analysis and putting models into production.',
    },
    marketing: {
      title: 'Marketing',
      desc: 'Marketing and brand communication for hospitals, health check-up centres and partners.',
    },
    product: {
      title: 'Product',
      desc: 'Planning, design and delivery of medical software and hardware products.',
    },
    medical: {
      title: 'Medical and regulatory affairs',
      desc: 'Clinical research, medical affairs and medical device registration.',
    },
  },
  positionsLink: 'View positions',
};
