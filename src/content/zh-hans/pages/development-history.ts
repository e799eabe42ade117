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
        content: '公司成立，组建医学与算法团队，开始研究用人工智能分析视网膜影像。',
      },
      { month: 10, position: 'right', content: '与首批合作医院共同制定眼底影像标注与质控规范。' },
    ],
    image: image(illustrations.fundus),
  },
  {
    year: 2016,
    lines: [
      {
        month: 5,
        position: 'right',
        content: '完成第一版眼底影像 AI 分析模型，可识别糖尿病视网膜病变。',
      },
      { month: 11, position: 'left', content: '在合作医院开展回顾性验证研究，持续优化模型。' },
    ],
    image: image(illustrations.reportOnTablet),
  },
  {
    year: 2017,
    lines: [
      {
        month: 4,
        position: 'left',
        content: '启动视网膜健康风险评估研究，探索从眼底照片评估高血压、糖尿病等慢性病风险。',
      },
      { month: 9, position: 'right', content: '视网膜 AI 筛查服务进入首批体检中心。' },
    ],
    image: image(illustrations.sceneCheckupCentre),
  },
  {
    year: 2018,
    lines: [
      { month: 3, position: 'right', content: '糖尿病视网膜病变筛查软件启动多中心临床试验。' },
      { month: 10, position: 'left', content: '推出眼科影像归档与通信系统（PACS）。' },
    ],
    image: image(illustrations.sceneHospital),
  },
  {
    year: 2019,
    lines: [
      { month: 6, position: 'left', content: '临床试验完成：敏感性 91.75%，特异性 93.1%。' },
      {
        month: 9,
        position: 'right',
        content: '推出便携式眼底相机，把筛查带到基层医疗机构和药店。',
      },
    ],
    image: image(illustrations.portableFundusCamera),
  },
  {
    year: 2020,
    lines: [
      {
        position: 'right',
        content: '糖尿病视网膜病变筛查软件获得三类医疗器械注册证，是国内首个获此证书的同类产品。',
      },
      {
        month: 10,
        position: 'left',
        content: '远程会诊平台上线，连接基层机构与上级医院的眼科医生。',
      },
    ],
    image: image(illustrations.reportOnPhone),
  },
  {
    year: 2021,
    lines: [
      { month: 5, position: 'left', content: '推出青光眼与白内障辅助检测软件。' },
      { position: 'right', content: '在香港上市，股票代码 02251.HK。' },
    ],
    image: scene(listingSvg),
  },
  {
    year: 2022,
    lines: [
      { month: 3, position: 'right', content: '上市后首次发布年度业绩，并举行业绩说明会。' },
      {
        month: 9,
        position: 'left',
        content: '与保险公司合作，为保险客户提供视网膜健康风险评估服务。',
      },
      {
        month: 12,
        position: 'right',
        content: '合作公立医院超过 700 家，视光中心超过 1100 家，药店超过 700 家。',
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
        content: '推出近视防控视觉康复（光疗）设备和斜弱视视觉训练软件。',
      },
      { month: 8, position: 'right', content: '推出台式眼底相机，眼科电子病历系统上线。' },
    ],
    image: image(illustrations.myopiaLightTherapyDevice),
  },
  {
    year: 2024,
    lines: [
      {
        month: 6,
        position: 'right',
        content: '发布医疗大模型，辅助医生解读眼底报告、撰写健康管理建议。',
      },
      {
        month: 12,
        position: 'left',
        content: '累计服务超过 3000 万人次，发现 95,830 名存在重大健康风险的人。',
      },
    ],
    image: scene(llmSvg),
  },
  {
    year: 2025,
    lines: [
      { month: 3, position: 'left', content: '医疗大模型在合作医疗机构开展试点应用。' },
      { month: 7, position: 'right', content: '视网膜健康风险评估服务进入更多社区与药店。' },
    ],
    image: image(illustrations.sceneGovernment),
  },
];

export const content: DevelopmentHistoryContent = {
  meta: {
    title: '发展历程',
    description: '从 2015 年创立到香港上市，视瞳科技在视网膜影像人工智能领域的每一步。',
  },
  heading: { title: '发展历程', lead: '2015 — 2025，每一年的关键一步。' },
  sections: { timeline: { title: '大事记' } },
  timelineLabel: '2015 年至 2025 年大事记',
  entries,
};
