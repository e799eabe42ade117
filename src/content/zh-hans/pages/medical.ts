import primaryCareSvg from '../../../assets/illustrations/scene-primary-care.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '医疗服务',
    description: '为医院与基层医疗机构提供视网膜 AI 筛查，让医生更早发现眼病与全身疾病风险。',
  },
  heading: { title: '医疗服务', lead: '为医生提供可靠的视网膜 AI 辅助诊断。' },
  intro: {
    heading: { title: '服务介绍' },
    icon: 'doctor',
    iconTitle: '面向医生',
    iconDesc: '让每一家医疗机构都能开展规范的眼底筛查',
    titleContent: [
      '我们为医院、基层医疗机构与体检中心提供眼底相机、AI 辅助诊断软件与信息化系统的一体化方案。非眼科人员经过简单培训即可完成拍摄，AI 在数分钟内给出筛查结果与转诊建议。',
      '需要进一步诊治的患者可通过远程会诊与转诊通道，及时得到上级医院眼科医生的意见。',
    ],
    image: { ...ASSETS.illustrations.reportOnTablet, alt: '平板电脑上显示的眼底筛查报告' },
  },
  advantages: {
    heading: { title: '服务优势' },
    list: [
      {
        icon: 'shield',
        itemTitle: '获证可靠',
        itemDesc: '糖网筛查软件获得三类医疗器械注册证，临床试验灵敏度 91.75%、特异度 93.1%。',
      },
      {
        icon: 'speed',
        itemTitle: '快速便捷',
        itemDesc: '一分钟完成视网膜拍照，数分钟内生成报告，不打乱门诊节奏。',
      },
      {
        icon: 'primaryCare',
        itemTitle: '基层可用',
        itemDesc: '自动对焦与拍摄引导，让没有眼科背景的医护人员也能上手。',
      },
      {
        icon: 'network',
        itemTitle: '转诊闭环',
        itemDesc: '远程会诊平台连接基层与上级医院，让阳性患者及时得到诊治。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 700, suffix: '+', label: '家公立医院', source: '截至 2022 年 12 月 31 日' },
      { value: 50, suffix: '+', label: '家基层医疗机构', source: '截至 2022 年 12 月 31 日' },
      { value: 160, suffix: '+', label: '家体检中心', source: '截至 2022 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '应用场景' },
    banners: [
      {
        title: '医院',
        desc: '在内分泌科、眼科与体检科室开展糖尿病患者眼底筛查，AI 初筛帮助眼科医生聚焦需要诊治的患者。',
        image: ASSETS.illustrations.sceneHospital,
      },
      {
        title: '基层医疗机构',
        desc: '社区卫生服务中心在慢病随访中完成眼底拍照，AI 给出结果，需要时转诊至上级医院。',
        image: { url: assetUrl(primaryCareSvg), width: 480, height: 360 },
      },
      {
        title: '体检中心',
        desc: '把视网膜拍照纳入体检套餐，一分钟拍照，报告与体检结果一同交付。',
        image: ASSETS.illustrations.sceneCheckupCentre,
      },
    ],
  },
  cta: {
    title: '为您的机构引入视网膜 AI 筛查',
    text: '告诉我们您的科室与需求，我们会为您设计合适的方案。',
    link: { label: '联系我们', href: '/contact' },
  },
};
