import type { ChromeContent } from '../types';

export const chrome: ChromeContent = {
  logoLabel: 'Retinova home',
  mainNavigation: 'Main',
  menu: {
    mobile: [
      { type: 3, label: 'Home', url: '/home' },
      {
        type: 2,
        label: 'About Us',
        children: [
          { label: 'Company', url: '/about' },
          { label: 'History', url: '/development-history' },
          { label: 'Partners', url: '/partner' },
          { label: 'Awards', url: '/awards' },
        ],
      },
      {
        type: 2,
        label: 'Products',
        children: [
          { label: 'SaMD', url: '/product?type=1' },
          { label: 'Hardware Device', url: '/product?type=2' },
          { label: 'Health Risk Assessment', url: '/product?type=3' },
        ],
      },
      {
        type: 2,
        label: 'Services',
        children: [
          { label: 'Medical', url: '/medical' },
          { label: 'Health Management', url: '/health' },
          { label: 'Eye Health', url: '/health-eye' },
        ],
      },
      {
        type: 2,
        label: 'News',
        children: [
          { label: 'Social Responsibilities', url: '/responsibility?type=2' },
          { label: 'Company News', url: '/company-news?type=1' },
        ],
      },
      { type: 3, label: 'Patient Stories', url: '/story' },
      { type: 3, label: 'Careers', url: '/career' },
      { type: 3, label: 'Investor Relations', url: '/investor' },
      { type: 3, label: 'Contact Us', url: '/contact' },
    ],
    desktop: [
      { type: 'index', label: 'Home', url: '/home', showChildren: false, children: [] },
      {
        type: 'about',
        label: 'About Us',
        url: '/about',
        showChildren: true,
        children: [
          { label: 'Company', url: '/about' },
          { label: 'History', url: '/development-history' },
          { label: 'Partners', url: '/partner' },
          { label: 'Awards', url: '/awards' },
        ],
      },
      { type: 'yt_product', label: 'Products', url: '/product', showChildren: false, children: [] },
      {
        type: 'yt_scene',
        label: 'Services',
        showChildren: true,
        children: [
          { label: 'Medical', url: '/medical' },
          { label: 'Health Management', url: '/health' },
          { label: 'Eye Health', url: '/health-eye' },
        ],
      },
      {
        type: 'company_news',
        label: 'News',
        showChildren: true,
        children: [
          { label: 'Social Responsibilities', url: '/responsibility?type=2' },
          { label: 'Company News', url: '/company-news?type=1' },
        ],
      },
      { type: 'story', label: 'Patient Stories', url: '/story', showChildren: false, children: [] },
      { type: 'recruit', label: 'Careers', url: '/career', showChildren: false, children: [] },
      {
        type: 'investor',
        label: 'Investor Relations',
        url: '/investor',
        showChildren: false,
        children: [],
      },
      {
        type: 'contact_us',
        label: 'Contact Us',
        url: '/contact',
        showChildren: false,
        children: [],
      },
    ],
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  footer: {
    navigation: 'Footer',
    columns: [
      {
        title: 'About Us',
        links: [
          { label: 'Company', url: '/about' },
          { label: 'History', url: '/development-history' },
          { label: 'Partners', url: '/partner' },
          { label: 'Awards', url: '/awards' },
        ],
      },
      {
        title: 'Products',
        links: [
          { label: 'SaMD', url: '/product?type=1' },
          { label: 'Hardware Device', url: '/product?type=2' },
          { label: 'Health Risk Assessment', url: '/product?type=3' },
          { label: 'Medical Information Software', url: '/product?type=4' },
          { label: 'Myopia Prevention and Control', url: '/product?type=5' },
          { label: 'Medical Large Language Model', url: '/product?type=6' },
        ],
      },
      {
        title: 'Services',
        links: [
          { label: 'Medical', url: '/medical' },
          { label: 'Health Management', url: '/health' },
          { label: 'Eye Health', url: '/health-eye' },
        ],
      },
      {
        title: 'News',
        links: [
          { label: 'Social Responsibilities', url: '/responsibility?type=2' },
          { label: 'Company News', url: '/company-news?type=1' },
        ],
      },
    ],
    singles: [
      { label: 'Patient Stories', url: '/story' },
      { label: 'Careers', url: '/career' },
      { label: 'Investor Relations', url: '/investor' },
      { label: 'Contact Us', url: '/contact' },
    ],
    hotlineTitle: 'Hotline',
    hotlineHours: 'Weekdays 9:00–18:00 (UTC+8)',
    social: { weibo: 'Weibo', linkedin: 'LinkedIn', wechat: 'WeChat' },
    newTab: '(opens in a new tab)',
    qr: {
      title: 'Follow Retinova',
      close: 'Close',
      videoAccount: 'Video account',
      officialAccount: 'Official account',
      caption: 'Scan with your phone to follow the latest from Retinova.',
    },
    rights: 'All rights reserved',
  },
};
