import type { PrivacyContent } from '../../types';

export const content: PrivacyContent = {
  meta: {
    title: '私隱聲明',
    description: '視瞳科技網站如何收集、使用和保護您透過網上留言提交的個人資料。',
  },
  heading: { title: '私隱聲明', lead: '我們只在您同意後收集個人資料，並僅用於回覆您的留言。' },
  sections: {
    collection: { title: '我們收集哪些資料' },
    use: { title: '我們如何使用和保存' },
    rights: { title: '您的權利' },
    contact: { title: '聯絡我們' },
  },
};
