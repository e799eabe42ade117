import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: '投资者关系',
    description: '视瞳科技（股票代码 02251.HK）的股价、投资者日历与投资者联系方式。',
  },
  heading: { title: '投资者关系', lead: '股票代码 02251.HK' },
  sections: {
    stock: {
      title: '股价信息',
      lead: '视瞳科技于香港联合交易所主板上市。',
    },
    calendar: { title: '投资者日历' },
    contact: { title: '投资者联系', lead: '如有投资者相关问题，欢迎与我们联系。' },
  },
  stock: {
    exchange: '香港联合交易所主板',
    note: '股价图表由第三方提供，仅供参考，不构成任何投资建议。',
    quoteButton: '查看实时股价图表',
    quoteUrl:
      'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2251&sc_lang=zh-HK',
    newTab: '（在新标签页打开）',
  },
  calendar: [
    {
      title: '2021 年度业绩电话会议',
      date: '2022-03-30',
      ctt: [
        {
          type: 'describe',
          text: '公司管理层将介绍 2021 年度业绩与业务进展，并回答投资者与分析师的提问。',
        },
        {
          type: 'list',
          items: [
            { name: '形式', value: '电话会议及网络直播' },
            { name: '语言', value: '普通话、英语' },
            {
              name: '报名',
              value: '点击报名参会',
              href: 'https://events.retinova-ir.com/2021-annual-results',
            },
          ],
        },
      ],
    },
  ],
  contact: [
    { name: '投资者关系邮箱', value: 'ir@retinova.com', href: 'mailto:ir@retinova.com' },
    { name: '电话', value: '010-6298 5100', href: 'tel:+861062985100' },
    { name: '地址', value: '北京市海淀区上地信息路 18 号 B 座 6 层' },
  ],
};
