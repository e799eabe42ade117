import type { ContactContent } from '../../types';

export const content: ContactContent = {
  meta: {
    title: '聯絡我們',
    description: '視瞳科技北京、上海、廣州、成都辦公室的電話、電郵與地址，以及網上留言。',
  },
  heading: { title: '聯絡我們', lead: '服務熱線 400-100-3999' },
  sections: {
    offices: { title: '辦公地點' },
    form: { title: '網上留言' },
  },
};
