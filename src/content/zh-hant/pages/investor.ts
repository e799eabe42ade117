import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: '投資者關係',
    description: '視瞳科技（股份代號 02251.HK）的股價、投資者日曆與投資者聯絡方式。',
  },
  heading: { title: '投資者關係', lead: '股份代號 02251.HK' },
  sections: {
    stock: { title: '股價資訊', lead: '第三方數據，僅供參考。' },
    calendar: { title: '投資者日曆' },
    contact: { title: '投資者聯絡' },
  },
};
