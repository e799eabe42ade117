import honoursSvg from '../../../assets/illustrations/honours.svg?url&no-inline';
import listingSvg from '../../../assets/illustrations/milestone-listing.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
import { SITE } from '../../../config/site';
import type { AboutContent } from '../../types';

const video = ASSETS.videos.placeholder;
const scene = { width: 480, height: 360 };

export const content: AboutContent = {
  meta: {
    title: '公司简介',
    description: '视瞳科技成立于 2015 年，香港上市，专注视网膜影像人工智能，让健康无处不在。',
  },
  heading: { title: '关于视瞳科技', lead: '成立于 2015 年，以视网膜影像人工智能让健康无处不在。' },
  sections: {
    profile: { eyebrow: '公司简介', title: '以眼为窗，读懂全身健康' },
    facts: { title: '关键信息' },
    explore: { eyebrow: '了解更多', title: '我们的历程、伙伴与荣誉' },
  },
  profile: {
    paragraphs: [
      '视瞳科技成立于 2015 年，是一家专注视网膜影像人工智能的医疗科技公司，已在香港上市。我们相信，眼睛是观察全身健康的窗口：一张视网膜照片，就能反映眼部疾病和多种慢性病风险的信号。',
      '公司的糖尿病视网膜病变筛查软件是国内首个获得三类医疗器械注册证的同类产品。在此基础上，我们提供青光眼与白内障辅助检测软件、便携式与台式眼底相机、近视防控光疗设备、斜弱视视觉训练软件、视网膜健康风险评估，以及眼科 PACS、眼科电子病历、远程会诊平台和医疗大模型。',
      '我们与医院、基层医疗机构、体检中心、保险公司、药店、视光中心和政府项目合作，把一分钟的视网膜检查带到人们身边，让 80 亿人更了解自己的健康。',
    ],
    video: {
      url: video.url,
      type: video.type,
      poster: video.poster.jpg,
      posterWebp: video.poster.webp,
      posterWidth: video.width,
      posterHeight: video.height,
      title: '视瞳科技公司介绍',
    },
    playVideo: '播放视频',
    closeVideo: '关闭视频',
  },
  facts: [
    { label: '成立', value: '2015 年' },
    { label: '上市地', value: '香港' },
    { label: '股票代码', value: SITE.stockCode },
    { label: '办公室', value: '北京 · 上海 · 广州 · 成都' },
  ],
  explore: [
    {
      title: '发展历程',
      text: '从 2015 年创立到香港上市，每一年的关键一步。',
      href: '/development-history',
      linkLabel: '查看发展历程',
      image: { ...scene, url: assetUrl(listingSvg) },
    },
    {
      title: '合作伙伴',
      text: '医学专家的声音，以及与我们同行的医院、体检中心、保险公司、药店、视光中心和政府项目。',
      href: '/partner',
      linkLabel: '查看合作伙伴',
      image: { ...scene, url: ASSETS.illustrations.sceneHospital.url },
    },
    {
      title: '公司荣誉',
      text: '按年份查看公司获得的行业荣誉与资质认证。',
      href: '/awards',
      linkLabel: '查看公司荣誉',
      image: { ...scene, url: assetUrl(honoursSvg) },
    },
  ],
};
