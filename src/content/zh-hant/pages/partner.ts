import { ASSETS, type VectorImage } from '../../../config/assets';
import type { PartnerContent } from '../../types';

const illustrations = ASSETS.illustrations;
/** Scene pictures of the partner wall: decorative, the titles say what they show. */
const scene = ({ url, width, height }: VectorImage) => ({ url, width, height });

export const content: PartnerContent = {
  meta: {
    title: '合作夥伴',
    description:
      '與醫院、體檢中心、保險公司、藥房、視光中心和政府項目攜手，把視網膜篩查帶到更多地方。',
  },
  heading: { title: '合作夥伴', lead: '與各行各業的夥伴一起，讓篩查觸手可及。' },
  sections: {
    experts: { title: '醫學專家說', lead: '來自臨床一線合作夥伴的聲音。' },
    partners: {
      title: '攜手同行的夥伴',
      lead: '在醫院、體檢中心、保險公司、藥房、視光中心和政府項目中，視網膜檢查正在走近更多人。',
    },
  },
  experts: [
    {
      quote:
        '眼底照片讓糖尿病患者的覆診多了一項簡單的檢查。AI 先做初篩，醫生可以把時間留給真正需要處理的病例。',
      role: '眼科主任，北京一所三甲醫院',
    },
    {
      quote:
        '很多高血壓、糖尿病患者並不了解自己的眼底情況。把視網膜檢查放進慢病隨訪，和患者溝通也更直觀。',
      role: '內分泌科主任醫師，上海一所三甲醫院',
    },
    {
      quote:
        '體檢客戶對拍一張眼底照片的接受度很高，報告同時提示全身健康風險，方便我們安排後續的健康管理。',
      role: '體檢中心醫學總監，廣州',
    },
    {
      quote: '我們中心沒有眼科醫生，遠程會診和 AI 輔助讓我們能把可疑病例及時轉到上級醫院。',
      role: '社區衛生服務中心全科醫生，成都',
    },
  ],
  categories: [
    {
      title: '醫院',
      count: '700+',
      text: '公立醫院把 AI 眼底篩查用於門診、住院和慢病管理；另有 50 餘家基層醫療機構開展篩查。',
      image: scene(illustrations.sceneHospital),
    },
    {
      title: '體檢中心',
      count: '160+',
      text: '把一分鐘視網膜拍照納入體檢項目，報告提示眼部疾病與全身健康風險。',
      image: scene(illustrations.sceneCheckupCentre),
    },
    {
      title: '保險公司',
      count: '40+',
      text: '為保險客戶提供視網膜健康風險評估，支援健康管理服務。',
      image: scene(illustrations.sceneInsurer),
    },
    {
      title: '藥房',
      count: '700+',
      text: '在社區藥房開展視網膜篩查，讓檢查離家更近。',
      image: scene(illustrations.scenePharmacy),
    },
    {
      title: '視光中心',
      count: '1100+',
      text: '為兒童青少年建立眼底與視力檔案，支援近視防控。',
      image: scene(illustrations.sceneOptometry),
    },
    {
      title: '政府項目',
      count: '5+',
      text: '參與公共衛生篩查項目，把視網膜檢查帶到基層和社區。',
      image: scene(illustrations.sceneGovernment),
    },
  ],
  countsNote: '合作機構數量截至 2022 年 12 月 31 日。',
  cta: { text: '希望把視網膜篩查帶到您的機構？', link: { label: '聯絡我們', href: '/contact' } },
};
