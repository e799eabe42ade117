import type { StyleguideContent } from '../../types';

export const content: StyleguideContent = {
  meta: { title: '樣式指南', description: '視瞳科技網站的設計令牌與介面組件。' },
  heading: {
    eyebrow: '設計系統',
    title: '樣式指南',
    lead: '網站使用的顏色、字號與組件，供網站團隊查閱。此頁不出現在選單和網站地圖中。',
  },
  sections: {
    colours: { title: '顏色', lead: '主色深藍、強調色青綠、灰階，以及健康風險步驟的四種粉色。' },
    type: { title: '字號', lead: '在 750 與 1920 設計寬度之間隨螢幕連續縮放。' },
    buttons: { title: '按鈕' },
    tabs: { title: '分頁標籤' },
    cards: { title: '卡片' },
    stats: { title: '數據計數' },
    pictures: { title: '響應式圖片' },
    video: { title: '影片彈窗' },
    illustrations: { title: '插畫' },
  },
  samples: {
    paragraph: '一張視網膜照片，一分鐘，讀懂眼睛與全身的健康訊號。',
    primary: '聯絡我們',
    secondary: '了解產品',
    ghost: '查看更多',
    tabs: ['醫療器械軟件', '硬件設備', '健康風險評估'],
    tabPanels: [
      '糖尿病視網膜病變篩查軟件，國內首個獲得三類醫療器械註冊證的同類產品。',
      '便攜式與桌上型眼底相機。',
      '從視網膜影像評估多種全身慢性病風險。',
    ],
    cardTitle: '便攜式眼底相機',
    cardText: '一分鐘完成視網膜拍照，適合基層與社區篩查。',
    stats: [
      { value: 30000000, suffix: '+', label: '服務人次（截至 2024 年 12 月 31 日）' },
      { value: 95830, label: '發現重大健康風險人數' },
    ],
    pictureAlt: 'AI 生成的視網膜眼底示意圖：視盤、黃斑與血管分支',
    videoTitle: '公司介紹',
    play: '播放影片',
    close: '關閉',
  },
};
