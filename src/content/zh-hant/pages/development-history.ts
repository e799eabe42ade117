import llmSvg from '../../../assets/illustrations/medical-llm.svg?url&no-inline';
import listingSvg from '../../../assets/illustrations/milestone-listing.svg?url&no-inline';
import { ASSETS, assetUrl, type VectorImage } from '../../../config/assets';
import type { DevelopmentHistoryContent, HistoryEntry } from '../../types';

const illustrations = ASSETS.illustrations;
/** The picture at the bottom of a year: decorative, the year's lines say what happened. */
const image = ({ url, width, height }: VectorImage) => ({ url, width, height });
const scene = (url: string) => image({ url: assetUrl(url), width: 480, height: 360 });

const entries: HistoryEntry[] = [
  {
    year: 2015,
    lines: [
      {
        position: 'left',
        content: '公司成立，組建醫學與算法團隊，開始研究用人工智能分析視網膜影像。',
      },
      { month: 10, position: 'right', content: '與首批合作醫院共同制定眼底影像標註與質控規範。' },
    ],
    image: image(illustrations.fundus),
  },
  {
    year: 2016,
    lines: [
      {
        month: 5,
        position: 'right',
        content: '完成第一版眼底影像 AI 分析模型，可識別糖尿病視網膜病變。',
      },
      { month: 11, position: 'left', content: '在合作醫院開展回顧性驗證研究，持續優化模型。' },
    ],
    image: image(illustrations.reportOnTablet),
  },
  {
    year: 2017,
    lines: [
      {
        month: 4,
        position: 'left',
        content: '啟動視網膜健康風險評估研究，探索從眼底照片評估高血壓、糖尿病等慢性病風險。',
      },
      { month: 9, position: 'right', content: '視網膜 AI 篩查服務進入首批體檢中心。' },
    ],
    image: image(illustrations.sceneCheckupCentre),
  },
  {
    year: 2018,
    lines: [
      { month: 3, position: 'right', content: '糖尿病視網膜病變篩查軟件啟動多中心臨床試驗。' },
      { month: 10, position: 'left', content: '推出眼科影像歸檔與通訊系統（PACS）。' },
    ],
    image: image(illustrations.sceneHospital),
  },
  {
    year: 2019,
    lines: [
      { month: 6, position: 'left', content: '臨床試驗完成：敏感性 91.75%，特異性 93.1%。' },
      {
        month: 9,
        position: 'right',
        content: '推出便攜式眼底相機，把篩查帶到基層醫療機構和藥房。',
      },
    ],
    image: image(illustrations.portableFundusCamera),
  },
  {
    year: 2020,
    lines: [
      {
        position: 'right',
        content: '糖尿病視網膜病變篩查軟件獲得三類醫療器械註冊證，是國內首個獲此證書的同類產品。',
      },
      {
        month: 10,
        position: 'left',
        content: '遠程會診平台上線，連接基層機構與上級醫院的眼科醫生。',
      },
    ],
    image: image(illustrations.reportOnPhone),
  },
  {
    year: 2021,
    lines: [
      { month: 5, position: 'left', content: '推出青光眼與白內障輔助檢測軟件。' },
      { position: 'right', content: '在香港上市，股票代號 02251.HK。' },
    ],
    image: scene(listingSvg),
  },
  {
    year: 2022,
    lines: [
      { month: 3, position: 'right', content: '上市後首次發佈年度業績，並舉行業績說明會。' },
      {
        month: 9,
        position: 'left',
        content: '與保險公司合作，為保險客戶提供視網膜健康風險評估服務。',
      },
      {
        month: 12,
        position: 'right',
        content: '合作公立醫院超過 700 家，視光中心超過 1100 家，藥房超過 700 家。',
      },
    ],
    image: image(illustrations.sceneInsurer),
  },
  {
    year: 2023,
    lines: [
      {
        month: 4,
        position: 'left',
        content: '推出近視防控視覺康復（光療）設備和斜弱視視覺訓練軟件。',
      },
      { month: 8, position: 'right', content: '推出桌上型眼底相機，眼科電子病歷系統上線。' },
    ],
    image: image(illustrations.myopiaLightTherapyDevice),
  },
  {
    year: 2024,
    lines: [
      {
        month: 6,
        position: 'right',
        content: '發佈醫療大模型，輔助醫生解讀眼底報告、撰寫健康管理建議。',
      },
      {
        month: 12,
        position: 'left',
        content: '累計服務超過 3000 萬人次，發現 95,830 名存在重大健康風險的人。',
      },
    ],
    image: scene(llmSvg),
  },
  {
    year: 2025,
    lines: [
      { month: 3, position: 'left', content: '醫療大模型在合作醫療機構開展試點應用。' },
      { month: 7, position: 'right', content: '視網膜健康風險評估服務進入更多社區與藥房。' },
    ],
    image: image(illustrations.sceneGovernment),
  },
];

export const content: DevelopmentHistoryContent = {
  meta: {
    title: '發展歷程',
    description: '從 2015 年創立到香港上市，視瞳科技在視網膜影像人工智能領域的每一步。',
  },
  heading: { title: '發展歷程', lead: '2015 — 2025，每一年的關鍵一步。' },
  sections: { timeline: { title: '大事記' } },
  timelineLabel: '2015 年至 2025 年大事記',
  entries,
};
