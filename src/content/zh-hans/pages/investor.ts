import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: '投资者关系',
    description: '视瞳科技（股票代码 02251.HK）的股价、投资者日历与投资者联系方式。',
  },
  heading: { title: '投资者关系', lead: '股票代码 02251.HK' },
  sections: {
    stock: { title: '股价信息', lead: '第三方数据，仅供参考。' },
    calendar: { title: '投资者日历' },
    contact: { title: '投资者联系' },
  },
};
