import { ASSETS } from '../../../config/assets';
import type { HomeContent } from '../../types';
import { stories } from '../stories';

const fundus = ASSETS.illustrations.fundus;

export const content: HomeContent = {
  meta: {
    title: '首頁',
    description:
      '一分鐘視網膜拍照，AI 讀懂眼睛與全身健康風險。視瞳科技致力讓 80 億人更了解自己的健康。',
  },
  heading: {
    eyebrow: '視網膜影像人工智能',
    title: '讓 80 億人更了解自己的健康',
    lead: '一張視網膜照片，一分鐘，讀懂眼睛與全身的健康訊號。',
  },
  hero: {
    actions: [
      { label: '了解產品', href: '/product' },
      { label: '關於我們', href: '/about' },
    ],
  },
  sections: {
    didYouKnow: {
      eyebrow: '健康數據',
      title: '你知道嗎？',
      lead: '很多慢性病在早期沒有症狀，卻會在眼底留下痕跡。',
    },
    retinalExam: {
      eyebrow: '視網膜檢查',
      title: '一分鐘視網膜拍照，看見眼睛與全身健康',
      lead: '視網膜是人體唯一可以無創、直接觀察到血管和神經的部位。',
    },
    impact: { eyebrow: '我們的成果', title: '用 AI 守護更多人的健康' },
    stories: { eyebrow: '用戶故事', title: '每一次篩查背後，都是一個真實的故事' },
  },
  statistics: [
    {
      figure: '5.37 億',
      label: '全球成年糖尿病患者',
      detail: '其中 44.7% 不知道自己患病',
      source: '來源：國際糖尿病聯盟《全球糖尿病地圖》第 10 版，2021 年',
    },
    {
      figure: '12.8 億',
      label: '全球 30–79 歲高血壓患者',
      detail: '其中 46% 不知道自己患病',
      source: '來源：世界衛生組織，2021 年',
    },
    {
      figure: '1790 萬',
      label: '2019 年全球死於心血管疾病的人數',
      detail: '佔全球死亡人數的 32%',
      source: '來源：世界衛生組織《心血管疾病概況》',
    },
    {
      figure: '1220 萬',
      label: '全球每年首次發生腦中風的人數',
      detail: '中風是全球主要的致死和致殘原因之一',
      source: '來源：世界中風組織《全球中風概況》，2022 年',
    },
  ],
  retinalExam: {
    image: {
      url: fundus.url,
      width: fundus.width,
      height: fundus.height,
      alt: '一張彩色眼底照片：橙紅色的視網膜上，血管從明亮的視盤向四周分佈，中央是顏色較深的黃斑。',
    },
    eyeTitle: '眼部疾病',
    eyeItems: ['糖尿病視網膜病變', '青光眼', '白內障', '黃斑病變', '高度近視眼底改變'],
    systemicTitle: '全身健康風險',
    systemicItems: ['糖尿病', '高血壓', '動脈硬化', '心腦血管疾病'],
    stepsTitle: '檢查怎麼做',
    steps: [
      { title: '拍攝', text: '免散瞳眼底相機，一分鐘完成雙眼視網膜拍照。' },
      { title: '分析', text: 'AI 識別眼底病變和與慢性病相關的視網膜特徵。' },
      { title: '報告', text: '生成結構化報告，由醫生或健康管理人員解讀並給出建議。' },
    ],
    note: '篩查結果供專業人員參考，不取代醫生的診斷。醫療器械產品請在專業人員指導下使用。',
    link: { label: '了解產品', href: '/product' },
  },
  impact: {
    figures: [
      {
        value: 3000,
        suffix: '萬+',
        desktopCaption: '累計服務用戶人次（截至 2024 年 12 月 31 日）',
        mobileCaption: '服務人次',
      },
      {
        value: 95830,
        desktopCaption: '透過視網膜檢查發現存在重大健康風險的人數',
        mobileCaption: '發現重大健康風險',
      },
      {
        value: 1,
        suffix: ' 分鐘',
        desktopCaption: '完成一次視網膜拍照，無需散瞳',
        mobileCaption: '一次拍照',
      },
    ],
    note: '數據來自視瞳科技的服務記錄，截至 2024 年 12 月 31 日。',
  },
  carousel: {
    label: '用戶故事',
    roleCarousel: '輪播',
    roleSlide: '故事',
    slideLabel: '第 {n} 個，共 {total} 個',
    previous: '上一個故事',
    next: '下一個故事',
    goTo: '顯示第 {n} 個故事',
    chooseSlide: '選擇故事',
    pause: '暫停自動播放',
    play: '開始自動播放',
    playVideo: '播放影片',
    closeVideo: '關閉影片',
    stories,
  },
  storiesLink: { label: '查看全部用戶故事', href: '/story' },
};
