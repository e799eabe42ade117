import visionTrainingSvg from '../../../assets/illustrations/vision-training.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import type { ProductContent } from '../../types';

export const content: ProductContent = {
  meta: {
    title: '產品中心',
    description:
      '糖網篩查軟件、青光眼與白內障輔助診斷軟件、眼底相機、健康風險評估、眼科資訊化軟件、近視防控設備與醫療大模型。',
  },
  heading: { title: '產品中心', lead: '從拍攝、分析到管理，覆蓋視網膜影像的完整鏈條。' },
  tabsLabel: '產品類別',
  tabs: {
    samd: {
      tab: '醫療器械軟件',
      heading: {
        title: '醫療器械軟件',
        lead: '基於視網膜（眼底）照片的人工智能輔助診斷軟件，幫助醫生更早發現眼病。',
      },
      firstProduct: {
        tag: '三類醫療器械',
        title: '糖尿病視網膜病變篩查軟件',
        content:
          '國內首個獲得國家藥品監督管理局三類醫療器械註冊證的同類產品。軟件分析彩色眼底照片，識別需要轉診的糖尿病視網膜病變，並在數分鐘內生成篩查報告，幫助醫生把有限的專科資源用在最需要的患者身上。',
        points: [
          '國內同類產品中首個獲得三類醫療器械註冊證',
          '一分鐘完成視網膜拍照，隨後自動分析',
          '支持醫院、基層醫療機構與體檢中心部署',
        ],
        image: { ...ASSETS.illustrations.fundus, alt: '帶有血管分佈的視網膜（眼底）圖像示意' },
        regulatory: [
          {
            label: '預期用途',
            text: '用於輔助醫務人員對糖尿病患者的彩色眼底照片進行糖尿病視網膜病變篩查，結果須由醫生結合臨床情況判斷。',
          },
          { label: '使用對象', text: '供醫療專業人員使用。' },
        ],
      },
      figures: [
        { value: 91.75, decimals: 2, suffix: '%', label: '靈敏度' },
        { value: 93.1, decimals: 1, suffix: '%', label: '特異度' },
      ],
      figuresNote: '數據來自該產品註冊臨床試驗。',
      detailLink: { label: '了解糖網篩查軟件詳情', href: '/samd-detail' },
      others: {
        heading: { title: '更多眼病輔助診斷軟件' },
        list: [
          {
            title: '青光眼輔助診斷軟件',
            content:
              '分析眼底照片中的視盤與視杯形態，提示疑似青光眼改變，幫助醫生在常規眼底檢查中發現需要進一步檢查的人群。',
            regulatory: [
              {
                label: '預期用途',
                text: '輔助醫務人員識別疑似青光眼眼底改變，不能替代眼壓、視野等專科檢查。',
              },
              { label: '使用對象', text: '供醫療專業人員使用。' },
            ],
          },
          {
            title: '白內障輔助診斷軟件',
            content:
              '根據眼部圖像評估晶狀體混濁情況，提示可能的白內障，便於基層機構及時將患者轉診至眼科。',
            regulatory: [
              {
                label: '預期用途',
                text: '輔助醫務人員識別疑似白內障，診斷與治療方案由眼科醫生確定。',
              },
              { label: '使用對象', text: '供醫療專業人員使用。' },
            ],
          },
        ],
      },
    },
    hardware: {
      tab: '硬件設備',
      heading: {
        title: '硬件設備',
        lead: '便攜式與台式眼底相機，與 AI 分析軟件配合，一分鐘完成視網膜拍照。',
      },
      models: [
        {
          tag: '便攜式',
          title: '便攜式眼底相機',
          content:
            '輕巧的手持式設計，可帶到病房、社區與篩查現場。拍攝完成後圖像自動上傳，由 AI 軟件分析並生成報告。',
          points: ['手持拍攝，適合床旁與外出篩查', '屏幕引導拍攝，操作上手快', '圖像自動上傳分析'],
          image: { ...ASSETS.illustrations.portableFundusCamera, alt: '手持式便攜眼底相機' },
          regulatory: [
            { label: '預期用途', text: '用於拍攝眼底圖像，供醫務人員觀察與分析。' },
            { label: '使用對象', text: '供經過培訓的醫務人員或技術人員使用。' },
          ],
        },
        {
          tag: '台式',
          title: '台式眼底相機',
          content:
            '為門診、體檢中心與藥房等固定場所設計，自動對焦與拍攝，幫助非眼科人員也能穩定拍出可用於分析的眼底照片。',
          points: [
            '自動對位、對焦與拍攝',
            '適合高通量的門診與體檢場景',
            '與篩查軟件和報告系統直接對接',
          ],
          image: { ...ASSETS.illustrations.desktopFundusCamera, alt: '帶顯示屏的台式眼底相機' },
          regulatory: [
            { label: '預期用途', text: '用於拍攝眼底圖像，供醫務人員觀察與分析。' },
            { label: '使用對象', text: '供經過培訓的醫務人員或技術人員使用。' },
          ],
        },
      ],
    },
    riskAssessment: {
      tab: '健康風險評估',
      heading: {
        title: '健康風險評估',
        lead: '視網膜是全身唯一可以無創、直接看到血管與神經的部位。',
      },
      desc: [
        '一張視網膜照片記錄著全身微血管與神經的狀態。我們的 AI 模型分析這些細微變化，評估多種慢性病的風險，幫助人們在出現症狀之前了解自己的健康。',
        '評估結果以分級的方式呈現，並給出生活方式與就醫建議，方便保險、藥房、體檢與政府健康項目開展人群健康管理。',
      ],
      steps: {
        heading: { title: '評估流程' },
        list: [
          { title: '拍攝', content: '約一分鐘完成雙眼視網膜拍照，無需注射，無創無痛。', shade: 1 },
          { title: 'AI 分析', content: '模型分析血管、視盤與視網膜的細微改變。', shade: 2 },
          { title: '風險分級', content: '按風險高低分級呈現，標出需要關注的方面。', shade: 3 },
          {
            title: '建議與隨訪',
            content: '給出就醫與生活方式建議，高風險人群建議及時就醫。',
            shade: 4,
          },
        ],
      },
      imageBanner: {
        title: '看見視網膜，了解全身健康',
        text: '視網膜上的血管與全身血管同源同質。透過視網膜影像，我們能夠無創地觀察微循環，為慢性病風險管理提供線索。',
        image: ASSETS.illustrations.fundus,
      },
      risks: {
        heading: { title: '視網膜影像可提示的風險' },
        list: [
          { icon: 'heart', title: '心腦血管疾病', content: '提示心血管疾病與中風的風險。' },
          { icon: 'bloodPressure', title: '高血壓', content: '提示與血壓相關的視網膜血管改變。' },
          { icon: 'glucose', title: '糖尿病', content: '提示糖尿病及其眼部併發症的風險。' },
          { icon: 'kidney', title: '慢性腎病', content: '提示與微血管病變相關的腎臟健康風險。' },
        ],
      },
      figure: {
        value: 95830,
        label: '人被發現存在重大健康風險',
      },
      regulatory: [
        {
          label: '說明',
          text: '健康風險評估提供健康管理資訊，不是疾病診斷；評估提示風險較高者，應前往醫療機構進一步檢查。',
        },
      ],
    },
    medicalSoftware: {
      tab: '醫療資訊化軟件',
      heading: {
        title: '醫療資訊化軟件',
        lead: '連接設備、影像與醫生，讓眼科數據在院內外順暢流轉。',
      },
      list: [
        {
          icon: 'pacs',
          title: '眼科 PACS',
          content: '統一存儲與調閱眼底照相、OCT 等眼科影像，支持對比閱片與結構化報告。',
        },
        {
          icon: 'emr',
          title: '眼科電子病歷',
          content: '面向眼科門診的專科病歷模板，記錄檢查、診斷與隨訪，減少重複錄入。',
        },
        {
          icon: 'consultation',
          title: '遠程會診平台',
          content: '基層機構上傳影像，上級醫院眼科醫生遠程閱片與會診，讓患者在家門口獲得專科意見。',
        },
      ],
      regulatory: [{ label: '使用對象', text: '供醫療機構及其醫務人員使用。' }],
    },
    myopia: {
      tab: '近視防控',
      heading: {
        title: '近視防控',
        lead: '面向兒童青少年的視覺康復設備與訓練軟件，在醫生指導下使用。',
      },
      products: [
        {
          tag: '視覺康復',
          title: '視覺康復（光療）設備',
          content:
            '用於兒童青少年近視防控的光療康復設備，按醫生或視光師制定的方案在家或門診使用，使用記錄可同步給專業人員隨訪。',
          points: ['按處方方案使用', '使用記錄自動同步', '配合定期複查評估效果'],
          image: {
            ...ASSETS.illustrations.myopiaLightTherapyDevice,
            alt: '雙目式視覺康復光療設備',
          },
          regulatory: [
            { label: '預期用途', text: '用於兒童青少年近視的輔助防控。' },
            { label: '使用要求', text: '須在眼科醫生或視光專業人員的評估與指導下使用。' },
          ],
        },
        {
          tag: '視覺訓練',
          title: '斜弱視視覺訓練軟件',
          content:
            '以遊戲化的視覺訓練任務幫助斜視、弱視兒童進行雙眼視功能訓練，訓練強度與進度由專業人員設定並跟蹤。',
          points: [
            '遊戲化訓練，提高依從性',
            '專業人員設定方案與進度',
            '訓練數據可視化，便於複診評估',
          ],
          image: {
            url: assetUrl(visionTrainingSvg),
            width: 480,
            height: 360,
            alt: '平板屏幕上的視覺訓練遊戲與紅藍訓練眼鏡',
          },
          regulatory: [
            { label: '預期用途', text: '用於斜視、弱視患者的視功能訓練。' },
            { label: '使用要求', text: '須在眼科醫生或視光專業人員的評估與指導下使用。' },
          ],
        },
      ],
    },
    languageModel: {
      tab: '醫療大模型',
      heading: {
        title: '醫療大模型',
        lead: '以眼科與慢性病知識訓練的醫療大語言模型，服務醫生與患者。',
      },
      audiences: [
        {
          icon: 'doctor',
          title: '為醫生',
          points: [
            '整理病歷與檢查結果，起草結構化報告',
            '檢索指南與文獻要點，輔助臨床決策',
            '解讀 AI 篩查結果，生成患者隨訪提醒',
          ],
        },
        {
          icon: 'patient',
          title: '為患者',
          points: [
            '用通俗語言解釋篩查報告中的名詞',
            '提供慢性病與眼健康的生活方式知識',
            '提醒複查時間，建議何時就醫',
          ],
        },
      ],
      intendedUse: {
        title: '預期用途',
        text: '醫療大模型為醫療專業人員提供臨床決策支持，為患者提供健康資訊。它不作出診斷，不替代醫生的判斷與面診。',
        notes: [
          '面向醫生的功能供醫療專業人員使用，輸出內容須經醫生審核。',
          '面向患者的內容僅為健康科普資訊；如有不適，請及時就醫。',
        ],
      },
    },
  },
};
