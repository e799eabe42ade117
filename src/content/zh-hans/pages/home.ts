import { ASSETS } from '../../../config/assets';
import type { HomeContent } from '../../types';
import { stories } from '../stories';

const fundus = ASSETS.illustrations.fundus;

export const content: HomeContent = {
  meta: {
    title: '首页',
    description:
      '一分钟视网膜拍照，AI 读懂眼睛与全身健康风险。视瞳科技致力于让 80 亿人更了解自己的健康。',
  },
  heading: {
    eyebrow: '视网膜影像人工智能',
    title: '让 80 亿人更了解自己的健康',
    lead: '一张视网膜照片，一分钟，读懂眼睛与全身的健康信号。',
  },
  hero: {
    actions: [
      { label: '了解产品', href: '/product' },
      { label: '关于我们', href: '/about' },
    ],
  },
  sections: {
    didYouKnow: {
      eyebrow: '健康数据',
      title: '你知道吗？',
      lead: '很多慢性病在早期没有症状，却会在眼底留下痕迹。',
    },
    retinalExam: {
      eyebrow: '视网膜检查',
      title: '一分钟视网膜拍照，看见眼睛与全身健康',
      lead: '视网膜是人体唯一可以无创、直接观察到血管和神经的部位。',
    },
    impact: { eyebrow: '我们的成果', title: '用 AI 守护更多人的健康' },
    stories: { eyebrow: '用户故事', title: '每一次筛查背后，都是一个真实的故事' },
  },
  statistics: [
    {
      figure: '5.37 亿',
      label: '全球成年糖尿病患者',
      detail: '其中 44.7% 不知道自己患病',
      source: '来源：国际糖尿病联盟《全球糖尿病地图》第 10 版，2021 年',
    },
    {
      figure: '12.8 亿',
      label: '全球 30–79 岁高血压患者',
      detail: '其中 46% 不知道自己患病',
      source: '来源：世界卫生组织，2021 年',
    },
    {
      figure: '1790 万',
      label: '2019 年全球死于心血管疾病的人数',
      detail: '占全球死亡人数的 32%',
      source: '来源：世界卫生组织《心血管疾病概况》',
    },
    {
      figure: '1220 万',
      label: '全球每年首次发生脑卒中的人数',
      detail: '卒中是全球主要的致死和致残原因之一',
      source: '来源：世界卒中组织《全球卒中概况》，2022 年',
    },
  ],
  retinalExam: {
    image: {
      url: fundus.url,
      width: fundus.width,
      height: fundus.height,
      alt: '一张彩色眼底照片：橙红色的视网膜上，血管从明亮的视盘向四周分布，中央是颜色较深的黄斑。',
    },
    eyeTitle: '眼部疾病',
    eyeItems: ['糖尿病视网膜病变', '青光眼', '白内障', '黄斑病变', '高度近视眼底改变'],
    systemicTitle: '全身健康风险',
    systemicItems: ['糖尿病', '高血压', '动脉硬化', '心脑血管疾病'],
    stepsTitle: '检查怎么做',
    steps: [
      { title: '拍摄', text: '免散瞳眼底相机，一分钟完成双眼视网膜拍照。' },
      { title: '分析', text: 'AI 识别眼底病变和与慢性病相关的视网膜特征。' },
      { title: '报告', text: '生成结构化报告，由医生或健康管理人员解读并给出建议。' },
    ],
    note: '筛查结果供专业人员参考，不替代医生的诊断。医疗器械产品请在专业人员指导下使用。',
    link: { label: '了解产品', href: '/product' },
  },
  impact: {
    figures: [
      {
        value: 3000,
        suffix: '万+',
        desktopCaption: '累计服务用户人次（截至 2024 年 12 月 31 日）',
        mobileCaption: '服务人次',
      },
      {
        value: 95830,
        desktopCaption: '通过视网膜检查发现存在重大健康风险的人数',
        mobileCaption: '发现重大健康风险',
      },
      {
        value: 1,
        suffix: ' 分钟',
        desktopCaption: '完成一次视网膜拍照，无需散瞳',
        mobileCaption: '一次拍照',
      },
    ],
    note: '数据来自视瞳科技的服务记录，截至 2024 年 12 月 31 日。',
  },
  carousel: {
    label: '用户故事',
    roleCarousel: '轮播',
    roleSlide: '故事',
    slideLabel: '第 {n} 个，共 {total} 个',
    previous: '上一个故事',
    next: '下一个故事',
    goTo: '显示第 {n} 个故事',
    chooseSlide: '选择故事',
    pause: '暂停自动播放',
    play: '开始自动播放',
    playVideo: '播放视频',
    closeVideo: '关闭视频',
    stories,
  },
  storiesLink: { label: '查看全部用户故事', href: '/story' },
};
