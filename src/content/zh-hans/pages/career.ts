import careerActivitiesSvg from '../../../assets/illustrations/career-activities.svg?url&no-inline';
import careerLearningSvg from '../../../assets/illustrations/career-learning.svg?url&no-inline';
import careerWorkspaceSvg from '../../../assets/illustrations/career-workspace.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { CareerContent } from '../../types';

const svg = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: CareerContent = {
  meta: {
    title: '加入我们',
    description: '加入视瞳科技：视觉算法、市场、产品与医学注册岗位，与我们一起让健康无处不在。',
  },
  heading: { title: '加入我们', lead: '和我们一起，让健康无处不在。' },
  sections: {
    values: { eyebrow: '我们相信', title: '核心价值观' },
    life: { title: '视瞳生活', lead: '工作环境与文化活动' },
    benefits: { eyebrow: '我们提供', title: '福利待遇' },
    positions: {
      eyebrow: '开放岗位',
      title: '招聘岗位',
      lead: '四类岗位，欢迎投递简历。',
    },
  },
  values: [
    {
      icon: 'heart',
      title: '患者为先',
      desc: '每一份报告背后都是一个人的健康。我们做的每个决定，都先问它对患者是否有益。',
    },
    {
      icon: 'shield',
      title: '严谨可信',
      desc: '医疗器械容不得侥幸。我们以临床证据说话，以质量体系约束自己。',
    },
    {
      icon: 'lightbulb',
      title: '持续创新',
      desc: '从一张眼底照片出发，不断拓展人工智能在健康领域的边界。',
    },
    {
      icon: 'users',
      title: '开放协作',
      desc: '算法、产品、医学与市场团队紧密配合，与医生和合作伙伴一起解决真实问题。',
    },
  ],
  life: [
    {
      title: '工作环境',
      desc: '明亮开放的办公空间，配备高性能计算资源与完善的数据安全设施，让专注成为日常。',
      illustration: {
        image: svg(careerWorkspaceSvg),
        alt: '开放式办公区，同事在显示器前查看眼底图像与数据图表',
      },
    },
    {
      title: '文化活动',
      desc: '团队徒步、年度团建与节日活动，让不同城市的同事彼此熟悉。',
      illustration: { image: svg(careerActivitiesSvg), alt: '同事们在山间徒步，举旗庆祝到达山顶' },
    },
    {
      title: '学习分享',
      desc: '每周技术分享与医学讲座，工程师与医学同事互相学习。',
      illustration: {
        image: svg(careerLearningSvg),
        alt: '同事在会议室讲解眼底图像分析，其他同事聆听',
      },
    },
  ],
  benefits: [
    {
      icon: 'briefcase',
      title: '五险一金',
      desc: '依法缴纳社会保险与住房公积金，另有补充商业医疗保险。',
    },
    { icon: 'calendar', title: '带薪假期', desc: '法定假期之外，另有带薪年假与节日福利。' },
    { icon: 'graduation', title: '成长培训', desc: '入职培训、导师制度与外部学习支持。' },
    { icon: 'eye', title: '健康关怀', desc: '年度体检，包括眼底检查。' },
    { icon: 'coffee', title: '办公福利', desc: '零食饮品、下午茶与弹性工作时间。' },
    { icon: 'target', title: '激励机制', desc: '绩效奖金，核心员工可参与长期激励计划。' },
  ],
  positions: {
    algorithm: {
      title: '视觉算法类',
      desc: '深度学习、医学图像分析与模型工程化。',
    },
    marketing: {
      title: '市场类',
      desc: '面向医院、体检中心与合作伙伴的市场推广和品牌传播。',
    },
    product: {
      title: '产品类',
      desc: '医疗软件与硬件产品的规划、设计与交付。',
    },
    medical: {
      title: '医学注册类',
      desc: '临床研究、医学事务与医疗器械注册。',
    },
  },
  positionsLink: '查看岗位',
};
