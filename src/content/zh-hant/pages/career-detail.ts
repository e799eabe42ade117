import { ASSETS } from '../../../config/assets';
import type { CareerDetailContent } from '../../types';

const { fundus, sceneCheckupCentre, reportOnTablet, sceneHospital } = ASSETS.illustrations;
const HR_EMAIL = 'hr@retinova.com';
const BEIJING = '北京市海淀區上地信息路 18 號 B 座 6 樓';
const duties = '職位職責';
const requirements = '任職要求';

export const content: CareerDetailContent = {
  meta: {
    title: '招聘詳情',
    description: '視瞳科技各類職位的職責、要求、工作地點與應徵方式。',
  },
  heading: { title: '招聘詳情', lead: '了解每類職位的工作內容，找到適合您的位置。' },
  sections: {
    algorithm: { title: '視覺算法類' },
    marketing: { title: '市場類' },
    product: { title: '產品類' },
    medical: { title: '醫學註冊類' },
  },
  categories: {
    algorithm: {
      post: '用算法讀懂每一張眼底照片',
      postUrl: { image: fundus, alt: '眼底照片示意圖，可見視盤與血管分支' },
      postOath: '在這裡，您將',
      postOathDetail: [
        '參與眼底圖像多病種識別與健康風險評估模型的研發',
        '與眼科醫生共同定義問題，用臨床數據驗證每一次改進',
        '把模型從實驗室帶到醫院、體檢中心與藥房的真實場景',
      ],
      colleaguesWordsTitle: '同事說',
      colleaguesWordsList: [
        {
          ctt: '模型上線前要經過嚴格的臨床驗證，這讓我對每一個指標都更加認真。',
          source: '高級算法工程師，北京',
        },
        { ctt: '和醫學團隊坐在一起討論病例，是我理解問題最快的方式。', source: '算法研究員，北京' },
      ],
      postList: [
        {
          title: '醫學圖像算法工程師',
          list: [
            {
              title: duties,
              items: [
                '負責眼底圖像分類、分割與檢測算法的研究與開發',
                '設計實驗、分析誤差，持續提升模型的準確性與穩定性',
                '配合產品與註冊團隊完成算法文件與驗證資料',
              ],
            },
            {
              title: requirements,
              items: [
                '計算機、電子、數學或相關專業碩士或以上學歷',
                '熟悉 PyTorch 等深度學習框架，有醫學圖像項目經驗者優先',
                '良好的溝通能力，樂於與醫學背景的同事合作',
              ],
            },
          ],
        },
        {
          title: '算法部署工程師',
          list: [
            {
              title: duties,
              items: [
                '負責模型在伺服器與邊緣設備上的推理優化與部署',
                '建設模型版本管理、監控與回歸測試流程',
              ],
            },
            {
              title: requirements,
              items: ['學士或以上學歷，熟悉 C++ 或 Python', '了解模型量化、推理加速框架者優先'],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: '投遞履歷' },
    },
    marketing: {
      post: '讓更多人知道，一張眼底照片能發現甚麼',
      postUrl: { image: sceneCheckupCentre, alt: '體檢中心場景：受檢者正在拍攝眼底照片' },
      postOath: '在這裡，您將',
      postOathDetail: [
        '面向醫院、體檢中心、藥房與保險機構推廣眼底人工智能篩查',
        '策劃學術會議、行業展會與科普活動',
        '與合作夥伴一起，把篩查服務帶到更多城市',
      ],
      colleaguesWordsTitle: '同事說',
      colleaguesWordsList: [
        {
          ctt: '聽到合作機構說篩查幫一位顧客及早就醫，是這份工作最有成就感的時刻。',
          source: '區域市場經理，上海',
        },
        {
          ctt: '我們的市場工作建立在臨床證據之上，講的每一句話都要站得住。',
          source: '品牌市場專員，北京',
        },
      ],
      postList: [
        {
          title: '區域市場經理',
          list: [
            {
              title: duties,
              items: [
                '負責所在區域醫療機構與合作夥伴的市場拓展',
                '組織學術推廣與客戶培訓，收集市場回饋',
              ],
            },
            {
              title: requirements,
              items: [
                '學士或以上學歷，醫學、藥學或市場營銷相關專業優先',
                '三年以上醫療器械或醫療資訊化行業市場經驗',
              ],
            },
          ],
        },
        {
          title: '品牌市場專員',
          list: [
            {
              title: duties,
              items: ['負責官網、公眾號與展會內容的策劃和製作', '協助開展健康科普活動'],
            },
            {
              title: requirements,
              items: ['學士或以上學歷，文字功底紮實', '有醫療健康行業內容經驗者優先'],
            },
          ],
        },
      ],
      workplace: {
        address: '北京、上海、廣州、成都辦公室（見聯絡我們頁面）',
        email: HR_EMAIL,
        btn: '投遞履歷',
      },
    },
    product: {
      post: '把人工智能做成醫生和用戶願意用的產品',
      postUrl: { image: reportOnTablet, alt: '平板電腦上的眼底篩查報告介面' },
      postOath: '在這裡，您將',
      postOathDetail: [
        '負責篩查軟件、眼科資訊系統與健康風險評估產品的規劃',
        '走進診室與體檢中心，觀察並理解真實的使用流程',
        '與算法、研發、質量和註冊團隊一起交付符合法規的產品',
      ],
      colleaguesWordsTitle: '同事說',
      colleaguesWordsList: [
        {
          ctt: '一次次去現場看醫生怎樣操作，比任何需求文件都更有說服力。',
          source: '高級產品經理，北京',
        },
        { ctt: '醫療軟件的每次變更都要經過評審與驗證，流程讓我們更踏實。' },
      ],
      postList: [
        {
          title: '醫療軟件產品經理',
          list: [
            {
              title: duties,
              items: [
                '負責產品需求調研、功能規劃與版本管理',
                '編寫需求與設計文件，參與可用性測試',
                '配合註冊團隊準備產品技術資料',
              ],
            },
            {
              title: requirements,
              items: [
                '學士或以上學歷，三年以上軟件產品經驗',
                '有醫療器械軟件或醫院資訊系統經驗者優先',
              ],
            },
          ],
        },
        {
          title: '互動設計師',
          list: [
            { title: duties, items: ['負責醫生端與用戶端的互動與介面設計', '建設並維護設計規範'] },
            {
              title: requirements,
              items: ['設計相關專業，有完整的作品集', '重視無障礙設計與細節'],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: '投遞履歷' },
    },
    medical: {
      post: '用證據與合規守護每一款產品',
      postUrl: { image: sceneHospital, alt: '醫院場景：醫生查看眼底篩查結果' },
      postOath: '在這裡，您將',
      postOathDetail: [
        '設計並推進醫療器械臨床試驗與真實世界研究',
        '負責產品註冊申報與上市後合規工作',
        '與臨床專家合作，沉澱醫學證據與學術成果',
      ],
      colleaguesWordsTitle: '同事說',
      colleaguesWordsList: [
        {
          ctt: '註冊工作細緻而漫長，但看到產品獲批、真正用於篩查時，一切都值得。',
          source: '註冊經理，北京',
        },
        { ctt: '醫學團隊要既懂臨床，也懂算法的邊界，這裡兩者都能學到。', source: '醫學經理，上海' },
      ],
      postList: [
        {
          title: '醫療器械註冊專員',
          list: [
            {
              title: duties,
              items: [
                '負責醫療器械軟件與設備的註冊資料編寫與申報',
                '跟蹤法規變化，支持質量體系與上市後監督',
              ],
            },
            {
              title: requirements,
              items: [
                '醫學、生物醫學工程、藥學或相關專業學士或以上學歷',
                '有醫療器械註冊經驗者優先',
              ],
            },
          ],
        },
        {
          title: '臨床研究經理',
          list: [
            {
              title: duties,
              items: ['負責臨床試驗方案設計、中心管理與數據質量', '撰寫臨床評價資料與學術文章'],
            },
            {
              title: requirements,
              items: ['醫學或公共衛生相關專業碩士或以上學歷', '熟悉醫療器械臨床試驗質量管理規範'],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: '投遞履歷' },
    },
  },
  labels: {
    categories: '職位類別',
    posts: '招聘職位',
    workplace: '工作地點與應徵',
    address: '工作地點',
    email: '應徵電郵',
    mailSubject: '應徵：{category}',
    back: '返回加入我們',
  },
};
