import type { PrivacyContent } from '../../types';

export const content: PrivacyContent = {
  meta: {
    title: '隐私声明',
    description: '视瞳科技网站如何收集、使用和保护您通过在线留言提交的个人信息。',
  },
  heading: { title: '隐私声明', lead: '我们只在您同意后收集个人信息，并仅用于回复您的留言。' },
  sections: {
    collection: { title: '我们收集哪些信息' },
    use: { title: '我们如何使用和保存' },
    rights: { title: '您的权利' },
    contact: { title: '联系我们' },
  },
};
