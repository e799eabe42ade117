import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '健康管理',
    description: '為保險公司、藥房與政府項目提供視網膜健康風險評估，把慢性病篩查帶進日常。',
  },
  heading: { title: '健康管理', lead: '服務保險、藥房與政府公共衛生項目。' },
  intro: {
    heading: { title: '服務介紹' },
    icon: 'heart',
    iconTitle: '面向健康管理',
    iconDesc: '把慢性病風險篩查帶到人們身邊',
    titleContent: [
      '一張視網膜照片可以提示心腦血管疾病、高血壓、糖尿病等慢性病風險。我們為保險公司、藥房與政府公共衛生項目提供拍攝設備、風險評估與報告服務，讓篩查走出醫院，走進日常生活。',
      '評估結果以通俗易懂的報告交付，並給出就醫與生活方式建議；風險較高的人群會被建議及時就醫。',
    ],
    image: { ...ASSETS.illustrations.portableFundusCamera, alt: '便攜式眼底相機' },
  },
  advantages: {
    heading: { title: '服務優勢' },
    list: [
      {
        icon: 'speed',
        itemTitle: '無創快速',
        itemDesc: '約一分鐘完成拍照，無需抽血與注射，受檢者易於接受。',
      },
      {
        icon: 'heart',
        itemTitle: '多病種風險',
        itemDesc: '一次拍照評估多種慢性病風險，幫助發現需要關注的人群。',
      },
      {
        icon: 'report',
        itemTitle: '報告易懂',
        itemDesc: '分級呈現風險並附建議，受檢者在手機上即可查看。',
      },
      {
        icon: 'shield',
        itemTitle: '數據安全',
        itemDesc: '影像與報告按醫療數據要求加密存儲與傳輸，嚴格控制訪問權限。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 40, suffix: '+', label: '家保險公司', source: '截至 2022 年 12 月 31 日' },
      { value: 5, suffix: '+', label: '個政府項目', source: '截至 2022 年 12 月 31 日' },
      { value: 700, suffix: '+', label: '家藥房', source: '截至 2022 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '應用場景' },
    banners: [
      {
        title: '保險',
        desc: '為投保人提供視網膜健康評估，支持健康管理服務與客戶關懷。',
        image: ASSETS.illustrations.sceneInsurer,
      },
      {
        title: '政府公共衛生項目',
        desc: '配合慢性病防控與居民健康篩查項目，在社區開展規模化的視網膜篩查。',
        image: ASSETS.illustrations.sceneGovernment,
      },
      {
        title: '藥房',
        desc: '在購藥時完成一分鐘拍照，為慢性病人群提供便捷的健康風險評估。',
        image: ASSETS.illustrations.scenePharmacy,
      },
    ],
  },
  cta: {
    title: '與我們合作開展健康管理',
    text: '無論是保險服務、藥房會員還是公共衛生項目，我們都可以一起設計方案。',
    link: { label: '聯絡我們', href: '/contact' },
  },
};
