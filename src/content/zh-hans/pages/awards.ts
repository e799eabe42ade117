import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: { title: '公司荣誉', description: '视瞳科技获得的行业荣誉与资质认证。' },
  heading: { title: '公司荣誉', lead: '每一份认可，都来自严谨的临床与产品实践。' },
  sections: {
    honours: {
      title: '资质与荣誉',
      lead: '按年份查看行业协会、政府部门、认证机构、学术组织和媒体给予的认可。',
    },
  },
  filter: {
    label: '按年份筛选',
    all: '全部',
    count: '共 {count} 项',
    issuerLine: '颁发方：{issuer}',
  },
  items: [
    { year: 2025, title: '年度科技创新企业', issuer: '媒体' },
    { year: 2024, title: '医疗大模型创新应用奖', issuer: '学术组织' },
    { year: 2024, title: '基层医疗信息化优秀解决方案', issuer: '行业协会' },
    { year: 2023, title: '人工智能医疗器械创新应用案例', issuer: '政府部门' },
    { year: 2023, title: '年度 ESG 实践案例', issuer: '媒体' },
    { year: 2022, title: '数字健康优秀实践案例', issuer: '行业协会' },
    { year: 2022, title: '信息安全管理体系认证（ISO/IEC 27001）', issuer: '认证机构' },
    { year: 2021, title: '专精特新中小企业', issuer: '政府部门' },
    { year: 2021, title: '年度最具影响力医疗科技企业', issuer: '媒体' },
    { year: 2020, title: '优秀创新医疗器械产品', issuer: '行业协会' },
    { year: 2019, title: '医疗器械质量管理体系认证（ISO 13485）', issuer: '认证机构' },
    { year: 2018, title: '高新技术企业', issuer: '政府部门' },
    { year: 2018, title: '年度医疗 AI 优秀应用案例', issuer: '媒体' },
    { year: 2017, title: '医疗人工智能创新企业', issuer: '行业协会' },
  ],
};
