import type { ContactContent } from '../../types';

export const content: ContactContent = {
  meta: {
    title: 'Contact Us',
    description:
      "Phone numbers, email and addresses of Retinova's offices in Beijing, Shanghai, Guangzhou and Chengdu, and an online message form.",
  },
  heading: { title: 'Contact us', lead: 'Service hotline 400-100-3999' },
  sections: {
    offices: { title: 'Our offices' },
    form: { title: 'Leave a message' },
  },
};
