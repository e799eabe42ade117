import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: '投資者關係',
    description: '視瞳科技（股份代號 02251.HK）的股價、投資者日曆與投資者聯絡方式。',
  },
  heading: { title: '投資者關係', lead: '股份代號 02251.HK' },
  sections: {
    stock: { title: '股價資訊', lead: '視瞳科技於香港聯合交易所主板上市。' },
    calendar: { title: '投資者日曆' },
    contact: { title: '投資者聯絡', lead: '如有投資者相關問題，歡迎與我們聯絡。' },
  },
  stock: {
    exchange: '香港聯合交易所主板',
    note: '股價圖表由第三方提供，僅供參考，不構成任何投資建議。',
    quoteButton: '查看實時股價圖表',
    quoteUrl:
      'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2251&sc_lang=zh-HK',
    newTab: '（在新分頁開啟）',
  },
  calendar: [
    {
      title: '2021 年度業績電話會議',
      date: '2022-03-30',
      ctt: [
        {
          type: 'describe',
          text: '公司管理層將介紹 2021 年度業績與業務進展，並回答投資者與分析師的提問。',
        },
        {
          type: 'list',
          items: [
            { name: '形式', value: '電話會議及網上直播' },
            { name: '語言', value: '普通話、英語' },
            {
              name: '報名',
              value: '按此報名參加',
              href: 'https://events.retinova-ir.com/2021-annual-results',
            },
          ],
        },
      ],
    },
  ],
  contact: [
    { name: '投資者關係電郵', value: 'ir@retinova.com', href: 'mailto:ir@retinova.com' },
    { name: '電話', value: '010-6298 5100', href: 'tel:+861062985100' },
    { name: '地址', value: '北京市海淀區上地信息路 18 號 B 座 6 樓' },
  ],
};
