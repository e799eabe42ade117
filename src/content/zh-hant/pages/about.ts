import type { AboutContent } from '../../types';

export const content: AboutContent = {
  meta: {
    title: '公司簡介',
    description: '視瞳科技成立於 2015 年，香港上市，專注視網膜影像人工智能，讓健康無處不在。',
  },
  heading: { title: '關於視瞳科技', lead: '成立於 2015 年，以視網膜影像人工智能讓健康無處不在。' },
  sections: {
    profile: { eyebrow: '公司簡介', title: '以眼為窗，讀懂全身健康' },
    history: { eyebrow: '發展歷程', title: '從 2015 年走到今天' },
    partners: { eyebrow: '合作夥伴', title: '合作夥伴', lead: '醫學專家說' },
    awards: { eyebrow: '公司榮譽', title: '資質與榮譽' },
  },
};
