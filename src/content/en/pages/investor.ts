import type { InvestorContent } from '../../types';

export const content: InvestorContent = {
  meta: {
    title: 'Investor Relations',
    description:
      'Share price, investor calendar and investor contacts for Retinova (stock code 02251.HK).',
  },
  heading: { title: 'Investor relations', lead: 'Stock code 02251.HK' },
  sections: {
    stock: {
      title: 'Share price',
      lead: 'Retinova is listed on the Main Board of the Stock Exchange of Hong Kong.',
    },
    calendar: { title: 'Investor calendar' },
    contact: { title: 'Investor contacts', lead: 'For investor enquiries, please get in touch.' },
  },
  stock: {
    exchange: 'Main Board, Stock Exchange of Hong Kong',
    note: 'The share price chart is provided by a third party, for reference only, and is not investment advice.',
    quoteButton: 'View the live share price chart',
    quoteUrl:
      'https://www.hkex.com.hk/Market-Data/Securities-Prices/Equities/Equities-Quote?sym=2251&sc_lang=en',
    newTab: ' (opens in a new tab)',
  },
  calendar: [
    {
      title: '2021 annual results conference call',
      date: '2022-03-30',
      ctt: [
        {
          type: 'describe',
          text: 'Management will present the 2021 annual results and business progress and answer questions from investors and analysts.',
        },
        {
          type: 'list',
          items: [
            { name: 'Format', value: 'Conference call and webcast' },
            { name: 'Language', value: 'Mandarin and English' },
            {
              name: 'Registration',
              value: 'Register to attend',
              href: 'https://events.retinova-ir.com/2021-annual-results',
            },
          ],
        },
      ],
    },
  ],
  contact: [
    { name: 'Investor relations e-mail', value: 'ir@retinova.com', href: 'mailto:ir@retinova.com' },
    { name: 'Telephone', value: '+86 10 6298 5100', href: 'tel:+861062985100' },
    {
      name: 'Address',
      value: 'Floor 6, Tower B, 18 Xinxi Road, Shangdi, Haidian District, Beijing',
    },
  ],
};
