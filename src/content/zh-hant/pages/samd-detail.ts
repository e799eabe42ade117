import { ASSETS } from '../../../config/assets';
import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: '糖尿病視網膜病變篩查軟件',
    description:
      '國內首個獲得三類醫療器械註冊證的糖尿病視網膜病變篩查軟件，臨床試驗靈敏度 91.75%，特異度 93.1%。',
  },
  heading: {
    eyebrow: '三類醫療器械',
    title: '糖尿病視網膜病變篩查軟件',
    lead: '國內首個獲得國家藥品監督管理局三類醫療器械註冊證的同類產品。',
  },
  heroImage: { ...ASSETS.illustrations.fundus, alt: '帶有血管分佈的視網膜（眼底）圖像示意' },
  overview: {
    heading: { title: '產品概述' },
    paragraphs: [
      '糖尿病視網膜病變是糖尿病常見的微血管併發症，早期往往沒有症狀。定期眼底檢查能夠及早發現病變，但許多地區缺少能夠閱片的眼科醫生。',
      '糖網篩查軟件分析彩色眼底照片，判斷是否存在需要轉診的糖尿病視網膜病變，讓醫院、基層醫療機構與體檢中心都能開展規範的眼底篩查，並把需要治療的患者及時轉診給眼科醫生。',
    ],
  },
  workflow: {
    heading: { title: '篩查流程', lead: '從拍攝到報告，整個過程只需幾分鐘。' },
    steps: [
      {
        title: '拍攝眼底照片',
        content: '使用便攜式或台式眼底相機，約一分鐘完成雙眼視網膜拍照。',
        images: [
          { ...ASSETS.illustrations.portableFundusCamera, alt: '便攜式眼底相機' },
          { ...ASSETS.illustrations.desktopFundusCamera, alt: '台式眼底相機' },
        ],
      },
      {
        title: 'AI 分析',
        content: '照片自動上傳，軟件評估圖像質量並識別糖尿病視網膜病變的特徵性改變。',
        images: [{ ...ASSETS.illustrations.fundus, alt: 'AI 分析中的視網膜圖像' }],
      },
      {
        title: '生成報告',
        content: '篩查結果與轉診建議以報告形式提供給醫生，並可發送到受檢者的手機。',
        images: [
          { ...ASSETS.illustrations.reportOnTablet, alt: '平板電腦上的篩查報告' },
          { ...ASSETS.illustrations.reportOnPhone, alt: '手機上的篩查報告' },
        ],
      },
    ],
  },
  indications: {
    heading: { title: '適用範圍' },
    intendedUse: {
      label: '預期用途',
      text: '用於輔助醫務人員對已確診糖尿病的成年患者的彩色眼底照片進行糖尿病視網膜病變篩查，提示是否需要轉診至眼科。',
    },
    list: [
      '適用人群：已確診糖尿病的成年人',
      '輸入：符合質量要求的彩色眼底照片',
      '輸出：是否存在需轉診的糖尿病視網膜病變及轉診建議',
      '使用者：醫療專業人員',
    ],
    cautions: {
      title: '注意事項',
      list: [
        '篩查結果不能替代眼科醫生的全面檢查與診斷。',
        '圖像質量不足時，軟件會提示重新拍攝。',
        '軟件不用於評估糖尿病視網膜病變以外的其他眼病。',
      ],
    },
  },
  performance: {
    heading: { title: '臨床表現', lead: '註冊臨床試驗中的結果。' },
    figures: [
      { value: 91.75, decimals: 2, suffix: '%', label: '靈敏度', source: '註冊臨床試驗' },
      { value: 93.1, decimals: 1, suffix: '%', label: '特異度', source: '註冊臨床試驗' },
    ],
    note: '靈敏度指確有需轉診病變的受檢者中被軟件正確識別的比例；特異度指沒有此類病變的受檢者中被正確判斷為陰性的比例。',
  },
  certification: {
    heading: { title: '註冊認證' },
    paragraphs: [
      '本產品獲得國家藥品監督管理局頒發的三類醫療器械註冊證，是國內首個獲此認證的糖尿病視網膜病變篩查軟件。三類醫療器械是內地風險管理要求最高的一類，需要經過臨床試驗與嚴格的技術審評。',
    ],
    points: ['三類醫療器械註冊證', '國內同類產品首個獲證', '經註冊臨床試驗驗證'],
  },
  deployment: {
    heading: { title: '部署場景', lead: '一台眼底相機加上篩查軟件，就能在不同場所開展眼底篩查。' },
    list: [
      {
        icon: 'hospital',
        title: '醫院',
        content: '內分泌科、眼科與體檢科室的糖尿病患者眼底篩查。',
      },
      {
        icon: 'primaryCare',
        title: '基層醫療機構',
        content: '社區衛生服務中心與鄉鎮衛生院的慢性病隨訪。',
      },
      { icon: 'checkup', title: '體檢中心', content: '把眼底篩查納入常規體檢項目。' },
      { icon: 'pharmacy', title: '藥房', content: '在購藥場景中為糖尿病人群提供篩查服務。' },
      { icon: 'optometry', title: '視光中心', content: '為顧客提供驗光之外的眼底健康檢查。' },
    ],
  },
  cta: {
    title: '在您的機構開展糖網篩查',
    text: '告訴我們您的場景與需求，我們的團隊會與您聯繫。',
    link: { label: '聯絡我們', href: '/contact' },
  },
};
