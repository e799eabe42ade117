import type { AboutContent } from '../../types';

export const content: AboutContent = {
  meta: {
    title: '公司简介',
    description: '视瞳科技成立于 2015 年，香港上市，专注视网膜影像人工智能，让健康无处不在。',
  },
  heading: { title: '关于视瞳科技', lead: '成立于 2015 年，以视网膜影像人工智能让健康无处不在。' },
  sections: {
    profile: { eyebrow: '公司简介', title: '以眼为窗，读懂全身健康' },
    history: { eyebrow: '发展历程', title: '从 2015 年走到今天' },
    partners: { eyebrow: '合作伙伴', title: '合作伙伴', lead: '医学专家说' },
    awards: { eyebrow: '公司荣誉', title: '资质与荣誉' },
  },
};
