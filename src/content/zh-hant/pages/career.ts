import careerActivitiesSvg from '../../../assets/illustrations/career-activities.svg?url&no-inline';
import careerLearningSvg from '../../../assets/illustrations/career-learning.svg?url&no-inline';
import careerWorkspaceSvg from '../../../assets/illustrations/career-workspace.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { CareerContent } from '../../types';

const svg = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: CareerContent = {
  meta: {
    title: '加入我們',
    description: '加入視瞳科技：視覺算法、市場、產品與醫學註冊職位，與我們一起讓健康無處不在。',
  },
  heading: { title: '加入我們', lead: '和我們一起，讓健康無處不在。' },
  sections: {
    values: { eyebrow: '我們相信', title: '核心價值觀' },
    life: { title: '視瞳生活', lead: '工作環境與文化活動' },
    benefits: { eyebrow: '我們提供', title: '福利待遇' },
    positions: { eyebrow: '開放職位', title: '招聘職位', lead: '四類職位，歡迎投遞履歷。' },
  },
  values: [
    {
      icon: 'heart',
      title: '患者為先',
      desc: '每一份報告背後都是一個人的健康。我們做的每個決定，都先問它對患者是否有益。',
    },
    {
      icon: 'shield',
      title: '嚴謹可信',
      desc: '醫療器械容不得僥倖。我們以臨床證據說話，以質量體系約束自己。',
    },
    {
      icon: 'lightbulb',
      title: '持續創新',
      desc: '從一張眼底照片出發，不斷拓展人工智能在健康領域的邊界。',
    },
    {
      icon: 'users',
      title: '開放協作',
      desc: '算法、產品、醫學與市場團隊緊密配合，與醫生和合作夥伴一起解決真實問題。',
    },
  ],
  life: [
    {
      title: '工作環境',
      desc: '明亮開放的辦公空間，配備高性能計算資源與完善的數據安全設施，讓專注成為日常。',
      illustration: {
        image: svg(careerWorkspaceSvg),
        alt: '開放式辦公區，同事在顯示器前查看眼底圖像與數據圖表',
      },
    },
    {
      title: '文化活動',
      desc: '團隊遠足、年度團建與節日活動，讓不同城市的同事彼此熟悉。',
      illustration: { image: svg(careerActivitiesSvg), alt: '同事們在山間遠足，舉旗慶祝到達山頂' },
    },
    {
      title: '學習分享',
      desc: '每週技術分享與醫學講座，工程師與醫學同事互相學習。',
      illustration: {
        image: svg(careerLearningSvg),
        alt: '同事在會議室講解眼底圖像分析，其他同事聆聽',
      },
    },
  ],
  benefits: [
    {
      icon: 'briefcase',
      title: '社會保險',
      desc: '依法繳納社會保險與住房公積金，另有補充商業醫療保險。',
    },
    { icon: 'calendar', title: '帶薪假期', desc: '法定假期之外，另有帶薪年假與節日福利。' },
    { icon: 'graduation', title: '成長培訓', desc: '入職培訓、導師制度與外部學習支持。' },
    { icon: 'eye', title: '健康關懷', desc: '年度體檢，包括眼底檢查。' },
    { icon: 'coffee', title: '辦公福利', desc: '零食飲品、下午茶與彈性工作時間。' },
    { icon: 'target', title: '激勵機制', desc: '績效獎金，核心員工可參與長期激勵計劃。' },
  ],
  positions: {
    algorithm: { title: '視覺算法類', desc: '深度學習、醫學圖像分析與模型工程化。' },
    marketing: { title: '市場類', desc: '面向醫院、體檢中心與合作夥伴的市場推廣和品牌傳播。' },
    product: { title: '產品類', desc: '醫療軟件與硬件產品的規劃、設計與交付。' },
    medical: { title: '醫學註冊類', desc: '臨床研究、醫學事務與醫療器械註冊。' },
  },
  positionsLink: '查看職位',
};
