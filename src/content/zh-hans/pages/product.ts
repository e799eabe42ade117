import type { ProductContent } from '../../types';

export const content: ProductContent = {
  meta: {
    title: '产品中心',
    description:
      '糖网筛查软件、青光眼与白内障辅助诊断软件、眼底相机、健康风险评估、眼科信息化软件、近视防控设备与医疗大模型。',
  },
  heading: { title: '产品中心', lead: '从拍摄、分析到管理，覆盖视网膜影像的完整链条。' },
  sections: {
    samd: {
      title: '医疗器械软件',
      lead: '糖尿病视网膜病变筛查软件，国内首个获得三类医疗器械注册证的同类产品；以及青光眼、白内障辅助诊断软件。',
    },
    hardware: { title: '硬件设备', lead: '便携式与台式眼底相机，一分钟完成视网膜拍照。' },
    riskAssessment: { title: '健康风险评估', lead: '从视网膜影像评估多种全身慢性病风险。' },
    medicalSoftware: { title: '医疗信息化软件', lead: '眼科 PACS、眼科电子病历与远程会诊平台。' },
    myopia: { title: '近视防控', lead: '视觉康复（光疗）设备与斜弱视视觉训练软件。' },
    languageModel: { title: '医疗大模型', lead: '面向医生与患者的眼科医疗大语言模型。' },
  },
};
