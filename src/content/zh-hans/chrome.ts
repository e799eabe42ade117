import type { ChromeContent } from '../types';

export const chrome: ChromeContent = {
  logoLabel: '视瞳科技首页',
  mainNavigation: '主导航',
  menu: {
    mobile: [
      { type: 3, label: '首页', url: '/home' },
      {
        type: 2,
        label: '关于我们',
        children: [
          { label: '公司简介', url: '/about' },
          { label: '发展历程', url: '/development-history' },
          { label: '合作伙伴', url: '/partner' },
          { label: '公司荣誉', url: '/awards' },
        ],
      },
      {
        type: 2,
        label: '产品中心',
        children: [
          { label: '医疗器械软件', url: '/product?type=1' },
          { label: '硬件设备', url: '/product?type=2' },
          { label: '健康风险评估', url: '/product?type=3' },
        ],
      },
      {
        type: 2,
        label: '服务场景',
        children: [
          { label: '医疗服务', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        type: 2,
        label: '新闻资讯',
        children: [
          { label: '社会责任', url: '/responsibility?type=2' },
          { label: '公司新闻', url: '/company-news?type=1' },
        ],
      },
      { type: 3, label: '用户故事', url: '/story' },
      { type: 3, label: '加入我们', url: '/career' },
      { type: 3, label: '投资者关系', url: '/investor' },
      { type: 3, label: '联系我们', url: '/contact' },
    ],
    desktop: [
      { type: 'index', label: '首页', url: '/home', showChildren: false, children: [] },
      {
        type: 'about',
        label: '关于我们',
        url: '/about',
        showChildren: true,
        children: [
          { label: '公司简介', url: '/about' },
          { label: '发展历程', url: '/development-history' },
          { label: '合作伙伴', url: '/partner' },
          { label: '公司荣誉', url: '/awards' },
        ],
      },
      { type: 'yt_product', label: '产品中心', url: '/product', showChildren: false, children: [] },
      {
        type: 'yt_scene',
        label: '服务场景',
        showChildren: true,
        children: [
          { label: '医疗服务', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        type: 'company_news',
        label: '新闻资讯',
        showChildren: true,
        children: [
          { label: '社会责任', url: '/responsibility?type=2' },
          { label: '公司新闻', url: '/company-news?type=1' },
        ],
      },
      { type: 'story', label: '用户故事', url: '/story', showChildren: false, children: [] },
      { type: 'recruit', label: '加入我们', url: '/career', showChildren: false, children: [] },
      {
        type: 'investor',
        label: '投资者关系',
        url: '/investor',
        showChildren: false,
        children: [],
      },
      { type: 'contact_us', label: '联系我们', url: '/contact', showChildren: false, children: [] },
    ],
  },
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  language: '语言',
  footer: {
    navigation: '页脚导航',
    columns: [
      {
        title: '关于我们',
        links: [
          { label: '公司简介', url: '/about' },
          { label: '发展历程', url: '/development-history' },
          { label: '合作伙伴', url: '/partner' },
          { label: '公司荣誉', url: '/awards' },
        ],
      },
      {
        title: '产品中心',
        links: [
          { label: '医疗器械软件', url: '/product?type=1' },
          { label: '硬件设备', url: '/product?type=2' },
          { label: '健康风险评估', url: '/product?type=3' },
          { label: '医疗信息化软件', url: '/product?type=4' },
          { label: '近视防控', url: '/product?type=5' },
          { label: '医疗大模型', url: '/product?type=6' },
        ],
      },
      {
        title: '服务场景',
        links: [
          { label: '医疗服务', url: '/medical' },
          { label: '健康管理', url: '/health' },
          { label: '眼健康', url: '/health-eye' },
        ],
      },
      {
        title: '新闻资讯',
        links: [
          { label: '社会责任', url: '/responsibility?type=2' },
          { label: '公司新闻', url: '/company-news?type=1' },
        ],
      },
    ],
    singles: [
      { label: '用户故事', url: '/story' },
      { label: '加入我们', url: '/career' },
      { label: '投资者关系', url: '/investor' },
      { label: '联系我们', url: '/contact' },
    ],
    hotlineTitle: '服务热线',
    hotlineHours: '工作日 9:00–18:00',
    social: { weibo: '微博', linkedin: '领英', wechat: '微信' },
    newTab: '（在新标签页打开）',
    qr: {
      title: '关注视瞳科技',
      close: '关闭',
      videoAccount: '视频号',
      officialAccount: '公众号',
      caption: '用手机扫码，了解视瞳科技的最新动态。',
    },
    rights: '版权所有',
  },
};
