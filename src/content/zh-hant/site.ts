import type { SiteContent } from '../types';
import { chrome } from './chrome';

export const site: SiteContent = {
  sharedTitle: '視瞳科技 - 讓健康無處不在 | 全球視網膜影像人工智能領導者',
  description:
    '視瞳科技以人工智能分析視網膜（眼底）影像：糖尿病視網膜病變篩查軟件獲國內首張三類醫療器械註冊證，提供眼底相機、近視防控設備、健康風險評估與眼科資訊化軟件。',
  companyName: '視瞳科技',
  pageNames: {
    home: '首頁',
    about: '公司簡介',
    'development-history': '發展歷程',
    partner: '合作夥伴',
    awards: '公司榮譽',
    product: '產品中心',
    'samd-detail': '糖網篩查軟件',
    medical: '醫療服務',
    health: '健康管理',
    'health-eye': '眼健康',
    responsibility: '社會責任',
    'company-news': '公司新聞',
    'responsibility-details': '新聞詳情',
    story: '用戶故事',
    career: '加入我們',
    'career-detail': '招聘詳情',
    investor: '投資者關係',
    contact: '聯絡我們',
    privacy: '私隱聲明',
    styleguide: '樣式指南',
  },
  ui: {
    skipToContent: '跳至主要內容',
    siteNavigation: '網站導覽',
    chunkError: {
      title: '頁面未能載入',
      body: '網站可能剛剛更新，或網絡連線中斷。請重試。',
      retry: '重新載入',
    },
    networkError: '發生網絡錯誤',
  },
  chrome,
};
