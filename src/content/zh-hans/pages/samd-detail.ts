import { ASSETS } from '../../../config/assets';
import type { SamdDetailContent } from '../../types';

export const content: SamdDetailContent = {
  meta: {
    title: '糖尿病视网膜病变筛查软件',
    description:
      '国内首个获得三类医疗器械注册证的糖尿病视网膜病变筛查软件，临床试验灵敏度 91.75%，特异度 93.1%。',
  },
  heading: {
    eyebrow: '三类医疗器械',
    title: '糖尿病视网膜病变筛查软件',
    lead: '国内首个获得国家药品监督管理局三类医疗器械注册证的同类产品。',
  },
  heroImage: { ...ASSETS.illustrations.fundus, alt: '带有血管分布的视网膜（眼底）图像示意' },
  overview: {
    heading: { title: '产品概述' },
    paragraphs: [
      '糖尿病视网膜病变是糖尿病常见的微血管并发症，早期往往没有症状。定期眼底检查能够及早发现病变，但许多地区缺少能够阅片的眼科医生。',
      '糖网筛查软件分析彩色眼底照片，判断是否存在需要转诊的糖尿病视网膜病变，让医院、基层医疗机构与体检中心都能开展规范的眼底筛查，并把需要治疗的患者及时转诊给眼科医生。',
    ],
  },
  workflow: {
    heading: { title: '筛查流程', lead: '从拍摄到报告，整个过程只需几分钟。' },
    steps: [
      {
        title: '拍摄眼底照片',
        content: '使用便携式或台式眼底相机，约一分钟完成双眼视网膜拍照。',
        images: [
          { ...ASSETS.illustrations.portableFundusCamera, alt: '便携式眼底相机' },
          { ...ASSETS.illustrations.desktopFundusCamera, alt: '台式眼底相机' },
        ],
      },
      {
        title: 'AI 分析',
        content: '照片自动上传，软件评估图像质量并识别糖尿病视网膜病变的特征性改变。',
        images: [{ ...ASSETS.illustrations.fundus, alt: 'AI 分析中的视网膜图像' }],
      },
      {
        title: '生成报告',
        content: '筛查结果与转诊建议以报告形式提供给医生，并可发送到受检者的手机。',
        images: [
          { ...ASSETS.illustrations.reportOnTablet, alt: '平板电脑上的筛查报告' },
          { ...ASSETS.illustrations.reportOnPhone, alt: '手机上的筛查报告' },
        ],
      },
    ],
  },
  indications: {
    heading: { title: '适用范围' },
    intendedUse: {
      label: '预期用途',
      text: '用于辅助医务人员对已确诊糖尿病的成年患者的彩色眼底照片进行糖尿病视网膜病变筛查，提示是否需要转诊至眼科。',
    },
    list: [
      '适用人群：已确诊糖尿病的成年人',
      '输入：符合质量要求的彩色眼底照片',
      '输出：是否存在需转诊的糖尿病视网膜病变及转诊建议',
      '使用者：医疗专业人员',
    ],
    cautions: {
      title: '注意事项',
      list: [
        '筛查结果不能替代眼科医生的全面检查与诊断。',
        '图像质量不足时，软件会提示重新拍摄。',
        '软件不用于评估糖尿病视网膜病变以外的其他眼病。',
      ],
    },
  },
  performance: {
    heading: { title: '临床表现', lead: '注册临床试验中的结果。' },
    figures: [
      { value: 91.75, decimals: 2, suffix: '%', label: '灵敏度', source: '注册临床试验' },
      { value: 93.1, decimals: 1, suffix: '%', label: '特异度', source: '注册临床试验' },
    ],
    note: '灵敏度指确有需转诊病变的受检者中被软件正确识别的比例；特异度指没有此类病变的受检者中被正确判断为阴性的比例。',
  },
  certification: {
    heading: { title: '注册认证' },
    paragraphs: [
      '本产品获得国家药品监督管理局颁发的三类医疗器械注册证，是国内首个获此认证的糖尿病视网膜病变筛查软件。三类医疗器械是我国风险管理要求最高的一类，需要经过临床试验与严格的技术审评。',
    ],
    points: ['三类医疗器械注册证', '国内同类产品首个获证', '经注册临床试验验证'],
  },
  deployment: {
    heading: { title: '部署场景', lead: '一台眼底相机加上筛查软件，就能在不同场所开展眼底筛查。' },
    list: [
      {
        icon: 'hospital',
        title: '医院',
        content: '内分泌科、眼科与体检科室的糖尿病患者眼底筛查。',
      },
      {
        icon: 'primaryCare',
        title: '基层医疗机构',
        content: '社区卫生服务中心与乡镇卫生院的慢病随访。',
      },
      { icon: 'checkup', title: '体检中心', content: '把眼底筛查纳入常规体检项目。' },
      { icon: 'pharmacy', title: '药店', content: '在购药场景中为糖尿病人群提供筛查服务。' },
      { icon: 'optometry', title: '视光中心', content: '为顾客提供验光之外的眼底健康检查。' },
    ],
  },
  cta: {
    title: '在您的机构开展糖网筛查',
    text: '告诉我们您的场景与需求，我们的团队会与您联系。',
    link: { label: '联系我们', href: '/contact' },
  },
};
