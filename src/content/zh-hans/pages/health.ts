import { ASSETS } from '../../../config/assets';
import type { ServiceContent } from '../../types';

export const content: ServiceContent = {
  meta: {
    title: '健康管理',
    description: '为保险公司、药店与政府项目提供视网膜健康风险评估，把慢病筛查带进日常。',
  },
  heading: { title: '健康管理', lead: '服务保险、药店与政府公共卫生项目。' },
  intro: {
    heading: { title: '服务介绍' },
    icon: 'heart',
    iconTitle: '面向健康管理',
    iconDesc: '把慢病风险筛查带到人们身边',
    titleContent: [
      '一张视网膜照片可以提示心脑血管疾病、高血压、糖尿病等慢病风险。我们为保险公司、药店与政府公共卫生项目提供拍摄设备、风险评估与报告服务，让筛查走出医院，走进日常生活。',
      '评估结果以通俗易懂的报告交付，并给出就医与生活方式建议；风险较高的人群会被建议及时就医。',
    ],
    image: { ...ASSETS.illustrations.portableFundusCamera, alt: '便携式眼底相机' },
  },
  advantages: {
    heading: { title: '服务优势' },
    list: [
      {
        icon: 'speed',
        itemTitle: '无创快速',
        itemDesc: '约一分钟完成拍照，无需抽血与注射，受检者易于接受。',
      },
      {
        icon: 'heart',
        itemTitle: '多病种风险',
        itemDesc: '一次拍照评估多种慢病风险，帮助发现需要关注的人群。',
      },
      {
        icon: 'report',
        itemTitle: '报告易懂',
        itemDesc: '分级呈现风险并附建议，受检者在手机上即可查看。',
      },
      {
        icon: 'shield',
        itemTitle: '数据安全',
        itemDesc: '影像与报告按医疗数据要求加密存储与传输，严格控制访问权限。',
      },
    ],
  },
  successes: {
    heading: { title: '成功案例' },
    caseList: [
      { value: 40, suffix: '+', label: '家保险公司', source: '截至 2022 年 12 月 31 日' },
      { value: 5, suffix: '+', label: '个政府项目', source: '截至 2022 年 12 月 31 日' },
      { value: 700, suffix: '+', label: '家药店', source: '截至 2022 年 12 月 31 日' },
    ],
  },
  scenarios: {
    heading: { title: '应用场景' },
    banners: [
      {
        title: '保险',
        desc: '为投保人提供视网膜健康评估，支持健康管理服务与客户关怀。',
        image: ASSETS.illustrations.sceneInsurer,
      },
      {
        title: '政府公共卫生项目',
        desc: '配合慢病防控与居民健康筛查项目，在社区开展规模化的视网膜筛查。',
        image: ASSETS.illustrations.sceneGovernment,
      },
      {
        title: '药店',
        desc: '在购药时完成一分钟拍照，为慢病人群提供便捷的健康风险评估。',
        image: ASSETS.illustrations.scenePharmacy,
      },
    ],
  },
  cta: {
    title: '与我们合作开展健康管理',
    text: '无论是保险服务、药店会员还是公共卫生项目，我们都可以一起设计方案。',
    link: { label: '联系我们', href: '/contact' },
  },
};
