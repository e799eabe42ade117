import honoursSvg from '../../../assets/illustrations/honours.svg?url&no-inline';
import listingSvg from '../../../assets/illustrations/milestone-listing.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import { SITE } from '../../../config/site';
import type { AboutContent } from '../../types';

const video = ASSETS.videos.placeholder;
const scene = { width: 480, height: 360 };

export const content: AboutContent = {
  meta: {
    title: '公司簡介',
    description: '視瞳科技成立於 2015 年，香港上市，專注視網膜影像人工智能，讓健康無處不在。',
  },
  heading: { title: '關於視瞳科技', lead: '成立於 2015 年，以視網膜影像人工智能讓健康無處不在。' },
  sections: {
    profile: { eyebrow: '公司簡介', title: '以眼為窗，讀懂全身健康' },
    facts: { title: '關鍵資訊' },
    explore: { eyebrow: '了解更多', title: '我們的歷程、夥伴與榮譽' },
  },
  profile: {
    paragraphs: [
      '視瞳科技成立於 2015 年，是一家專注視網膜影像人工智能的醫療科技公司，已在香港上市。我們相信，眼睛是觀察全身健康的窗口：一張視網膜照片，就能反映眼部疾病和多種慢性病風險的訊號。',
      '公司的糖尿病視網膜病變篩查軟件是國內首個獲得三類醫療器械註冊證的同類產品。在此基礎上，我們提供青光眼與白內障輔助檢測軟件、便攜式與桌上型眼底相機、近視防控光療設備、斜弱視視覺訓練軟件、視網膜健康風險評估，以及眼科 PACS、眼科電子病歷、遠程會診平台和醫療大模型。',
      '我們與醫院、基層醫療機構、體檢中心、保險公司、藥房、視光中心和政府項目合作，把一分鐘的視網膜檢查帶到人們身邊，讓 80 億人更了解自己的健康。',
    ],
    video: {
      url: video.url,
      type: video.type,
      poster: video.poster.jpg,
      posterWebp: video.poster.webp,
      posterWidth: video.width,
      posterHeight: video.height,
      title: '視瞳科技公司介紹',
    },
    playVideo: '播放影片',
    closeVideo: '關閉影片',
  },
  facts: [
    { label: '成立', value: '2015 年' },
    { label: '上市地', value: '香港' },
    { label: '股票代號', value: SITE.stockCode },
    { label: '辦公室', value: '北京 · 上海 · 廣州 · 成都' },
  ],
  explore: [
    {
      title: '發展歷程',
      text: '從 2015 年創立到香港上市，每一年的關鍵一步。',
      href: '/development-history',
      linkLabel: '查看發展歷程',
      image: { ...scene, url: assetUrl(listingSvg) },
    },
    {
      title: '合作夥伴',
      text: '醫學專家的聲音，以及與我們同行的醫院、體檢中心、保險公司、藥房、視光中心和政府項目。',
      href: '/partner',
      linkLabel: '查看合作夥伴',
      image: { ...scene, url: ASSETS.illustrations.sceneHospital.url },
    },
    {
      title: '公司榮譽',
      text: '按年份查看公司獲得的行業榮譽與資質認證。',
      href: '/awards',
      linkLabel: '查看公司榮譽',
      image: { ...scene, url: assetUrl(honoursSvg) },
    },
  ],
};
