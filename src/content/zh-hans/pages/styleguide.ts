import type { StyleguideContent } from '../../types';

export const content: StyleguideContent = {
  meta: { title: '样式指南', description: '视瞳科技网站的设计令牌与界面组件。' },
  heading: {
    eyebrow: '设计系统',
    title: '样式指南',
    lead: '网站使用的颜色、字号与组件，供网站团队查阅。此页不出现在菜单和站点地图中。',
  },
  sections: {
    colours: { title: '颜色', lead: '主色深蓝、强调色青绿、灰阶，以及健康风险步骤的四种粉色。' },
    type: { title: '字号', lead: '在 750 与 1920 设计宽度之间随屏幕连续缩放。' },
    buttons: { title: '按钮' },
    tabs: { title: '标签页' },
    cards: { title: '卡片' },
    stats: { title: '数据计数' },
    pictures: { title: '响应式图片' },
    video: { title: '视频弹窗' },
    illustrations: { title: '插画' },
  },
  samples: {
    paragraph: '一张视网膜照片，一分钟，读懂眼睛与全身的健康信号。',
    primary: '联系我们',
    secondary: '了解产品',
    ghost: '查看更多',
    tabs: ['医疗器械软件', '硬件设备', '健康风险评估'],
    tabPanels: [
      '糖尿病视网膜病变筛查软件，国内首个获得三类医疗器械注册证的同类产品。',
      '便携式与台式眼底相机。',
      '从视网膜影像评估多种全身慢性病风险。',
    ],
    cardTitle: '便携式眼底相机',
    cardText: '一分钟完成视网膜拍照，适合基层与社区筛查。',
    stats: [
      { value: 30000000, suffix: '+', label: '服务人次（截至 2024 年 12 月 31 日）' },
      { value: 95830, label: '发现重大健康风险人数' },
    ],
    pictureAlt: 'AI 生成的视网膜眼底示意图：视盘、黄斑与血管分支',
    videoTitle: '公司介绍',
    play: '播放视频',
    close: '关闭',
  },
};
