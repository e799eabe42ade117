import type { ChromeContent } from '../types';

export const chrome: ChromeContent = {
  logoLabel: '視瞳科技首頁',
  mainNavigation: '主導覽',
  menu: {
    mobile: [
      { type: 3, label: '首頁', url: '/home' },
      {
        type: 2,
        label: '關於我們',
        children: [
          { label: '公司簡介', url: '/about' },
          { label: '發展歷程', url: '/development-history' },
          { label: '合作夥伴', url: '/partner' },
          { label: '公司榮譽', url: '/awards' },
        ],
      },
      {
        type: 2,
        label: '產品中心',
        children: [
          { label: '醫療器械軟件', url: '/product?type=1' },
          { label: '硬件設備', url: '/product?type=2' },
          { label: '健康風險評估', url: '/product?type=3' },
        ],
      },
      {
        type: 2,
        label: '服務場景',
        children: [
          { label: '醫療服務', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        type: 2,
        label: '新聞資訊',
        children: [
          { label: '社會責任', url: '/responsibility?type=2' },
          { label: '公司新聞', url: '/company-news?type=1' },
        ],
      },
      { type: 3, label: '用戶故事', url: '/story' },
      { type: 3, label: '加入我們', url: '/career' },
      { type: 3, label: '投資者關係', url: '/investor' },
      { type: 3, label: '聯絡我們', url: '/contact' },
    ],
    desktop: [
      { type: 'index', label: '首頁', url: '/home', showChildren: false, children: [] },
      {
        type: 'about',
        label: '關於我們',
        url: '/about',
        showChildren: true,
        children: [
          { label: '公司簡介', url: '/about' },
          { label: '發展歷程', url: '/development-history' },
          { label: '合作夥伴', url: '/partner' },
          { label: '公司榮譽', url: '/awards' },
        ],
      },
      { type: 'yt_product', label: '產品中心', url: '/product', showChildren: false, children: [] },
      {
        type: 'yt_scene',
        label: '服務場景',
        showChildren: true,
        children: [
          { label: '醫療服務', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        type: 'company_news',
        label: '新聞資訊',
        showChildren: true,
        children: [
          { label: '社會責任', url: '/responsibility?type=2' },
          { label: '公司新聞', url: '/company-news?type=1' },
        ],
      },
      { type: 'story', label: '用戶故事', url: '/story', showChildren: false, children: [] },
      { type: 'recruit', label: '加入我們', url: '/career', showChildren: false, children: [] },
      {
        type: 'investor',
        label: '投資者關係',
        url: '/investor',
        showChildren: false,
        children: [],
      },
      { type: 'contact_us', label: '聯絡我們', url: '/contact', showChildren: false, children: [] },
    ],
  },
  openMenu: '打開選單',
  closeMenu: '關閉選單',
  language: '語言',
  footer: {
    navigation: '頁尾導覽',
    columns: [
      {
        title: '關於我們',
        links: [
          { label: '公司簡介', url: '/about' },
          { label: '發展歷程', url: '/development-history' },
          { label: '合作夥伴', url: '/partner' },
          { label: '公司榮譽', url: '/awards' },
        ],
      },
      {
        title: '產品中心',
        links: [
          { label: '醫療器械軟件', url: '/product?type=1' },
          { label: '硬件設備', url: '/product?type=2' },
          { label: '健康風險評估', url: '/product?type=3' },
          { label: '醫療資訊化軟件', url: '/product?type=4' },
          { label: '近視防控', url: '/product?type=5' },
          { label: '醫療大模型', url: '/product?type=6' },
        ],
      },
      {
        title: '服務場景',
        links: [
          { label: '醫療服務', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        title: '新聞資訊',
        links: [
          { label: '社會責任', url: '/responsibility?type=2' },
          { label: '公司新聞', url: '/company-news?type=1' },
        ],
      },
    ],
    singles: [
      { label: '用戶故事', url: '/story' },
      { label: '加入我們', url: '/career' },
      { label: '投資者關係', url: '/investor' },
      { label: '聯絡我們', url: '/contact' },
    ],
    hotlineTitle: '服務熱線',
    hotlineHours: '工作日 9:00–18:00',
    social: { weibo: '微博', linkedin: 'LinkedIn', wechat: '微信' },
    newTab: '（在新分頁開啟）',
    qr: {
      title: '關注視瞳科技',
      close: '關閉',
      videoAccount: '視頻號',
      officialAccount: '公眾號',
      caption: '用手機掃碼，了解視瞳科技的最新動態。',
    },
    rights: '版權所有',
  },
};
