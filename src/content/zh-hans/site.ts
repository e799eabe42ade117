import type { SiteContent } from '../types';
import { chrome } from './chrome';

export const site: SiteContent = {
  sharedTitle: '视瞳科技 - 让健康无处不在 | 全球视网膜影像人工智能领导者',
  description:
    '视瞳科技以人工智能分析视网膜（眼底）影像：糖尿病视网膜病变筛查软件获国内首张三类医疗器械注册证，提供眼底相机、近视防控设备、健康风险评估与眼科信息化软件。',
  companyName: '视瞳科技',
  pageNames: {
    home: '首页',
    about: '公司简介',
    'development-history': '发展历程',
    partner: '合作伙伴',
    awards: '公司荣誉',
    product: '产品中心',
    'samd-detail': '糖网筛查软件',
    medical: '医疗服务',
    health: '健康管理',
    'health-eye': '眼健康',
    responsibility: '社会责任',
    'company-news': '公司新闻',
    'responsibility-details': '新闻详情',
    story: '用户故事',
    career: '加入我们',
    'career-detail': '招聘详情',
    investor: '投资者关系',
    contact: '联系我们',
    privacy: '隐私声明',
    styleguide: '样式指南',
  },
  ui: {
    skipToContent: '跳到主要内容',
    siteNavigation: '网站导航',
    chunkError: {
      title: '页面未能加载',
      body: '网站可能刚刚更新，或网络连接中断。请重试。',
      retry: '重新加载',
    },
    networkError: '发生网络错误',
  },
  chrome,
};
