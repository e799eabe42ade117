import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: { title: '公司榮譽', description: '視瞳科技獲得的行業榮譽與資質認證。' },
  heading: { title: '公司榮譽', lead: '每一份認可，都來自嚴謹的臨床與產品實踐。' },
  sections: {
    honours: {
      title: '資質與榮譽',
      lead: '按年份查看行業協會、政府部門、認證機構、學術組織和媒體給予的認可。',
    },
  },
  filter: {
    label: '按年份篩選',
    all: '全部',
    count: '共 {count} 項',
    issuerLine: '頒發方：{issuer}',
  },
  items: [
    { year: 2025, title: '年度科技創新企業', issuer: '媒體' },
    { year: 2024, title: '醫療大模型創新應用獎', issuer: '學術組織' },
    { year: 2024, title: '基層醫療資訊化優秀解決方案', issuer: '行業協會' },
    { year: 2023, title: '人工智能醫療器械創新應用案例', issuer: '政府部門' },
    { year: 2023, title: '年度 ESG 實踐案例', issuer: '媒體' },
    { year: 2022, title: '數字健康優秀實踐案例', issuer: '行業協會' },
    { year: 2022, title: '資訊安全管理體系認證（ISO/IEC 27001）', issuer: '認證機構' },
    { year: 2021, title: '專精特新中小企業', issuer: '政府部門' },
    { year: 2021, title: '年度最具影響力醫療科技企業', issuer: '媒體' },
    { year: 2020, title: '優秀創新醫療器械產品', issuer: '行業協會' },
    { year: 2019, title: '醫療器械質量管理體系認證（ISO 13485）', issuer: '認證機構' },
    { year: 2018, title: '高新技術企業', issuer: '政府部門' },
    { year: 2018, title: '年度醫療 AI 優秀應用案例', issuer: '媒體' },
    { year: 2017, title: '醫療人工智能創新企業', issuer: '行業協會' },
  ],
};
