import mapBeijingSvg from '../../../assets/illustrations/map-beijing.svg?url&no-inline';
import mapShanghaiSvg from '../../../assets/illustrations/map-shanghai.svg?url&no-inline';
import { assetUrl } from '../../../config/assets';
import type { ContactContent } from '../../types';

const map = (url: string) => ({ url: assetUrl(url), width: 480, height: 360 });

export const content: ContactContent = {
  meta: {
    title: '联系我们',
    description: '视瞳科技北京、上海、广州、成都办公室的电话、邮箱与地址，以及在线留言。',
  },
  heading: { title: '联系我们', lead: '欢迎通过电话、邮件或在线留言与我们联系。' },
  sections: {
    offices: { title: '办公地点' },
    form: { title: '在线留言', lead: '留下您的联系方式与需求，我们会尽快与您联系。' },
  },
  hotline: { title: '服务热线', hours: '工作日 9:00–18:00' },
  officeLabels: { tel: '电话', email: '邮箱', postcode: '邮编' },
  offices: [
    {
      title: '北京总部',
      mobile: '010-6298 5100',
      email: 'beijing@retinova.com',
      postcode: '100085',
      address: { text: '地址', add: '北京市海淀区上地信息路 18 号 B 座 6 层' },
      src: { image: map(mapBeijingSvg), alt: '北京总部位置示意图' },
    },
    {
      title: '上海办公室',
      mobile: '021-5080 6200',
      email: 'shanghai@retinova.com',
      postcode: '201203',
      address: { text: '地址', add: '上海市浦东新区张江科苑路 88 号 3 号楼 5 层' },
      src: { image: map(mapShanghaiSvg), alt: '上海办公室位置示意图' },
    },
    {
      title: '广州办公室',
      mobile: '020-3839 7300',
      email: 'guangzhou@retinova.com',
      postcode: '510623',
      address: { text: '地址', add: '广州市天河区珠江新城华夏路 30 号 18 层' },
    },
    {
      title: '成都办公室',
      mobile: '028-8533 8400',
      email: 'chengdu@retinova.com',
      postcode: '610041',
      address: { text: '地址', add: '成都市高新区天府三街 199 号 B 座 11 层' },
    },
  ],
  form: {
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    appeal: '诉求',
    appealPlaceholder: '请选择',
    appeals: {
      '1': '生产制造',
      '2': '行业采购',
      '3': '公共关系',
      '4': '市场代理',
      '5': '媒体宣传',
      '6': '金融服务',
      '7': '服务商提供',
      '8': '咨询',
      '9': '其他',
    },
    suggest: '详情',
    counter: '{count}/{max}',
    suggestHint: '不超过 500 字',
    optional: '（选填）',
    required: '（必填）',
    consent: {
      before: '我已阅读并同意',
      link: '隐私声明',
      after: '，同意视瞳科技为回复本留言处理我填写的个人信息。',
    },
    newTab: '（在新标签页打开）',
    button: '发送给我们',
    sending: '正在发送…',
    honeypot: '请勿填写此项',
    notifications: '通知',
  },
};
