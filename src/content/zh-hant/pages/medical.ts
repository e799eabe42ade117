import primaryCareSvg from '../../../assets/illustrations/scene-primary-care.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '醫療服務',
    description: '為醫院與基層醫療機構提供視網膜 AI 篩查，讓醫生更早發現眼病與全身疾病風險。',
  },
  heading: { title: '醫療服務', lead: '為醫生提供可靠的視網膜 AI 輔助診斷。' },
  intro: {
    heading: { title: '服務介紹' },
    icon: 'doctor',
    iconTitle: '面向醫生',
    iconDesc: '讓每一家醫療機構都能開展規範的眼底篩查',
    titleContent: [
      '我們為醫院、基層醫療機構與體檢中心提供眼底相機、AI 輔助診斷軟件與資訊化系統的一體化方案。非眼科人員經過簡單培訓即可完成拍攝，AI 在數分鐘內給出篩查結果與轉診建議。',
      '需要進一步診治的患者可透過遠程會診與轉診通道，及時得到上級醫院眼科醫生的意見。',
    ],
    image: { ...ASSETS.illustrations.reportOnTablet, alt: '平板電腦上顯示的眼底篩查報告' },
  },
  advantages: {
    heading: { title: '服務優勢' },
    list: [
      {
        icon: 'shield',
        itemTitle: '獲證可靠',
        itemDesc: '糖網篩查軟件獲得三類醫療器械註冊證，臨床試驗靈敏度 91.75%、特異度 93.1%。',
      },
      {
        icon: 'speed',
        itemTitle: '快速便捷',
        itemDesc: '一分鐘完成視網膜拍照，數分鐘內生成報告，不打亂門診節奏。',
      },
      {
        icon: 'primaryCare',
        itemTitle: '基層可用',
        itemDesc: '自動對焦與拍攝引導，讓沒有眼科背景的醫護人員也能上手。',
      },
      {
        icon: 'network',
        itemTitle: '轉診閉環',
        itemDesc: '遠程會診平台連接基層與上級醫院，讓陽性患者及時得到診治。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 700, suffix: '+', label: '家公立醫院', source: '截至 2022 年 12 月 31 日' },
      { value: 50, suffix: '+', label: '家基層醫療機構', source: '截至 2022 年 12 月 31 日' },
      { value: 160, suffix: '+', label: '家體檢中心', source: '截至 2022 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '應用場景' },
    banners: [
      {
        title: '醫院',
        desc: '在內分泌科、眼科與體檢科室開展糖尿病患者眼底篩查，AI 初篩幫助眼科醫生聚焦需要診治的患者。',
        image: ASSETS.illustrations.sceneHospital,
      },
      {
        title: '基層醫療機構',
        desc: '社區衛生服務中心在慢性病隨訪中完成眼底拍照，AI 給出結果，需要時轉診至上級醫院。',
        image: { url: assetUrl(primaryCareSvg), width: 480, height: 360 },
      },
      {
        title: '體檢中心',
        desc: '把視網膜拍照納入體檢套餐，一分鐘拍照，報告與體檢結果一同交付。',
        image: ASSETS.illustrations.sceneCheckupCentre,
      },
    ],
  },
  cta: {
    title: '為您的機構引入視網膜 AI 篩查',
    text: '告訴我們您的科室與需求，我們會為您設計合適的方案。',
    link: { label: '聯絡我們', href: '/contact' },
  },
};
