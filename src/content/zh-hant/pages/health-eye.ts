import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '眼健康',
    description: '為視光中心提供視網膜拍照與 AI 分析，守護每一位顧客的眼健康。',
  },
  heading: { title: '眼健康', lead: '服務視光中心，讓眼健康檢查更專業。' },
  intro: {
    heading: { title: '服務介紹' },
    icon: 'optometry',
    iconTitle: '面向視光中心',
    iconDesc: '驗光之外，再多看一眼眼底',
    titleContent: [
      '視光中心是很多人最常去的眼健康場所。我們提供台式眼底相機與 AI 分析服務，在驗光配鏡的同時完成眼底檢查，幫助發現需要到醫院進一步檢查的顧客。',
      '配合近視防控設備與視覺訓練軟件，視光中心可以為兒童青少年提供更完整的近視管理服務。',
    ],
    image: { ...ASSETS.illustrations.desktopFundusCamera, alt: '台式眼底相機' },
  },
  advantages: {
    heading: { title: '服務優勢' },
    list: [
      {
        icon: 'camera',
        itemTitle: '操作簡單',
        itemDesc: '自動對焦與拍攝，門店員工經過簡單培訓即可操作。',
      },
      {
        icon: 'ai',
        itemTitle: 'AI 分析',
        itemDesc: '數分鐘內給出眼底分析結果，發現異常時建議顧客到醫院就診。',
      },
      {
        icon: 'training',
        itemTitle: '近視管理',
        itemDesc: '光療康復設備與視覺訓練軟件，在專業人員指導下使用。',
      },
      {
        icon: 'report',
        itemTitle: '顧客報告',
        itemDesc: '報告直接發送到顧客手機，便於保存與複查對比。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 1100, suffix: '+', label: '家視光中心', source: '截至 2022 年 12 月 31 日' },
      { value: 3000, suffix: '萬+', label: '人次累計服務用戶', source: '截至 2024 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '應用場景' },
    banners: [
      {
        title: '門店眼底檢查',
        desc: '驗光時順帶完成視網膜拍照，為顧客提供更全面的眼健康檢查。',
        image: ASSETS.illustrations.sceneOptometry,
      },
      {
        title: '兒童青少年近視管理',
        desc: '在眼科醫生或視光師指導下，使用光療康復設備與視覺訓練軟件，並定期複查。',
        image: ASSETS.illustrations.myopiaLightTherapyDevice,
      },
      {
        title: '報告與隨訪',
        desc: '顧客在手機上查看報告，門店按建議提醒複查，需要時建議到醫院就診。',
        image: ASSETS.illustrations.reportOnTablet,
      },
    ],
  },
  cta: {
    title: '讓您的視光中心提供眼底檢查',
    text: '聯絡我們，了解設備、軟件與培訓方案。',
    link: { label: '聯絡我們', href: '/contact' },
  },
};
