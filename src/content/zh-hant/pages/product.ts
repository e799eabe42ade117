import type { ProductContent } from '../../types';

export const content: ProductContent = {
  meta: {
    title: '產品中心',
    description:
      '糖網篩查軟件、青光眼與白內障輔助診斷軟件、眼底相機、健康風險評估、眼科資訊化軟件、近視防控設備與醫療大模型。',
  },
  heading: { title: '產品中心', lead: '從拍攝、分析到管理，涵蓋視網膜影像的完整鏈條。' },
  sections: {
    samd: {
      title: '醫療器械軟件',
      lead: '糖尿病視網膜病變篩查軟件，國內首個獲得三類醫療器械註冊證的同類產品；以及青光眼、白內障輔助診斷軟件。',
    },
    hardware: { title: '硬件設備', lead: '便攜式與台式眼底相機，一分鐘完成視網膜拍照。' },
    riskAssessment: { title: '健康風險評估', lead: '從視網膜影像評估多種全身慢性病風險。' },
    medicalSoftware: { title: '醫療資訊化軟件', lead: '眼科 PACS、眼科電子病歷與遙距會診平台。' },
    myopia: { title: '近視防控', lead: '視覺康復（光療）設備與斜弱視視覺訓練軟件。' },
    languageModel: { title: '醫療大模型', lead: '面向醫生與患者的眼科醫療大型語言模型。' },
  },
};
