import { ASSETS, type VectorImage } from '../../../config/assets';
import type { PartnerContent } from '../../types';

const illustrations = ASSETS.illustrations;
/** Scene pictures of the partner wall: decorative, the titles say what they show. */
const scene = ({ url, width, height }: VectorImage) => ({ url, width, height });

export const content: PartnerContent = {
  meta: {
    title: '合作伙伴',
    description:
      '与医院、体检中心、保险公司、药店、视光中心和政府项目携手，把视网膜筛查带到更多地方。',
  },
  heading: { title: '合作伙伴', lead: '与各行各业的伙伴一起，让筛查触手可及。' },
  sections: {
    experts: { title: '医学专家说', lead: '来自临床一线合作伙伴的声音。' },
    partners: {
      title: '携手同行的伙伴',
      lead: '在医院、体检中心、保险公司、药店、视光中心和政府项目中，视网膜检查正在走近更多人。',
    },
  },
  experts: [
    {
      quote:
        '眼底照片让糖尿病患者的复诊多了一项简单的检查。AI 先做初筛，医生可以把时间留给真正需要处理的病例。',
      role: '眼科主任，北京某三甲医院',
    },
    {
      quote:
        '很多高血压、糖尿病患者并不了解自己的眼底情况。把视网膜检查放进慢病随访，和患者沟通也更直观。',
      role: '内分泌科主任医师，上海某三甲医院',
    },
    {
      quote:
        '体检客户对拍一张眼底照片的接受度很高，报告同时提示全身健康风险，方便我们安排后续的健康管理。',
      role: '体检中心医学总监，广州',
    },
    {
      quote: '我们中心没有眼科医生，远程会诊和 AI 辅助让我们能把可疑病例及时转到上级医院。',
      role: '社区卫生服务中心全科医生，成都',
    },
  ],
  categories: [
    {
      title: '医院',
      count: '700+',
      text: '公立医院把 AI 眼底筛查用于门诊、住院和慢病管理；另有 50 余家基层医疗机构开展筛查。',
      image: scene(illustrations.sceneHospital),
    },
    {
      title: '体检中心',
      count: '160+',
      text: '把一分钟视网膜拍照纳入体检项目，报告提示眼部疾病与全身健康风险。',
      image: scene(illustrations.sceneCheckupCentre),
    },
    {
      title: '保险公司',
      count: '40+',
      text: '为保险客户提供视网膜健康风险评估，支持健康管理服务。',
      image: scene(illustrations.sceneInsurer),
    },
    {
      title: '药店',
      count: '700+',
      text: '在社区药店开展视网膜筛查，让检查离家更近。',
      image: scene(illustrations.scenePharmacy),
    },
    {
      title: '视光中心',
      count: '1100+',
      text: '为儿童青少年建立眼底与视力档案，支持近视防控。',
      image: scene(illustrations.sceneOptometry),
    },
    {
      title: '政府项目',
      count: '5+',
      text: '参与公共卫生筛查项目，把视网膜检查带到基层和社区。',
      image: scene(illustrations.sceneGovernment),
    },
  ],
  countsNote: '合作机构数量截至 2022 年 12 月 31 日。',
  cta: { text: '希望把视网膜筛查带到您的机构？', link: { label: '联系我们', href: '/contact' } },
};
