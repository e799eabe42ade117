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
  body: {
    collection: {
      paragraphs: [
        'You can browse this website without giving us any personal information. We collect the following only when you send a message through the form on the Contact us page and tick the box accepting this notice:',
      ],
      points: [
        'Your name, phone number (optional) and e-mail address',
        'The subject you choose and the message you write',
        'The time of sending and the page language; to prevent abuse, the server also records the network address the message came from',
      ],
    },
    use: {
      paragraphs: [
        'We use this information only to answer your message and, where needed, to contact you about your request. We do not use it for unrelated purposes, we do not sell it, and we do not give it to third parties without your separate consent.',
        'Messages are kept on our servers in mainland China and can be read only by the staff who answer them. We keep them for at most two years after your request has been dealt with, then delete or anonymise them, unless the law requires otherwise.',
      ],
    },
    rights: {
      paragraphs: [
        'Under the Personal Information Protection Law of the People’s Republic of China, you have the right to:',
      ],
      points: [
        'access and obtain a copy of the personal information we hold about you',
        'correct information that is inaccurate or incomplete',
        'have your personal information deleted',
        'withdraw your consent (this does not affect processing carried out before)',
      ],
    },
    contact: {
      paragraphs: [
        'To exercise these rights, or if you have any questions about this notice, write to the address below. We will reply within 15 working days after verifying your identity.',
      ],
    },
  },
  email: 'privacy@retinova.com',
};
