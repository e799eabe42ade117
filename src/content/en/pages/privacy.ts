import type { PrivacyContent } from '../../types';

export const content: PrivacyContent = {
  meta: {
    title: 'Privacy Notice',
    description:
      'How the Retinova website collects, uses and protects the personal information you send through the contact form.',
  },
  heading: {
    title: 'Privacy notice',
    lead: 'We collect personal information only with your consent, and only to answer your message.',
  },
  sections: {
    collection: { title: 'What we collect' },
    use: { title: 'How we use and keep it' },
    rights: { title: 'Your rights' },
    contact: { title: 'Contact us' },
  },
};
