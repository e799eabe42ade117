import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '眼健康',
    description: '为视光中心提供视网膜拍照与 AI 分析服务，守护每一位顾客的眼健康。',
  },
  heading: { title: '眼健康', lead: '服务视光中心，让眼健康检查更专业。' },
  intro: {
    heading: { title: '服务介绍' },
    icon: 'optometry',
    iconTitle: '面向视光中心',
    iconDesc: '验光之外，再多看一眼眼底',
    titleContent: [
      '视光中心是很多人最常去的眼健康场所。我们提供台式眼底相机与 AI 分析服务，在验光配镜的同时完成眼底检查，帮助发现需要到医院进一步检查的顾客。',
      '配合近视防控设备与视觉训练软件，视光中心可以为儿童青少年提供更完整的近视管理服务。',
    ],
    image: { ...ASSETS.illustrations.desktopFundusCamera, alt: '台式眼底相机' },
  },
  advantages: {
    heading: { title: '服务优势' },
    list: [
      {
        icon: 'camera',
        itemTitle: '操作简单',
        itemDesc: '自动对焦与拍摄，门店员工经过简单培训即可操作。',
      },
      {
        icon: 'ai',
        itemTitle: 'AI 分析',
        itemDesc: '数分钟内给出眼底分析结果，发现异常时建议顾客到医院就诊。',
      },
      {
        icon: 'training',
        itemTitle: '近视管理',
        itemDesc: '光疗康复设备与视觉训练软件，在专业人员指导下使用。',
      },
      {
        icon: 'report',
        itemTitle: '顾客报告',
        itemDesc: '报告直接发送到顾客手机，便于保存与复查对比。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 1100, suffix: '+', label: '家视光中心', source: '截至 2022 年 12 月 31 日' },
      { value: 3000, suffix: '万+', label: '人次累计服务用户', source: '截至 2024 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '应用场景' },
    banners: [
      {
        title: '门店眼底检查',
        desc: '验光时顺带完成视网膜拍照，为顾客提供更全面的眼健康检查。',
        image: ASSETS.illustrations.sceneOptometry,
      },
      {
        title: '儿童青少年近视管理',
        desc: '在眼科医生或视光师指导下，使用光疗康复设备与视觉训练软件，并定期复查。',
        image: ASSETS.illustrations.myopiaLightTherapyDevice,
      },
      {
        title: '报告与随访',
        desc: '顾客在手机上查看报告，门店按建议提醒复查，需要时建议到医院就诊。',
        image: ASSETS.illustrations.reportOnTablet,
      },
    ],
  },
  cta: {
    title: '让您的视光中心提供眼底检查',
    text: '联系我们，了解设备、软件与培训方案。',
    link: { label: '联系我们', href: '/contact' },
  },
};
