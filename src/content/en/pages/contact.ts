import mapBeijingSvg from '../../../assets/illustrations/map-beijing.svg?url&no-inline';
import mapShanghaiSvg from '../../../assets/illustrations/map-shanghai.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { ContactContent } from '../../types';

const map = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: ContactContent = {
  meta: {
    title: 'Contact Us',
    description:
      "Phone numbers, email and addresses of Retinova's offices in Beijing, Shanghai, Guangzhou and Chengdu, and an online message form.",
  },
  heading: { title: 'Contact us', lead: 'Call us, write to us or leave a message below.' },
  sections: {
    offices: { title: 'Our offices' },
    form: {
      title: 'Leave a message',
      lead: 'Tell us how to reach you and what you need, and we will get back to you soon.',
    },
  },
  hotline: { title: 'Service hotline', hours: 'Weekdays 9:00–18:00 (Beijing time)' },
  officeLabels: { tel: 'Tel', email: 'E-mail', postcode: 'Postcode' },
  offices: [
    {
      title: 'Beijing headquarters',
      mobile: '+86 10 6298 5100',
      email: 'beijing@retinova.com',
      postcode: '100085',
      address: {
        text: 'Address',
        add: 'Floor 6, Tower B, 18 Xinxi Road, Shangdi, Haidian District, Beijing',
      },
      src: { image: map(mapBeijingSvg), alt: 'Map sketch of the Beijing headquarters location' },
    },
    {
      title: 'Shanghai office',
      mobile: '+86 21 5080 6200',
      email: 'shanghai@retinova.com',
      postcode: '201203',
      address: {
        text: 'Address',
        add: 'Floor 5, Building 3, 88 Keyuan Road, Zhangjiang, Pudong New Area, Shanghai',
      },
      src: { image: map(mapShanghaiSvg), alt: 'Map sketch of the Shanghai office location' },
    },
    {
      title: 'Guangzhou office',
      mobile: '+86 20 3839 7300',
      email: 'guangzhou@retinova.com',
      postcode: '510623',
      address: {
        text: 'Address',
        add: 'Floor 18, 30 Huaxia Road, Zhujiang New Town, Tianhe District, Guangzhou',
      },
    },
    {
      title: 'Chengdu office',
      mobile: '+86 28 8533 8400',
      email: 'chengdu@retinova.com',
      postcode: '610041',
      address: {
        text: 'Address',
        add: 'Floor 11, Tower B, 199 Tianfu 3rd Street, High-tech Zone, Chengdu',
      },
    },
  ],
  form: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    appeal: 'Subject',
    appealPlaceholder: 'Please choose',
    appeals: {
      '1': 'Manufacturing',
      '2': 'Industry sourcing / procurement',
      '3': 'Public relations',
      '4': 'Marketing agency',
      '5': 'Media promotion',
      '6': 'Financial services',
      '7': 'Service provider provision',
      '8': 'Consulting',
      '9': 'Others',
    },
    suggest: 'Details',
    counter: '{count}/{max}',
    suggestHint: 'At most 500 words',
    optional: '(optional)',
    required: ' (required)',
    consent: {
      before: 'I have read and accept the ',
      link: 'privacy notice',
      after:
        ', and agree that Retinova processes the personal information I enter to answer this message.',
    },
    newTab: ' (opens in a new tab)',
    button: 'Send to us',
    sending: 'Sending…',
    honeypot: 'Leave this field empty',
    notifications: 'Notifications',
  },
};
