import { ASSETS } from '../../../config/assets';
import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: 'Diabetic Retinopathy Screening Software',
    description:
      'The first diabetic retinopathy screening software in China to receive a class III medical device certificate, with a clinical trial sensitivity of 91.75% and specificity of 93.1%.',
  },
  heading: {
    eyebrow: 'Class III medical device',
    title: 'Diabetic retinopathy screening software',
    lead: 'The first product of its kind in China to receive a class III medical device certificate from the NMPA (National Medical Products Administration).',
  },
  heroImage: {
    ...ASSETS.illustrations.fundus,
    alt: 'Illustration of a retina (fundus) with its vessel tree',
  },
  overview: {
    heading: { title: 'Product overview' },
    paragraphs: [
      'Diabetic retinopathy is a common small-vessel complication of diabetes and often has no symptoms in its early stages. Regular fundus examinations find it early, but many places lack ophthalmologists to read the images.',
      'The screening software analyses colour fundus photographs and determines whether referable diabetic retinopathy is present. Hospitals, primary care institutions and health checkup centres can then run standardised fundus screening and refer the patients who need treatment to an ophthalmologist in time.',
    ],
  },
  workflow: {
    heading: {
      title: 'How screening works',
      lead: 'From photograph to report in a few minutes.',
    },
    steps: [
      {
        title: 'Capture',
        content: 'A portable or desktop fundus camera photographs both retinas in about a minute.',
        images: [
          { ...ASSETS.illustrations.portableFundusCamera, alt: 'Portable fundus camera' },
          { ...ASSETS.illustrations.desktopFundusCamera, alt: 'Desktop fundus camera' },
        ],
      },
      {
        title: 'AI analysis',
        content:
          'Images upload automatically; the software checks image quality and identifies the characteristic changes of diabetic retinopathy.',
        images: [{ ...ASSETS.illustrations.fundus, alt: 'Retinal image under AI analysis' }],
      },
      {
        title: 'Report',
        content:
          'The result and a referral recommendation reach the doctor as a report, and can be sent to the person’s phone.',
        images: [
          { ...ASSETS.illustrations.reportOnTablet, alt: 'Screening report on a tablet' },
          { ...ASSETS.illustrations.reportOnPhone, alt: 'Screening report on a phone' },
        ],
      },
    ],
  },
  indications: {
    heading: { title: 'Indications' },
    intendedUse: {
      label: 'Intended use',
      text: 'To assist healthcare professionals in screening colour fundus photographs of adults diagnosed with diabetes for diabetic retinopathy, indicating whether referral to ophthalmology is needed.',
    },
    list: [
      'Population: adults diagnosed with diabetes',
      'Input: colour fundus photographs that meet the quality requirements',
      'Output: whether referable diabetic retinopathy is present, with a referral recommendation',
      'Users: healthcare professionals (for professional use)',
    ],
    cautions: {
      title: 'Cautions',
      list: [
        'Screening results do not replace a full examination and diagnosis by an ophthalmologist.',
        'When image quality is insufficient, the software asks for a new photograph.',
        'The software is not intended to assess eye diseases other than diabetic retinopathy.',
      ],
    },
  },
  performance: {
    heading: { title: 'Clinical performance', lead: 'Results of the registration clinical trial.' },
    figures: [
      {
        value: 91.75,
        decimals: 2,
        suffix: '%',
        label: 'Sensitivity',
        source: 'Registration clinical trial',
      },
      {
        value: 93.1,
        decimals: 1,
        suffix: '%',
        label: 'Specificity',
        source: 'Registration clinical trial',
      },
    ],
    note: 'Sensitivity is the share of people with referable disease whom the software correctly identifies; specificity is the share of people without it whom the software correctly reports as negative.',
  },
  certification: {
    heading: { title: 'Certification' },
    paragraphs: [
      'The product holds a class III medical device certificate issued by China’s National Medical Products Administration, the first diabetic retinopathy screening software in China to do so. Class III is the category with the strictest risk controls and requires clinical trials and a rigorous technical review.',
    ],
    points: [
      'Class III medical device certificate',
      'First of its kind in China',
      'Validated in a registration clinical trial',
    ],
  },
  deployment: {
    heading: {
      title: 'Where it is used',
      lead: 'A fundus camera and the screening software are all a site needs to screen.',
    },
    list: [
      {
        icon: 'hospital',
        title: 'Hospitals',
        content:
          'Fundus screening for people with diabetes in endocrinology, ophthalmology and checkup departments.',
      },
      {
        icon: 'primaryCare',
        title: 'Primary care',
        content: 'Chronic disease follow-up at community health centres and township hospitals.',
      },
      {
        icon: 'checkup',
        title: 'Health checkup centres',
        content: 'Fundus screening as part of a routine health check.',
      },
      {
        icon: 'pharmacy',
        title: 'Pharmacies',
        content: 'Screening for people with diabetes where they collect their medicines.',
      },
      {
        icon: 'optometry',
        title: 'Optometry centres',
        content: 'A fundus health check for customers beyond the eye test.',
      },
    ],
  },
  cta: {
    title: 'Bring diabetic retinopathy screening to your organisation',
    text: 'Tell us about your setting and needs, and our team will be in touch.',
    link: { label: 'Contact us', href: '/contact' },
  },
};
